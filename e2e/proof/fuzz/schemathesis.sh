#!/usr/bin/env bash
# Prints the path of the pinned schemathesis CLI, installing it first when missing: a virtualenv
# under .data/ with exactly requirements.txt beside this script (schemathesis and everything it
# pulls in, each pinned), made again only when that file changes. Python's venv module comes
# from Debian's python3-venv, installed with apt-get on a machine without it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
venv="$root/.data/schemathesis-venv"
requirements="$here/requirements.txt"
stamp="$venv/requirements.txt"
log="$root/.data/logs/schemathesis-install.log"

say() { printf 'fuzz: %s\n' "$*" >&2; }
fail() {
  say "error: $1 (log: ${log#"$root"/})"
  tail -n 25 "$log" >&2 || true
  exit 1
}

if [[ -x $venv/bin/st ]] && cmp -s "$requirements" "$stamp"; then
  printf '%s\n' "$venv/bin/st"
  exit 0
fi

mkdir -p "$(dirname "$log")"
: >"$log"
command -v python3 >/dev/null || fail "python3 is missing (the README's requirements)"
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  command -v apt-get >/dev/null || fail "python3 has no venv module and there is no apt-get to install python3-venv"
  ((EUID == 0)) || fail "python3 has no venv module; install python3-venv (as root) once"
  say "installing python3-venv with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get update >>"$log" 2>&1 || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv >>"$log" 2>&1 ||
    fail "apt-get install python3-venv failed"
fi

say "installing schemathesis into ${venv#"$root"/} (log: ${log#"$root"/})"
rm -rf "$venv"
python3 -m venv "$venv" >>"$log" 2>&1 || fail "python3 -m venv failed"
"$venv/bin/pip" install --disable-pip-version-check --no-input --no-deps -r "$requirements" >>"$log" 2>&1 ||
  fail "pip install failed"
"$venv/bin/pip" check >>"$log" 2>&1 || fail "the pinned requirements are incomplete (pip check)"
cp "$requirements" "$stamp"
printf '%s\n' "$venv/bin/st"
