#!/usr/bin/env bash
# The Dockerfile's steps without a container engine (docs/deploy.md, "Tested for real, and not"):
#   1. copy the build context (the working tree's files git does not ignore) to a temporary folder;
#   2. there, `pnpm install --frozen-lockfile`, build the API, `pnpm deploy --prod` its production
#      dependencies, and build the two apps with the build arguments of compose.yaml (`build` and
#      `web-build` stages);
#   3. assemble the runtime folder as the `api` stage does (package.json, node_modules, drizzle/,
#      dist/), then delete the build tree: the runtime folder must stand alone;
#   4. check that the runtime dependencies load from it (sharp's native binary, argon2, the PDF fonts…);
#   5. start `node dist/server.js` from it with NODE_ENV=production, only the required variables and a
#      throwaway PostgreSQL, and check that /api/v1/health and /api/v1/ready answer 200;
#   6. when `caddy` is installed: run deploy/Caddyfile in front of that server and the built apps and
#      check the proxied API and the cache headers;
#   7. stop the server with SIGTERM and expect a clean exit (0).
# Usage: bash scripts/deploy-smoke.sh [--keep]   (--keep leaves the temporary folder for a look)
set -euo pipefail
source "$(dirname "$0")/lib.sh"

KEEP=false
[ "${1:-}" = "--keep" ] && KEEP=true
# a free port unless DEPLOY_SMOKE_PG_PORT names one: this may run beside the suite
export POSTGRES_PORT="${DEPLOY_SMOKE_PG_PORT:-}"
source "$ROOT/scripts/postgres.sh"

WORK=$(mktemp -d /tmp/tavola-deploy-smoke.XXXXXX)
SERVER_PID=""
CADDY_PID=""
PG_STARTED=false
cleanup() {
  local code=$?
  cd /
  [ -n "$CADDY_PID" ] && kill "$CADDY_PID" 2>/dev/null && wait "$CADDY_PID" 2>/dev/null
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  $PG_STARTED && postgres_stop
  if $KEEP; then log "Kept $WORK"; else rm -rf "$WORK"; fi
  exit $code
}
trap cleanup EXIT

# seconds since the script started, for the log
t() { printf '%ss' "$SECONDS"; }
run_logged() { # <log name> <command…>: quiet unless it fails
  local name=$1; shift
  "$@" >"$WORK/$name.log" 2>&1 || { tail -40 "$WORK/$name.log" >&2; fail "$name failed (log: $WORK/$name.log; rerun with --keep)"; }
}

# --- 1. the build context ------------------------------------------------------------------------
log "Copying the build context to $WORK/repo"
mkdir -p "$WORK/repo"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf -) | tar -xf - -C "$WORK/repo"

# --- 2. install and build, as the `build`, `api-build` and `web-build` stages --------------------
cd "$WORK/repo"
log "pnpm install --frozen-lockfile ($(t))"
export CI=true
run_logged install pnpm install --frozen-lockfile --prefer-offline
log "Building the API ($(t))"
run_logged api-build pnpm --filter @tavola/api-server build
log "pnpm deploy --prod ($(t))"
run_logged deploy pnpm --filter @tavola/api-server deploy --prod "$WORK/deployed"
log "Building the console and the guest app ($(t))"
run_logged web-build env VITE_API_URL=/api/v1 VITE_GUEST_BASE_URL=http://menu.smoke.test VITE_PUBLIC_API_URL=http://console.smoke.test \
  pnpm --filter @tavola/owner-console --filter @tavola/guest-menu run build

# --- 3. the runtime folder, as the `api` stage ------------------------------------------------------
APP="$WORK/app"
mkdir -p "$APP" "$WORK/srv"
cp -a "$WORK/deployed/package.json" "$WORK/deployed/node_modules" "$APP/"
cp -a "$WORK/repo/apps/api-server/drizzle" "$WORK/repo/apps/api-server/dist" "$APP/"
cp -a "$WORK/repo/apps/owner-console/dist" "$WORK/srv/console"
cp -a "$WORK/repo/apps/guest-menu/dist" "$WORK/srv/guest"
cd "$WORK"
rm -rf "$WORK/repo" "$WORK/deployed"
log "Runtime folder: $(du -sh "$APP" | cut -f1) ($(du -sh "$APP/node_modules" | cut -f1) of node_modules); build tree deleted"

# a symbolic link out of the folder would break once the folder is copied into an image
escaping=$(find "$APP" -type l -print0 | while IFS= read -r -d '' link; do
  target=$(readlink -f "$link" || true)
  case "$target" in "$APP"/*) ;; *) echo "$link -> $target" ;; esac
done | head -5)
[ -z "$escaping" ] || fail "links out of the runtime folder: $escaping"

for f in "$WORK/srv/console/index.html" "$WORK/srv/console/sw.js" "$WORK/srv/guest/index.html" "$WORK/srv/guest/sw.js"; do
  [ -f "$f" ] || fail "missing from the app builds: $f"
done
grep -q "menu.smoke.test" -r "$WORK/srv/console/assets" || fail "the console build does not carry VITE_GUEST_BASE_URL"

# --- 4. what dist/server.js loads at run time, from the runtime folder --------------------------
log "Loading the runtime dependencies from the runtime folder ($(t))"
(cd "$APP" && env -i PATH="$PATH" HOME="$HOME" node --input-type=module -e "
  import { createRequire } from 'node:module';
  import { readFileSync, statSync } from 'node:fs';
  const require = createRequire(process.cwd() + '/package.json');
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const missing = Object.keys(manifest.dependencies).filter((name) => {
    try { statSync('node_modules/' + name + '/package.json'); return false; } catch { return true; }
  });
  if (missing.length) throw new Error('dependencies missing: ' + missing.join(', '));
  // native binaries and data files, each used for real
  const sharp = (await import(require.resolve('sharp'))).default;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ee6b20' } }).png().toBuffer();
  const argon2 = await import(require.resolve('@node-rs/argon2'));
  await (argon2.hash ?? argon2.default.hash)('smoke');
  for (const font of ['@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
                      '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf']) statSync(require.resolve(font));
  await import(require.resolve('pdfkit'));
  console.log('sharp made a ' + png.length + ' byte PNG, argon2 hashed, fonts and pdfkit found, ' +
    Object.keys(manifest.dependencies).length + ' dependencies present');
")

# --- 5. the deployed API on PostgreSQL, in production mode ---------------------------------------
# from a folder the postgres user may enter (postgres.sh runs it with runuser as root)
cd /
postgres_start || fail "PostgreSQL did not start"
PG_STARTED=true
cd "$WORK"
# only what production requires (src/config.ts), nothing inherited from this shell
PRODUCTION_ENV=(
  PATH="$PATH" HOME="$HOME" NODE_ENV=production HOST=127.0.0.1 PORT=0 LOG_LEVEL=info
  DATABASE_URL="$POSTGRES_URL"
  UPLOAD_SECRET="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
  PUBLIC_API_URL=http://console.smoke.test CONSOLE_URL=http://console.smoke.test
  GUEST_BASE_URL=http://menu.smoke.test
)
log "Starting node dist/server.js from the runtime folder ($(t))"
(cd "$APP" && exec env -i "${PRODUCTION_ENV[@]}" node dist/server.js >"$WORK/server.log" 2>&1) &
SERVER_PID=$!

# Waits for the log line naming the port (a busy machine: up to 120 s), never a fixed sleep.
API=""
for _ in $(seq 1200); do
  API=$(sed -n 's/.*Server listening at \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$WORK/server.log" | head -1)
  [ -n "$API" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; fail "the server exited before listening"; }
  sleep 0.1
done
[ -n "$API" ] || { cat "$WORK/server.log" >&2; fail "the server did not listen within 120 s"; }
log "Listening on $API ($(t))"

expect_status() { # <expected> <url> [curl options…]
  local want=$1 url=$2; shift 2
  local got
  got=$(curl -s -o "$WORK/body" -w '%{http_code}' "$@" "$url")
  [ "$got" = "$want" ] || { echo "body: $(head -c 300 "$WORK/body")" >&2; fail "$url answered $got, expected $want"; }
  log "  $url -> $got $(head -c 120 "$WORK/body")"
}
expect_status 200 "$API/api/v1/health"
expect_status 200 "$API/api/v1/ready"

# the administrator command of the image (docs/deploy.md, "First administrator"), on the same database
admin_out=$(cd "$APP" && env -i "${PRODUCTION_ENV[@]}" node dist/scripts/admin-flag.js grant 3999999999 2>&1 || true)
case "$admin_out" in
  *"No account found with the phone number 3999999999"*) log "  node dist/scripts/admin-flag.js grant -> $admin_out" ;;
  *) fail "dist/scripts/admin-flag.js answered: $admin_out" ;;
esac
# the image's backup command, with the PostgreSQL client programs of this machine (the image
# installs postgresql-client-16 for compose's PostgreSQL 16)
backup_out=$(cd "$APP" && env -i "${PRODUCTION_ENV[@]}" node dist/scripts/db-backup.js "$WORK/smoke.dump" 2>&1) \
  || fail "dist/scripts/db-backup.js failed: $backup_out"
[ -s "$WORK/smoke.dump" ] || fail "dist/scripts/db-backup.js wrote no dump: $backup_out"
log "  node dist/scripts/db-backup.js -> $(printf '%s' "$backup_out" | head -2 | tr '\n' ' ')"

# --- 6. deploy/Caddyfile in front of it (only where caddy is installed) --------------------------
if command -v caddy >/dev/null; then
  log "caddy $(caddy version | cut -d' ' -f1): deploy/Caddyfile in front of the server and the built apps"
  CONSOLE_PORT=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  GUEST_PORT=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # the admin endpoint off (see the Caddyfile's global options), a data folder of its own
  env CONSOLE_URL="http://127.0.0.1:$CONSOLE_PORT" GUEST_BASE_URL="http://127.0.0.1:$GUEST_PORT" \
    API_UPSTREAMS="${API#http://}" CONSOLE_ROOT="$WORK/srv/console" GUEST_ROOT="$WORK/srv/guest" \
    XDG_DATA_HOME="$WORK/caddy" XDG_CONFIG_HOME="$WORK/caddy" CADDY_ADMIN=off \
    caddy run --config "$ROOT/deploy/Caddyfile" --adapter caddyfile >"$WORK/caddy.log" 2>&1 &
  CADDY_PID=$!
  CONSOLE="http://127.0.0.1:$CONSOLE_PORT"
  GUEST="http://127.0.0.1:$GUEST_PORT"
  # ready once its active health check has seen the API ready (every 5 s)
  for _ in $(seq 300); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$CONSOLE/api/v1/ready")" = "200" ] && break
    kill -0 "$CADDY_PID" 2>/dev/null || { cat "$WORK/caddy.log" >&2; fail "caddy exited"; }
    sleep 0.1
  done
  expect_status 200 "$CONSOLE/api/v1/ready"
  expect_status 200 "$GUEST/api/v1/health"
  header_of() { curl -s -o /dev/null -D - "$1" | tr -d '\r' | sed -n "s/^$2: //Ip" | head -1; }
  expect_header() { # <url> <header> <expected value>
    local got
    got=$(header_of "$1" "$2")
    [ "$got" = "$3" ] || fail "$1: $2 is '$got', expected '$3'"
    log "  $1 -> $2: $got"
  }
  asset=$(cd "$WORK/srv/guest/assets" && ls ./*.js | head -1)
  expect_header "$GUEST/public/qrcodemenu/1/1" Cache-Control "no-cache"
  expect_header "$GUEST/sw.js" Cache-Control "no-cache"
  expect_header "$GUEST/assets/${asset#./}" Cache-Control "public, max-age=31536000, immutable"
  expect_header "$GUEST/assets/missing-abc123.js" Cache-Control "no-store"
  expect_header "$CONSOLE/clubs/1/menus" Cache-Control "no-cache"
  expect_header "$CONSOLE/index.html" Content-Type "text/html; charset=utf-8"
  curl -s -o "$WORK/login.html" "$CONSOLE/login"
  grep -q 'data-prerendered="/login"' "$WORK/login.html" || fail "/login is not the sign-in page drawn at build time"
  curl -s -o "$WORK/guest.html" "$GUEST/public/qrcodemenu/1/1"
  grep -q "/api/v1" "$WORK/guest.html" || fail "the guest page does not carry its API base"
else
  log "caddy is not installed: deploy/Caddyfile not exercised (apt-get install caddy to include it)"
fi

# --- 7. a clean stop ---------------------------------------------------------------------------
kill -TERM "$SERVER_PID"
code=0
wait "$SERVER_PID" || code=$?
SERVER_PID=""
[ "$code" = "0" ] || { tail -20 "$WORK/server.log" >&2; fail "the server exited with $code after SIGTERM"; }
log "SIGTERM: the server stopped cleanly ($(t) in all)"
log "Deploy smoke passed"
