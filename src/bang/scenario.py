"""Rules scenarios (``../shared/conformance/FORMAT.md``): set up a table, play, print.

``run_scenario`` is what ``bang scenario FILE.json`` runs: it builds the exact
position, applies the actions (recording the refused ones with their reason)
and returns the "god view" of the table.
"""

from __future__ import annotations

from typing import Any

from .actions import HAND, ON_CHARACTER, Action, ActionType, DrawSource
from .box import CARD_ID, CARD_KIND, KIND_BY_KEY, KIND_INFO, Role, card_count
from .errors import BangError, IllegalAction, MalformedAction
from .rules import Game, GameOptions, Pending
from .ruleset import Ruleset
from .rulesets.registry import ruleset_for
from .state import Player
from .vocabulary import Character, Kind

JSON = dict[str, Any]


def _matches(spec: str, card: int) -> bool:
    return CARD_ID[card] == spec if "/" in spec else CARD_KIND[card].key == spec


def _check_card_spec(spec: object) -> str:
    if not isinstance(spec, str):
        raise MalformedAction(f"a card must be a string, not {spec!r}")
    kind = spec.split("/", 1)[0]
    if kind not in KIND_BY_KEY or ("/" in spec and spec not in CARD_ID):
        raise MalformedAction(f"no such card: {spec!r}")
    return spec


def _int(value: object, what: str, default: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"{what} must be a whole number, not {value!r}")
    return value


def _list(value: object, what: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise MalformedAction(f"{what} must be a list, not {value!r}")
    return value


def _check_seats(seats: list[Any]) -> None:
    """What a table must be before it can be set up: named seats, one Sheriff
    (none with 3 players)."""
    names = []
    for seat, spec in enumerate(seats):
        if not isinstance(spec, dict):
            raise MalformedAction(f"players[{seat}] must be an object, not {spec!r}")
        name = spec.get("name")
        if not isinstance(name, str) or not name:
            raise MalformedAction(f"players[{seat}] needs a 'name' (a string)")
        if name in names:
            raise MalformedAction(f"two players are named {name!r}")
        names.append(name)
        alive = spec.get("alive", True)
        if not isinstance(alive, bool):
            raise MalformedAction(f"{name}: 'alive' must be true or false, not {alive!r}")
    sheriffs = [s.get("name") for s in seats if s.get("role") == Role.SHERIFF.value]
    if len(seats) == 3 and sheriffs:
        raise MalformedAction("a 3-player table has no Sheriff: a deputy, an outlaw and a renegade")
    if len(seats) != 3 and len(sheriffs) != 1:
        raise MalformedAction(f"a table has one Sheriff, not {len(sheriffs)}")


def _kept_apart(ruleset: Ruleset, spec: str) -> bool:
    """Whether ``spec`` names a card of an expansion played here that is not among the
    playing cards (Gold Rush's equipment, kept in the expansion's own piece)."""
    kind = KIND_BY_KEY[spec.split("/", 1)[0]]
    return KIND_INFO[kind].box in ruleset.expansions and not any(CARD_KIND[c] is kind for c in ruleset.cards)


def _expansions(scenario: JSON) -> tuple[str, ...]:
    names = scenario.get("expansions") or []
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise MalformedAction(f"'expansions' must be a list of names, not {names!r}")
    return tuple(names)


def _ruleset(scenario: JSON, players: int) -> Ruleset:
    """The ruleset for the table: its player count's, with the ``expansions`` and ``variant`` named."""
    variant = scenario.get("variant")
    if variant is not None and not isinstance(variant, str):
        raise MalformedAction(f"'variant' must be a string, not {variant!r}")
    try:
        return ruleset_for(players, variant, _expansions(scenario))
    except ValueError as e:
        raise MalformedAction(str(e)) from None


def setup(scenario: JSON) -> Game:
    """The game in the exact position the scenario describes."""
    if not isinstance(scenario, dict):
        raise MalformedAction("a scenario is a JSON object")
    seats = scenario.get("players")
    if not isinstance(seats, list):
        raise MalformedAction("'players' must list the seats")
    ruleset = _ruleset(scenario, len(seats))
    _check_seats(seats)
    seed = _int(scenario.get("seed"), "'seed'", 0)
    options = GameOptions(simplified=ruleset.name.endswith("_simplified"), expansions=ruleset.expansions)
    game = Game.empty(seed, options, ruleset)
    box = ruleset.cards  # the cards in this game's box, in canonical order

    # Every place a card is named, in order of appearance: explicit ids first, then kinds.
    zones: list[list[int]] = []
    slots: list[tuple[int, int, str]] = []  # (zone, position, spec)
    for seat, spec in enumerate(seats):
        try:
            role = Role(spec["role"])
            character = Character(spec["character"])
        except (KeyError, ValueError) as e:
            raise MalformedAction(f"seat {seat}: bad or missing role/character ({e})") from None
        if character not in ruleset.characters:
            raise MalformedAction(f"seat {seat}: {character.value} is not in this game")
        max_hp = ruleset.starting_life(role, ruleset.characters[character].bullets)
        name, alive = spec["name"], spec.get("alive", True)
        hp = _int(spec.get("hp"), f"{name}: 'hp'", max_hp) if alive else 0  # the out have no life
        if alive and not 1 <= hp <= max_hp:
            raise MalformedAction(f"{name}: 'hp' {hp} is not between 1 and {max_hp}")
        game.players.append(Player(seat, name, role, character, max_hp, hp, alive=alive))
        for key in ("hand", "in_play"):
            zones.append([])
            for pos, c in enumerate(_list(spec.get(key), f"{name}: {key!r}")):
                if key == "in_play" and _kept_apart(ruleset, _check_card_spec(c)):
                    continue  # an expansion's own card (Gold Rush's equipment): its scenario part places it
                slots.append((len(zones) - 1, pos, _check_card_spec(c)))
    for key in ("deck", "discard"):
        zones.append([])
        for pos, c in enumerate(_list(scenario.get(key), repr(key))):
            slots.append((len(zones) - 1, pos, _check_card_spec(c)))
    placed: dict[tuple[int, int], int] = {}
    used = [False] * card_count()
    for explicit in (True, False):
        for zone, pos, spec in slots:
            if ("/" in spec) != explicit:
                continue
            card = next((c for c in box if not used[c] and _matches(spec, c)), None)
            if card is None:
                if not any(_matches(spec, c) for c in box):
                    raise MalformedAction(f"{spec!r} is not in the box of this game ({ruleset.name})")
                raise MalformedAction(f"no card {spec!r} left to place")
            used[card] = True
            placed[(zone, pos)] = card
    for zone, pos, _ in sorted(slots):
        zones[zone].append(placed[(zone, pos)])
    for seat, p in enumerate(game.players):
        p.hand, p.in_play = zones[2 * seat], zones[2 * seat + 1]
    deck_top_first = zones[-2] + [c for c in box if not used[c]]
    game.deck = deck_top_first[::-1]
    game.discard = zones[-1]

    names = [p.name for p in game.players]
    turn = scenario.get("turn", names[0])
    if turn not in names:
        raise MalformedAction(f"'turn' names no player: {turn!r}")
    game.turn = names.index(turn)
    game.bangs_played = _int(scenario.get("bangs_played"), "'bangs_played'", 0)
    phase = scenario.get("phase", "play")
    if phase not in ("start", "play"):
        raise MalformedAction(f"'phase' must be start or play, not {phase!r}")
    for expansion_part in ruleset.scenario:  # the expansions' own state: an event deck, a ghost...
        expansion_part(game, scenario)
    for p in game.players:  # (a ghost, brought back by his expansion above, may hold cards)
        if not p.alive and (p.hand or p.in_play):
            raise MalformedAction(f"{p.name} is out of the game: no hand or cards in play")
    if not game.players[game.turn].alive:
        raise MalformedAction(f"'turn': {turn} is out of the game")
    game.settle(new_turn=phase == "start")  # a new turn: no BANG! played in it yet
    return game


def _seat(game: Game, name: object) -> int:
    for p in game.players:
        if p.name == name:
            return p.seat
    raise MalformedAction(f"no player named {name!r}")


def _pick(cards: list[int], specs: list[object], where: str) -> tuple[int, ...]:
    """The cards of ``cards`` that ``specs`` name, each used once."""
    rest = list(cards)
    chosen: list[int] = []
    for spec in sorted(specs, key=lambda s: "/" not in str(s)):
        spec = _check_card_spec(spec)
        card = next((c for c in rest if _matches(spec, c)), None)
        if card is None:
            raise IllegalAction(f"{spec} is not {where}")
        rest.remove(card)
        chosen.append(card)
    return tuple(sorted(chosen))  # actions list their cards in ascending order


def parse_actions(game: Game, spec: JSON) -> list[Action]:
    """The engine actions a scenario's action names: one, except a discard, which
    the engine takes one card at a time (FORMAT.md discards the excess at once)."""
    action = parse_action(game, spec)
    if action.type is ActionType.EVENT and len(action.cards) > 1 and (game.prompt() or {}).get("reason") == "ranch":
        # Ranch's swap: the engine takes the cards one at a time, then swaps them
        marks = [action._replace(cards=(c,)) for c in action.cards]
        return [*marks, Action(action.player, ActionType.EVENT)]
    if action.type is ActionType.EVENT and len(action.cards) == 1 and (game.prompt() or {}).get("reason") == "ranch":
        return [action, Action(action.player, ActionType.EVENT)]
    if (action.type is not ActionType.DISCARD or game.pending != Pending(action.player, "discard")
            or (game.prompt() or {}).get("reason") != "discard"):
        return [action]  # a discard out of place is refused, with the engine's reason
    me = game.players[action.player]
    need = len(me.hand) - game.hand_limit(action.player)
    if len(action.cards) != need:
        raise IllegalAction(f"discard exactly {need} card(s): the cards over the hand limit")
    return [Action(action.player, ActionType.DISCARD, cards=(c,)) for c in action.cards]


def apply_spec(game: Game, spec: JSON) -> Game:
    """Apply one scenario action; the game after it (a copy: all of it happens, or none).

    A discard of several cards is the engine's one-card discards in a row; Brawl's
    ``target_cards`` are its picks, made as the engine asks for each (a player with a
    single card to lose loses it without being asked)."""
    actions = parse_actions(game, spec)
    picks = spec.get("target_cards") if isinstance(spec, dict) else None
    if len(actions) == 1 and picks is None:
        game.apply(actions[0])
        return game
    played = game.clone()
    for action in actions:
        if action.type is ActionType.DISCARD and action.cards[0] not in played.players[action.player].hand:
            continue  # a last card the engine discarded by itself (the only choice left)
        played.apply(action)
    if picks is not None:
        _brawl_picks(played, actions[0].player, picks)
    return played


def _brawl_picks(game: Game, seat: int, picks: object) -> None:
    if not isinstance(picks, dict):
        raise MalformedAction(f"'target_cards' must map players to cards, not {picks!r}")
    for name in picks:
        _seat(game, name)
    while game.pending == Pending(seat, "choose") and (game.prompt() or {}).get("reason") == "brawl":
        victim = game.players[int((game.prompt() or {})["target"])]
        if victim.name not in picks:
            raise IllegalAction(f"'target_cards' must name the card {victim.name} discards")
        spec = picks[victim.name]
        if spec == "hand":
            game.apply(Action(seat, ActionType.CHOOSE, target=victim.seat, target_card=HAND))
        else:
            (card,) = _pick(victim.in_play, [spec], f"in play in front of {victim.name}")
            game.apply(Action(seat, ActionType.CHOOSE, target=victim.seat, target_card=card))


def _place(game: Game, seat: int, spec: object) -> int:
    """A place of charges: a card in play in front of ``seat`` (an id or a kind), or its character."""
    if spec == "character":
        return ON_CHARACTER
    me = game.players[seat]
    (card,) = _pick(me.in_play, [spec], f"in play in front of {me.name}")
    return card


def _charges(game: Game, seat: int, spec: JSON) -> tuple[tuple[int, int], ...]:
    """An action's ``pay_charges`` or ``charges``: ``{ID | kind | "character": N}``, as places ascending."""
    named = spec.get("pay_charges", spec.get("charges"))
    if named is None:
        return ()
    if not isinstance(named, dict):
        raise MalformedAction(f"'pay_charges' / 'charges' must map places to counts, not {named!r}")
    out = []
    for where, n in named.items():
        out.append((_place(game, seat, where), _int(n, "a count of charges", 0)))
    return tuple(sorted(p for p in out if p[1] > 0))


def parse_action(game: Game, spec: JSON) -> Action:
    """The engine action a scenario's action names (Calamity Janet's ``as`` inferred)."""
    if not isinstance(spec, dict):
        raise MalformedAction(f"an action is an object, not {spec!r}")
    spec = {k: v for k, v in spec.items() if v is not None}  # a null field is a field left out
    seat = _seat(game, spec.get("player"))
    me = game.players[seat]
    do = spec.get("do")
    if do == "charge":  # where a charge earned goes (Armed & Dangerous)
        place = _place(game, seat, spec.get("card"))
        return Action(seat, ActionType.CHARGE, card=None if place == ON_CHARACTER else place)
    if do == "pass":
        return Action(seat, ActionType.PASS)
    if do == "end":
        return Action(seat, ActionType.END)
    if do == "discard":
        named = list(spec.get("cards") or [])
        if (game.prompt() or {}).get("reason") == "the_daltons":  # a blue card in play, not in hand
            return Action(seat, ActionType.DISCARD, cards=_pick(me.in_play, named, f"in play in front of {me.name}"))
        cards = _pick(me.hand, named, f"in {me.name}'s hand")
        return Action(seat, ActionType.DISCARD, cards=cards)
    if do == "event":
        return _event_action(game, seat, spec)
    if do == "ability":
        cards = _pick(me.hand, list(spec.get("cards") or []), f"in {me.name}'s hand")
        target = _seat(game, spec["target"]) if "target" in spec else None
        charges = _charges(game, seat, spec)
        action = Action(seat, ActionType.ABILITY, target=target, cards=cards, charges=charges,
                        targets=tuple(_seat(game, t) for t in _list(spec.get("targets"), "'targets'")))
        if game.can_apply(action):
            return action
        # an ability that names more than its cards and target (Lee Van Kliff: the card he
        # repeats, and the card it takes): the legal one that fits what the scenario says
        aimed = spec.get("target_card")
        for legal in game.legal_actions(seat):
            if legal.type is ActionType.ABILITY and legal.cards == cards and legal.target == target and (
                    not charges or legal.charges == charges) and (
                    aimed is None or (aimed == "hand" and legal.target_card == HAND) or (
                    legal.target_card is not None and legal.target_card >= 0 and _matches(str(aimed), legal.target_card))):
                return legal
        return action
    if do == "choose" and "target" in spec and "target_card" not in spec:  # a player (the Bomb passed on)
        return Action(seat, ActionType.CHOOSE, target=_seat(game, spec["target"]))
    if do == "choose" and "target" in spec:  # a card of another player: two Vulture Sams sharing
        owner = game.players[_seat(game, spec["target"])]
        if spec.get("target_card") == "hand":
            return Action(seat, ActionType.CHOOSE, target=owner.seat, target_card=HAND)
        where = f"in play in front of {owner.name}"
        (taken,) = _pick(owner.in_play, [spec.get("target_card")], where)
        return Action(seat, ActionType.CHOOSE, target=owner.seat, target_card=taken)
    if do == "choose":
        named = list(spec.get("cards") or [])
        if not game.revealed and (game.prompt() or {}).get("reason") == "youl_grinner":  # a card of his own hand
            return Action(seat, ActionType.CHOOSE, cards=_pick(me.hand, named, f"in {me.name}'s hand"))
        cards = _pick(game.revealed, named, "among the cards shown")
        return Action(seat, ActionType.CHOOSE, cards=cards)
    if do == "draw":
        src = spec.get("from", "deck")
        if src == "deck":
            return Action(seat, ActionType.DRAW, source=DrawSource.DECK)
        if src == "discard":
            return Action(seat, ActionType.DRAW, source=DrawSource.DISCARD)
        source = _seat(game, src)
        if "target_card" in spec:  # Pat Brennan: a card in play instead of two from the deck
            where = f"in play in front of {game.players[source].name}"
            (taken,) = _pick(game.players[source].in_play, [spec["target_card"]], where)
            return Action(seat, ActionType.DRAW, target=source, target_card=taken, source=DrawSource.IN_PLAY)
        return Action(seat, ActionType.DRAW, target=source, source=DrawSource.PLAYER)
    if do in _OWN_TYPES:
        return _own_action(game, seat, _OWN_TYPES[do], spec)
    if do not in ("play", "use"):
        raise MalformedAction(f"unknown action {do!r}")
    if do == "use" and not any(_matches(_check_card_spec(spec.get("card")), c) for c in me.in_play):
        return _own_action(game, seat, ActionType.USE, spec)  # an expansion's card kept apart (a Gold Pan)
    if do == "use":
        (card,) = _pick(me.in_play, [spec.get("card")], f"in play in front of {me.name}")
    else:
        (card,) = _pick(me.hand, [spec.get("card")], f"in {me.name}'s hand")
    target = _seat(game, spec["target"]) if "target" in spec else None
    target_card: int | None = None
    if "target_card" in spec:
        if target is None:
            raise MalformedAction("'target_card' needs a 'target'")
        if spec["target_card"] == "hand":
            target_card = HAND
        else:
            where = f"in play in front of {game.players[target].name}"
            (target_card,) = _pick(game.players[target].in_play, [spec["target_card"]], where)
    if do == "use":
        return Action(seat, ActionType.USE, card=card, target=target, target_card=target_card)
    as_kind = None
    if "as" in spec:
        if spec["as"] not in ("bang", "missed", "gatling"):
            raise MalformedAction(f"'as' must be bang, missed or gatling, not {spec['as']!r}")
        as_kind = KIND_BY_KEY[spec["as"]]
    pay: tuple[int, ...] = ()
    for key in ("pay", "with"):  # "discard another card" (the card paid with), a card played with it (Aim)
        if key in spec:
            rest = list(me.hand)
            rest.remove(card)
            pay = _pick(rest, [spec[key]], f"in {me.name}'s hand beside {CARD_ID[card]}")
    targets = tuple(_seat(game, t) for t in _list(spec.get("targets"), "'targets'"))
    action = Action(seat, ActionType.PLAY, card=card, target=target, target_card=target_card, as_kind=as_kind,
                    cards=pay, charges=_charges(game, seat, spec), targets=targets)
    if "as" not in spec and not game.can_apply(action):
        for kind in (Kind.BANG, Kind.MISSED):  # Calamity Janet and Elena Fuente may leave "as" out
            swapped = action._replace(as_kind=kind)
            if game.can_apply(swapped):
                return swapped
    return action


_OWN_TYPES = {"buy": ActionType.BUY, "sell": ActionType.SELL, "discard_equipment": ActionType.DISCARD_EQUIPMENT}
"""The expansions' own decisions (FORMAT.md, Gold Rush), read as the legal action they name."""


def _own_action(game: Game, seat: int, type: ActionType, spec: JSON) -> Action:
    """An expansion's decision (Gold Rush's ``buy``, ``sell``, ``discard_equipment``, ``use``):
    the legal action with the card, target, card taken and ``as`` the scenario names; else
    one made of them, refused with the engine's reason."""
    card_spec = spec.get("card")
    target = _seat(game, spec["target"]) if "target" in spec else None
    aimed = spec.get("target_card")
    as_kind = KIND_BY_KEY[spec["as"]] if "as" in spec and spec["as"] in KIND_BY_KEY else None
    if "as" in spec and as_kind is None:
        raise MalformedAction(f"'as' names no card: {spec['as']!r}")

    def fits(a: Action) -> bool:
        return (a.type is type and (card_spec is None or (a.card is not None and _matches(str(card_spec), a.card)))
                and a.target == target and a.as_kind == as_kind
                and (aimed is None if a.target_card is None else (
                    aimed == "hand" if a.target_card == HAND else aimed is not None and _matches(str(aimed), a.target_card))))

    for legal in game.legal_actions(seat):
        if fits(legal):
            return legal
    card = next((c for c in range(card_count()) if isinstance(card_spec, str) and _matches(card_spec, c)), None)
    taken = next((c for c in range(card_count()) if isinstance(aimed, str) and _matches(aimed, c)), None)
    if type is ActionType.DISCARD_EQUIPMENT:
        card, taken = None, card if taken is None else taken
    return Action(seat, type, card, target, HAND if aimed == "hand" else taken, as_kind)


def _event_action(game: Game, seat: int, spec: JSON) -> Action:
    """``{"do": "event", ...}``: what the event card in force lets a player do (FORMAT.md):
    with ``target`` (Blood Brothers' gift, Sniper's mark), ``cards`` (from hand: Ranch's,
    Sniper's two BANG!s) and ``guess`` (Peyote's colour)."""
    me = game.players[seat]
    target = _seat(game, spec["target"]) if "target" in spec else None
    cards = _pick(me.hand, list(spec.get("cards") or []), f"in {me.name}'s hand")
    guess = spec.get("guess", spec.get("choice"))
    if guess is not None and not isinstance(guess, str):
        raise MalformedAction(f"'guess' must be a word (red or black), not {guess!r}")
    action = Action(seat, ActionType.EVENT, target=target, cards=cards, choice=guess)
    if not game.can_apply(action):  # what the scenario leaves out: New Identity's character offered
        same = [a for a in game.legal_actions(seat) if a.type is ActionType.EVENT
                and (a.target, a.cards, a.choice) == (target, cards, guess)]
        if len(same) == 1:
            return same[0]
    return action


def god_view(game: Game, rejected: list[JSON] | None = None) -> JSON:
    """The whole table, secrets included (FORMAT.md's output), with the expansions' own
    state (``Piece.god``: the event in force and the event deck...)."""
    out = _god_view(game, rejected)
    for piece in game.pieces.values():
        out.update(piece.god(game))
        for seat, record in enumerate(out["players"]):
            for key, value in piece.god_player(game, seat).items():
                if key == "in_play":
                    record["in_play"] = record["in_play"] + value  # its cards in front of him
                else:
                    record[key] = value
    return out


def _god_view(game: Game, rejected: list[JSON] | None) -> JSON:
    pending: Pending | None = game.pending
    return {
        "turn": game.players[game.turn].name,
        "phase": game.phase.value,
        "winner": game.winner.value if game.winner else None,
        "winners": [game.players[s].name for s in game.winners()],
        "players": [
            {
                "name": p.name,
                "role": p.role.value,
                "character": p.character.value,
                "hp": p.hp,
                "max_hp": p.max_hp,
                "alive": p.alive and not p.ghost,  # a ghost is out of the game, playing still
                "hand": [CARD_ID[c] for c in p.hand],
                "in_play": [CARD_ID[c] for c in p.in_play],
                "fresh": [CARD_ID[c] for c in game.not_usable_yet(p.seat)],
            }
            for p in game.players
        ],
        "deck": [CARD_ID[c] for c in reversed(game.deck)],
        "discard": [CARD_ID[c] for c in game.discard],
        "revealed": [CARD_ID[c] for c in game.revealed],
        "pending": (
            {"player": game.players[pending.player].name, "kind": pending.kind} if pending else None
        ),
        "rejected": rejected or [],
    }


def run_scenario(scenario: JSON) -> JSON:
    """Set up, apply every action (refused ones are recorded), return the god view."""
    if isinstance(scenario, dict) and scenario.get("ruleset") == "forum":  # 004's game, its own format
        from .rulesets.forum.scenario import run_forum_scenario

        return run_forum_scenario(scenario)
    game = setup(scenario)
    rejected: list[JSON] = []
    for index, spec in enumerate(_list(scenario.get("actions"), "'actions'")):
        try:
            game = apply_spec(game, spec)
        except BangError as e:
            rejected.append({"index": index, "reason": str(e)})
        except (KeyError, TypeError, ValueError) as e:
            rejected.append({"index": index, "reason": f"malformed action: {e}"})
    return god_view(game, rejected)
