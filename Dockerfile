# syntax=docker/dockerfile:1
# The production build served by nginx (README "Deploy"). Build and run:
#   docker build -t tapcard --build-arg VITE_API_BASE_URL= .
#   docker run -p 8080:8080 -e API_UPSTREAM=http://api.internal:4000 tapcard
# VITE_API_BASE_URL (build time) empty: the app calls /api on its own origin, which nginx
# proxies to API_UPSTREAM (run time). Set it to a cross-origin API's URL instead and leave
# API_UPSTREAM alone (README "Cross-origin API").

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_API_BASE_URL=
ENV VITE_API_BASE_URL=${VITE_API_BASE_URL}
RUN npm run build

FROM nginx:1.27-alpine
# The official image runs envsubst on /etc/nginx/templates/*.template at start and writes
# /etc/nginx/conf.d/default.conf (replacing the image's own), substituting only variables
# that are set, so nginx's $uri and friends stay as they are.
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/dist /usr/share/nginx/html
# Placeholder: nothing listens on the discard port, so /api answers 502 until you set
# API_UPSTREAM to your API's URL (scheme, host and port; no path).
ENV API_UPSTREAM=http://127.0.0.1:9
EXPOSE 8080
