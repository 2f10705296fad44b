# syntax=docker/dockerfile:1
# The card renderer on Node (ADR 0011, docs/deploy.md): the static build and the renderer in one
# small server (edge/node.ts). Build and run:
#   docker build -f deploy/edge.Dockerfile -t tapcard-edge .
#   docker run -p 8080:8080 -e API_ORIGIN=http://api.internal:4000 \
#     -e PUBLIC_ORIGIN=https://cards.example.com tapcard-edge
# PUBLIC_ORIGIN (the site's origin, for canonical and Open Graph URLs) is required: without it
# the server stops at start.
# It proxies /api to API_ORIGIN itself; behind nginx, send / to it (docs/deploy.md).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run edge:build

FROM node:24-bookworm-slim
WORKDIR /app
# Everything is bundled: no node_modules at run time.
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-edge ./dist-edge
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
# Placeholder: nothing listens on the discard port; set API_ORIGIN to your API.
ENV API_ORIGIN=http://127.0.0.1:9
EXPOSE 8080
USER node
CMD ["node", "dist-edge/node.js"]
