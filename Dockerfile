# One image recipe for every Node workspace of the monorepo (the seven services
# and the gateway). Pick the workspace with a build argument:
#
#   docker build --build-arg WORKSPACE=services/identity -t pickup/identity:local .
#   docker build --build-arg WORKSPACE=gateway           -t pickup/gateway:local .
#
# Stages: manifests (package.json files only) -> deps (npm ci, shared by every
# workspace, so it is cached once) -> build (tsc -b <workspace>) -> prod-deps
# (production dependencies of that workspace only) -> runtime (non-root).
# The web app has its own recipe: web/Dockerfile.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the lockfile and every package.json, nothing else ----
# Copying only these keeps the npm ci layer cached while sources change. It
# finds the workspaces itself, so adding a workspace needs no edit here.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';' \
 && cp package-lock.json /manifests/ \
 && if [ -f .npmrc ]; then cp .npmrc /manifests/; fi

# ---- deps: every dependency (dev too: the build needs tsc and types) ----
FROM ${NODE_IMAGE} AS deps
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
# npm ci, unless it refuses the lockfile only because optional platform
# packages (other OSes' native bindings) are not recorded in it, which happens
# to lockfiles made where the registry does not serve those packages (npm/cli
# #9846): then npm install, which keeps every version the lockfile pins.
RUN npm ci --no-audit --no-fund 2>/tmp/npm-ci.err \
 || { grep -q 'from lock file' /tmp/npm-ci.err || { cat /tmp/npm-ci.err >&2; exit 1; }; \
      echo 'npm ci: lockfile lacks optional platform packages; using npm install' >&2; \
      npm install --no-audit --no-fund; }

# ---- build: compile the workspace and its project references (contracts, kit) ----
FROM deps AS build
COPY . .
ARG WORKSPACE
RUN test -n "${WORKSPACE}" || { echo 'build arg WORKSPACE is required, e.g. services/identity' >&2; exit 1; } \
 && test -f "${WORKSPACE}/package.json" || { echo "no workspace at ${WORKSPACE}" >&2; exit 1; } \
 && npx --no-install tsc -b "${WORKSPACE}" \
 && test -f "${WORKSPACE}/dist/main.js"

# ---- prod-deps: only the production dependencies of the chosen workspace ----
FROM ${NODE_IMAGE} AS prod-deps
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
ARG WORKSPACE
RUN { npm ci --omit=dev --workspace "${WORKSPACE}" --no-audit --no-fund 2>/tmp/npm-ci.err \
      || { grep -q 'from lock file' /tmp/npm-ci.err || { cat /tmp/npm-ci.err >&2; exit 1; }; \
           npm install --omit=dev --workspace "${WORKSPACE}" --no-audit --no-fund; }; } \
 && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ENV NODE_ENV=production \
    WORKSPACE=${WORKSPACE}
WORKDIR /app
# node_modules (root and any nested ones) and the package.json files the
# "exports" maps of @pickup/contracts and @pickup/kit live in.
COPY --from=prod-deps /app/ ./
# Compiled code: the internal packages resolve to their dist/ ("default" export).
COPY --from=build /app/contracts/dist/ ./contracts/dist/
COPY --from=build /app/services/kit/dist/ ./services/kit/dist/
COPY --from=build /app/${WORKSPACE}/dist/ ./${WORKSPACE}/dist/
WORKDIR /app/${WORKSPACE}
# Files stay owned by root and read-only for the process: it runs as "node"
# (uid 1000, which the Kubernetes manifests name as runAsUser).
USER node
# PORT is set per service by compose / Kubernetes; 8080 is only a fallback.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
