"""Over many random games, base and Dodge City: every card the deciding player holds is either
playable or has exactly one reason why not (a known code, never the catch-all), and a refused
card action of the play phase is always told its own reason, never a generic one."""

from __future__ import annotations

import hashlib
import json

import pytest

from bang import Action, ActionType, Game, GameOptions
from bang.actions import HAND
from bang.box import CARD_ID, CARD_IS_GREEN
from bang.refusal_codes import ABILITY_KEY, hand_refusals
from bang.refusal_words import WORDS
from bang.state import Rng
from bang.vocabulary import Kind

PLAY, USE = ActionType.PLAY, ActionType.USE
GENERIC = "is not legal now"  # the words of explain's last resort


def _decisions(expansions: tuple[str, ...], games: int, actions: int = 250):
    """Every decision of ``games`` random games (3 to 8 players), as the game at that moment."""
    for seed in range(games):
        players = 3 + seed % 6 if expansions else 4 + seed % 4
        options = GameOptions(ask_even_without_choice=seed % 2 == 1, expansions=expansions)
        game = Game.new(players, seed=seed, options=options)
        rng = Rng(seed + 7)
        for _ in range(actions):
            if game.over:
                break
            yield game, rng
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


def _check_reasons(game: Game) -> None:
    pending = game.pending
    assert pending is not None
    seat = pending.player
    refusals = hand_refusals(game, seat)
    if pending.kind not in ("play", "respond", "dying"):
        assert refusals == {}
        return
    legal = game.legal_actions(seat)
    usable = {a.card for a in legal if a.type in (PLAY, USE)}
    me = game.players[seat]
    for card in me.hand:
        if card in usable:
            assert CARD_ID[card] not in refusals, (CARD_ID[card], refusals)
        else:
            reason = refusals[CARD_ID[card]]  # exactly one: the dict holds one reason a card
            assert reason["code"] in WORDS and reason["code"] != "not_now", (CARD_ID[card], reason)
    for card in me.in_play:
        if card in usable:
            assert CARD_ID[card] not in refusals
        elif CARD_ID[card] in refusals:
            assert CARD_IS_GREEN[card]
            assert refusals[CARD_ID[card]]["code"] not in ("not_now",)
    if ABILITY_KEY in refusals:
        assert refusals[ABILITY_KEY]["code"] in WORDS and refusals[ABILITY_KEY]["code"] != "not_now"
    assert set(refusals) <= {CARD_ID[c] for c in me.hand + me.in_play} | {ABILITY_KEY}


def _card_actions(game: Game, seat: int) -> list[Action]:
    """Ways to play each card of the hand and use each green card in play, right or wrong."""
    me = game.players[seat]
    seats = [p.seat for p in game.players if p.alive]
    out: list[Action] = []
    for card in me.hand:
        other = next((c for c in me.hand if c != card), None)
        out.append(Action(seat, PLAY, card=card))
        if other is not None:
            out.append(Action(seat, PLAY, card=card, cards=(other,)))
        for as_kind in (Kind.BANG, Kind.MISSED):
            out.append(Action(seat, PLAY, card=card, target=seats[-1], as_kind=as_kind))
        for t in seats:
            out.append(Action(seat, PLAY, card=card, target=t))
            out.append(Action(seat, PLAY, card=card, target=t, target_card=HAND))
            out += [Action(seat, PLAY, card=card, target=t, target_card=c) for c in game.players[t].in_play[:1]]
            if other is not None:
                out.append(Action(seat, PLAY, card=card, target=t, cards=(other,)))
                out.append(Action(seat, PLAY, card=card, target=t, target_card=HAND, cards=(other,)))
    for card in me.in_play:
        if CARD_IS_GREEN[card]:
            out.append(Action(seat, USE, card=card))
            for t in seats:
                out.append(Action(seat, USE, card=card, target=t))
                out.append(Action(seat, USE, card=card, target=t, target_card=HAND))
    return out


def _check_explanations(game: Game, rng: Rng) -> int:
    """Explain a few wrong card actions of a play phase: how many."""
    pending = game.pending
    assert pending is not None
    if pending.kind != "play":
        return 0
    legal = set(game.legal_actions(pending.player))
    wrong = [a for a in _card_actions(game, pending.player) if a not in legal]
    count = min(5, len(wrong))
    for _ in range(count):
        action = wrong.pop(rng.below(len(wrong)))
        reason = game.refusal(action)
        assert reason, action
        assert GENERIC not in reason and "not_now" not in reason, (action.describe(), reason)
        assert reason != WORDS["not_now"], action.describe()
    return count


@pytest.mark.parametrize("expansions", [(), ("dodge_city",)], ids=["base", "dodge_city"])
def test_every_card_is_playable_or_says_why(expansions: tuple[str, ...]) -> None:
    decisions = explained = 0
    for game, rng in _decisions(expansions, 100):
        _check_reasons(game)
        explained += _check_explanations(game, rng)
        decisions += 1
    assert decisions > 10_000 and explained > 30_000, (decisions, explained)


def test_the_base_games_refusals_are_the_ones_of_before() -> None:
    """The view's reasons over random base games, pinned. Checked against the code of before
    the reasons came from the cards' rules: the same, but for the ability's reason (new)
    and a Beer that cannot save a player with more than two left (``beers_too_few``: it
    said ``beer_two_left``)."""
    digest = hashlib.sha256()
    for game, _ in _decisions((), 40, 200):
        assert game.pending is not None
        reasons = hand_refusals(game, game.pending.player)
        reasons.pop(ABILITY_KEY, None)
        digest.update(json.dumps(reasons, sort_keys=True).encode())
    assert digest.hexdigest()[:16] == "2ca1f31331043e0c"

