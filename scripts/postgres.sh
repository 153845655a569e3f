# Starts and stops a throwaway PostgreSQL on a loopback port for the second API test run.
# Sourced by test-all.sh (and deploy-smoke.sh). As root it runs the server as the `postgres` user
# (initdb refuses root).
#
# The port is POSTGRES_PORT when it is set, otherwise a free one (free_port in lib.sh); postgres_start
# sets POSTGRES_PORT and POSTGRES_URL to what it used. A CI run once failed here with only
# "pg_ctl: could not start server" (the fixed port 55432 of then, inside the kernel's range for
# outgoing connections, was likely taken on a busy host): now a failed start shows the server's log
# and, on a port of our choosing, tries another one.

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

  local chosen="${POSTGRES_PORT:-}" port attempt
  for attempt in 1 2 3; do
    port="${chosen:-$(free_port)}"
    # -t 180: a generous wait for the first start on a loaded 2-core machine (pg_ctl's default is 60 s)
    if "${PG_CTL[@]}" -D "$PG_DATA" -l "$PG_DATA/server.log" -w -t 180 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_SOCKET -c fsync=off" start >/dev/null; then
      POSTGRES_PORT=$port
      POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
      log "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
      return 0
    fi
    echo "PostgreSQL did not start on 127.0.0.1:$port (attempt $attempt); the end of its log:"
    tail -n 20 "$PG_DATA/server.log" 2>/dev/null | sed 's/^/  /'
    # a server that started after pg_ctl stopped waiting must not hold the data folder for the next try
    "${PG_CTL[@]}" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1
    [ -n "$chosen" ] && break
  done
  return 1
}

postgres_stop() {
  "${PG_CTL[@]}" -D "$PG_DATA" -m fast stop >/dev/null 2>&1
  rm -rf "$PG_DATA" "$PG_SOCKET"
}
