#!/usr/bin/env bash
# The whole test suite, from a clean clone: system packages, npm packages,
# lint, typecheck, unit tests, integration tests against SQLite and a real
# PostgreSQL (started here on loopback, stopped at the end), a production
# build, and the end-to-end tests in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
export CI="${CI:-}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages"
bash scripts/install-system-deps.sh

step "npm packages"
npm install --no-fund --no-audit
# npm's scripts find node_modules/.bin first: the Node.js 24 the install
# brought (decision 027) runs everything below.
export PATH="$PWD/node_modules/.bin:$PATH"
node --import tsx scripts/require-node.ts
echo "Node.js $(node --version)"

# Lint, typecheck and unit tests only read the code: they run side by side,
# and each one's output is shown whole once all three have ended.
step "Lint, typecheck and unit tests"
logs="$(mktemp -d)"
npm run -s lint >"$logs/lint" 2>&1 &
lint=$!
npm run -s typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run -s test:unit >"$logs/unit" 2>&1 &
unit=$!
failed=()
for check in lint typecheck unit; do
  outcome=passed
  if ! wait "${!check}"; then
    outcome=FAILED
    failed+=("$check")
  fi
  step "${check}: ${outcome}"
  cat "$logs/$check"
done
rm -rf "$logs"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi

step "Integration tests (SQLite and PostgreSQL)"
PG_TEST_URL="$(bash scripts/pg-test.sh start)"
trap 'bash scripts/pg-test.sh stop' EXIT
bash scripts/pg-test.sh reset
PG_TEST_URL="$PG_TEST_URL" npm run -s test:integration

step "Production build (test environment, its own database)"
export APP_ENV=test
export DATABASE_URL="file:./data/e2e.db"
export MEDIA_DIR="data/e2e-media"
# The origin the end-to-end tests reach the build at (canonical links, the CMS's CSRF check).
export E2E_PORT="${E2E_PORT:-3100}"
export SITE_URL="http://localhost:${E2E_PORT}"
rm -rf data/e2e.db data/e2e.db-* data/e2e-media
npm run -s build

step "End-to-end tests (Chromium)"
if [ "${E2E_SHUFFLE:-}" = 1 ]; then
  # Each spec file alone, in a random order (seed printed; TEST_SEED replays it).
  npm run -s test:e2e:shuffled
else
  npm run -s test:e2e
fi
