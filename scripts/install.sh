#!/usr/bin/env bash
# Installs the Node dependencies when the lockfile changed since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.install-stamp
if [[ -f $stamp && $stamp -nt package-lock.json ]]; then
  exit 0
fi
# `npm install`, not `npm ci`: the registry reachable here serves no native builds for other
# platforms, so the lockfile lacks those optional entries and `npm ci` refuses it as out of sync.
# `npm install` still installs the exact versions the lockfile pins.
npm install --no-audit --no-fund
touch "$stamp"
