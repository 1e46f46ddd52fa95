"""Optional: compile the engine's hot modules with mypyc for about twice the speed.

A plain ``pip install .`` installs pure Python. With mypy installed,
``BANG_COMPILE=1 pip install --no-build-isolation .`` compiles the modules below
(the same source, type-checked and turned into C extensions by mypyc).
"""

import os

from setuptools import setup

ext_modules = []
if os.environ.get("BANG_COMPILE") == "1":
    from mypyc.build import mypycify

    ext_modules = mypycify(
        [
            "src/bang/rulesets/base/box.py",
            "src/bang/rulesets/base/cards.py",
            "src/bang/rulesets/base/characters.py",
            "src/bang/rulesets/base/roles.py",
            "src/bang/rulesets/base/ruleset.py",
            "src/bang/rulesets/registry.py",
            "src/bang/ruleset.py",
            "src/bang/state.py",
            "src/bang/rules.py",
            "src/bang/simulate.py",
            "src/bang/view.py",
            "src/bang/bots.py",
        ],
        opt_level="3",
    )

setup(ext_modules=ext_modules)
