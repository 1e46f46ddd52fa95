"""Wild West Show: 10 event cards, revealed each time a Stagecoach or a Wells Fargo is
played, and 8 characters.

``events`` holds the cards (``dorothy`` the one that orders another player to play),
``characters`` the characters, ``show`` what the box keeps besides its deck (Greygory
Deck's abilities, the turns Lady Rose of Texas makes skip) and watches in every turn (the
cards played); ``WILD_WEST_SHOW`` is the ``Expansion``. docs/rulings.md lists every ruling
with its source.
"""

from ...ruleset import Expansion, Hooks
from ..event_cards import HOOKS, event_decks_go_together, scenario
from .characters import CHARACTER_INFO, greygory_setup
from .events import KEYS
from .show import counted, show_in_force, skipped

WILD_WEST_SHOW = Expansion(
    name="wild_west_show", cards=(), card_rules={}, characters=CHARACTER_INFO,
    hooks=Hooks(turn_start=(skipped,)).then(HOOKS).then(
        Hooks(setup=(greygory_setup,), card_played=(counted,), rules=(show_in_force,))),
    scenario=scenario, goes_with=event_decks_go_together,
)

__all__ = ["KEYS", "WILD_WEST_SHOW"]
