#!/usr/bin/env bash
# The main job: install what is missing, build the front end if needed, then serve
# the online table on http://127.0.0.1:8000 (--host 0.0.0.0 for friends on your
# network, --public-url, --port, --db: README, "Host a table for friends").
# `./run.sh simulate ...`, `./run.sh bench`, `./run.sh scenario F` run other commands
# (the same as .venv/bin/bang COMMAND).
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup-venv run
case "${1:-serve}" in
  serve|--*) [ "${1:-}" = serve ] && shift; scripts/build-web; exec .venv/bin/bang serve "$@" ;;
  *) exec .venv/bin/bang "$@" ;;
esac
