"""Why a card of the deciding player cannot be played now, as a code and its facts.

This module never decides legality. The rule that does says why not, in the same
function: a card's ``options`` (``CardRule.options``, a green card's ``use``) records
a reason when it adds no legal way to play the card (``PlayContext.refuse``), an
ability's ``options`` when it offers no use (``ruleset.refuse``). Here those same
functions are run again asking why: for the view (``hand_refusals``) and for the
English reason of a refused action (``bang.refusal_words``, which words the codes).

The browser dims the cards it cannot play and says why, in the player's language,
so the reason travels as a code plus numbers (seats, distances), never as English
text. Only the deciding player's own cards are explained, and only while they may
play one (their play phase, an answer, or dying); every fact named here is one that
player may already see (distances, their weapon's reach, cards in play).

Codes (facts in brackets; ``target`` is a seat, the nearest player where several are):

- from the cards' rules: ``missed_answer_only``, ``answer_only`` (a Dodge: only in
  answer to a shot), ``bang_used``, ``out_of_reach`` (target, distance, reach: BANG!,
  Pepperbox, Doc Holyday), ``panic_too_far`` (target, distance), ``too_far`` (target,
  distance: Punch, Knife, Derringer reach distance 1), ``no_cards``, ``jail_no_target``,
  ``already_in_play`` (a card of the same name is in play), ``needs_price`` (the
  "discard another card" symbol, and no other card in hand), ``brawl_no_cards``;
- from the core: ``immune`` (target, suit: the card's suit does nothing to that
  player, Apache Kid), ``green_fresh`` (a green card put in play this turn: usable from
  the next), ``charges_needed`` (charges, needed: an orange card holding too few for a use,
  Armed & Dangerous), ``cannot_answer``, ``beer_two_left``, ``beers_too_few``, ``only_beer``,
  ``not_now`` (none of the above: never expected);
- from the abilities (key ``"ability"``, in the own play phase): ``full_life``,
  ``ability_cards`` (count), ``ability_used`` (limit: uses a turn), ``last_life``,
  ``no_blue_card``, and ``out_of_reach`` / ``immune`` as above; for a use asked for
  that is not legal while others are (``aimed_ability_refusal``: Doc Holyday's shot at
  a player beyond reach, or with two diamonds at Apache Kid) those, ``ability_target``
  (not another living player) and ``blue_only`` (José Delgado: that card is not blue).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import HAND, ActionType
from .box import CARD_ID, CARD_KIND, KIND_INFO
from .ruleset import Ability, PlayContext, PlayOptions, Reason, play, play_alone
from .vocabulary import Kind

if TYPE_CHECKING:
    from .actions import Action
    from .rules import Game

PLAY, USE = ActionType.PLAY, ActionType.USE
ABILITY_KEY = "ability"  # the key of the character's ability in ``hand_refusals``


def hand_refusals(game: Game, seat: int) -> dict[str, Reason]:
    """``{card id: reason}`` for every card of ``seat``'s hand that has no legal play now,
    every green card in play before them that cannot be used now, and (key ``"ability"``,
    in their play phase) their character's ability when it has no legal use."""
    pending = game.pending
    if game.winner is not None or pending is None or pending.player != seat:
        return {}
    kind = pending.kind
    if kind not in ("play", "respond", "dying"):
        return {}
    legal = game.legal_actions(seat)
    used = {a.card for a in legal if a.type is PLAY or a.type is USE}
    p = game.players[seat]
    out: dict[str, Reason] = {}
    for card in p.hand:
        card_id = CARD_ID[card]
        if card in used or card_id in out:
            continue  # two copies share an id, a kind and so a reason
        out[card_id] = hand_card_refusal(game, seat, card, kind, legal)
    if kind != "dying":
        for card in p.in_play:
            if game.used_in_play(card) and card not in used:
                reason = in_play_refusal(game, seat, card, kind, legal)
                if reason is not None:
                    out[CARD_ID[card]] = reason
    if kind == "play":
        ability = ability_refusal(game, seat)
        if ability is not None:
            out[ABILITY_KEY] = ability
    return out


def hand_card_refusal(game: Game, seat: int, card: int, kind: str, legal: list[Action],
                      focus: int | None = None) -> Reason:
    """Why ``card`` of ``seat``'s hand has no legal play in a decision of ``kind``
    (``focus``: aimed at that player only)."""
    forbidden = game.restriction(play(seat, card)) if game.rules.restricts(seat) else None
    if kind == "respond":
        return forbidden or {"code": "cannot_answer"}
    if kind == "dying":
        if CARD_KIND[card] is not Kind.BEER:
            return {"code": "only_beer"}
        if forbidden is not None:
            return forbidden
        return {"code": "beer_two_left" if game.alive_count() <= 2 else "beers_too_few"}
    return rule_refusal(game, seat, card, card_ways(game, seat, card, False, focus), legal)


def in_play_refusal(game: Game, seat: int, card: int, kind: str, legal: list[Action],
                    focus: int | None = None) -> Reason | None:
    """Why ``card``, used from play before ``seat`` (a green card), cannot be used now (None:
    nothing to say, e.g. a green card without a Missed! symbol while answering a shot)."""
    missed = KIND_INFO[CARD_KIND[card]].missed
    has_use = _rule_of(game, card, True) is not None
    if kind == "respond" and not missed:
        return None
    why = game.usable_now(seat, card)
    if why is not None:
        return why  # its rule's own reason: green_fresh (Dodge City), charges_needed (an orange card)
    if kind == "respond":
        return {"code": "cannot_answer"}
    if not has_use:
        return {"code": "answer_only"}
    return rule_refusal(game, seat, card, card_ways(game, seat, card, True, focus), legal)


class Ways:
    """What a card's own rule offers now: its ways to play (or use) it, and its reason
    when it offers none."""

    __slots__ = ("reason", "ways")

    def __init__(self, ways: list[Action], reason: Reason | None) -> None:
        self.ways = ways
        self.reason = reason


def card_ways(game: Game, seat: int, card: int, use: bool = False, focus: int | None = None) -> Ways:
    """Run ``card``'s rule (``use``: its ``use``, for a green card in play) asking why:
    the ways it offers to ``seat`` now, aimed at ``focus`` only when given, before the
    core drops the ones that do nothing (``Game.immune``)."""
    rule = _rule_of(game, card, use)
    ways: list[Action] = []
    why: dict[int, Reason] = {}
    if rule is not None:
        rule(game, seat, card, PlayContext(game, seat, ways, why, focus))
    return Ways(ways, why.get(card))


def rule_refusal(game: Game, seat: int, card: int, found: Ways, legal: list[Action]) -> Reason:
    """The reason of a card none of whose ``found`` ways is legal: its rule's own, the rules
    in force's (an event forbids it), or ``immune`` when the core dropped them all (Apache Kid)."""
    if found.reason is not None:
        return found.reason
    if game.rules.restricts(seat):
        for way in found.ways:
            forbidden = game.restriction(way)
            if forbidden is not None:
                return forbidden
    for way in found.ways:
        if way.target is not None and way not in legal and game.immune(way.target, card, seat):
            return {"code": "immune", "target": way.target, "suit": game.suit_of(card).letter}
    return {"code": "not_now"}


def abilities_now(game: Game, seat: int) -> list[Ability]:
    """The abilities of ``seat``'s character that could be used now: one usable at any
    time, and one of the own play phase while in it."""
    character = game.character(seat)
    out = [] if character.at_any_time is None else [character.at_any_time]
    pending = game.pending
    if character.in_turn is not None and pending is not None and pending.player == seat and pending.kind == "play":
        out.append(character.in_turn)
    return out


def ability_refusal(game: Game, seat: int) -> Reason | None:
    """Why the ability of ``seat``'s character has no legal use now, from the ability's own
    ``options`` (None: it has one, or the character has no ability to use now)."""
    for ability in abilities_now(game, seat):
        why: Reason = {}
        if not ability.options(game, seat, why):
            return why or {"code": "not_now"}
    return None


def aimed_ability_refusal(game: Game, action: Action) -> Reason | None:
    """Why the ability use ``action`` (its target, its cards) is not legal when the ability
    has other uses now, from the ability's own ``options`` limited to that use (None: it
    has nothing more precise to say)."""
    for ability in abilities_now(game, action.player):
        why: Reason = {}
        if action not in ability.options(game, action.player, why, action) and why:
            return why
    return None


def _rule_of(game: Game, card: int, use: bool) -> PlayOptions | None:
    rule = game.ruleset.card_rules.get(CARD_KIND[card])
    if use:
        return None if rule is None else rule.use
    return play_alone if rule is None else rule.options


# --- why an action is refused: one reason, as a code and its facts ----------------------------
# ``Game.refusal`` asks only once it knows the action is not among the legal ones: what follows
# never decides legality, it names what is wrong. Besides the cards' codes above (the view's),
# an action's shape has its own (its words are ``refusal_words.ACTION_WORDS``): ``no_seat``,
# ``unknown_card``, ``out_of_game``, ``not_your_decision``, ``must_decide``, ``no_ability_now``,
# ``not_in_hand``, ``discard_one_at_a_time``, ``choose_shown``, ``not_legal_now``,
# ``not_in_play``, ``cannot_play_as``, ``target_not_living``, ``answers_otherwise``,
# ``needs_target``, ``takes_no_target``, ``cannot_target_self``, ``needs_card_to_take``,
# ``takes_no_card``, ``target_no_hand``, ``not_in_play_there``, ``costs_a_card``,
# ``takes_no_price``, ``played_as_itself``, ``played_as``, ``ability_same_cards``,
# ``ability_otherwise``. ``player`` and ``target`` are seats, ``card`` a card number, ``kind``
# the pending decision's kind; ``aimed`` says a card's reason is about that one target.

ABILITY, DISCARD, CHOOSE = ActionType.ABILITY, ActionType.DISCARD, ActionType.CHOOSE


def action_refusal(game: Game, action: Action) -> Reason:
    """Why ``action`` is not legal now: one code and its facts."""
    n = len(game.players)
    if not 0 <= action.player < n:
        return {"code": "no_seat", "seat": action.player}
    unknown = _unknown_card(game, action)
    if unknown is not None:
        return {"code": "unknown_card", "card": unknown}
    seat = action.player
    me = game.players[seat]
    if not me.alive:
        return {"code": "out_of_game", "player": seat}
    if action.type is ABILITY and abilities_now(game, seat):
        return _ability_refusal(game, action)
    pending = game.pending
    if pending is None or pending.player != seat:
        return {"code": "not_your_decision", "player": seat, "waiting": pending.player if pending else None,
                "kind": pending.kind if pending else None}
    kind = pending.kind
    if action.type in game.ruleset.decisions and (action.type is not USE or action.card not in me.in_play):
        # an expansion's own kind of action (Gold Rush's BUY...): not among the legal ones
        own = game.ruleset.refusals.get(action.type)
        found = own(game, action) if own is not None and kind == "play" else None
        return found or {"code": "not_legal_now", "player": seat, "kind": kind, "action": action.describe()}
    if action.type in (PLAY, USE) and action.card is not None and kind in ("play", "respond", "dying"):
        return _card_refusal(game, action, kind)
    if action.type not in {a.type for a in game.legal_actions(seat)}:
        code = "no_ability_now" if action.type is ABILITY else "must_decide"
        return {"code": code, "player": seat, "kind": kind, "action": action.type.name.lower()}
    if action.card is not None and action.card not in me.hand:
        return {"code": "not_in_hand", "player": seat, "card": action.card}
    if action.type is DISCARD:
        return {"code": "discard_one_at_a_time", "count": len(me.hand) - game.hand_limit(seat)}
    if action.type is CHOOSE:
        return {"code": "choose_shown"}
    return {"code": "not_legal_now", "player": seat, "kind": kind, "action": action.describe()}


def _unknown_card(game: Game, action: Action) -> int | None:
    """A card number in ``action`` that names no card of this game's box, if any."""
    named = [*action.cards, *(c for c in (action.card, action.target_card) if c is not None and c != HAND)]
    box = set(game.ruleset.cards)
    expansions = game.ruleset.expansions  # an expansion's cards kept apart (Gold Rush's equipment)
    return next((c for c in named if c not in box and not (
        0 <= c < len(CARD_KIND) and KIND_INFO[CARD_KIND[c]].box in expansions)), None)


def _ability_refusal(game: Game, action: Action) -> Reason:
    seat = action.player
    reason = ability_refusal(game, seat)
    if reason is not None:
        return reason
    missing = [c for c in action.cards if c not in game.players[seat].hand]
    if missing:
        return {"code": "not_in_hand", "player": seat, "card": missing[0]}
    if len(set(action.cards)) < len(action.cards):
        return {"code": "ability_same_cards"}
    return aimed_ability_refusal(game, action) or {"code": "ability_otherwise", "player": seat}


def _card_refusal(game: Game, action: Action, kind: str) -> Reason:
    """A card played from hand (``PLAY``) or a green card in play used (``USE``)."""
    seat, card = action.player, action.card
    assert card is not None
    me = game.players[seat]
    use = action.type is USE
    if use and not (card in me.in_play and game.used_in_play(card)):
        return {"code": "not_in_play", "player": seat, "card": card}
    if not use and card not in me.hand:
        return {"code": "not_in_hand", "player": seat, "card": card}
    if action.as_kind is not None and game.counts_as(seat, card, action.as_kind) is None:
        return {"code": "cannot_play_as", "player": seat, "card": card, "as": action.as_kind.key}
    t = action.target
    if t is not None and not (0 <= t < len(game.players) and game.players[t].alive):
        return {"code": "target_not_living"}
    legal = game.legal_actions(seat)
    mine = [a for a in legal if a.card == card and a.type is action.type]
    if kind != "play":
        if not mine:
            found = (in_play_refusal(game, seat, card, kind, legal) if use
                     else hand_card_refusal(game, seat, card, kind, legal))
            return found or {"code": "cannot_answer"}
        return _shape(game, action, mine) or {"code": "answers_otherwise", "card": card}
    if use:
        found = in_play_refusal(game, seat, card, kind, legal)
        if found is not None and found["code"] in ("green_fresh", "answer_only"):
            return found
    if not mine:  # no legal way at all: the card's own reason
        if t is not None and t != seat:
            return {**rule_refusal(game, seat, card, card_ways(game, seat, card, use, t), legal), "aimed": t}
        return rule_refusal(game, seat, card, card_ways(game, seat, card, use), legal)
    targeted = any(a.target is not None for a in mine)
    if targeted and t is None:
        return {"code": "needs_target", "card": card}
    if not targeted and t is not None:
        return {"code": "takes_no_target", "card": card}
    if t is not None:
        at = [a for a in mine if a.target == t]
        if not at:
            if t == seat:
                return {"code": "cannot_target_self", "card": card}
            return {**rule_refusal(game, seat, card, card_ways(game, seat, card, use, t), legal), "aimed": t}
        mine = at
    return _shape(game, action, mine) or {"code": "not_legal_now", "player": seat, "kind": kind,
                                          "action": action.describe()}


def _shape(game: Game, action: Action, ways: list[Action]) -> Reason | None:
    """What is wrong in ``action`` besides its card and target, against the legal ``ways``
    with that card and target (None: nothing found)."""
    card = action.card
    taken = action.target_card
    takes = any(w.target_card is not None for w in ways)
    if takes and taken is None:
        return {"code": "needs_card_to_take", "card": card}
    if not takes and taken is not None:
        return {"code": "takes_no_card", "card": card}
    if takes and not any(w.target_card == taken for w in ways):
        code = "target_no_hand" if taken == HAND else "not_in_play_there"
        return {"code": code, "target": action.target}
    ways = [w for w in ways if w.target_card == taken]
    priced = any(w.cards for w in ways)
    if priced and not any(w.cards == action.cards for w in ways):
        return {"code": "costs_a_card", "card": card}
    if not priced and action.cards:
        return {"code": "takes_no_price", "card": card}
    ways = [w for w in ways if w.cards == action.cards]
    if not any(w.as_kind == action.as_kind for w in ways):
        wanted = ways[0].as_kind
        if wanted is None:
            return {"code": "played_as_itself", "card": card}
        return {"code": "played_as", "card": card, "as": wanted.key}
    return None
