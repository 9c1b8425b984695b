# Every entry point a developer or CI uses. Targets call scripts/ so the logic stays readable.
.PHONY: dev up down test e2e bench lint typecheck build install infra-up infra-down infra-status validate-deploy

dev: ## Whole system as local processes: infrastructure, services, gateway, web
	bash scripts/dev.sh

up: ## Whole system with Docker (needs a Docker engine)
	docker compose up -d --build

down:
	docker compose down

test: ## Lint, type-check, unit and service tests, deployment checks, Playwright smoke
	bash scripts/test.sh

e2e: install infra-up
	npm run test:e2e

bench: install infra-up
	npm -w bench run bench

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


validate-deploy:
	bash scripts/validate-deploy.sh
