# shellcheck shell=bash
# PostgreSQL 15 from Debian's postgresql-15: FerretDB's default backend. A cluster of its own in
# .data/postgresql/ (data/, socket/), run as the postgres user without systemd, on
# 127.0.0.1:15432 (5432 may belong to a system cluster). Trust authentication, like every other
# local component here: it listens on loopback only and holds development data.

# Another port lets a second checkout run its own cluster beside the shared one.
readonly POSTGRES_PORT=${INFRA_POSTGRES_PORT:-15432}
readonly POSTGRES_BIN=/usr/lib/postgresql/15/bin
readonly POSTGRES_HOME="$DATA_DIR/postgresql"
readonly POSTGRES_PGDATA="$POSTGRES_HOME/data"
readonly POSTGRES_SOCKET_DIR="$POSTGRES_HOME/socket"
readonly POSTGRES_DATABASE=ferretdb

# initdb and postgres refuse to run as root; run by any other user, they run as that user.
if ((EUID == 0)); then
  readonly AS_POSTGRES=(runuser -u postgres --)
else
  readonly AS_POSTGRES=()
fi

postgresql_ready() { port_open "$POSTGRES_PORT"; }

# Runs a PostgreSQL program as the postgres user, from a directory that user may enter, without
# our descriptors (the server it starts must not hold the lock or the caller's pipes).
postgresql_run() { (cd "$POSTGRES_HOME" && exec_clean "${AS_POSTGRES[@]}" "$@"); }

# psql against one database of the cluster (the first argument); postgresql_psql against `postgres`.
postgresql_psql_in() {
  local database=$1
  shift
  "$POSTGRES_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$HOST" -p "$POSTGRES_PORT" -U postgres -d "$database" "$@"
}
postgresql_psql() { postgresql_psql_in postgres "$@"; }

# The postgres user has to reach .data/ through the directories above it, which root may own
# with no access for others: give those search permission (not listing), from / down.
postgresql_make_reachable() {
  ((EUID == 0)) || return 0
  local dir path=
  local -a parts
  IFS=/ read -r -a parts <<<"${POSTGRES_HOME#/}"
  for dir in "${parts[@]}"; do
    path+="/$dir"
    runuser -u postgres -- test -x "$path" && continue
    chmod o+x "$path"
    say "gave other users search permission on $path so that the postgres user reaches $(rel "$POSTGRES_HOME")"
  done
}

postgresql_prepare() {
  local log
  log="$(log_file postgresql)"
  mkdir -p "$POSTGRES_PGDATA" "$POSTGRES_SOCKET_DIR"
  touch "$log"
  if ((EUID == 0)); then
    chown postgres: "$POSTGRES_HOME" "$POSTGRES_PGDATA" "$POSTGRES_SOCKET_DIR" "$log"
    postgresql_make_reachable
  fi
  chmod 700 "$POSTGRES_PGDATA"
  [[ -f $POSTGRES_PGDATA/PG_VERSION ]] && return 0
  say "creating a PostgreSQL cluster in $(rel "$POSTGRES_PGDATA")"
  postgresql_run "$POSTGRES_BIN/initdb" -D "$POSTGRES_PGDATA" -U postgres --auth=trust \
    -E UTF8 --locale=C.UTF-8 >>"$log" 2>&1 || fail_with_log "initdb failed" "$log"
}

postgresql_create_database() {
  local log found
  log="$(log_file postgresql)"
  found="$(postgresql_psql -tAc "SELECT 1 FROM pg_database WHERE datname = '$POSTGRES_DATABASE'" 2>>"$log")" ||
    fail_with_log "psql could not reach PostgreSQL on port $POSTGRES_PORT" "$log"
  [[ $found == 1 ]] && return 0
  postgresql_psql -c "CREATE DATABASE $POSTGRES_DATABASE" >>"$log" 2>&1 ||
    fail_with_log "creating the $POSTGRES_DATABASE database failed" "$log"
}

# FerretDB's equality filters get indexes they can use (equality-indexes.sql), before FerretDB
# creates a table; idempotent, and it covers the tables already there.
postgresql_equality_indexes() {
  local log
  log="$(log_file postgresql)"
  postgresql_psql_in "$POSTGRES_DATABASE" -f "$LIB/equality-indexes.sql" >>"$log" 2>&1 ||
    fail_with_log "adding FerretDB's equality indexes failed" "$log"
}

# Waits until the server accepts connections (about 2 s), then makes sure FerretDB's database
# exists with its equality indexes: FerretDB starts after this and needs them.
postgresql_start() {
  postgresql_ready && return 0
  postgresql_prepare
  local log
  log="$(log_file postgresql)"
  rm -f "$(pid_file postgresql)"
  printf '\n===== %s: pg_ctl start\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$log"
  postgresql_run "$POSTGRES_BIN/pg_ctl" -D "$POSTGRES_PGDATA" -l "$log" -w -t 60 \
    -o "-c listen_addresses=$HOST -p $POSTGRES_PORT -k '$POSTGRES_SOCKET_DIR'" \
    start </dev/null >>"$log" 2>&1 || fail_with_log "PostgreSQL did not start" "$log"
  head -n 1 "$POSTGRES_PGDATA/postmaster.pid" >"$(pid_file postgresql)"
  postgresql_create_database
  postgresql_equality_indexes
}

postgresql_wait() { wait_until postgresql 60 "$(log_file postgresql)" postgresql_ready; }

# A fast shutdown ends client sessions; SIGTERM's smart shutdown would wait for every one.
postgresql_stop() {
  recorded_pid postgresql "$POSTGRES_BIN/postgres" >/dev/null || return 1
  postgresql_run "$POSTGRES_BIN/pg_ctl" -D "$POSTGRES_PGDATA" -m fast -w -t 60 stop \
    </dev/null >>"$(log_file postgresql)" 2>&1 ||
    fail_with_log "pg_ctl stop failed" "$(log_file postgresql)"
  rm -f "$(pid_file postgresql)"
}

# FerretDB's pool of PostgreSQL connections. An operation may hold one connection while it waits
# for a second, so a small pool deadlocks under many concurrent operations (measured: 50, the
# default, stalled for good under 32 writers and a relay); 90 stays under max_connections (100).
readonly POSTGRES_POOL_MAX_CONNS=90

postgresql_address() {
  printf 'postgres://postgres@%s:%s/%s?pool_max_conns=%s' "$HOST" "$POSTGRES_PORT" "$POSTGRES_DATABASE" \
    "$POSTGRES_POOL_MAX_CONNS"
}
