#!/usr/bin/env bash
# `make seed`: what a developer needs to sign in locally, idempotent. The platform admin goes
# straight into identity's database; the demo business is made through the running system's
# gateway (make dev runs that part itself once the services are up).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -f .env ]]; then
  set -a
  # shellcheck source=/dev/null
  source .env
  set +a
fi

npm -w services/identity run --silent seed
node_modules/.bin/tsx --conditions=source scripts/seed/demo-business.ts
