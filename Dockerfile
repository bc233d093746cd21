# Build: install everything (the postinstall step generates the Prisma client), compile, then keep only what
# runs in production: `npm prune --omit=dev`, then the Prisma CLI and the other packages npm keeps only as
# optional peers (scripts/prune-dev-optional.js says why).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev && node scripts/prune-dev-optional.js

# Node 24, the current LTS (the suite also runs on it: scripts/test-node24.sh).
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 LOG_FORMAT=json
# No MALLOC_ARENA_MAX: on this image's Node 24 two glibc arenas left the idle server 8-44 MiB larger than glibc's
# default, in each of seven interleaved pairs (docs/operations.md "Memory at rest").
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Migrations are applied at start-up by the server itself.
COPY --from=build /app/prisma ./prisma
USER node
EXPOSE 3000
# Ready, not merely live: the database answers, migrations are applied, LISTEN is up (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.ts stops on SIGTERM: not ready at once, then connections close, then the pool (at most 20 s).
STOPSIGNAL SIGTERM
# A young generation of at most 2 x 4 MiB: V8 grows it during the start up to its default bound (2 x 64 MiB on Node 24
# on a machine of several GiB) and keeps it at rest. Some 70 MiB less idle RSS for a few per cent more CPU per move
# (docs/operations.md "Memory at rest"); `npm start` sets the same flag.
CMD ["node", "--max-semi-space-size=4", "dist/src/main.js"]
