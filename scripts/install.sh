#!/usr/bin/env bash
# Installs the Node dependencies pinned by package-lock.json. The one place that decides how:
# `make dev`, `make test` and `make install` run it, and so do the Dockerfile's deps and
# service-deps stages (the manifests stage copies it into the image).
#
#   bash scripts/install.sh                          every dependency, dev ones too; does nothing
#                                                    while node_modules/.install-stamp is newer
#                                                    than package-lock.json
#   bash scripts/install.sh --omit=dev -w gateway    extra arguments go to npm; such a partial
#                                                    install neither reads nor writes the stamp
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.install-stamp
if [[ $# -eq 0 && -f $stamp && $stamp -nt package-lock.json ]]; then
  exit 0
fi

err="$(mktemp)"
trap 'rm -f "$err"' EXIT

# `npm ci` (it deletes node_modules first, the stamp with it; the stamp is written afterwards).
# The registry reachable here serves no native builds for other platforms, so a lockfile made
# here lacks those optional entries (such as @swc/core-darwin-arm64) and `npm ci` refuses it as
# out of sync ("Missing: <name>@ from lock file"; npm/cli#9846) before touching node_modules.
# Only then, when every missing entry is an optional dependency of a locked package, fall back
# to `npm install`, which still installs the exact versions the lockfile pins. Any other refusal
# (a dependency added to a package.json but not locked, an "Invalid:" version) is an error.
if npm ci --no-audit --no-fund "$@" 2>"$err"; then
  cat "$err" >&2
else
  if ! node - "$err" <<'EOF'; then
const fs = require('node:fs');
const out = fs.readFileSync(process.argv[2], 'utf8');
const missing = [...out.matchAll(/Missing: (.+?)@[^@\n]* from lock file/g)].map((m) => m[1]);
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const optional = new Set(
  Object.values(lock.packages ?? {}).flatMap((p) => Object.keys(p.optionalDependencies ?? {})),
);
const ok = missing.length > 0 && /Invalid:/.test(out) === false && missing.every((n) => optional.has(n));
process.exit(ok ? 0 : 1);
EOF
    cat "$err" >&2
    echo 'install: npm ci failed (see above)' >&2
    exit 1
  fi
  echo "install: the lockfile lacks only other platforms' optional native packages: npm install instead of npm ci" >&2
  npm install --no-audit --no-fund "$@"
fi

if [[ $# -eq 0 ]]; then
  touch "$stamp"
fi
