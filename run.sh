#!/usr/bin/env bash
# The main job: install what is missing, build the front end if needed, then serve
# the online table on http://127.0.0.1:8000 (--host 0.0.0.0 for friends on your
# network, --public-url, --port, --db: README, "Host a table for friends").
# `./run.sh simulate ...`, `./run.sh bench`, `./run.sh scenario F` run other commands
# (the same as .venv/bin/bang COMMAND).
# `./run.sh --compiled [COMMAND ...]`: the same with the engine and bots compiled by
# mypyc (built once into .venv-compiled, a minute or two; needs a C compiler): a server
# whose bots play faster (README, "Speed").
set -euo pipefail
cd "$(dirname "$0")"
bang=.venv/bin/bang
if [ "${1:-}" = --compiled ]; then
  shift
  scripts/setup-compiled serve
  bang=.venv-compiled/bin/bang
else
  scripts/setup-venv run
fi
case "${1:-serve}" in
  serve|--*) [ "${1:-}" = serve ] && shift; scripts/build-web; exec "$bang" serve "$@" ;;
  *) exec "$bang" "$@" ;;
esac
