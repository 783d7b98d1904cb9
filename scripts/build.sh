#!/usr/bin/env bash
# Production build: prepares the database (the pages are prerendered from it),
# then builds with one build id, shared by every instance that runs this build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_ENV=production
export NEXT_TELEMETRY_DISABLED=1
export BUILD_TIMESTAMP="${BUILD_TIMESTAMP:-$(date +%s%3N)}"
export BUILD_ID="${BUILD_ID:-$(git rev-parse --short HEAD 2>/dev/null || echo local)-${BUILD_TIMESTAMP}}"
node --import tsx scripts/require-node.ts
# Corrections to the installed admin (scripts/patch-admin.ts).
node --import tsx scripts/patch-admin.ts
node --conditions=production --import tsx scripts/db-prepare.ts
# Cached content reads belong to the code that made them: a new build starts
# without them (the compiler's own cache stays).
rm -rf .next/cache/fetch-cache
npx --no-install next build
# The production server (src/server/main.ts): one file beside the build.
npx --no-install esbuild src/server/main.ts --bundle --platform=node --format=esm \
  --target=node24 --packages=external --log-level=warning --outfile=.next/site-server.mjs
# The share cards' drawing thread (src/lib/share-card/worker.ts), beside it.
node --import tsx scripts/card-worker-build.ts .next/card-worker.mjs
# Scripts, styles and public text files compressed once (src/server/encoded-files.ts).
node --import tsx scripts/encode-static.ts
