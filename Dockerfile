# syntax=docker/dockerfile:1
#
# Tavola's container images, from the repository root (docs/deploy.md):
#   docker build -t tavola-api .                  the API (the last stage, `api`, is the default target)
#   docker build -t tavola-web --target web .     Caddy with the console and the guest app as static files
# compose.yaml builds both. scripts/deploy-smoke.sh runs the same install, build and deploy steps
# without a container engine and starts the deployed API on PostgreSQL.

ARG NODE_IMAGE=node:20-slim

# ---- build: the whole workspace installed from the lockfile ----------------------------------
FROM ${NODE_IMAGE} AS build
ENV CI=true \
    PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH
# pnpm through npm: corepack fails on pnpm 12's signatures (scripts/lib.sh does the same)
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
# The store lives in a cache mount, so a rebuild after a source change downloads nothing.
RUN --mount=type=cache,id=tavola-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store

# ---- api-build: dist/server.js and the API's production node_modules -------------------------
FROM build AS api-build
# esbuild bundles the server with the workspace packages (@tavola/*) into dist/; every other
# dependency stays external and is installed below.
RUN pnpm --filter @tavola/api-server build
# A folder holding the API's production dependencies only (no devDependencies), with a virtual
# store of its own, so it can be copied anywhere. pnpm >= 12.2 deploys without
# injectWorkspacePackages (older pnpm 10/11 needed --legacy or that setting).
RUN --mount=type=cache,id=tavola-pnpm-store,target=/pnpm/store \
    pnpm --filter @tavola/api-server deploy --prod --store-dir /pnpm/store /out/api

# ---- web-build: the console and the guest app as static files --------------------------------
FROM build AS web-build
# Read at build time by Vite (README.md, Configuration). Both apps find the API on their own
# origin (/api/v1) because the proxy serves /api on both hosts.
ARG VITE_API_URL=/api/v1
ARG VITE_GUEST_BASE_URL
ARG VITE_SENTRY_DSN=
ARG VITE_STRIPE_PUBLISHABLE_KEY=
# The API's PUBLIC_API_URL (compose: CONSOLE_URL): the origin of the uploaded images and upload
# addresses, which both apps' Content Security Policy allows (packages/csp)
ARG VITE_PUBLIC_API_URL
RUN test -n "$VITE_GUEST_BASE_URL" || { echo "build argument VITE_GUEST_BASE_URL is required (the guest app's public address)" >&2; exit 1; }
RUN test -n "$VITE_PUBLIC_API_URL" || { echo "build argument VITE_PUBLIC_API_URL is required (the API's PUBLIC_API_URL)" >&2; exit 1; }
RUN pnpm --filter @tavola/owner-console --filter @tavola/guest-menu run build

# ---- web: Caddy serving both apps and proxying /api to the API processes ---------------------
FROM caddy:2 AS web
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=web-build /repo/apps/owner-console/dist /srv/console
COPY --from=web-build /repo/apps/guest-menu/dist /srv/guest

# ---- api: what `node dist/server.js` reads at run time, and nothing else ---------------------
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
# pg_dump and pg_restore for the backups (`node dist/scripts/db-backup.js`, docs/deploy.md): a
# client at least as new as the server's major, 16 in compose.yaml, while Debian 12 ships 15, so
# from the PostgreSQL project's own apt repository (postgresql-common's script adds it with the
# signing key it carries).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-16 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# app-paths.ts finds the app's folder as the one holding package.json and drizzle/ (the migrations)
COPY --from=api-build /out/api/package.json ./package.json
COPY --from=api-build /out/api/node_modules ./node_modules
COPY --from=api-build /repo/apps/api-server/drizzle ./drizzle
COPY --from=api-build /repo/apps/api-server/dist ./dist
# DATA_DIR's default (./data): the disk image store (UPLOAD_DIR) when S3 is not used; the only
# place the server writes, so the only one the unprivileged user owns.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# node's own fetch: the slim image has no curl. /health touches nothing (liveness);
# the proxy uses /ready (database and migrations) to route.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
