#!/usr/bin/env bash
# cargo-deny over the dependency graph (deny.toml): licences, duplicate
# crates, sources, and advisories against the RustSec database.
#
# The database is fetched from its git repository when the network reaches
# it; otherwise a copy already on this machine (cargo-deny's own folder,
# ~/.cargo/advisory-dbs) is used, however old; with neither, the advisories
# are not checked and this says so on its last line, the other three checks
# still run and still fail the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
deny="$root/.tools/venv/bin/cargo-deny"
[[ -x "$deny" ]] || { echo "deny.sh: no $deny: run scripts/install-tools.sh" >&2; exit 2; }

# Every crate of Cargo.lock on disk first: the checks below run offline.
cargo fetch --locked --quiet

dbs="${CARGO_HOME:-$HOME/.cargo}/advisory-dbs"
# Brings the database up to date where the network reaches it; a no-op (and
# no error) where it does not.
"$deny" fetch db > /dev/null 2>&1 || true
db="$(compgen -G "$dbs/advisory-db-*" | head -n 1 || true)"
if [[ -n "$db" && -d "$db/.git" ]]; then
    "$deny" --offline check
    echo "deny.sh: advisories checked against the RustSec database as of $(git -C "$db" log -1 --format=%cs)"
else
    "$deny" --offline check bans licenses sources
    echo "deny.sh: advisories NOT checked: the RustSec database cannot be reached from here and there is no copy in $dbs"
fi
