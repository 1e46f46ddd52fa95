#!/usr/bin/env bash
# Every test: lint, types, and the test suite.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup-venv dev
echo "== ruff";  .venv/bin/ruff check src tests
echo "== mypy";  .venv/bin/mypy
echo "== pytest"; .venv/bin/python -m pytest "$@"
