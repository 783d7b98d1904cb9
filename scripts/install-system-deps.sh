#!/usr/bin/env bash
# Installs what the tests need beyond npm packages, when missing: Debian's
# Chromium (end-to-end tests, Lighthouse), CJK fonts (or Chinese renders as
# boxes), PostgreSQL (integration tests), Redis (the shared cache of
# several instances) and nginx with its Brotli module (the reverse proxy of
# deploy/nginx-site.conf, in front of the site in tests and benchmarks).
# Needs root on Debian.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
# grep reads to the end (no -q): under pipefail, fc-list killed by SIGPIPE would count as missing.
fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || missing+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] ||
  missing+=(libnginx-mod-http-brotli-filter)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
