#!/usr/bin/env bash
# `npm test`: installs what the suite needs (pnpm packages; Debian's chromium, postgresql, pgbouncer and
# poppler-utils when missing) and runs every test: static checks, unit and API tests on the embedded PGlite, the API
# suite again on a real PostgreSQL started on loopback, and the Playwright journeys in Chromium.
# Ends with one summary line "Summary: N passed, N failed". Exit code 0 only when all passed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

require_node
ensure_pnpm
install_dependencies
apt_install chromium postgresql pgbouncer poppler-utils

# Every process this command starts inherits this marker; at the end, one still running that
# carries it was left behind by a test (scripts/leftover-processes.mjs).
export TAVOLA_TEST_RUN="$$-$(date +%s%N)"

# Ctrl+C or a kill: stop what the run started before leaving.
on_interrupt() {
  trap - INT TERM
  if [ -n "${PGBOUNCER_DIR:-}" ]; then pgbouncer_stop; fi
  if [ -n "${PG_DATA:-}" ]; then postgres_stop; fi
  node "$ROOT/scripts/leftover-processes.mjs" >/dev/null 2>&1
  exit 130
}
trap on_interrupt INT TERM

RESULTS="$ROOT/test-results/summary"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
FAILED_STEPS=()

# Runs one named step. A failed step is always recorded with the reports it wrote; the summary
# counts it as one failed test when those reports show no failure of their own (a crash, a build
# error, or a vitest run whose tests passed but which caught unhandled errors), so the summary line
# never hides it. Returns the command's status, so a step can guard the ones that need it.
step() {
  local name="$1"; shift
  log "── $name"
  local before; before=$(LC_ALL=C ls "$RESULTS")
  if ! "$@"; then
    FAILED_STEPS+=("$name")
    printf '\033[1;31m[tavola] step failed: %s\033[0m\n' "$name"
    local written; written=$(LC_ALL=C comm -13 <(echo "$before") <(LC_ALL=C ls "$RESULTS") | tr '\n' ' ')
    echo "{\"step\":\"$name\",\"passed\":false,\"reports\":\"${written% }\"}" \
      >"$RESULTS/step-failed-${#FAILED_STEPS[@]}.json"
    return 1
  fi
}

# A static check counts as one test in the summary.
check() {
  local name="$1"; shift
  if "$@"; then echo "{\"check\":\"$name\",\"passed\":true}" >"$RESULTS/check-$name.json"
  else echo "{\"check\":\"$name\",\"passed\":false}" >"$RESULTS/check-$name.json"; return 1; fi
}

vitest_in() {
  local dir="$1" name="$2"; shift 2
  (cd "$ROOT/$dir" && pnpm exec vitest run --reporter=default --reporter=json \
    --outputFile.json="$RESULTS/vitest-$name.json" "$@")
}

cd "$ROOT"
step "lint (biome)" check lint pnpm exec biome ci .
step "contract lint (redocly)" check contract-lint pnpm run lint:api
step "generated API types are fresh" check generated-types pnpm run check:api-generated
step "type check" check types pnpm exec turbo run check-types --output-logs=errors-only

# The console's catalogs hold every text of its source (a text left out would show in English to an
# Italian owner): extract again and compare, leaving aside the source-line comments.
catalogs_are_fresh() {
  pnpm --filter @tavola/owner-console run i18n:extract >/dev/null &&
    git diff --exit-code -I '^#' -- packages/i18n/src/locales
}
step "interface catalogs are fresh" check catalogs catalogs_are_fresh

for pkg in packages/domain packages/api packages/i18n packages/ui packages/menu-view packages/csp apps/owner-console apps/guest-menu; do
  step "unit tests: $pkg" vitest_in "$pkg" "$(basename "$pkg")"
done
step "API tests on PGlite" vitest_in apps/api-server api-server-pglite

api_tests_on_postgres() {
  DATABASE_URL="$POSTGRES_URL" vitest_in apps/api-server api-server-postgres
}
# real server processes on one database (*.postgres-test.ts): a waiter call on one reaches a console
# on the other; two behind a round-robin proxy with their pools through PgBouncer in transaction mode
api_processes_on_postgres() {
  DATABASE_URL="$POSTGRES_URL" POOLER_URL="$POOLER_URL" vitest_in apps/api-server api-server-postgres-processes \
    --config vitest.postgres.config.ts
}

# shellcheck source=scripts/postgres.sh
source "$ROOT/scripts/postgres.sh"
# shellcheck source=scripts/pgbouncer.sh
source "$ROOT/scripts/pgbouncer.sh"
if step "start PostgreSQL" postgres_start; then
  step "API tests on PostgreSQL" api_tests_on_postgres
  if step "start PgBouncer" pgbouncer_start; then
    step "API processes on PostgreSQL: across processes, behind a proxy and PgBouncer" api_processes_on_postgres
    pgbouncer_stop
  fi
  postgres_stop
fi

step "build apps" pnpm exec turbo run build --filter=@tavola/api-server --filter=@tavola/owner-console --filter=@tavola/guest-menu --output-logs=errors-only
# the API under load, quick variant: 10 clubs on PGlite and PostgreSQL, a few seconds per route;
# fails on an error or a non-2xx answer, never on a figure (bench/README.md, "Load and scale")
step "API load, quick variant (bench/load)" check load-quick node bench/load/run.mjs --quick --no-build
# the journeys' servers (API, console, guest app, mail catcher, DeepL stand-in) on free ports as well;
# e2e/support/ports.ts reads these and has fixed ones for a run by hand
read -r -d '' E2E_API_PORT E2E_CONSOLE_PORT E2E_GUEST_PORT E2E_MAIL_SMTP_PORT E2E_MAIL_HTTP_PORT E2E_DEEPL_PORT \
  < <(free_port 6)
export E2E_API_PORT E2E_CONSOLE_PORT E2E_GUEST_PORT E2E_MAIL_SMTP_PORT E2E_MAIL_HTTP_PORT E2E_DEEPL_PORT
step "end-to-end journeys (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
  pnpm --filter @tavola/e2e exec playwright test --reporter=list,json

# the API server's log of the journeys (e2e/playwright.config.ts): no password, token or TOTP secret
step "no secrets in the server's log" check no-secrets-in-logs node "$ROOT/scripts/check-logs-for-secrets.mjs" "$ROOT/e2e/api-server.log"
step "no process left running" check no-leftover-processes node "$ROOT/scripts/leftover-processes.mjs"

node "$ROOT/scripts/summarize-tests.mjs" "$RESULTS"
summary_status=$?
if [ ${#FAILED_STEPS[@]} -gt 0 ]; then
  printf '\033[1;31m[tavola] failed steps:\033[0m\n'; printf '  - %s\n' "${FAILED_STEPS[@]}"
  exit 1
fi
exit $summary_status
