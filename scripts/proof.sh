#!/usr/bin/env bash
# `make chaos|matrix|fuzz|load|scale`: one proof suite (e2e/proof/<suite>, docs/reliability.md) against
# a whole system it starts for itself on free loopback ports and stops at the end. Installs what is
# missing and starts the local infrastructure first. SCALE=2 runs two of every service and of the
# gateway behind round-robins; QUICK=1 runs the suite's short form (the one `make test` runs).
set -euo pipefail
cd "$(dirname "$0")/.."

suite=${1:?usage: scripts/proof.sh chaos|matrix|fuzz|load|scale}
[[ -f e2e/proof/$suite/run.ts ]] || { echo "no proof suite named $suite (e2e/proof/)" >&2; exit 2; }

bash scripts/install.sh
bash scripts/infra.sh up >/dev/null
exec node_modules/.bin/tsx --conditions=source "e2e/proof/$suite/run.ts"
