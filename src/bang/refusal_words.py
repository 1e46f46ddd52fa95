"""The English words of every refusal: each reason is a code and its facts, decided in
``bang.refusal_codes`` (``action_refusal`` for a refused action, the cards' and abilities'
own reasons for the view); here they are only worded.

``WORDS``: the codes the view sends for the cards of a hand (the front end words them in
every language: ``web/src/i18n/cardtext/*.ts``, ``reasons``; a test keeps the English the
same); ``ACTION_WORDS``: the codes of an action's shape (whose decision it is, which card,
which target), met by whoever sends a wrong action through the API, in English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .box import CARD_ID, CARD_KIND, KIND_BY_KEY, KIND_INFO, card_label
from .refusal_codes import action_refusal
from .ruleset import Reason

if TYPE_CHECKING:
    from .actions import Action
    from .rules import Game

WORDS: dict[str, str] = {
    # the cards' rules
    "missed_answer_only": "Missed! is only played in answer to a shot.",
    "answer_only": "This card is only used in answer to a shot.",
    "bang_used": "You have already played a BANG! this turn.",
    "out_of_reach": "{name} is at distance {distance}, your range is {reach}.",
    "panic_too_far": "Panic! reaches only distance 1; {name}, the nearest, is at distance {distance}.",
    "too_far": "This card does not reach that far; {name}, the nearest, is at distance {distance}.",  # Punch 1, Tomahawk 2
    "no_cards": "Nobody you can reach has a card to take.",
    "jail_no_target": "Nobody can be jailed: the Sheriff never, nor a player already in Jail.",
    "already_in_play": "You already have this card in play.",
    "needs_price": "To play it you must discard another card from your hand, and you have none.",
    "brawl_no_cards": "No other player has a card to lose.",
    "nobody_out": "Nobody is out of the game: a Ghost goes in front of a player out.",
    "needs_bang": "It is played with a BANG! card, and you have none.",
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
    "not_enough_gold": "It costs {cost} gold nuggets.",
    # Armed & Dangerous's: an orange card holding fewer charges than a use spends
    "charges_needed": "It needs {needed} charges; it holds {charges}.",
    "shop_closed": "The shop sells in your own turn, in your play phase.",
}
"""The English of each refusal code (``bang.refusal_codes``): ``{name}`` is the target's
name, the other fields are the reason's facts."""

WORDS_AIMED: dict[str, str] = {
    "panic_too_far": "{name} is at distance {distance}: Panic! reaches only distance 1.",
    "too_far": "{name} is at distance {distance}: this card does not reach that far.",
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


ACTION_WORDS: dict[str, str] = {
    "no_seat": "there is no seat {seat}",
    "unknown_card": "card {card} does not exist in this game ({box}: {size} cards)",
    "out_of_game": "{player} is out of the game",
    "not_your_decision": "it is not {player}'s decision now: waiting for {waiting} ({kind})",
    "must_decide": "{player} must {expected}, not {action}",
    "no_ability_now": "{player} has no ability to use now: {player} must {expected}",
    "not_in_hand": "{card} is not in {player}'s hand",
    "discard_one_at_a_time": "discard one card of your hand at a time ({count} to discard)",
    "choose_shown": "choose among the cards shown",
    "not_legal_now": "{action} is not legal now: {player} must {expected}",
    "not_in_play": "{card} is not a green card in play in front of {player}",
    "cannot_play_as": "{player} cannot play {label} as {as}",
    "target_not_living": "the target is not a living player",
    "answers_otherwise": "{name_of_card} answers this, but not that way",
    "needs_target": "{name_of_card} needs a target player",
    "takes_no_target": "{name_of_card} takes no target",
    "cannot_target_self": "{name_of_card} cannot target yourself",
    "needs_card_to_take": "{name_of_card} needs a card to take: one in play, or 'hand'",
    "takes_no_card": "{name_of_card} takes no card of another player",
    "target_no_hand": "{name} has no cards in hand",
    "not_in_play_there": "that card is not in play in front of {name}",
    "costs_a_card": "{name_of_card} costs one other card of your hand, discarded with it",
    "takes_no_price": "{name_of_card} takes no other card",
    "played_as_itself": "{name_of_card} is played as itself here",
    "played_as": "{name_of_card} is played as {as} here",
    "ability_same_cards": "the ability takes different cards",
    "ability_otherwise": "{player}'s ability cannot be used that way now",
    # Gold Rush's decisions
    "not_in_shop": "{card} is not among the equipment cards face up",
    "too_dear": "{card} costs {cost} gold nuggets and {player} has {gold}",
    "equipment_owned": "{player} already has {card} in play",
    "equipment_way": "{card} is not used that way: check its target and what it is played as",
    "sell_beer_only": "only a Beer of {player}'s hand can be sold",
    "no_such_equipment": "that equipment card is not in play in front of another player",
    "equipment_used": "{card} is used at most {limit} times a turn",
}
"""The English of each code of an action's shape (``refusal_codes.action_refusal``)."""


def words(game: Game, reason: Reason) -> str:
    """``reason`` in English (``aimed``: a card's reason about that one target)."""
    code = str(reason.get("code"))
    aimed = reason.get("aimed")
    template = ACTION_WORDS.get(code) or WORDS.get(code, WORDS["not_now"])
    if isinstance(aimed, int):
        template = WORDS_AIMED.get(code, template)
    facts: dict[str, Any] = dict(reason)
    target = reason.get("target", aimed)
    facts["name"] = game.players[target].name if isinstance(target, int) else "?"
    for seat_fact in ("player", "waiting"):
        seat = reason.get(seat_fact)
        if seat_fact in reason:
            facts[seat_fact] = game.players[seat].name if isinstance(seat, int) else "nobody"
    card = reason.get("card")
    if isinstance(card, int) and 0 <= card < len(CARD_ID):
        facts["card"] = CARD_ID[card]
        facts["label"] = card_label(card)
        facts["name_of_card"] = KIND_INFO[CARD_KIND[card]].name
    elif isinstance(card, int):
        facts["card"] = card
    facts["box"], facts["size"] = game.ruleset.name, len(game.ruleset.cards)
    if "as" in reason:
        facts["as"] = KIND_INFO[KIND_BY_KEY[str(reason["as"])]].name
    if "kind" in reason:
        facts["expected"] = _expected(game, reason)
        facts["kind"] = reason["kind"] or "-"
    if "suit" in reason:
        facts["suit"] = SUIT_WORDS.get(str(reason["suit"]), str(reason["suit"]))
    if "event" in reason:
        facts["event"] = NAMES.get(str(reason["event"]), str(reason["event"]))
    return template.format_map(_Facts(facts))


def _expected(game: Game, reason: Reason) -> str:
    """What the deciding player must do, for a decision of the reason's ``kind``."""
    kind = reason.get("kind")
    seat = reason.get("player")
    if kind == "discard" and isinstance(seat, int):
        return f"discard {len(game.players[seat].hand) - game.hand_limit(seat)} card(s)"
    return DECISIONS.get(str(kind), f"decide ({kind})")


class _Facts(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def explain(game: Game, action: Action) -> str:
    """A clear reason why ``action`` is not legal now, in English: the one reason
    ``refusal_codes.action_refusal`` gives, worded."""
    return words(game, action_refusal(game, action))
