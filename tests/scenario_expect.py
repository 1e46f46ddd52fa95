"""Judge a god view against a scenario's ``expect`` block.

Written from the "Expectations" table of ``shared/conformance/FORMAT.md``:
``problems(scenario, state)`` returns a list of human-readable problems, empty
when the table printed by the engine matches everything the scenario expects.
It also checks that each of the 80 cards is in exactly one place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

JSON = dict[str, Any]

# The 80 cards of the base game, kind -> "RANK+SUIT" list (FORMAT.md table).
_CARD_TABLE: dict[str, str] = {
    "bang": "AS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C QH KH AH",
    "missed": "10C JC QC KC AC 2S 3S 4S 5S 6S 7S 8S",
    "beer": "6H 7H 8H 9H 10H JH",
    "saloon": "5H",
    "stagecoach": "9S 9S",
    "wells_fargo": "3H",
    "general_store": "9C QS",
    "panic": "JH QH AH 8D",
    "cat_balou": "KH 9D 10D JD",
    "duel": "QD JS 8C",
    "gatling": "10H",
    "indians": "KD AD",
    "barrel": "QS KS",
    "dynamite": "2H",
    "jail": "JS 10S 4H",
    "mustang": "8H 9H",
    "scope": "AS",
    "volcanic": "10S 10C",
    "schofield": "JC QC KS",
    "remington": "KC",
    "rev_carabine": "AC",
    "winchester": "8S",
}

FULL_DECK: Counter[str] = Counter(
    f"{kind}/{code}" for kind, codes in _CARD_TABLE.items() for code in codes.split()
)
# The simplified first game ("variant": "simplified"): the cards with the book symbol
# are out of the box (docs/variants.md's list).
BOOK_KINDS = frozenset({"general_store", "duel", "indians", "dynamite", "jail", "volcanic"})


# Dodge City's 40 cards (docs/rulings.md's list: its rulebook and card list).
_DODGE_CITY_TABLE: dict[str, str] = {
    "barrel": "AC", "binocular": "10D", "dynamite": "10C", "hideout": "KD", "mustang": "5H",
    "remington": "6D", "rev_carabine": "5S", "bang": "8S 5C 6C KC", "beer": "6H 6S", "brawl": "JS",
    "cat_balou": "8C", "dodge": "7D KH", "general_store": "AS", "indians": "5D", "missed": "8D",
    "panic": "JH", "punch": "10S", "rag_time": "9H", "springfield": "KS", "tequila": "9C",
    "whisky": "QH", "bible": "10H", "buffalo_rifle": "QC", "can_can": "JC", "canteen": "7H",
    "conestoga": "9D", "derringer": "7S", "howitzer": "9S", "iron_plate": "AD QS", "knife": "8H",
    "pepperbox": "AH", "pony_express": "QD", "sombrero": "7C", "ten_gallon_hat": "JD",
}
DODGE_CITY: Counter[str] = Counter(
    f"{kind}/{code}" for kind, codes in _DODGE_CITY_TABLE.items() for code in codes.split()
)
assert sum(DODGE_CITY.values()) == 40
# Armed & Dangerous's 28 cards (docs/rulings.md's list).
_ARMED_TABLE: dict[str, str] = {
    "bang": "6H 2C 2D 3D", "missed": "KS", "cat_balou": "3H", "ace_up_the_sleeve": "AH", "bandolier": "2H",
    "bell_tower": "7C", "beer_keg": "4H", "big_fifty": "QS", "bomb": "7D", "buntline_special": "JS",
    "crate": "3H", "double_barrel": "6C", "lockpick": "2C", "thunderer": "3C", "tumbleweed": "4C", "whip": "5C",
    "a_little_nip": "5H", "arrow": "5D", "caravan": "2S", "duck": "3D", "flintlock": "AS", "quick_shot": "3S",
    "reload": "4D", "rust": "9S", "squaw": "3D",
}
ARMED: Counter[str] = Counter(f"{kind}/{code}" for kind, codes in _ARMED_TABLE.items() for code in codes.split())
assert sum(ARMED.values()) == 28
# The Valley of Shadows' 16 cards (docs/rulings.md's list).
_VALLEY_TABLE: dict[str, str] = {
    "bounty": "9C", "ghost": "9S 10S", "lemat": "4D", "rattlesnake": "7H", "shotgun": "KS", "aim": "6C",
    "backfire": "QC", "bandidos": "QD", "escape": "3H", "fanning": "2S", "last_call": "8D", "poker": "JH",
    "saved": "5H", "tomahawk": "AD", "tornado": "AC",
}
VALLEY: Counter[str] = Counter(f"{kind}/{code}" for kind, codes in _VALLEY_TABLE.items() for code in codes.split())
assert sum(VALLEY.values()) == 16
# Gold Rush's 24 equipment cards (FORMAT.md: no rank nor suit, the id is the kind), counted
# with the playing cards: in the shop, the equipment deck or in play.
GOLD_RUSH: Counter[str] = Counter({
    "shot": 3, "bottle": 3, "pardner": 3, "gold_rush": 1, "rhum": 2, "union_pacific": 1, "calumet": 1,
    "gun_belt": 1, "horseshoe": 1, "pickaxe": 1, "wanted": 3, "gold_pan": 1, "boots": 1, "lucky_charm": 1,
    "rucksack": 1,
})
assert sum(GOLD_RUSH.values()) == 24
KINDS: frozenset[str] = (frozenset(_CARD_TABLE) | frozenset(_DODGE_CITY_TABLE) | frozenset(GOLD_RUSH)
                         | frozenset(_VALLEY_TABLE) | frozenset(_ARMED_TABLE))


def box_of(scenario: JSON) -> Counter[str]:
    """The cards in the scenario's box: all 80 (plus each expansion's), or the simplified game's."""
    box = Counter(FULL_DECK)
    if "dodge_city" in (scenario.get("expansions") or []):
        box += DODGE_CITY
    if "armed_and_dangerous" in (scenario.get("expansions") or []):
        box += ARMED
    if "valley_of_shadows" in (scenario.get("expansions") or []):
        box += VALLEY
    if "gold_rush" in (scenario.get("expansions") or []):
        box += GOLD_RUSH
    if scenario.get("variant") == "simplified":
        return Counter({c: n for c, n in box.items() if _kind(c) not in BOOK_KINDS})
    return box

_TOP_KEYS = {
    "winner",
    "winners",
    "turn",
    "phase",
    "pending",
    "players",
    "deck_count",
    "discard_count",
    "deck_top",
    "discard_top",
    "discard_has",
    "revealed",
    "rejected",
    "event",  # the event card in force (High Noon, A Fistful of Cards, Wild West Show)
    "event_deck",  # the event cards face down, the next first
    "shop",  # Gold Rush: the equipment face up (as a multiset)
    "shop_deck",  # Gold Rush: the equipment deck, top first (in order)
}
_PLAYER_KEYS = {
    "hp",
    "alive",
    "max_hp",
    "role",
    "character",
    "hand",
    "in_play",
    "hand_count",
    "in_play_count",
    "hand_has",
    "in_play_has",
    "hand_lacks",
    "in_play_lacks",
    "fresh",
    "charges",  # Armed & Dangerous: {place: count}, the same places with the same positive counts
    "gold",
}
_MISSING = object()


def _kind(card: str) -> str:
    return card.split("/", 1)[0]


def card_matches(want: str, got: Any) -> bool:
    """A full id matches itself only; a bare kind matches any card of that kind."""
    if not isinstance(got, str):
        return False
    if "/" in want:
        return want == got
    return _kind(got) == want


def _remove_matches(wanted: Iterable[str], got: list[str]) -> tuple[list[str], list[str]]:
    """Match wanted cards against got, full ids before bare kinds.

    Returns (wanted cards left unmatched, got cards left over). Matching the
    exact ids first and the bare kinds afterwards is optimal, since a bare
    kind can take any leftover card of its kind.
    """
    pool = list(got)
    unmatched: list[str] = []
    wanted = list(wanted)
    for want in [w for w in wanted if "/" in w] + [w for w in wanted if "/" not in w]:
        for i, card in enumerate(pool):
            if card_matches(want, card):
                del pool[i]
                break
        else:
            unmatched.append(want)
    return unmatched, pool


def _same_multiset(want: list[str], got: list[str]) -> bool:
    unmatched, leftover = _remove_matches(want, got)
    return not unmatched and not leftover


def _as_list(value: Any) -> list[Any] | None:
    return list(value) if isinstance(value, (list, tuple)) else None


def _card_accounting(state: JSON, box: Counter[str] = FULL_DECK) -> list[str]:
    out: list[str] = []
    seen: Counter[str] = Counter()
    where: dict[str, list[str]] = {}

    def add(zone_name: str, cards: Any) -> None:
        cards_list = _as_list(cards)
        if cards_list is None:
            out.append(f"zone {zone_name} is not a list: {cards!r}")
            return
        for card in cards_list:
            if not isinstance(card, str):
                out.append(f"zone {zone_name} holds a non-string card {card!r}")
                continue
            seen[card] += 1
            where.setdefault(card, []).append(zone_name)

    for zone in ("deck", "discard", "revealed", "shop", "shop_deck"):
        add(zone, state.get(zone, []))
    for player in state.get("players", []) or []:
        name = player.get("name", "?")
        add(f"{name}.hand", player.get("hand", []))
        add(f"{name}.in_play", player.get("in_play", []))

    for card in sorted(set(seen) | set(box)):
        have, should = seen.get(card, 0), box.get(card, 0)
        if should == 0:
            out.append(f"card accounting: unknown card {card!r} in {where.get(card)}")
        elif have < should:
            out.append(f"card accounting: {card} appears {have} time(s), expected {should}")
        elif have > should:
            out.append(
                f"card accounting: {card} appears {have} time(s), expected {should} "
                f"(in {', '.join(where.get(card, []))})"
            )
    return out


def _check_equal(out: list[str], label: str, want: Any, got: Any) -> None:
    if got is _MISSING:
        out.append(f"{label}: missing from the god view (expected {want!r})")
    elif want != got:
        out.append(f"{label}: expected {want!r}, got {got!r}")


def _check_cards_equal(out: list[str], label: str, want: Any, got: Any) -> None:
    want_l, got_l = _as_list(want), _as_list(got)
    if want_l is None:
        out.append(f"{label}: expectation is not a list: {want!r}")
    elif got_l is None:
        out.append(f"{label}: expected {want_l}, god view has {got!r}")
    elif not _same_multiset(want_l, got_l):
        out.append(f"{label}: expected {sorted(want_l)}, got {sorted(map(str, got_l))}")


def _check_has(out: list[str], label: str, want: Any, got: Any) -> None:
    want_l, got_l = _as_list(want), _as_list(got)
    if want_l is None:
        out.append(f"{label}: expectation is not a list: {want!r}")
    elif got_l is None:
        out.append(f"{label}: expected to contain {want_l}, god view has {got!r}")
    else:
        unmatched, _ = _remove_matches(want_l, got_l)
        if unmatched:
            out.append(f"{label}: missing {unmatched} (has {got_l})")


def _check_lacks(out: list[str], label: str, want: Any, got: Any) -> None:
    want_l, got_l = _as_list(want), _as_list(got)
    if want_l is None:
        out.append(f"{label}: expectation is not a list: {want!r}")
    elif got_l is None:
        out.append(f"{label}: god view has {got!r}")
    else:
        present = [w for w in want_l if any(card_matches(w, c) for c in got_l)]
        if present:
            out.append(f"{label}: should not contain {present} (has {got_l})")


def _check_count(out: list[str], label: str, want: Any, got: Any) -> None:
    got_l = _as_list(got)
    if got_l is None:
        out.append(f"{label}: expected {want}, god view has {got!r}")
    elif len(got_l) != want:
        out.append(f"{label}: expected {want}, got {len(got_l)} ({got_l})")


def _check_player(out: list[str], name: str, want: JSON, player: JSON) -> None:
    if not isinstance(want, dict):
        out.append(f"players.{name}: expectation is not an object: {want!r}")
        return
    for key, value in want.items():
        label = f"players.{name}.{key}"
        if key in ("hp", "alive", "max_hp", "role", "character", "gold"):
            _check_equal(out, label, value, player.get(key, _MISSING))
        elif key in ("hand", "in_play", "fresh"):  # fresh: green cards put in play this turn
            _check_cards_equal(out, label, value, player.get(key))
        elif key == "charges":
            _check_charges(out, label, value, player.get(key))
        elif key in ("hand_count", "in_play_count"):
            _check_count(out, label, value, player.get(key[: -len("_count")]))
        elif key in ("hand_has", "in_play_has"):
            _check_has(out, label, value, player.get(key[: -len("_has")]))
        elif key in ("hand_lacks", "in_play_lacks"):
            _check_lacks(out, label, value, player.get(key[: -len("_lacks")]))
        else:
            out.append(f"{label}: unknown expectation key")


def _check_charges(out: list[str], label: str, want: Any, got: Any) -> None:
    """The same places with the same positive counts; a bare kind matches that kind's card."""
    want = {k: v for k, v in (want or {}).items() if v}
    got = dict(got or {})
    for place, n in want.items():
        key = next((g for g in got if g == place or (place != "character" and card_matches(place, g))), None)
        if key is None or got.pop(key) != n:
            out.append(f"{label}: expected {place}: {n}, got {got.get(key) if key else None} ({got})")
    if got:
        out.append(f"{label}: unexpected charges {got}")


def _check_pending(out: list[str], want: Any, got: Any) -> None:
    if want is None:
        if got is not None:
            out.append(f"pending: expected null, got {got!r}")
        return
    if not isinstance(want, dict):
        out.append(f"pending: expectation must be null or an object, not {want!r}")
        return
    if not isinstance(got, dict):
        out.append(f"pending: expected {want!r}, got {got!r}")
        return
    for key in ("player", "kind"):
        if key in want and want[key] != got.get(key):
            out.append(f"pending.{key}: expected {want[key]!r}, got {got.get(key)!r} (pending {got!r})")
    extra = set(want) - {"player", "kind"}
    if extra:
        out.append(f"pending: unknown expectation keys {sorted(extra)}")


def _rejected_indices(got: Any) -> list[Any] | None:
    got_l = _as_list(got)
    if got_l is None:
        return None
    return [item.get("index") if isinstance(item, dict) else item for item in got_l]


def problems(scenario: JSON, state: JSON) -> list[str]:
    """Everything in ``state`` (a god view) that contradicts ``scenario['expect']``."""
    out: list[str] = []
    if not isinstance(state, dict):
        return [f"god view is not an object: {state!r}"]
    expect = scenario.get("expect", {}) or {}

    for key, want in expect.items():
        if key in ("winner", "turn", "phase"):
            _check_equal(out, key, want, state.get(key, _MISSING))
        elif key == "winners":
            got_names = _as_list(state.get("winners"))
            if got_names is None or sorted(map(str, got_names)) != sorted(map(str, _as_list(want) or [])):
                out.append(f"winners: expected {want!r}, got {state.get('winners')!r}")
        elif key == "pending":
            _check_pending(out, want, state.get("pending", _MISSING))
        elif key == "players":
            players = {p.get("name"): p for p in state.get("players", []) or [] if isinstance(p, dict)}
            if not isinstance(want, dict):
                out.append(f"players: expectation is not an object: {want!r}")
                continue
            for name, pwant in want.items():
                if name not in players:
                    out.append(f"players.{name}: no such player in the god view")
                    continue
                _check_player(out, name, pwant, players[name])
        elif key in ("deck_count", "discard_count"):
            _check_count(out, key, want, state.get(key[: -len("_count")]))
        elif key == "deck_top":
            want_l, deck = _as_list(want), _as_list(state.get("deck"))
            if want_l is None or deck is None:
                out.append(f"deck_top: expected {want!r}, deck is {state.get('deck')!r}")
            elif len(deck) < len(want_l) or not all(
                card_matches(w, g) for w, g in zip(want_l, deck, strict=False)
            ):
                out.append(f"deck_top: expected {want_l}, deck starts {deck[: len(want_l) + 2]}")
        elif key == "discard_top":
            pile = _as_list(state.get("discard"))
            if not pile:
                out.append(f"discard_top: expected {want!r}, discard pile is {pile!r}")
            elif not card_matches(want, pile[-1]):
                out.append(f"discard_top: expected {want!r}, got {pile[-1]!r} (pile ends {pile[-4:]})")
        elif key == "discard_has":
            _check_has(out, key, want, state.get("discard"))
        elif key == "revealed":
            _check_cards_equal(out, key, want, state.get("revealed"))
        elif key in ("event", "event_deck", "shop_deck"):
            _check_equal(out, key, want, state.get(key, _MISSING))
        elif key == "shop":
            _check_cards_equal(out, key, want, state.get("shop"))
        elif key == "rejected":
            got = _rejected_indices(state.get("rejected", []))
            want_l = _as_list(want)
            if got is None or want_l is None or sorted(got, key=str) != sorted(want_l, key=str):
                out.append(f"rejected: expected indices {want!r}, got {state.get('rejected')!r}")
        else:
            out.append(f"{key}: unknown expectation key")

    # Any refused action not marked illegal is a failure of the scenario, and so is
    # an action marked illegal that went through (FORMAT.md, "Actions").
    if "rejected" not in expect:
        actions = scenario.get("actions", []) or []
        illegal = {i for i, a in enumerate(actions) if isinstance(a, dict) and a.get("illegal")}
        got = _rejected_indices(state.get("rejected", []))
        if got is not None and set(got) != illegal:
            out.append(
                f"rejected: actions marked illegal are {sorted(illegal)}, "
                f"engine refused {state.get('rejected')!r}"
            )

    out.extend(_card_accounting(state, box_of(scenario)))
    return out


# ---------------------------------------------------------------------------
# Static checks of a scenario file (no engine needed).

CHARACTERS: dict[str, int] = {
    "bart_cassidy": 4,
    "black_jack": 4,
    "calamity_janet": 4,
    "el_gringo": 3,
    "jesse_jones": 4,
    "jourdonnais": 4,
    "kit_carlson": 4,
    "lucky_duke": 4,
    "paul_regret": 3,
    "pedro_ramirez": 4,
    "rose_doolan": 4,
    "sid_ketchum": 4,
    "slab_the_killer": 4,
    "suzy_lafayette": 4,
    "vulture_sam": 4,
    "willy_the_kid": 4,
    # Dodge City's (FORMAT.md: with "expansions": ["dodge_city"])
    "apache_kid": 3, "belle_star": 4, "bill_noface": 4, "chuck_wengam": 4, "doc_holyday": 4,
    "elena_fuente": 3, "greg_digger": 4, "herb_hunter": 4, "jose_delgado": 4, "molly_stark": 4,
    "pat_brennan": 4, "pixie_pete": 3, "sean_mallory": 3, "tequila_joe": 4, "vera_custer": 3,
    # The Valley of Shadows
    "black_flower": 4, "colorado_bill": 4, "der_spot_burst_ringer": 4, "evelyn_shebang": 4, "henry_block": 4,
    "lemonade_jim": 4, "mick_defender": 4, "tuco_franziskaner": 5,
    # Wild West Show's (FORMAT.md: with "expansions": ["wild_west_show"])
    "big_spencer": 9, "flint_westwood": 4, "gary_looter": 5, "greygory_deck": 4, "john_pain": 4,
    "lee_van_kliff": 4, "teren_kill": 3, "youl_grinner": 4,
    # Armed & Dangerous's (FORMAT.md: with "expansions": ["armed_and_dangerous"])
    "al_preacher": 4, "bass_greeves": 4, "bloody_mary": 4, "frankie_canton": 4, "julie_cutter": 4,
    "mexicali_kid": 4, "ms_abigail": 4, "red_ringo": 5,
    # Gold Rush's (FORMAT.md: with "expansions": ["gold_rush"])
    "don_bell": 4, "dutch_will": 4, "jacky_murieta": 4, "josh_mccloud": 4, "madam_yto": 4,
    "pretty_luzena": 4, "raddie_snake": 4, "simeon_picos": 4,
}
ROLES_BY_COUNT: dict[int, Counter[str]] = {
    4: Counter(sheriff=1, renegade=1, outlaw=2),
    5: Counter(sheriff=1, renegade=1, outlaw=2, deputy=1),
    6: Counter(sheriff=1, renegade=1, outlaw=3, deputy=1),
    7: Counter(sheriff=1, renegade=1, outlaw=3, deputy=2),
    3: Counter(deputy=1, outlaw=1, renegade=1),  # FORMAT.md, "Player counts"
    8: Counter(sheriff=1, renegade=2, outlaw=3, deputy=2),
}
_ACTION_KEYS = {"player", "do", "card", "target", "target_card", "as", "cards", "from", "illegal", "pay",
                "target_cards", "guess", "pay_charges", "charges", "with", "targets"}
_DOS = {"play", "pass", "end", "discard", "draw", "choose", "ability", "use", "event", "charge",
        "buy", "sell", "discard_equipment"}  # charge: Armed & Dangerous's; the last three: Gold Rush's


def _valid_card_ref(card: Any, bare_ok: bool = True) -> bool:
    if not isinstance(card, str):
        return False
    if "/" in card:
        return card in FULL_DECK or card in DODGE_CITY or card in ARMED or card in VALLEY
    return bare_ok and card in KINDS


def lint(scenario: JSON) -> list[str]:
    """Problems with the scenario file itself: unknown cards, a card placed too
    often, bad seats, roles, characters or life, unknown keys."""
    out: list[str] = []
    players = scenario.get("players") or []
    names = [p.get("name") for p in players]
    if not 3 <= len(players) <= 8:
        out.append(f"{len(players)} players (3 to 8)")
    elif Counter(p.get("role") for p in players) != ROLES_BY_COUNT[len(players)]:
        out.append(f"roles {sorted(p.get('role') for p in players)} do not fit {len(players)} players")
    if len(set(names)) != len(names):
        out.append(f"duplicate player names {names}")
    chars = [p.get("character") for p in players]
    if len(set(chars)) != len(chars):
        out.append(f"duplicate characters {chars}")

    placed: list[str] = []
    for p in players:
        char = p.get("character")
        if char not in CHARACTERS:
            out.append(f"{p.get('name')}: unknown character {char!r}")
            continue
        max_hp = CHARACTERS[char] + (1 if p.get("role") == "sheriff" else 0)
        alive = p.get("alive", True)
        hp = p.get("hp", max_hp if alive else 0)  # FORMAT: hp defaults to the maximum
        if not isinstance(hp, int) or hp > max_hp or (alive and hp < 1):
            out.append(f"{p.get('name')}: hp {hp!r} impossible (max {max_hp}, alive {alive})")
        ghost = any(_kind(c) == "ghost" for c in p.get("in_play", []))  # The Valley of Shadows' ghost
        if not alive and not ghost and (p.get("hand") or p.get("in_play")):
            out.append(f"{p.get('name')}: eliminated but holds cards")
        for zone in ("hand", "in_play"):
            placed += p.get(zone, [])
        kinds_in_play = [_kind(c) for c in p.get("in_play", [])]
        dup = [k for k, n in Counter(kinds_in_play).items() if n > 1]
        if dup:
            out.append(f"{p.get('name')}: two cards of the same name in play {dup}")
        weapons = [
            k
            for k in kinds_in_play
            if k in ("volcanic", "schofield", "remington", "rev_carabine", "winchester")
        ]
        if len(weapons) > 1:
            out.append(f"{p.get('name')}: more than one weapon in play")
        for k in set(kinds_in_play) & {
            "bang",
            "missed",
            "beer",
            "saloon",
            "stagecoach",
            "wells_fargo",
            "general_store",
            "panic",
            "cat_balou",
            "duel",
            "gatling",
            "indians",
        }:
            out.append(f"{p.get('name')}: brown card {k} in play")
    placed += scenario.get("deck", []) + scenario.get("discard", []) + scenario.get("shop", []) + scenario.get("shop_deck", [])

    exact = Counter(c for c in placed if isinstance(c, str) and "/" in c)
    for c in placed:
        if not _valid_card_ref(c):
            out.append(f"unknown card {c!r}")
    box = box_of(scenario)
    for card, n in exact.items():
        if n > box.get(card, 0):
            out.append(f"{card} placed {n} times (exists {box.get(card, 0)} in this box)")
    bare = Counter(c for c in placed if isinstance(c, str) and c in KINDS)
    for kind, n in bare.items():
        free = sum(v for c, v in box.items() if _kind(c) == kind) - sum(
            v for c, v in exact.items() if _kind(c) == kind
        )
        if n > free:
            out.append(f"{n} bare {kind!r} placed but only {free} left")

    if scenario.get("turn") not in names:
        out.append(f"turn {scenario.get('turn')!r} is not a player")
    elif not next(p for p in players if p.get("name") == scenario["turn"]).get("alive", True) and not any(
            _kind(c) == "ghost" for c in next(p for p in players if p.get("name") == scenario["turn"]).get("in_play", [])):
        out.append("the turn player is eliminated")
    if scenario.get("phase") not in ("start", "play"):
        out.append(f"phase {scenario.get('phase')!r} (start or play)")

    for i, a in enumerate(scenario.get("actions", [])):
        if a.get("illegal"):
            continue  # an action the engine must refuse may be malformed on purpose
        if set(a) - _ACTION_KEYS:
            out.append(f"action {i}: unknown keys {sorted(set(a) - _ACTION_KEYS)}")
        if a.get("player") not in names:
            out.append(f"action {i}: unknown player {a.get('player')!r}")
        if a.get("do") not in _DOS:
            out.append(f"action {i}: unknown do {a.get('do')!r}")
        for c in ([a["card"]] if "card" in a else []) + list(a.get("cards", [])):
            if not _valid_card_ref(c) and not (a.get("do") == "charge" and c == "character"):
                out.append(f"action {i}: unknown card {c!r}")
        if "target" in a and a["target"] not in names:
            out.append(f"action {i}: unknown target {a['target']!r}")
        tc = a.get("target_card")
        if tc is not None and tc != "hand" and not _valid_card_ref(tc):
            out.append(f"action {i}: unknown target_card {tc!r}")
        if a.get("from") not in (None, "deck", "discard") and a.get("from") not in names:
            out.append(f"action {i}: unknown source {a.get('from')!r}")

    expect = scenario.get("expect", {})
    for key in set(expect) - _TOP_KEYS:
        out.append(f"expect: unknown key {key!r}")
    for name, pw in (expect.get("players") or {}).items():
        if name not in names:
            out.append(f"expect: unknown player {name!r}")
        for key in set(pw) - _PLAYER_KEYS:
            out.append(f"expect.players.{name}: unknown key {key!r}")
        for key in ("hand", "in_play", "hand_has", "in_play_has", "hand_lacks", "in_play_lacks"):
            for c in pw.get(key, []):
                if not _valid_card_ref(c):
                    out.append(f"expect.players.{name}.{key}: unknown card {c!r}")
    for key in ("deck_top", "discard_has", "revealed"):
        for c in expect.get(key, []) or []:
            if not _valid_card_ref(c):
                out.append(f"expect.{key}: unknown card {c!r}")
    if "discard_top" in expect and not _valid_card_ref(expect["discard_top"]):
        out.append(f"expect.discard_top: unknown card {expect['discard_top']!r}")
    return out
