#!/usr/bin/env bash
# `npm test`: installs what the suite needs (pnpm packages; Debian's chromium, postgresql, pgbouncer and
# poppler-utils when missing) and runs every test: static checks, unit tests of every package, the API
# suite on the embedded PGlite and again on a real PostgreSQL started on loopback, the API under load,
# and the Playwright journeys in Chromium.
#
# Where the time goes, and why the steps run in this order (docs/decisions/022-test-command-speed.md):
# - the Debian packages install in the background while pnpm installs and the first steps run;
# - after the unit tests, two lanes run side by side: the API suites, which keep both cores busy, and
#   the browser lane (the journeys, then the load test), which mostly waits on pages and servers.
#   Their lines are prefixed with the lane's name.
#
# Ends with a table of every step (when it started, how long it took, the CPU it used) and one summary
# line "Summary: N passed, N failed". Exit code 0 only when all passed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

RUN_STARTED=$(date +%s.%N)

require_node
ensure_pnpm

# Every process this command starts inherits this marker; at the end, one still running that
# carries it was left behind by a test (scripts/leftover-processes.mjs).
export TAVOLA_TEST_RUN="$$-$(date +%s%N)"

RESULTS="$ROOT/test-results/summary"
STEPS="$ROOT/test-results/steps"
rm -rf "$RESULTS" "$STEPS" && mkdir -p "$RESULTS" "$STEPS"

# Sets CHILDREN_CPU to the CPU seconds (user + system) that this shell's finished children have used
# so far. `times` must run in this shell: in a pipe or $(…) it would run in a subshell, which has no
# children of its own.
children_cpu() {
  local file="$STEPS/.times.$BASHPID"
  times >"$file"
  CHILDREN_CPU=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
}

# Runs one named step and records it in $STEPS (its start, end, CPU and result) for the closing table.
# A failed step is always recorded with the reports it writes (REPORTS, space-separated names in
# $RESULTS): the summary counts it as one failed test when those reports show no failure of their own
# (a crash, a build error, or a vitest run whose tests passed but which caught unhandled errors), so
# the summary line never hides it. Returns the command's status, so a step can guard the ones that
# need it. Steps may run at once in two lanes: each writes only its own files.
step() {
  local name="$1"; shift
  log "── $name"
  local started cpu_before status=0
  started=$(date +%s.%N)
  children_cpu; cpu_before=$CHILDREN_CPU
  "$@" || status=$?
  children_cpu
  local cpu; cpu=$(awk -v a="$CHILDREN_CPU" -v b="$cpu_before" 'BEGIN { printf "%.0f", a - b }')
  local id; id="$(date +%s%N)-$BASHPID"
  printf '%s\t%s\t%s\t%s\t%s\n' "$started" "$(date +%s.%N)" "$cpu" "$([ $status = 0 ] && echo passed || echo FAILED)" \
    "$name" >"$STEPS/$id.tsv"
  if [ $status != 0 ]; then
    printf '\033[1;31m[tavola] step failed: %s\033[0m\n' "$name"
    echo "{\"step\":\"$name\",\"passed\":false,\"reports\":\"${REPORTS:-}\"}" >"$RESULTS/step-failed-$id.json"
  fi
  return $status
}

# A static check counts as one test in the summary.
check() {
  local name="$1"; shift
  if "$@"; then echo "{\"check\":\"$name\",\"passed\":true}" >"$RESULTS/check-$name.json"
  else echo "{\"check\":\"$name\",\"passed\":false}" >"$RESULTS/check-$name.json"; return 1; fi
}

# A static check as a step: `static_step NAME TITLE CMD...` (its report is check-NAME.json).
static_step() {
  local name="$1" title="$2"; shift 2
  REPORTS="check-$name.json" step "$title" check "$name" "$@"
}

# vitest in a folder, with its JSON report: `vitest_step DIR NAME TITLE [vitest args]`.
vitest_step() {
  local dir="$1" name="$2" title="$3"; shift 3
  REPORTS="vitest-$name.json" step "$title" vitest_in "$dir" "$name" "$@"
}
vitest_in() {
  local dir="$1" name="$2"; shift 2
  (cd "$ROOT/$dir" && pnpm exec vitest run --reporter=default --reporter=json \
    --outputFile.json="$RESULTS/vitest-$name.json" "$@")
}

# Prints a lane's lines with its name in front, as they come.
prefixed() { sed -u "s/^/$1 │ /"; }

LANE_PIDS=()
# Ctrl+C or a kill: stop what the run started before leaving (each lane stops its own servers).
on_interrupt() {
  trap - INT TERM
  for pid in "${LANE_PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  wait
  node "$ROOT/scripts/leftover-processes.mjs" >/dev/null 2>&1
  exit 130
}
trap on_interrupt INT TERM

cd "$ROOT"
# In the background from the start: apt-get takes about as long as pnpm's install and the static checks.
apt_log="$ROOT/test-results/apt-get.log"
(apt_install chromium postgresql pgbouncer poppler-utils) >"$apt_log" 2>&1 &
APT_PID=$!
step "install (pnpm)" install_dependencies

static_step lint "lint (biome)" pnpm exec biome ci .
static_step contract-lint "contract lint (redocly)" pnpm run lint:api
static_step generated-types "generated API types are fresh" pnpm run check:api-generated
static_step types "type check" pnpm exec turbo run check-types --output-logs=errors-only

# The console's catalogs hold every text of its source (a text left out would show in English to an
# Italian owner): extract again and compare, leaving aside the source-line comments.
catalogs_are_fresh() {
  pnpm --filter @tavola/owner-console run i18n:extract >/dev/null &&
    git diff --exit-code -I '^#' -- packages/i18n/src/locales
}
static_step catalogs "interface catalogs are fresh" catalogs_are_fresh

# Every package's unit tests but the API server's, in one run (vitest.config.ts at the root).
vitest_step . unit "unit tests of every package (vitest projects)"

debian_packages() {
  wait "$APT_PID" && cat "$apt_log" && return 0
  cat "$apt_log"; return 1
}
step "Debian packages (installed in the background)" debian_packages
step "build apps" pnpm exec turbo run build --filter=@tavola/api-server --filter=@tavola/owner-console \
  --filter=@tavola/guest-menu --output-logs=errors-only

# The API suites: on PGlite, then on PostgreSQL, then real server processes on PostgreSQL (a waiter
# call on one reaches a console on the other; two behind a round-robin proxy with their pools through
# PgBouncer in transaction mode, *.postgres-test.ts).
api_lane() {
  # shellcheck source=scripts/postgres.sh
  source "$ROOT/scripts/postgres.sh"
  # shellcheck source=scripts/pgbouncer.sh
  source "$ROOT/scripts/pgbouncer.sh"
  stop_servers() {
    if [ -n "${PGBOUNCER_DIR:-}" ]; then pgbouncer_stop; fi
    if [ -n "${PG_DATA:-}" ]; then postgres_stop; fi
  }
  trap 'stop_servers; exit 130' INT TERM

  vitest_step apps/api-server api-server-pglite "API tests on PGlite"
  if step "start PostgreSQL" postgres_start; then
    DATABASE_URL="$POSTGRES_URL" vitest_step apps/api-server api-server-postgres "API tests on PostgreSQL"
    if step "start PgBouncer" pgbouncer_start; then
      DATABASE_URL="$POSTGRES_URL" POOLER_URL="$POOLER_URL" vitest_step apps/api-server \
        api-server-postgres-processes "API processes on PostgreSQL: across processes, behind a proxy and PgBouncer" \
        --config vitest.postgres.config.ts
    fi
  fi
  stop_servers
}

# The journeys on two stacks of their own (e2e/support/stack.ts), each server on a port the kernel
# reports free (e2e/support/stack.ts reads E2E_PORTS; a run by hand takes fixed ones), without traces
# (a failure prints its call log and page instead: CI keeps no files); then the API under load, quick
# variant: 10 clubs on PGlite and PostgreSQL, a few seconds per route; it fails on an error or a
# non-2xx answer, never on a figure (bench/README.md, "The API under load").
browser_lane() {
  E2E_PORTS=$(free_port 12 | tr '\n' ' ') PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
    REPORTS="playwright.json" step "end-to-end journeys (Playwright, Chromium, two stacks)" \
    pnpm --filter @tavola/e2e exec playwright test --trace=off --reporter=list,json
  static_step load-quick "API load, quick variant (bench/load)" node bench/load/run.mjs --quick --no-build
}

api_lane > >(prefixed "api    ") 2>&1 &
LANE_PIDS+=($!)
browser_lane > >(prefixed "browser") 2>&1 &
LANE_PIDS+=($!)
wait "${LANE_PIDS[@]}"
LANE_PIDS=()

# the API server's logs of the journeys (e2e/playwright.config.ts): no password, token or TOTP secret
static_step no-secrets-in-logs "no secrets in the servers' logs" \
  bash -c 'node "$0/scripts/check-logs-for-secrets.mjs" "$0"/e2e/api-server-*.log' "$ROOT"
static_step no-leftover-processes "no process left running" node "$ROOT/scripts/leftover-processes.mjs"

node "$ROOT/scripts/step-table.mjs" "$STEPS" "$RUN_STARTED"
node "$ROOT/scripts/summarize-tests.mjs" "$RESULTS"
summary_status=$?
failed_steps=$(cat "$STEPS"/*.tsv | awk -F'\t' '$4 == "FAILED" { print "  - " $5 }')
if [ -n "$failed_steps" ]; then
  printf '\033[1;31m[tavola] failed steps:\033[0m\n%s\n' "$failed_steps"
  exit 1
fi
exit $summary_status
