#!/usr/bin/env bash
# `make dev`: the whole system as local processes. Installs what is missing, starts the local
# infrastructure, every service, the gateway and the web app, prints the URLs, and on Ctrl-C
# stops everything it started (infrastructure too, unless it was already running).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install.sh

infra_was_running=false
bash scripts/infra.sh status >/dev/null 2>&1 && infra_was_running=true
bash scripts/infra.sh up
if [[ $infra_was_running == false ]]; then
  trap 'echo; bash scripts/infra.sh down' EXIT
fi

[[ -f .env ]] || cp .env.example .env
set -a
# shellcheck source=/dev/null
source .env
set +a

# Demo data (idempotent): prints the local platform admin's credentials the first time.
npm -w services/identity run --silent seed

port_of() { node -e 'console.log(new URL(process.argv[1]).port)' "$1"; }

names=()
commands=()
for service in identity tenant customer routing weight billing messaging; do
  url_var="${service^^}_URL"
  names+=("$service")
  commands+=("PORT=$(port_of "${!url_var}") npm -w services/$service run --silent dev")
done
names+=(gateway web)
commands+=("PORT=$(port_of "$GATEWAY_URL") npm -w gateway run --silent dev")
commands+=("npm -w web run --silent dev")

cat <<INFO

  Web app      http://127.0.0.1:5173
  Gateway      $GATEWAY_URL   (API docs: $GATEWAY_URL/api/docs)
  Mail catcher http://127.0.0.1:1080
  Services     identity $IDENTITY_URL … messaging $MESSAGING_URL

  Ctrl-C stops everything this command started.

INFO

# Run in the background and wait, so a TERM sent to this script alone (not only Ctrl-C, which
# reaches the whole process group) still stops every process: concurrently passes it on.
node_modules/.bin/concurrently --kill-others-on-fail --names "$(IFS=,; echo "${names[*]}")" --prefix-colors auto \
  "${commands[@]}" &
runner=$!
trap 'kill -TERM "$runner" 2>/dev/null' INT TERM
wait "$runner" || true
wait "$runner" 2>/dev/null || true
