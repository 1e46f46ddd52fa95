#!/usr/bin/env bash
# The main job: install what is missing, then run it.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup-venv run
exec .venv/bin/bang "${@:-simulate}"
