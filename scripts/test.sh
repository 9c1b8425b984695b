#!/usr/bin/env bash
# `make test`: installs what is missing, starts the local infrastructure, then runs every check
# and every suite. It carries on past a failing step so one run shows everything, prints each
# runner's summary, and ends with one line adding up every suite: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

results=.data/test-results
rm -rf "$results"
mkdir -p "$results"

section() { printf '\n==> %s\n' "$1"; }

# A check that is not a test runner (lint, type-check, deployment validation) counts as one test.
check() {
  local name=$1
  shift
  section "$name"
  local started=$SECONDS
  if "$@"; then
    echo "{\"name\":\"$name\",\"passed\":1,\"failed\":0,\"seconds\":$((SECONDS - started))}" >"$results/check-$name.json"
  else
    echo "{\"name\":\"$name\",\"passed\":0,\"failed\":1,\"seconds\":$((SECONDS - started))}" >"$results/check-$name.json"
  fi
}

section "install"
bash scripts/install.sh || exit 1
section "infrastructure"
bash scripts/infra.sh up || exit 1

check lint npm run --silent lint
check typecheck npm run --silent typecheck
check web-weight npm run --silent -w web weight

# More workers than jest's and Playwright's default of one on 2 cores: much of a test's time is
# spent waiting on the database, the broker or the browser, and another worker fills the idle core.
# Jest: 14.2 to 10.1 minutes with two workers in a fresh clone, and 346 to 290 s with three on
# 2026-11-25 (one run each, back to back). Playwright: 17.3 to 13.9 minutes with two on the machine
# of 2026-11-24 evening; a third gained nothing (53 smoke tests: 118 and 126 s against 126 and 126 s).
section "unit and service tests (jest)"
npx jest --ci --maxWorkers=3 --testPathIgnorePatterns '\.outage\.test\.ts$' --json --outputFile="$results/jest.json"

# Outage tests stop the shared broker, so they run alone, after everything else that uses it.
section "broker outage tests (jest, in band)"
npx jest --ci --runInBand --selectProjects services/kit --testPathPatterns '\.outage\.test\.ts$' \
  --json --outputFile="$results/jest-outage.json"

check deploy bash scripts/validate-deploy.sh
check audit env AUDIT_UNAVAILABLE=warn bash scripts/audit.sh

section "Playwright smoke (Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="../$results/playwright.json" npx playwright test --workers=2 --reporter=list,json)

# The proof suites' quick forms (docs/reliability.md), each against a system of its own. `make load`
# is not among them: its latency goal is not met on this machine yet (docs/reliability.md#load).
for suite in matrix backup scale chaos fuzz; do
  check "proof-$suite" env QUICK=1 bash scripts/proof.sh "$suite"
done

section "summary"
node scripts/test-summary.mjs "$results"
