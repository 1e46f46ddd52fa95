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
  the next), ``cannot_answer``, ``beer_two_left``, ``beers_too_few``, ``only_beer``,
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

from .actions import ActionType
from .box import CARD_ID, CARD_IS_GREEN, CARD_KIND, KIND_INFO, Kind
from .ruleset import Ability, PlayContext, PlayOptions, Reason, play, play_alone

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
            if CARD_IS_GREEN[card] and card not in used:
                reason = green_card_refusal(game, seat, card, kind, legal)
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
    forbidden = game.restriction(play(seat, card)) if game.rules.restrictions else None
    if kind == "respond":
        return forbidden or {"code": "cannot_answer"}
    if kind == "dying":
        if CARD_KIND[card] is not Kind.BEER:
            return {"code": "only_beer"}
        if forbidden is not None:
            return forbidden
        return {"code": "beer_two_left" if game.alive_count() <= 2 else "beers_too_few"}
    return rule_refusal(game, seat, card, card_ways(game, seat, card, False, focus), legal)


def green_card_refusal(game: Game, seat: int, card: int, kind: str, legal: list[Action],
                       focus: int | None = None) -> Reason | None:
    """Why the green ``card`` in play before ``seat`` cannot be used now (None: nothing to
    say, e.g. a green card without a Missed! symbol while answering a shot)."""
    missed = KIND_INFO[CARD_KIND[card]].missed
    has_use = _rule_of(game, card, True) is not None
    if kind == "respond" and not missed:
        return None
    if game.is_fresh(seat, card):
        return {"code": "green_fresh"}
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
    if game.rules.restrictions:
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
