# The one image recipe of the monorepo, built from the repository root. Two targets:
#
#   service (the default: the last stage) - any Node workspace (the seven services and the
#   gateway), chosen with the build argument WORKSPACE:
#
#     docker build --build-arg WORKSPACE=services/identity -t pickup/identity:local .
#     docker build --build-arg WORKSPACE=gateway           -t pickup/gateway:local .
#
#   web - the web app (Vite React SPA) served by unprivileged nginx on port 8080:
#
#     docker build --target web -t pickup/web:local .
#
# Stages:  manifests -> deps -> web-build -> web
#                          \--> service-build ---\
#          manifests -> service-deps ------------+-> service
# manifests: the package.json files, the lockfile and scripts/install.sh; deps: every
# dependency (scripts/install.sh, shared by both targets, so it is cached once);
# web-build: vite build; service-build: tsc -b <workspace>; service-deps: the production
# dependencies of that workspace only. docker-compose.yml names the target of each image.
# The web stages come before the service stages: the classic builder (DOCKER_BUILDKIT=0)
# runs every stage up to the target, and --target web must not reach service-build, which
# requires WORKSPACE. (BuildKit builds only the stages the target needs.)

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# ---- manifests: the lockfile, every package.json and the install script, nothing else ----
# Copying only these keeps the install layer cached while sources change. It finds the
# workspaces itself, so adding a workspace needs no edit here.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';' \
 && cp --parents package-lock.json scripts/install.sh /manifests/ \
 && if [ -f .npmrc ]; then cp .npmrc /manifests/; fi

# ---- deps: every dependency (dev too: the builds need tsc, vite and types) ----
# scripts/install.sh decides how, as it does for `make dev`: npm ci, or npm install when
# the lockfile lacks only other platforms' optional native packages.
FROM ${NODE_IMAGE} AS deps
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN bash scripts/install.sh

# ---- web-build: the SPA ----
FROM deps AS web-build
COPY . .
# contracts is compiled first so the "default" export (dist/) resolves too.
RUN npx --no-install tsc -b contracts \
 && npm -w web run build \
 && test -f web/dist/index.html

# ---- web: nginx serving web/dist ----
# nginx serves web/dist with an index.html fallback for client-side routes, caches hashed
# assets for a year, and proxies /api and /ws to the gateway (GATEWAY_UPSTREAM), so the
# app works same-origin when opened on this container directly (docker compose). Behind
# the Kubernetes Ingress, /api and /ws go straight to the gateway and never reach it.
FROM ${NGINX_IMAGE} AS web
# The entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d
# with envsubst (only the variables matched by the filter below), after
# 15-local-resolvers.envsh has put the container's DNS servers into
# NGINX_LOCAL_RESOLVERS.
ENV GATEWAY_UPSTREAM=http://gateway:8080 \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
    NGINX_ENVSUBST_FILTER='^(GATEWAY_UPSTREAM|NGINX_LOCAL_RESOLVERS)$'
COPY web/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=web-build /app/web/dist/ /usr/share/nginx/html/
# The base image already runs as the unprivileged user nginx (uid 101).
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]

# ---- service-build: compile the workspace and its project references (contracts, kit) ----
FROM deps AS service-build
COPY . .
ARG WORKSPACE
RUN test -n "${WORKSPACE}" || { echo 'build arg WORKSPACE is required, e.g. services/identity' >&2; exit 1; } \
 && test -f "${WORKSPACE}/package.json" || { echo "no workspace at ${WORKSPACE}" >&2; exit 1; } \
 && npx --no-install tsc -b "${WORKSPACE}" \
 && test -f "${WORKSPACE}/dist/main.js"

# ---- service-deps: only the production dependencies of the chosen workspace ----
FROM ${NODE_IMAGE} AS service-deps
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
ARG WORKSPACE
RUN bash scripts/install.sh --omit=dev --workspace "${WORKSPACE}" \
 && npm cache clean --force \
 && rm -r scripts

# ---- service: the runtime of a Node workspace (the default target) ----
FROM ${NODE_IMAGE} AS service
ARG WORKSPACE
ENV NODE_ENV=production \
    WORKSPACE=${WORKSPACE}
WORKDIR /app
# node_modules (root and any nested ones) and the package.json files the
# "exports" maps of @pickup/contracts and @pickup/kit live in.
COPY --from=service-deps /app/ ./
# Compiled code: the internal packages resolve to their dist/ ("default" export).
COPY --from=service-build /app/contracts/dist/ ./contracts/dist/
COPY --from=service-build /app/services/kit/dist/ ./services/kit/dist/
COPY --from=service-build /app/${WORKSPACE}/dist/ ./${WORKSPACE}/dist/
WORKDIR /app/${WORKSPACE}
# Files stay owned by root and read-only for the process: it runs as "node"
# (uid 1000, which the Kubernetes manifests name as runAsUser).
USER node
# PORT is set per service by compose / Kubernetes; 8080 is only a fallback.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
