# shellcheck shell=bash
# Shared helpers of scripts/infra.sh: paths, messages, port probes, process handling.
# Sourced, never run. Expects INFRA_ROOT (the repository root) to be set.

readonly HOST=127.0.0.1
readonly DATA_DIR="$INFRA_ROOT/.data"
readonly BIN_DIR="$DATA_DIR/bin"
readonly RUN_DIR="$DATA_DIR/run"
readonly LOG_DIR="$DATA_DIR/logs"
readonly TOOLS_DIR="$INFRA_ROOT/tools/infra"

say() { printf 'infra: %s\n' "$*"; }
warn() { printf 'infra: warning: %s\n' "$*" >&2; }
die() {
  printf 'infra: error: %s\n' "$*" >&2
  exit 1
}

# Value of setting NAME: the environment first, then a NAME=value line of the repository's .env
# (what `make dev` reads), else DEFAULT.
setting() {
  local name=$1 default=$2 key value
  if [[ -n ${!name:-} ]]; then
    printf '%s' "${!name}"
    return 0
  fi
  if [[ -f $INFRA_ROOT/.env ]]; then
    while IFS='=' read -r key value; do
      if [[ $key == "$name" ]]; then
        value="${value%\"}"
        printf '%s' "${value#\"}"
        return 0
      fi
    done <"$INFRA_ROOT/.env"
  fi
  printf '%s' "$default"
}

# Path relative to the repository root, for messages.
rel() { printf '%s' "${1#"$INFRA_ROOT"/}"; }

ensure_dirs() {
  mkdir -p "$BIN_DIR" "$RUN_DIR" "$LOG_DIR"
}

# Serialise up/down/broker-* so that `make dev` and `make test` started together do not race.
take_lock() {
  ensure_dirs
  exec 9>"$RUN_DIR/infra.lock"
  flock -w 300 9 || die "another 'scripts/infra.sh' has held $(rel "$RUN_DIR")/infra.lock for 5 minutes"
}

# True when something accepts TCP connections on 127.0.0.1:PORT (no extra process needed).
port_open() {
  (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null
}

ports_open() {
  local port
  for port in "$@"; do
    port_open "$port" || return 1
  done
}

pid_file() { printf '%s/%s.pid' "$RUN_DIR" "$1"; }
log_file() { printf '%s/%s.log' "$LOG_DIR" "$1"; }

# True when PID runs (a zombie does not count: init may be slow to reap our daemons here).
pid_running() {
  local key value
  kill -0 "$1" 2>/dev/null || return 1
  while read -r key value _; do
    if [[ $key == State: ]]; then
      [[ $value != Z ]]
      return
    fi
  done <"/proc/$1/status" 2>/dev/null
  return 1
}

# Prints the pid recorded for NAME when that process is still alive.
live_pid() {
  local file pid
  file="$(pid_file "$1")"
  [[ -s $file ]] || return 1
  read -r pid <"$file" || true
  [[ $pid =~ ^[0-9]+$ ]] && pid_running "$pid" || return 1
  printf '%s' "$pid"
}

# Replaces the current (sub)shell with CMD minus every inherited descriptor above 2 (the caller's
# pipes, make's jobserver, our lock): a daemon that kept one would make `make test | tee` or a CI
# pipe wait for it forever, or block the next `scripts/infra.sh` on the lock.
exec_clean() {
  # shellcheck disable=SC2016 # expanded by the inner shell
  exec bash -c '
    for fd in /proc/$$/fd/*; do
      fd=${fd##*/}
      if [[ $fd -gt 2 ]]; then eval "exec $fd>&-" 2>/dev/null; fi
    done
    exec "$@"' exec_clean "$@"
}

# Runs CMD (to completion) without our descriptors above 2; for self-daemonizing programs.
run_clean() { (exec_clean "$@"); }

# Starts a long-running process detached from the caller: own session, stdin from /dev/null,
# stdout/stderr appended to .data/logs/NAME.log, no inherited descriptors above 2,
# pid in .data/run/NAME.pid. Nothing of this script stays behind.
spawn() {
  local name=$1
  shift
  local log
  log="$(log_file "$name")"
  printf '\n===== %s: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >>"$log"
  # shellcheck disable=SC2016 # expanded by the inner shell
  (exec_clean setsid bash -c 'echo $$ >"$0"; exec "$@"' "$(pid_file "$name")" "$@") \
    </dev/null >>"$log" 2>&1 &
}

# wait_until NAME SECONDS LOG CHECK...: polls CHECK (a command) every 0.2 s; fails with the log's
# tail when it does not succeed in time or when NAME's recorded process dies meanwhile.
wait_until() {
  local name=$1 seconds=$2 log=$3
  shift 3
  local deadline=$((SECONDS + seconds)) had_pid=0
  [[ -s $(pid_file "$name") ]] && had_pid=1
  until "$@"; do
    if ((had_pid)) && ! live_pid "$name" >/dev/null; then
      fail_with_log "$name exited while starting" "$log"
    fi
    if ((SECONDS >= deadline)); then
      fail_with_log "$name was not ready within ${seconds}s" "$log"
    fi
    sleep 0.2
  done
}

fail_with_log() {
  local message=$1 log=$2
  {
    printf 'infra: error: %s; log: %s\n' "$message" "$(rel "$log")"
    if [[ -f $log ]]; then
      printf -- '--- last lines of %s ---\n' "$(rel "$log")"
      tail -n 25 "$log"
      printf -- '---\n'
    fi
  } >&2
  exit 1
}

# Prints the pid recorded for NAME when that process still runs and its command line still
# contains EXPECT (guards against a reused pid); else forgets the record and returns 1.
recorded_pid() {
  local name=$1 expect=$2 pid
  pid="$(live_pid "$name")" || {
    rm -f "$(pid_file "$name")"
    return 1
  }
  if ! tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$expect"; then
    warn "pid $pid in $(rel "$(pid_file "$name")") is not $expect any more; not touching it"
    rm -f "$(pid_file "$name")"
    return 1
  fi
  printf '%s' "$pid"
}

# Stops the process recorded for NAME (SIGTERM, then SIGKILL after 10 s) when recorded_pid
# finds it. Returns 1 when nothing ran.
stop_recorded() {
  local name=$1 expect=$2 pid i
  pid="$(recorded_pid "$name" "$expect")" || return 1
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 100; i++)); do
    pid_running "$pid" || break
    sleep 0.1
  done
  if pid_running "$pid"; then
    warn "$name (pid $pid) ignored SIGTERM for 10 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$(pid_file "$name")"
}
