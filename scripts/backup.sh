#!/usr/bin/env bash
# `make backup`: every service's database (identity, tenant, customer, routing, weight, billing,
# messaging) from MONGO_URL into a folder of its own, in mongodump's layout (one .bson and one
# .metadata.json per collection, indexes included) with a manifest.json of the databases,
# collections, document counts and the tool's version. docs/reliability.md#backups.
#
#   bash scripts/backup.sh                       the seven services' databases
#   bash scripts/backup.sh <database> …          these databases (a service's MONGO_DB_NAME, say)
#   bash scripts/backup.sh --prefix <prefix>     every database whose name starts with it
#
# MONGO_URL: the environment, else .env, else the local FerretDB. BACKUP_DIR: where the backup
# goes, default .data/backups/<UTC time>/ (it must be new or empty).
set -euo pipefail

INFRA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/infra/common.sh
source "$INFRA_ROOT/scripts/lib/infra/common.sh"

# A BACKUP_DIR given relative to where the caller stands.
backup_dir="$(realpath -m "${BACKUP_DIR:-$DATA_DIR/backups/$(date -u +%Y%m%dT%H%M%SZ)}")"
mongo_url="$(setting MONGO_URL "mongodb://$HOST:27017")"
cd "$INFRA_ROOT"

MONGO_URL="$mongo_url" exec node_modules/.bin/tsx --conditions=source scripts/backup/backup.ts \
  --out "$backup_dir" "$@"
