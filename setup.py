"""The build: the front end goes into the package, and, optionally, the engine's hot
modules are compiled with mypyc for about twice the speed.

``pip install .`` builds the front end (``scripts/build-web``: npm, Node >= 20.19)
unless ``web/dist`` is already built, and installs it as ``bang/web``, so the
installed ``bang serve`` serves it from anywhere. An editable install
(``pip install -e .``) serves ``web/dist`` of the checkout instead.

With mypy installed, ``BANG_COMPILE=1 pip install --no-build-isolation .`` compiles
the modules below (the same source, type-checked and turned into C extensions).
"""

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class build_py_with_web(build_py):  # noqa: N801 (setuptools' naming)
    """build_py, plus web/dist copied to bang/web (built first when it is missing)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        dist = HERE / "web" / "dist"
        if not (dist / "index.html").is_file() and (HERE / "scripts" / "build-web").is_file():
            if shutil.which("npm"):
                subprocess.run([str(HERE / "scripts" / "build-web")], check=True)
            else:
                print("warning: npm is missing, so the front end is not built in: "
                      "bang serve will show how to build it")
        if (dist / "index.html").is_file():
            target = Path(self.build_lib) / "bang" / "web"
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(dist, target, ignore=shutil.ignore_patterns(".built-*"))


ext_modules = []
if os.environ.get("BANG_COMPILE") == "1":
    from mypyc.build import mypycify

    # bang/vocabulary.py stays Python: Kind and Character subclass int and str (open
    # vocabularies each box adds to), which mypyc cannot compile.
    ext_modules = mypycify(
        [
            "src/bang/box.py",
            "src/bang/rulesets/base/box.py",
            "src/bang/rulesets/base/cards.py",
            "src/bang/rulesets/base/characters.py",
            "src/bang/rulesets/base/roles.py",
            "src/bang/rulesets/base/ruleset.py",
            "src/bang/rulesets/base/steps.py",
            "src/bang/rulesets/dodge_city/box.py",
            "src/bang/rulesets/dodge_city/cards.py",
            "src/bang/rulesets/dodge_city/characters.py",
            "src/bang/rulesets/dodge_city/green.py",
            "src/bang/rulesets/dodge_city/ruleset.py",
            "src/bang/rulesets/event_cards.py",
            "src/bang/rulesets/high_noon/events.py",
            "src/bang/rulesets/high_noon/bullet.py",
            "src/bang/rulesets/fistful_of_cards/events.py",
            "src/bang/rulesets/fistful_of_cards/steps.py",
            "src/bang/rulesets/wild_west_show/box.py",
            "src/bang/rulesets/wild_west_show/show.py",
            "src/bang/rulesets/wild_west_show/dorothy.py",
            "src/bang/rulesets/wild_west_show/events.py",
            "src/bang/rulesets/wild_west_show/characters.py",
            "src/bang/rulesets/gold_rush/box.py",
            "src/bang/rulesets/gold_rush/shop.py",
            "src/bang/rulesets/gold_rush/characters.py",
            "src/bang/rulesets/armed_and_dangerous/box.py",
            "src/bang/rulesets/armed_and_dangerous/charges.py",
            "src/bang/rulesets/armed_and_dangerous/cards.py",
            "src/bang/rulesets/armed_and_dangerous/characters.py",
            "src/bang/rulesets/armed_and_dangerous/ruleset.py",
            "src/bang/rulesets/armed_and_dangerous/shots.py",
            "src/bang/rulesets/armed_and_dangerous/tumbleweed.py",
            "src/bang/rulesets/armed_and_dangerous/upgrades.py",
            "src/bang/rulesets/armed_and_dangerous/weapons.py",
            "src/bang/rulesets/valley_of_shadows/box.py",
            "src/bang/rulesets/valley_of_shadows/ghosts.py",
            "src/bang/rulesets/valley_of_shadows/cards.py",
            "src/bang/rulesets/valley_of_shadows/characters.py",
            "src/bang/rulesets/registry.py",
            "src/bang/in_force.py",
            "src/bang/ruleset.py",
            "src/bang/state.py",
            "src/bang/steps.py",
            "src/bang/rules.py",
            "src/bang/simulate.py",
            "src/bang/view.py",
            "src/bang/bots/members.py",
            "src/bang/bots/patience.py",
            "src/bang/bots/seen.py",
            "src/bang/bots/beliefs.py",
            "src/bang/bots/simple.py",
            "src/bang/bots/sharp.py",
            "src/bang/bots/sharp_boxes.py",
        ],
        opt_level="3",
    )

setup(ext_modules=ext_modules, cmdclass={"build_py": build_py_with_web})
