# Starts and stops a throwaway PgBouncer in transaction mode in front of the PostgreSQL of
# scripts/postgres.sh, on a loopback port, for the test of API processes behind a pooler
# (apps/api-server/src/modules/operations/behind-a-proxy.postgres-test.ts). Sourced after
# postgres.sh, once postgres_start has run. PgBouncer refuses to run as root: as root it runs as the
# `postgres` user, like the database. The port is PGBOUNCER_PORT when it is set, otherwise a free
# one (free_port in lib.sh, for the reason postgres.sh gives).

pgbouncer_start() {
  command -v pgbouncer >/dev/null || { echo "pgbouncer not found (apt-get install pgbouncer)"; return 1; }
  PGBOUNCER_PORT="${PGBOUNCER_PORT:-$(free_port)}"
  PGBOUNCER_DIR=$(mktemp -d)
  local as=()
  if [ "$(id -u)" = "0" ]; then chown postgres: "$PGBOUNCER_DIR"; as=(runuser -u postgres --); fi
  # every database name passes through to the same server; `trust` as the throwaway server uses
  cat >"$PGBOUNCER_DIR/pgbouncer.ini" <<EOF
[databases]
* = host=127.0.0.1 port=$POSTGRES_PORT

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PGBOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $PGBOUNCER_DIR/users.txt
admin_users = postgres
pool_mode = transaction
default_pool_size = 10
max_client_conn = 200
logfile = $PGBOUNCER_DIR/pgbouncer.log
pidfile = $PGBOUNCER_DIR/pgbouncer.pid
EOF
  echo '"postgres" ""' >"$PGBOUNCER_DIR/users.txt"
  [ "$(id -u)" = "0" ] && chown postgres: "$PGBOUNCER_DIR"/*
  "${as[@]}" pgbouncer --daemon "$PGBOUNCER_DIR/pgbouncer.ini" || return 1
  # --daemon returns once the configuration is read; wait until it accepts connections
  local tries=0
  until node -e "require('net').connect($PGBOUNCER_PORT, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))" 2>/dev/null; do
    tries=$((tries + 1))
    [ $tries -ge 300 ] && { echo "PgBouncer did not listen on $PGBOUNCER_PORT"; cat "$PGBOUNCER_DIR/pgbouncer.log"; return 1; }
    sleep 0.1
  done
  POOLER_URL="postgres://postgres@127.0.0.1:$PGBOUNCER_PORT/postgres"
  log "PgBouncer $(pgbouncer --version | head -1 | awk '{print $2}') (transaction mode) on 127.0.0.1:$PGBOUNCER_PORT"
}

pgbouncer_stop() {
  [ -n "${PGBOUNCER_DIR:-}" ] || return 0
  local pid
  pid=$(cat "$PGBOUNCER_DIR/pgbouncer.pid" 2>/dev/null)
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null
    # it removes its pid file on exit
    local tries=0
    while kill -0 "$pid" 2>/dev/null && [ $tries -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
  fi
  rm -rf "$PGBOUNCER_DIR"
  PGBOUNCER_DIR=""
}
