"""Why an action is refused: one clear reason, in English, for each way to go wrong.

``Game.refusal`` asks here only once it knows the action is not among the legal
ones, so this code never decides legality: it names what was wrong. Why a card or
an ability cannot be used comes from the rule that decides it (``bang.refusal_codes``
runs it asking why) as a code and facts; ``WORDS`` words each code in English, as the
front end's English does (``web/src/i18n/cardtext/en.ts``, ``reasons``; a test keeps
them the same). What is said here besides is about the action's shape: whose turn it
is, which card, which target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import HAND, Action, ActionType
from .box import CARD_ID, CARD_IS_GREEN, CARD_KIND, KIND_INFO, card_label
from .refusal_codes import (
    abilities_now,
    ability_refusal,
    aimed_ability_refusal,
    card_ways,
    green_card_refusal,
    hand_card_refusal,
    rule_refusal,
)
from .ruleset import Reason

if TYPE_CHECKING:
    from .rules import Game
    from .state import Player

ABILITY, PLAY, USE, DISCARD, CHOOSE = (
    ActionType.ABILITY, ActionType.PLAY, ActionType.USE, ActionType.DISCARD, ActionType.CHOOSE,
)

WORDS: dict[str, str] = {
    # the cards' rules
    "missed_answer_only": "Missed! is only played in answer to a shot.",
    "answer_only": "This card is only used in answer to a shot.",
    "bang_used": "You have already played a BANG! this turn.",
    "out_of_reach": "{name} is at distance {distance}, your range is {reach}.",
    "panic_too_far": "Panic! reaches only distance 1; {name}, the nearest, is at distance {distance}.",
    "too_far": "This card reaches only distance 1; {name}, the nearest, is at distance {distance}.",
    "no_cards": "Nobody you can reach has a card to take.",
    "jail_no_target": "Nobody can be jailed: the Sheriff never, nor a player already in Jail.",
    "already_in_play": "You already have this card in play.",
    "needs_price": "To play it you must discard another card from your hand, and you have none.",
    "brawl_no_cards": "No other player has a card to lose.",
    # the core
    "event_forbids": "The event in force, {event}, forbids it.",
    "character_forbids": "Your character cannot play this card.",
    "immune": "Cards of {suit} you play do nothing to {name}.",
    "green_fresh": "Put in play this turn: usable from the next turn on.",
    "cannot_answer": "This card does not answer what you are asked.",
    "beer_two_left": "With only two players left, a Beer saves nobody.",
    "beers_too_few": "Your Beers cannot bring you back to one life point.",
    "only_beer": "Only a Beer can save you now.",
    "not_now": "You cannot play this card now.",
    # the abilities
    "full_life": "You are already at full life.",
    "ability_cards": "Your ability needs {count} cards from your hand.",
    "ability_used": "You have used your ability as often as a turn allows ({limit}).",
    "last_life": "Your ability cannot cost your last life point.",
    "no_blue_card": "You have no blue card in hand to discard.",
    "ability_target": "Your ability must aim at another living player.",
    "blue_only": "Your ability discards a single blue card from your hand.",
}
"""The English of each refusal code (``bang.refusal_codes``): ``{name}`` is the target's
name, the other fields are the reason's facts."""

WORDS_AIMED: dict[str, str] = {
    "panic_too_far": "{name} is at distance {distance}: Panic! reaches only distance 1.",
    "too_far": "{name} is at distance {distance}: this card reaches only distance 1.",
    "no_cards": "{name} has no card to take.",
    "jail_no_target": "{name} cannot be jailed: the Sheriff never, nor a player already in Jail.",
}
"""The codes whose words above speak of every player, worded for an action aimed at one."""

SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
NAMES: dict[str, str] = {}
"""The English name of each thing a reason may name by its key (an event card: ``the_reverend``
-> "The Reverend"), registered by the module that brings it."""
DECISIONS: dict[str, str] = {
    "play": "play a card or end the play phase",
    "respond": "answer with a card or pass",
    "dying": "play a Beer or pass",
    "draw": "choose where to draw from",
    "choose": "choose from the cards shown",
    "character": "choose a character",
    "event": "answer what the event card in force asks",
}
"""What a player must do, by the kind of decision asked (``Pending.kind``): a module that
asks a new kind of decision registers its words here (the discard's are worked out)."""


def words(game: Game, reason: Reason, aimed_at: int | None = None) -> str:
    """``reason`` in English (``aimed_at``: explaining an action aimed at that player)."""
    code = str(reason.get("code"))
    template = WORDS.get(code, WORDS["not_now"])
    if aimed_at is not None:
        template = WORDS_AIMED.get(code, template)
    facts: dict[str, Any] = dict(reason)
    target = reason.get("target", aimed_at)
    facts["name"] = game.players[target].name if isinstance(target, int) else "?"
    if "suit" in reason:
        facts["suit"] = SUIT_WORDS.get(str(reason["suit"]), str(reason["suit"]))
    if "event" in reason:
        facts["event"] = NAMES.get(str(reason["event"]), str(reason["event"]))
    return template.format_map(_Facts(facts))


class _Facts(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def explain(game: Game, action: Action) -> str:
    """A clear reason why ``action`` is not legal now."""
    n = len(game.players)
    if not 0 <= action.player < n:
        return f"there is no seat {action.player}"
    unknown = _unknown_card(game, action)
    if unknown is not None:
        return f"card {unknown} does not exist in this game ({game.ruleset.name}: {len(game.ruleset.cards)} cards)"
    me = game.players[action.player]
    if not me.alive:
        return f"{me.name} is out of the game"
    if action.type is ABILITY and abilities_now(game, action.player):
        return _explain_ability(game, action, me)
    pending = game.pending
    if pending is None or pending.player != action.player:
        who = game.players[pending.player].name if pending else "nobody"
        return f"it is not {me.name}'s decision now: waiting for {who} ({pending.kind if pending else '-'})"
    if action.type in (PLAY, USE) and action.card is not None and pending.kind in ("play", "respond", "dying"):
        return _explain_card(game, action, me, pending.kind)
    if pending.kind == "discard":
        expected = f"discard {len(me.hand) - game.hand_limit(me.seat)} card(s)"
    else:
        expected = DECISIONS.get(pending.kind, f"decide ({pending.kind})")
    allowed = {a.type for a in game.legal_actions(action.player)}
    if action.type not in allowed:
        if action.type is ABILITY:
            return f"{me.name} has no ability to use now: {me.name} must {expected}"
        return f"{me.name} must {expected}, not {action.type.name.lower()}"
    if action.card is not None and action.card not in me.hand:
        return f"{CARD_ID[action.card]} is not in {me.name}'s hand"
    if action.type is DISCARD:
        return f"discard one card of your hand at a time ({len(me.hand) - game.hand_limit(me.seat)} to discard)"
    if action.type is CHOOSE:
        return "choose among the cards shown"
    return f"{action.describe()} is not legal now: {me.name} must {expected}"


def _unknown_card(game: Game, action: Action) -> int | None:
    """A card number in ``action`` that names no card of this game's box, if any."""
    named = [*action.cards, *(c for c in (action.card, action.target_card) if c is not None and c != HAND)]
    box = set(game.ruleset.cards)
    return next((c for c in named if c not in box), None)


def _explain_ability(game: Game, action: Action, me: Player) -> str:
    reason = ability_refusal(game, action.player)
    if reason is not None:
        return words(game, reason)
    missing = [c for c in action.cards if c not in me.hand]
    if missing:
        return f"{CARD_ID[missing[0]]} is not in {me.name}'s hand"
    if len(set(action.cards)) < len(action.cards):
        return "the ability takes different cards"
    aimed = aimed_ability_refusal(game, action)
    if aimed is not None:
        return words(game, aimed)
    return f"{me.name}'s ability cannot be used that way now"


def _explain_card(game: Game, action: Action, me: Player, kind: str) -> str:
    """A card played from hand (``PLAY``) or a green card in play used (``USE``)."""
    seat, card = action.player, action.card
    assert card is not None
    use = action.type is USE
    label = KIND_INFO[CARD_KIND[card]].name
    if use and not (card in me.in_play and CARD_IS_GREEN[card]):
        return f"{CARD_ID[card]} is not a green card in play in front of {me.name}"
    if not use and card not in me.hand:
        return f"{CARD_ID[card]} is not in {me.name}'s hand"
    if action.as_kind is not None and game.counts_as(seat, card, action.as_kind) is None:
        return f"{me.name} cannot play {card_label(card)} as {KIND_INFO[action.as_kind].name}"
    t = action.target
    if t is not None and not (0 <= t < len(game.players) and game.players[t].alive):
        return "the target is not a living player"
    legal = game.legal_actions(seat)
    mine = [a for a in legal if a.card == card and a.type is action.type]
    if kind != "play":
        if not mine:
            reason = (green_card_refusal(game, seat, card, kind, legal) if use
                      else hand_card_refusal(game, seat, card, kind, legal))
            return words(game, reason or {"code": "cannot_answer"})
        return _shape(game, action, mine, label) or f"{label} answers this, but not that way"
    if use:
        reason = green_card_refusal(game, seat, card, kind, legal)
        if reason is not None and reason["code"] in ("green_fresh", "answer_only"):
            return words(game, reason)
    if not mine:  # no legal way at all: the card's own reason
        if t is not None and t != seat:
            return words(game, rule_refusal(game, seat, card, card_ways(game, seat, card, use, t), legal), t)
        return words(game, rule_refusal(game, seat, card, card_ways(game, seat, card, use), legal))
    targeted = any(a.target is not None for a in mine)
    if targeted and t is None:
        return f"{label} needs a target player"
    if not targeted and t is not None:
        return f"{label} takes no target"
    if t is not None:
        at = [a for a in mine if a.target == t]
        if not at:
            if t == seat:
                return f"{label} cannot target yourself"
            return words(game, rule_refusal(game, seat, card, card_ways(game, seat, card, use, t), legal), t)
        mine = at
    return _shape(game, action, mine, label) or f"{action.describe()} is not legal now"


def _shape(game: Game, action: Action, ways: list[Action], label: str) -> str | None:
    """What is wrong in ``action`` besides its card and target, against the legal ``ways``
    with that card and target (None: nothing found)."""
    taken = action.target_card
    takes = any(w.target_card is not None for w in ways)
    if takes and taken is None:
        return f"{label} needs a card to take: one in play, or 'hand'"
    if not takes and taken is not None:
        return f"{label} takes no card of another player"
    if takes and not any(w.target_card == taken for w in ways):
        assert action.target is not None
        target = game.players[action.target]
        if taken == HAND:
            return f"{target.name} has no cards in hand"
        return f"that card is not in play in front of {target.name}"
    ways = [w for w in ways if w.target_card == taken]
    priced = any(w.cards for w in ways)
    if priced and not any(w.cards == action.cards for w in ways):
        return f"{label} costs one other card of your hand, discarded with it"
    if not priced and action.cards:
        return f"{label} takes no other card"
    ways = [w for w in ways if w.cards == action.cards]
    if not any(w.as_kind == action.as_kind for w in ways):
        wanted = ways[0].as_kind
        if wanted is None:
            return f"{label} is played as itself here"
        return f"{label} is played as {KIND_INFO[wanted].name} here"
    return None
