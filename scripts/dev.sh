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
# A .env copied from an older .env.example lacks the variables added since: name them, so a
# service that refuses to start for want of one is no mystery.
missing=$(comm -23 <(grep -oE '^[A-Z_]+=' .env.example | sort -u) <(grep -oE '^[A-Z_]+=' .env | sort -u) | tr -d '=' | paste -sd' ' -)
if [[ -n $missing ]]; then
  echo "make dev: .env lacks variables that .env.example sets: $missing" >&2
  echo "make dev: copy them from .env.example (or delete .env to start from it again)." >&2
fi
set -a
# shellcheck source=/dev/null
source .env
set +a

# The platform admin (idempotent): prints its credentials the first time. The demo business
# follows once the services answer (below).
npm -w services/identity run --silent seed

port_of() { node -e 'console.log(new URL(process.argv[1]).port)' "$1"; }

# SCALE=2 (or more) runs that many instances of every service and of the gateway, each on its
# port plus 100, 200, …, behind a round-robin on the port the others know it by (scripts/round-robin.ts),
# as a Kubernetes Service spreads connections over a deployment's pods. Instances of a service share
# its database and event queue.
scale=${SCALE:-1}
[[ $scale =~ ^[1-4]$ ]] || { echo "make dev: SCALE must be 1 to 4, not $scale" >&2; exit 2; }

names=()
commands=()
add_component() { # name port command-with-PORT-placeholder
  local name=$1 port=$2 command=$3 instance ports=()
  if ((scale == 1)); then
    names+=("$name")
    commands+=("PORT=$port $command")
    return
  fi
  for ((instance = 1; instance <= scale; instance++)); do
    names+=("$name-$instance")
    commands+=("PORT=$((port + 100 * instance)) $command")
    ports+=("$((port + 100 * instance))")
  done
  names+=("$name-lb")
  commands+=("node_modules/.bin/tsx scripts/round-robin.ts $port ${ports[*]}")
}
for service in identity tenant customer routing weight billing messaging; do
  url_var="${service^^}_URL"
  add_component "$service" "$(port_of "${!url_var}")" "npm -w services/$service run --silent dev"
done
add_component gateway "$(port_of "$GATEWAY_URL")" "npm -w gateway run --silent dev"
names+=(web)
commands+=("npm -w web run --silent dev")

cat <<INFO

  Web app      http://127.0.0.1:5173
  Gateway      $GATEWAY_URL   (API docs: $GATEWAY_URL/api/docs)
  Mail catcher http://127.0.0.1:1080
  Services     identity $IDENTITY_URL … messaging $MESSAGING_URL ($scale of each)

  The demo business ($DEMO_TENANT_SUBDOMAIN), its owner's and customer's logins and its pages are
  printed once the services are up.

  Ctrl-C stops everything this command started.

INFO

# Run in the background and wait, so a TERM sent to this script alone (not only Ctrl-C, which
# reaches the whole process group) still stops every process: concurrently passes it on.
node_modules/.bin/concurrently --kill-others-on-fail --names "$(IFS=,; echo "${names[*]}")" --prefix-colors auto \
  "${commands[@]}" &
runner=$!
# The demo business, through the gateway as soon as it and the services answer (idempotent).
node_modules/.bin/tsx --conditions=source scripts/seed/demo-business.ts &
seeder=$!
trap 'kill -TERM "$runner" "$seeder" 2>/dev/null' INT TERM
wait "$runner" || true
wait "$runner" 2>/dev/null || true
