#!/usr/bin/env bash
# `npm start`: installs everything and starts the whole product with the embedded database and
# demo data: API server (8080), owner console (5173) and guest menu (5174).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

require_node
ensure_pnpm
install_dependencies
log "Building the owner console and the guest menu"
(cd "$ROOT" && pnpm exec turbo run build --filter=@tavola/api-server --filter=@tavola/owner-console --filter=@tavola/guest-menu --output-logs=errors-only) \
  || fail "Build failed."
cd "$ROOT" && exec pnpm exec tsx scripts/run-stack.ts
