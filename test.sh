#!/usr/bin/env bash
# Every test: lint, types, the front end's unit tests and build, and the test suite
# (rules scenarios, property tests, the server over real websockets, and a real
# browser: Debian's chromium driven by Playwright).
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup-venv dev
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's chromium for the browser tests (apt)"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
echo "== ruff";  .venv/bin/ruff check src tests
echo "== mypy";  .venv/bin/mypy
echo "== front end: build, types (svelte-check) and unit tests"
scripts/build-web
(cd web && npm run --silent check && npm test --silent)
echo "== pytest"; .venv/bin/python -m pytest "$@"
