# Every entry point a developer or CI uses. Targets call scripts/ so the logic stays readable.
.PHONY: dev up down test e2e e2e-system bench chaos matrix fuzz load scale lint typecheck build install infra-up infra-down infra-status seed validate-deploy analytics-rebuild backup restore backup-test audit

dev: ## Whole system as local processes: infrastructure, services, gateway, web
	bash scripts/dev.sh

up: ## Whole system with Docker (needs a Docker engine)
	docker compose up -d --build

down:
	docker compose down

test: ## Lint, type-check, unit and service tests, deployment checks, Playwright smoke
	bash scripts/test.sh

e2e: install infra-up ## Playwright: the smoke project and the journeys against the real system
	npm run test:e2e

e2e-system: install infra-up ## Playwright journeys only (identity and gateway started for the run)
	cd e2e && npx playwright test --project system

bench: install infra-up
	npm -w bench run bench

# The proof suites (docs/reliability.md): each starts a whole system of its own, prints its figures
# and exits non-zero when a goal is missed. SCALE=2 runs two of everything; QUICK=1 the short form.
chaos: ## Events survive broker, database and service restarts: every effect exactly once
	bash scripts/proof.sh chaos

matrix: ## Every tenant-scoped operation called with another business's (or customer's) ids: 0 leaks
	bash scripts/proof.sh matrix

fuzz: ## Schema-driven requests against the whole API: 0 server errors, 0 answers off their schema
	bash scripts/proof.sh fuzz

load: ## 200 simulated users for 60 s through the gateway: 0 errors, p99 within goal
	bash scripts/proof.sh load

scale: ## Two of every service and gateway: each event handled once, chat across instances, shared rate limits, reminders once
	bash scripts/proof.sh scale

# Backups (docs/reliability.md#backups): every service's database of MONGO_URL, in mongodump's layout.
backup: install ## Every service's database into .data/backups/<UTC time>/ (BACKUP_DIR=…; DATABASES="a b" or PREFIX=… for others)
	bash scripts/backup.sh $(if $(PREFIX),--prefix $(PREFIX)) $(DATABASES)

restore: install ## A backup back into MONGO_URL, replacing its databases, checked against its manifest (BACKUP=<folder>; YES=1 asks nothing)
	bash scripts/restore.sh "$(BACKUP)" $(if $(YES),--yes)

backup-test: ## A system's data backed up, restored into a fresh FerretDB, and answered the same through the API
	bash scripts/proof.sh backup

analytics-rebuild: install infra-up ## The owner's analytics of one business (TENANT=<subdomain>) or every one (TENANT=all), again from the services' replays; they must be running (make dev)
	@set -a; . ./$$(test -f .env && echo .env || echo .env.example); set +a; \
	  npx tsx --conditions=source services/tenant/src/rebuild-analytics.ts "$(TENANT)"

lint: install
	npm run lint

typecheck: install
	npm run typecheck

build: install
	npm run build && npm -w web run build

install:
	bash scripts/install.sh

infra-up:
	bash scripts/infra.sh up

infra-down:
	bash scripts/infra.sh down

infra-status:
	bash scripts/infra.sh status


seed: install infra-up ## Demo data: a platform admin, and the demo business through the running gateway (passwords printed once)
	bash scripts/seed.sh

validate-deploy:
	bash scripts/validate-deploy.sh

audit: install ## npm's advisories for the production dependencies: fails on a high or critical one not explained in scripts/audit-allowlist.json
	bash scripts/audit.sh
