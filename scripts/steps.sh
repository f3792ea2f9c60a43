#!/usr/bin/env bash
# Runs make targets one after the other and prints how long each took, so
# that the next slow step is seen (`make test` runs its steps through this).
# Stops at the first step that fails; the table is printed either way, the
# failed step marked, and the exit status is that step's.
#
# Beside each step's time: the processor time its commands used (user and
# system, of every process the step waited for: compilers, browsers,
# servers), and the machine's load average when it ended. A step whose
# processor time stayed the same while its time grew waited for a busy
# machine (other builds on its cores), not for more work of its own.
#
# Usage: scripts/steps.sh STEP...   (each a target of the Makefile)
set -uo pipefail

make_cmd="${MAKE:-make}"
names=()
seconds=()
cpus=()
loads=()
results=()
status=0
start_all=$SECONDS

# Sets `cpu` to the processor seconds used so far by this script's finished
# children, from the `times` builtin's second line ("0m1.500s 0m0.250s":
# user, system). `times` runs in this shell itself, never in `$(…)`: a
# subshell would count its own children, none.
times_file="$(mktemp)"
trap 'rm -f "$times_file"' EXIT
children_cpu() {
    times > "$times_file"
    cpu=$(awk 'NR == 2 {
        total = 0
        for (i = 1; i <= NF; i++) { split($i, ms, "m"); sub(/s$/, "", ms[2]); total += ms[1] * 60 + ms[2] }
        printf "%d", total + 0.5
    }' "$times_file")
}

for step in "$@"; do
    printf '\n\033[1m[%s]\033[0m\n' "$step"
    start=$SECONDS
    children_cpu
    cpu_start=$cpu
    "$make_cmd" --no-print-directory "$step"
    status=$?
    names+=("$step")
    seconds+=($((SECONDS - start)))
    children_cpu
    cpus+=($((cpu - cpu_start)))
    loads+=("$(cut -d' ' -f1 /proc/loadavg 2> /dev/null || echo '?')")
    if ((status == 0)); then results+=(ok); else results+=(FAILED); fi
    ((status == 0)) || break
done

duration() { printf '%d min %02d s' $(($1 / 60)) $(($1 % 60)); }

printf '\n\033[1m[steps]\033[0m how long each took (cpu: processor time used, on %s cores; load: at its end)\n' "$(nproc 2> /dev/null || echo '?')"
for i in "${!names[@]}"; do
    printf '  %-10s %12s  cpu %12s  load %5s  %s\n' "${names[$i]}" "$(duration "${seconds[$i]}")" \
        "$(duration "${cpus[$i]}")" "${loads[$i]}" "${results[$i]}"
done
printf '  %-10s %12s\n' total "$(duration $((SECONDS - start_all)))"
exit "$status"
