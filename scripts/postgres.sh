# Starts and stops a throwaway PostgreSQL on a loopback port for the second API test run.
# Sourced by test-all.sh. As root it runs the server as the `postgres` user (initdb refuses root).

POSTGRES_PORT="${POSTGRES_PORT:-55432}"

postgres_start() {
  local pgbin
  pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$pgbin" ] || { echo "PostgreSQL binaries not found under /usr/lib/postgresql"; return 1; }
  PG_DATA=$(mktemp -d); PG_SOCKET=$(mktemp -d)
  local as=()
  if [ "$(id -u)" = "0" ]; then chown postgres: "$PG_DATA" "$PG_SOCKET"; as=(runuser -u postgres --); fi
  chmod 700 "$PG_DATA"
  PG_CTL=("${as[@]}" "$pgbin/pg_ctl")
  "${as[@]}" "$pgbin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null || return 1
  "${PG_CTL[@]}" -D "$PG_DATA" -l "$PG_DATA/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $POSTGRES_PORT -k $PG_SOCKET -c fsync=off" start >/dev/null || return 1
  POSTGRES_URL="postgres://postgres@127.0.0.1:$POSTGRES_PORT/postgres"
  log "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$POSTGRES_PORT"
}

postgres_stop() {
  "${PG_CTL[@]}" -D "$PG_DATA" -m fast stop >/dev/null 2>&1
  rm -rf "$PG_DATA" "$PG_SOCKET"
}
