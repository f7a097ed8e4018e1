# syntax=docker/dockerfile:1
# Same steps as the README: `npm ci`, `npm run build`, then `node api/src/server.ts` on Node 24.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY content/package.json content/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY api api
COPY web web
COPY content content
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY content/package.json content/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @mailmuse/api --include-workspace-root=false

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node api/package.json api/
COPY --chown=node:node api/src api/src
COPY --chown=node:node content content
COPY --from=build --chown=node:node /app/web/dist web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/src/server.ts"]
