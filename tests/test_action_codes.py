"""Action codes: every action of the base game keeps the code it had before expansions
(the codes in every stored table, match and record), every other action round-trips
through the open layout, and a code no action has is refused with ValueError.

The old formula is written out here, with the orders of the types, kinds, draw
sources, characters and card numbers it read (as they stood at de639ed): the codes
must not move even if those enums are ever reordered or extended in the middle.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bang import Action, Game, GameOptions
from bang.actions import HAND, ActionType, DrawSource
from bang.box import CARD_ID
from bang.state import Rng
from bang.vocabulary import Character, Kind

OLD_TYPES = ("PLAY", "PASS", "END", "DISCARD", "DRAW", "CHOOSE", "ABILITY", "PICK_CHARACTER")
OLD_SOURCES = ("DECK", "DISCARD", "PLAYER")
OLD_KINDS = (
    "BANG", "MISSED", "BEER", "SALOON", "STAGECOACH", "WELLS_FARGO", "GENERAL_STORE", "PANIC", "CAT_BALOU",
    "DUEL", "GATLING", "INDIANS", "BARREL", "DYNAMITE", "JAIL", "MUSTANG", "SCOPE", "VOLCANIC", "SCHOFIELD",
    "REMINGTON", "REV_CARABINE", "WINCHESTER",
)
OLD_CHARACTERS = (
    "BART_CASSIDY", "BLACK_JACK", "CALAMITY_JANET", "EL_GRINGO", "JESSE_JONES", "JOURDONNAIS", "KIT_CARLSON",
    "LUCKY_DUKE", "PAUL_REGRET", "PEDRO_RAMIREZ", "ROSE_DOOLAN", "SID_KETCHUM", "SLAB_THE_KILLER",
    "SUZY_LAFAYETTE", "VULTURE_SAM", "WILLY_THE_KID",
)
OLD_CARD_IDS = (  # card number -> card, the base game's 80
    'bang/AS', 'bang/2D', 'bang/3D', 'bang/4D', 'bang/5D', 'bang/6D', 'bang/7D', 'bang/8D',
    'bang/9D', 'bang/10D', 'bang/JD', 'bang/QD', 'bang/KD', 'bang/AD', 'bang/2C', 'bang/3C',
    'bang/4C', 'bang/5C', 'bang/6C', 'bang/7C', 'bang/8C', 'bang/9C', 'bang/QH', 'bang/KH',
    'bang/AH', 'missed/10C', 'missed/JC', 'missed/QC', 'missed/KC', 'missed/AC', 'missed/2S', 'missed/3S',
    'missed/4S', 'missed/5S', 'missed/6S', 'missed/7S', 'missed/8S', 'beer/6H', 'beer/7H', 'beer/8H',
    'beer/9H', 'beer/10H', 'beer/JH', 'saloon/5H', 'stagecoach/9S', 'stagecoach/9S', 'wells_fargo/3H',
    'general_store/9C', 'general_store/QS', 'panic/JH', 'panic/QH', 'panic/AH', 'panic/8D', 'cat_balou/KH',
    'cat_balou/9D', 'cat_balou/10D', 'cat_balou/JD', 'duel/QD', 'duel/JS', 'duel/8C', 'gatling/10H',
    'indians/KD', 'indians/AD', 'barrel/QS', 'barrel/KS', 'dynamite/2H', 'jail/JS', 'jail/10S', 'jail/4H',
    'mustang/8H', 'mustang/9H', 'scope/AS', 'volcanic/10S', 'volcanic/10C', 'schofield/JC', 'schofield/QC',
    'schofield/KS', 'remington/KC', 'rev_carabine/AC', 'winchester/8S',
)


def old_code(a: Action) -> int:
    """The code of ``a`` as bang computed it before expansions (de639ed's Action.encode)."""
    code = OLD_TYPES.index(a.type.name)
    code |= (0 if a.card is None else a.card + 1) << 3
    code |= (0 if a.target is None else a.target + 1) << 10
    code |= (0 if a.target_card is None else a.target_card + 2) << 14
    code |= (0 if a.as_kind is None else OLD_KINDS.index(a.as_kind.name) + 1) << 21
    code |= (0 if a.source is None else OLD_SOURCES.index(a.source.name) + 1) << 26
    code |= (0 if a.character is None else OLD_CHARACTERS.index(a.character.name) + 1) << 28
    mask = 0
    for c in a.cards:
        mask |= 1 << c
    return code | (mask << 33)


def test_the_base_cards_keep_their_numbers() -> None:
    assert tuple(CARD_ID[:80]) == OLD_CARD_IDS


def base_game_actions() -> Iterator[Action]:
    """Every action offered in seeded random base games at 3 to 8 players, with each
    option: the pending player's and every other seat's (Sid Ketchum's ability)."""
    options = [GameOptions(), GameOptions(character_choice=True), GameOptions(simplified=True),
               GameOptions(ask_even_without_choice=True)]
    for seed in range(240):
        players = 3 + seed % 6
        game = Game.new(players, seed, options[seed % len(options)])
        rng = Rng(seed ^ 0xC0DE)
        while game.winner is None:
            legal = game.legal_actions()
            yield from legal
            for seat in range(players):
                yield from game.legal_actions(seat)
            game.apply(legal[rng.below(len(legal))])


def test_every_action_of_a_base_game_keeps_its_old_code() -> None:
    seen: set[Action] = set()
    for action in base_game_actions():
        if action in seen:
            continue
        seen.add(action)
        assert action.encode() == old_code(action), action
        assert Action.decode(action.player, old_code(action)) == action
    types = {a.type.name for a in seen}
    assert types == set(OLD_TYPES), f"the games offered no {set(OLD_TYPES) - types}"
    assert {a.source.name for a in seen if a.source is not None} == set(OLD_SOURCES)
    assert any(a.as_kind is not None for a in seen) and any(a.target_card == HAND for a in seen)
    assert any(len(a.cards) > 1 for a in seen) and any(a.character is not None for a in seen)
    assert len(seen) > 3000


def _old_kinds() -> st.SearchStrategy[Kind | None]:
    return st.none() | st.sampled_from([Kind[k] for k in OLD_KINDS])


old_actions = st.builds(
    Action,
    player=st.integers(0, 7),
    type=st.sampled_from([ActionType[t] for t in OLD_TYPES]),
    card=st.none() | st.integers(0, 79),
    target=st.none() | st.integers(0, 14),
    target_card=st.none() | st.integers(HAND, 79),
    as_kind=_old_kinds(),
    cards=st.sets(st.integers(0, 79), max_size=8).map(lambda s: tuple(sorted(s))),
    source=st.none() | st.sampled_from([DrawSource[s] for s in OLD_SOURCES]),
    character=st.none() | st.sampled_from([Character[c] for c in OLD_CHARACTERS]),
    choice=st.none(),
)


@settings(max_examples=500, derandomize=True, deadline=None)
@given(old_actions)
def test_any_action_of_the_old_fields_keeps_its_old_code(action: Action) -> None:
    """Any action the old layout could say (not only those games offered) keeps its code."""
    assert action.encode() == old_code(action)
    assert Action.decode(action.player, old_code(action)) == action


any_actions = st.builds(
    Action,
    player=st.integers(0, 7),
    type=st.sampled_from(list(ActionType)),
    card=st.none() | st.integers(0, len(CARD_ID) - 1),
    target=st.none() | st.integers(0, 40),
    target_card=st.none() | st.integers(HAND, len(CARD_ID) - 1),
    as_kind=st.none() | st.sampled_from(list(Kind)),
    cards=st.sets(st.integers(0, len(CARD_ID) - 1), max_size=10).map(lambda s: tuple(sorted(s))),
    source=st.none() | st.sampled_from(list(DrawSource)),
    character=st.none() | st.sampled_from(list(Character)),
    choice=st.none() | st.sampled_from(["red", "black", "hearts", "x"]) | st.text("abcdefghijklmnopqrstuvwxyz_:0123456789", min_size=1, max_size=8),
)


@settings(max_examples=600, derandomize=True, deadline=None)
@given(any_actions)
def test_any_action_round_trips(action: Action) -> None:
    """Cards past the base game's 80, every kind and character, USE, IN_PLAY, far targets."""
    code = action.encode()
    assert code >= 0
    assert Action.decode(action.player, code) == action


def test_the_new_fields_round_trip_on_the_edges() -> None:
    last = len(CARD_ID) - 1
    edges = [
        Action(0, ActionType.USE), Action(0, ActionType.USE, card=last),
        Action(1, ActionType.USE, card=80, target=7, target_card=last, cards=(0, last)),
        Action(2, ActionType.DRAW, source=DrawSource.IN_PLAY, target=3, target_card=81),
        Action(3, ActionType.PLAY, card=last, as_kind=list(Kind)[-1]),
        Action(4, ActionType.PICK_CHARACTER, character=list(Character)[-1]),
        Action(5, ActionType.PLAY, card=0, target=15), Action(5, ActionType.DISCARD, cards=tuple(range(len(CARD_ID)))),
        Action(6, ActionType.PLAY, card=3, target=0, target_card=HAND, cards=(0,)),
    ]
    for action in edges:
        assert Action.decode(action.player, action.encode()) == action, action
    assert len({a.encode() for a in edges}) == len(edges)


def _open(*values: int) -> int:
    """A code in the open layout: the card field's marker, then ``values`` as 7-bit groups."""
    packed, shift = 0, 0
    for v in values:
        while True:
            group, v = v & 127, v >> 7
            packed |= (group | (128 if v else 0)) << shift
            shift += 8
            if not v:
                break
    return (127 << 3) | (packed << 10)


@pytest.mark.parametrize("code", [
    -1, -(1 << 40),
    (len(CARD_ID) + 1) << 3 if len(CARD_ID) < 126 else _open(7, 0, len(CARD_ID) + 1, 0, 0, 0, 0, 0),  # a card past the deck
    (len(CARD_ID) + 2) << 14 if len(CARD_ID) < 126 else _open(7, 0, 0, 0, len(CARD_ID) + 2, 0, 0, 0),  # a target card past the deck
    1 << (33 + len(CARD_ID)),  # a discarded card past the deck
    (len(Character) + 1) << 28 if len(Character) < 31 else _open(7, 7, 0, 0, 0, 0, 0, len(Character) + 1),
    _open(), _open(0), _open(6, 0, 0, 0, 0, 0, 0), _open(6, 4, 1, 0, 0, 0, 0, 0),  # fewer than 7 fields
    _open(8, 4, 1, 0, 0, 0, 0, 0, 5, 6),  # more numbers than it says
    _open(7, max(ActionType) + 1, 0, 0, 0, 0, 0, 0),  # no such type
    _open(7, 0, len(CARD_ID) + 1, 0, 0, 0, 0, 0),  # no such card
    _open(7, 0, 0, 0, len(CARD_ID) + 2, 0, 0, 0),  # no such target card
    _open(7, 0, 0, 0, 0, len(Kind) + 1, 0, 0),  # no such kind
    _open(7, 0, 0, 0, 0, 0, len(DrawSource) + 1, 0),  # no such source
    _open(7, 0, 0, 0, 0, 0, 0, len(Character) + 1),  # no such character
    _open(8, 3, 0, 0, 0, 0, 0, 0, len(CARD_ID)),  # a discarded card past the deck
    _open(7, 8, 1) | (0x80 << (10 + 24)),  # it ends inside a number
], ids=repr)
def test_a_code_no_action_has_is_refused(code: int) -> None:
    with pytest.raises(ValueError):
        Action.decode(0, code)


def test_a_short_code_cannot_claim_a_million_cards() -> None:
    code = _open(1_000_000)
    assert code.bit_length() < 40
    with pytest.raises(ValueError):
        Action.decode(0, code)


def test_every_code_that_decodes_is_its_action_s_own() -> None:
    end = Action(0, ActionType.END)
    for code in (_open(7, int(ActionType.END), 0, 0, 0, 0, 0, 0), _open(7, 8, 1) | 5):
        try:
            action = Action.decode(0, code)
        except ValueError:
            continue
        assert action.encode() == code, f"{code} decodes to {action}, whose code is {action.encode()}"
    assert Action.decode(0, end.encode()) == end
