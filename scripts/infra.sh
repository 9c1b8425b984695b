#!/usr/bin/env bash
# Local infrastructure without Docker (docs/infrastructure.md): FerretDB (on PostgreSQL, or on
# SQLite with FERRETDB_BACKEND=sqlite), RabbitMQ, Redis, stripe-mock and maildev as local
# processes on 127.0.0.1, data under .data/.
#
#   bash scripts/infra.sh up            install what is missing, start what is not running, wait
#   bash scripts/infra.sh down          stop what `up` started (data is kept)
#   bash scripts/infra.sh status        one line per component; exit 1 if any is down
#   bash scripts/infra.sh broker-stop   stop RabbitMQ's AMQP listener (outage simulation)
#   bash scripts/infra.sh broker-start  start it again and wait until it accepts connections
#   bash scripts/infra.sh env           print the connection settings as shell exports
#   bash scripts/infra.sh rabbitmqctl … run rabbitmqctl against the local node
set -euo pipefail

INFRA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly INFRA_ROOT
LIB="$INFRA_ROOT/scripts/lib/infra"
# shellcheck source=lib/infra/common.sh
source "$LIB/common.sh"
# shellcheck source=lib/infra/packages.sh
source "$LIB/packages.sh"
# shellcheck source=lib/infra/gobin.sh
source "$LIB/gobin.sh"
# shellcheck source=lib/infra/postgresql.sh
source "$LIB/postgresql.sh"
# shellcheck source=lib/infra/ferretdb.sh
source "$LIB/ferretdb.sh"
# shellcheck source=lib/infra/rabbitmq.sh
source "$LIB/rabbitmq.sh"
# shellcheck source=lib/infra/redis.sh
source "$LIB/redis.sh"
# shellcheck source=lib/infra/stripe-mock.sh
source "$LIB/stripe-mock.sh"
# shellcheck source=lib/infra/maildev.sh
source "$LIB/maildev.sh"

# Each component is a set of functions NAME_ready/_start/_wait/_stop/_address (scripts/lib/infra/).
# PostgreSQL is one of them only while FerretDB uses it.
COMPONENTS=(rabbitmq)
[[ $FERRETDB_BACKEND == postgresql ]] && COMPONENTS+=(postgresql)
COMPONENTS+=(ferretdb redis stripe_mock maildev)
readonly COMPONENTS

component_name() { printf '%s' "${1//_/-}"; }

all_ready() {
  local c
  for c in "${COMPONENTS[@]}"; do
    [[ $c == maildev ]] && ! maildev_installed && continue
    "${c}_ready" || return 1
  done
  [[ -z "$(missing_apt_packages)" ]] && go_binaries_current && ! ferretdb_other_backend >/dev/null
}

start_components() {
  local c
  for c in "$@"; do
    "${c}_ready" || say "starting $(component_name "$c")"
    "${c}_start"
  done
}

cmd_up() {
  local started=$SECONDS c
  ensure_dirs
  # Fast path: everything answers already (no lock, no package checks beyond a file test).
  if all_ready; then
    print_table || true
    return 0
  fi
  take_lock
  ensure_apt_packages
  # What needs no Go build boots while ferretdb and stripe-mock build (a cold machine's long part).
  start_components rabbitmq redis maildev
  [[ $FERRETDB_BACKEND == postgresql ]] && start_components postgresql
  ensure_go_binaries
  for c in "${REBUILT[@]}"; do
    "${c//-/_}_stop" && say "stopped the running $c to restart it with the new build"
  done
  ferretdb_stop_other_backend
  start_components ferretdb stripe_mock
  for c in "${COMPONENTS[@]}"; do "${c}_wait"; done
  say "infrastructure ready in $((SECONDS - started))s"
  print_table || true
}

cmd_down() {
  take_lock
  local c stopped=()
  for c in maildev stripe_mock ferretdb postgresql redis rabbitmq; do
    if "${c}_stop"; then stopped+=("$(component_name "$c")"); fi
  done
  if ((${#stopped[@]})); then
    say "stopped: ${stopped[*]} (data kept in $(rel "$DATA_DIR"))"
  else
    say "nothing started by scripts/infra.sh was running"
  fi
  for c in "${COMPONENTS[@]}"; do
    "${c}_ready" && warn "$(component_name "$c") still answers on its port (not started by this script?)"
  done
  return 0
}

# One line per component; returns 1 when any is down.
print_table() {
  local c name state pid down=0
  printf '%-12s %-5s %-52s %s\n' COMPONENT STATE ADDRESS "PID / LOG"
  for c in "${COMPONENTS[@]}"; do
    name="$(component_name "$c")"
    pid="$(live_pid "$name" || true)"
    if "${c}_ready"; then
      state=up
    else
      state=down
      down=1
    fi
    printf '%-12s %-5s %-52s %s\n' "$name" "$state" "$("${c}_address")" \
      "${pid:-"-"} $(rel "$(log_file "$name")")$(component_note "$c" "$state")"
  done
  # The full browser for Lighthouse, its headless shell (lighter on CPU) for Playwright: Debian
  # packages of APT_NEEDS, installed by `up` when missing.
  local browsers=/usr/bin/chromium,/usr/bin/chromium-headless-shell
  if [[ -x /usr/bin/chromium && -x /usr/bin/chromium-headless-shell ]]; then
    printf '%-12s %-5s %-52s %s\n' chromium ok "$browsers" "(installed; nothing to run)"
  else
    printf '%-12s %-5s %-52s %s\n' chromium down "$browsers" "(not installed; run: bash scripts/infra.sh up)"
    down=1
  fi
  return "$down"
}

component_note() {
  local c=$1 state=$2
  [[ $c == ferretdb ]] && ferretdb_note
  [[ $state == down ]] || return 0
  case $c in
  rabbitmq) rabbitmq_node_alive && printf ' (node alive, AMQP app stopped: broker-start)' ;;
  maildev) maildev_installed || printf ' (node_modules/.bin/maildev missing: npm install)' ;;
  esac
  return 0
}

cmd_status() {
  ensure_dirs
  print_table
}

cmd_env() {
  cat <<EOF
export MONGO_URL=$(ferretdb_address)
export RABBITMQ_URL=$(rabbitmq_address)
export REDIS_URL=$(redis_address)
export STRIPE_API_HOST=$HOST STRIPE_API_PORT=$STRIPE_MOCK_HTTP_PORT STRIPE_API_PROTOCOL=http
export SMTP_HOST=$HOST SMTP_PORT=$MAILDEV_SMTP_PORT
export MAILDEV_API_URL=http://$HOST:$MAILDEV_WEB_PORT
export CHROMIUM_PATH=/usr/bin/chromium
EOF
}

usage() {
  sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
  exit 2
}

main() {
  case ${1:-} in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  broker-stop)
    take_lock
    rabbitmq_app_stop
    ;;
  broker-start)
    take_lock
    rabbitmq_app_start
    ;;
  env) cmd_env ;;
  rabbitmqctl)
    shift
    rabbitmq_ctl "$@"
    ;;
  *) usage ;;
  esac
}

main "$@"
