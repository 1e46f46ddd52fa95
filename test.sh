#!/usr/bin/env bash
# Every test: lint, types, the front end's unit tests and build, and the test suite
# (rules scenarios, property tests, the server over real websockets, nginx in front
# of it, HAProxy in front of two of them, and a real browser: Debian's chromium driven by Playwright).
#
# chromium, nginx and haproxy come from apt when missing. Where they cannot (no apt, no root
# or sudo), or Node is missing, the tests that need them are left out and listed at
# the end. .ci/run sets BANG_REQUIRE_BROWSER=1 and BANG_REQUIRE_PROXY=1: there a
# missing one is an error, not a skip. Arguments go to pytest (e.g. -x, -k clock).
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup-venv dev
skipped=()

has() { command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ]; }
apt_install() {  # apt_install PACKAGE COMMAND: succeeds when COMMAND is there afterwards
  has "$2" && return 0
  command -v apt-get >/dev/null || return 1
  local sudo=
  if [ "$(id -u)" != 0 ]; then command -v sudo >/dev/null || return 1; sudo=sudo; fi
  echo "== installing Debian's $1 (apt)"
  { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$1" >/dev/null; } || return 1
  has "$2"
}
required() { [ "${!1:-}" = 1 ] && { echo "test.sh: $2 is missing, and $1=1 requires it" >&2; exit 1; }; return 0; }

browser=yes
chromium=${BANG_CHROMIUM:-/usr/bin/chromium}  # the one tests/e2e drives
if [ ! -x "$chromium" ] && ! { apt_install chromium chromium && [ -x "$chromium" ]; }; then
  required BANG_REQUIRE_BROWSER chromium
  browser=no; skipped+=("the browser tests (tests/e2e): chromium could not be installed (apt-get install chromium)")
fi
if ! apt_install nginx nginx; then
  required BANG_REQUIRE_PROXY nginx
  skipped+=("the reverse-proxy test (tests/server/test_hosting.py): nginx could not be installed (apt-get install nginx)")
elif ! apt_install openssl openssl; then  # (its certificate)
  required BANG_REQUIRE_PROXY openssl
  skipped+=("the reverse-proxy test (tests/server/test_hosting.py): openssl could not be installed (apt-get install openssl)")
fi
if ! apt_install haproxy haproxy; then
  required BANG_REQUIRE_PROXY haproxy
  skipped+=("the cluster tests (tests/server/test_cluster_*.py): haproxy could not be installed (apt-get install haproxy)")
fi
pg=${BANG_TEST_POSTGRES:-postgresql://postgres@127.0.0.1:5432/test}
answers() { .venv/bin/python -c "import psycopg, sys; psycopg.connect(sys.argv[1], connect_timeout=3).close()" "$1" 2>/dev/null; }
if ! answers "$pg"; then
  # none at the usual place (and none named): a throwaway one of the tests' own, from apt
  throwaway=$(mktemp -d /tmp/bang-postgres.XXXXXX)
  if [ -z "${BANG_TEST_POSTGRES:-}" ] && url=$(scripts/throwaway-postgres start "$throwaway") && answers "$url"; then
    trap 'scripts/throwaway-postgres stop "$throwaway"' EXIT
    echo "== PostgreSQL: none answered at $pg; the tests use a throwaway one at $url"
    export BANG_TEST_POSTGRES=$url
  else
    scripts/throwaway-postgres stop "$throwaway"
    required BANG_REQUIRE_POSTGRES "PostgreSQL at $pg"
    skipped+=("the PostgreSQL tests (the store's and the cluster's, tests/server): no PostgreSQL at $pg, and no throwaway one could be started (set BANG_TEST_POSTGRES to one)")
  fi
fi

echo "== ruff";  .venv/bin/ruff check src tests
echo "== mypy";  .venv/bin/mypy
built=0; scripts/build-web || built=$?
if [ "$built" = 0 ]; then
  echo "== front end: types (svelte-check) and unit tests"
  (cd web && npm run --silent check && npm test --silent)
elif [ "$built" = 3 ]; then  # no Node, or too old (build-web said which)
  required BANG_REQUIRE_BROWSER "Node >= 20.19 with npm"
  browser=no; skipped+=("the front end's checks and the browser tests: Node >= 20.19 and npm are needed (web/package.json)")
else
  echo "test.sh: the front end's install or build failed (its error is above: scripts/build-web)" >&2
  exit "$built"
fi

args=()
[ "$browser" = yes ] || args+=(--ignore=tests/e2e)
# In parallel (pytest-xdist): most tests wait on servers, browsers and proxies, so more
# workers than cores keep the cores busy; each test starts its servers on free ports
# with databases of its own. BANG_TEST_WORKERS=0 runs them in one process.
workers=${BANG_TEST_WORKERS:-4}
echo "== pytest ($workers workers)"
.venv/bin/python -m pytest -rs -n "$workers" --durations=20 ${args[@]+"${args[@]}"} "$@"

if [ ${#skipped[@]} -gt 0 ]; then
  echo "== NOT RUN on this machine:"
  printf '   - %s\n' "${skipped[@]}"
else
  echo "== every test ran"
fi
