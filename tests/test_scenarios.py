"""Rules scenarios (shared/conformance/FORMAT.md) run through the engine.

Every file in tests/scenarios/*.json is one ruling; the public examples in
shared/conformance/examples/*.json are run too when that folder exists.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from scenario_expect import lint, problems

HERE = Path(__file__).resolve().parent
OWN_DIR = HERE / "scenarios"
EXAMPLES_DIR = HERE.parent.parent / "shared" / "conformance" / "examples"

OWN = sorted(OWN_DIR.glob("*.json"))
EXAMPLES = sorted(EXAMPLES_DIR.glob("*.json")) if EXAMPLES_DIR.is_dir() else []

PARAMS = [pytest.param(p, id=p.stem) for p in OWN] + [
    pytest.param(p, id=f"example-{p.stem}") for p in EXAMPLES
]


def _load(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


def _summary(state: dict[str, Any]) -> str:
    lines = [
        f"  turn={state.get('turn')!r} phase={state.get('phase')!r} "
        f"winner={state.get('winner')!r} pending={state.get('pending')!r}",
        f"  rejected={state.get('rejected')!r}",
    ]
    for p in state.get("players", []) or []:
        lines.append(
            f"  {p.get('name')}: {p.get('role')} {p.get('character')} hp={p.get('hp')}"
            f"/{p.get('max_hp')} alive={p.get('alive')} hand={p.get('hand')} "
            f"in_play={p.get('in_play')}"
        )
    lines.append(f"  deck[:6]={(state.get('deck') or [])[:6]} ({len(state.get('deck') or [])} cards)")
    lines.append(
        f"  discard[-6:]={(state.get('discard') or [])[-6:]} ({len(state.get('discard') or [])} cards)"
    )
    lines.append(f"  revealed={state.get('revealed')!r}")
    return "\n".join(lines)


def test_scenarios_found() -> None:
    assert OWN, f"no scenario files in {OWN_DIR}"


@pytest.mark.parametrize("path", PARAMS)
def test_scenario_file_is_well_formed(path: Path) -> None:
    scenario = _load(path)
    found = lint(scenario)
    assert found == [], f"{path.name}: malformed scenario:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("path", PARAMS)
def test_scenario(path: Path) -> None:
    from bang.scenario import run_scenario

    scenario = _load(path)
    state = run_scenario(copy.deepcopy(scenario))
    found = problems(scenario, state)
    assert found == [], (
        f"{path.name}: {scenario.get('name', '')}\n"
        f"rule: {scenario.get('rule', '')}\n"
        "problems:\n  " + "\n  ".join(found) + "\n"
        "god view:\n" + _summary(state)
    )
