"""Why a forum move is refused: a code and its facts, and the English of each code.

The shape is the core's (``bang.ruleset.Reason``, ``bang.refusals.WORDS``): the rule
that decides legality says why not as a ``Reason``, a dict of a ``code`` and its facts,
e.g. ``{"code": "not_as", "card": "beer", "as_card": "bang"}``; ``ENGLISH`` words each
code, its facts in braces, and ``english`` is what the engine's errors say
(``IllegalAction``). Each page words the
code in its own language (web/src/i18n/forum/{ru,en}.ts, ``refusal.CODE``), from the
same facts (the server sends them as ``params``).
"""

from __future__ import annotations

from typing import Any

from ...ruleset import Reason

ENGLISH: dict[str, str] = {
    "needs_target": "this needs a target",
    "no_such_opponent": "no such opponent",
    "target_down": "no card may target a player who is unconscious or out of the game",
    "game_over": "the game is over",
    "no_such_move": "no move {kind!r}",
    "out_of_game": "you are out of the game",
    "unconscious": "you are unconscious: only a last chance",
    "put_back_first": "put one of the cards you drew back first",
    "nothing_to_put_back": "nothing of that to put back",
    "no_dynamite": "you have no Dynamite to throw",
    "dynamite_had_it": "the Dynamite goes to a player who has not had it",
    "drawn_this_round": "you have drawn this round",
    "only_tuco": "only Tuco takes a played card",
    "not_last_three": "that card is not among the last three played",
    "out_of_range": "out of range",
    "carabine_once": "the Carabine allows one BANG! card a round, an answer to Indians! included",
    "one_bang": "one BANG! a round",
    "not_in_hand": "that card is not in your hand",
    "janet_once": "Calamity Janet swaps a card once a round",
    "not_as": "{card} cannot be played as {as_card}",
    "last_round_two_cards": "a last round is played with the two cards: no other cards may be taken",
    "missed_no_target": "a Missed! has no target",
    "no_indians_to_answer": "a BANG! without a target answers Indians!, and there are none to answer",
    "no_card_twice": "no card twice in a round",
    "no_panic_rider": "no Panic! against a rider",
    "panic_neighbour": "Panic! reaches only a neighbour (+1)",
    "no_target_card": "this card has no target",
    "one_beer": "one Beer a round",
    "one_dynamite": "one Dynamite on its way at a time",
    "slot_next_round": "that place in play can be filled next round",
    "no_two_same": "no two same cards in play",
    "heal_once": "three cards for a life once a round",
    "kitty_cannot": "Kitty Leroy cannot",
    "heal_price": "{price} cards from your hand buy a life",
    "life_full": "your life is full",
    "no_ability": "your character has no such ability",
    "once_a_round": "once a round",
    "not_last_life": "not his last life",
    "empty_hand_only": "only with an empty hand",
    "two_cards": "two cards from your hand",
    "nothing_to_repeat": "no card of yours to repeat this round (not Dynamite, not equipment)",
    "card_in_play": "a card you have in play",
    "only_unconscious": "only an unconscious player has a last chance",
    "one_last_chance": "one last chance",
    "last_chance_next_round": "the last chance comes in the next round",
    "give_in_game": "give the cards to players in the game",
    "last_chances": "the last chances: draw_two, last_shot, give",
    # the table's own refusals (the game has not started, the round is closed)
    "characters_chosen": "the characters are chosen already",
    "no_character": "no character {character!r} in the forum game",
    "chosen_already": "you have chosen your character already",
    "character_taken": "another player has chosen that character",
    "not_started": "the game starts when every player has chosen a character",
    "deadline_passed": "the round's deadline has passed: wait for the master's post",
    "move_object": "a move is an object",
    "entropy_part": "your entropy part is text of at most {most} printable characters",
    "no_such_choice": "{choice!r} is no choice for this card: a Winchester's BANG! aims at the horse or the barrel",
    "nothing_owed": "no card is owed to you to choose",
    "no_such_card": "no card {card!r} on the d20 table",
}


def refused(code: str, **facts: str | int) -> Reason:
    """The reason ``code``, with its facts."""
    if code not in ENGLISH:
        raise KeyError(f"no refusal {code!r}")
    return {"code": code, **facts}


def facts(reason: Reason) -> dict[str, Any]:
    """The facts of ``reason`` (all but its code)."""
    return {k: v for k, v in reason.items() if k != "code"}


def english(reason: Reason) -> str:
    """``reason`` in English."""
    return ENGLISH[reason["code"]].format_map(facts(reason))
