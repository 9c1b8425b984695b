#!/usr/bin/env bash
# `make restore BACKUP=<folder>`: every database of a backup made by scripts/backup.sh (or by
# mongodump, with the manifest beside it) into MONGO_URL, each replacing the database of that
# name; then every collection's document count and indexes are checked against the manifest.
# Stop the services first: they keep working over what is replaced. docs/reliability.md#backups.
#
#   bash scripts/restore.sh <backup folder> [--yes]
#
# Asks before replacing anything unless --yes is given or CI=true. MONGO_URL: the environment,
# else .env, else the local FerretDB.
set -euo pipefail

INFRA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/infra/common.sh
source "$INFRA_ROOT/scripts/lib/infra/common.sh"

usage() {
  printf 'restore: %s\n' "$*" >&2
  exit 2
}

folder=${1:-}
[[ -n $folder ]] || usage "usage: make restore BACKUP=<backup folder> (or scripts/restore.sh <folder> [--yes])"
shift
[[ -f $folder/manifest.json ]] || usage "$folder is not a backup: it has no manifest.json"
folder="$(cd "$folder" && pwd)"
cd "$INFRA_ROOT"

mongo_url="$(setting MONGO_URL "mongodb://$HOST:27017")"
MONGO_URL="$mongo_url" exec node_modules/.bin/tsx --conditions=source scripts/backup/restore.ts \
  --from "$folder" "$@"
