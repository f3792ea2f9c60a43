#!/usr/bin/env bash
# Runs make targets one after the other and prints how long each took, so
# that the next slow step is seen (`make test` runs its steps through this).
# Stops at the first step that fails; the table is printed either way, the
# failed step marked, and the exit status is that step's.
#
# Usage: scripts/steps.sh STEP...   (each a target of the Makefile)
set -uo pipefail

make_cmd="${MAKE:-make}"
names=()
seconds=()
results=()
status=0
start_all=$SECONDS

for step in "$@"; do
    printf '\n\033[1m[%s]\033[0m\n' "$step"
    start=$SECONDS
    "$make_cmd" --no-print-directory "$step"
    status=$?
    names+=("$step")
    seconds+=($((SECONDS - start)))
    if ((status == 0)); then results+=(ok); else results+=(FAILED); fi
    ((status == 0)) || break
done

duration() { printf '%d min %02d s' $(($1 / 60)) $(($1 % 60)); }

printf '\n\033[1m[steps]\033[0m how long each took\n'
for i in "${!names[@]}"; do
    printf '  %-10s %12s  %s\n' "${names[$i]}" "$(duration "${seconds[$i]}")" "${results[$i]}"
done
printf '  %-10s %12s\n' total "$(duration $((SECONDS - start_all)))"
exit "$status"
