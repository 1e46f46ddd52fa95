"""What a player may post now: ``refusal`` says why not (None: legal) as a code and
its facts (refusals.py), and ``candidates`` lists the moves to try for ``legal_actions``.

One function decides legality, so ``apply`` and ``legal_actions`` never disagree.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...ruleset import Reason
from .cards import EQUIPMENT, TABLE, WEAPONS, slot_of
from .refusals import refused
from .state import (
    ABILITY,
    DRAW,
    DRAW_TWO,
    GIVE,
    HEAL,
    LAST_CHANCE,
    LAST_SHOT,
    MOVE_KINDS,
    PLAY,
    PUT_BACK,
    THROW_DYNAMITE,
    Move,
)

if TYPE_CHECKING:
    from .game import ForumGame

AIMS = ("horse", "barrel")  # a Winchester's BANG! aims at one of the two
CHOICES = frozenset({"choose_card", "no_roll"})  # abilities of the second reading (game.RULES)
DRAWING_CARDS = frozenset({"panic", "wells_fargo", "stagecoach", "general_store"})
REPEATABLE = frozenset({"bang", "duel", "panic", "indians", "gatling", "wells_fargo", "stagecoach",
                        "general_store"})  # what Pearl Hart may repeat


def _has(hand: list[str], cards: tuple[str, ...]) -> bool:
    need, have = Counter(cards), Counter(hand)
    return all(have[c] >= n for c, n in need.items())


def _target_ok(game: ForumGame, seat: int, target: int | None) -> Reason | None:
    if target is None:
        return refused("needs_target")
    if not 0 <= target < len(game.players) or target == seat:
        return refused("no_such_opponent")
    if not game.players[target].conscious:
        return refused("target_down")
    return None


def refusal(game: ForumGame, move: Move) -> Reason | None:
    """Why ``move`` may not be posted now, or None."""
    if game.over:
        return refused("game_over")
    if move.kind not in MOVE_KINDS:
        return refused("no_such_move", kind=move.kind)
    p = game.players[move.player]
    if not p.alive:
        return refused("out_of_game")
    if move.kind == LAST_CHANCE:
        return _last_chance(game, move)
    if p.unconscious and not (p.last_chance == DRAW_TWO and move.kind == PLAY):
        return refused("unconscious")
    if p.put_back_owed and move.kind != PUT_BACK:
        return refused("put_back_first")
    if move.kind == DRAW:
        return _draw(game, move)
    if move.kind == PUT_BACK:
        if not p.put_back_owed or move.card not in p.last_drawn:
            return refused("nothing_to_put_back")
        return None
    if move.kind == PLAY:
        return _play(game, move)
    if move.kind == HEAL:
        return _heal(game, move)
    if move.kind == THROW_DYNAMITE:
        dyn = game.dynamite
        if dyn is None or dyn.holder != move.player or not dyn.must_throw:
            return refused("no_dynamite")
        if move.target is None or move.target not in throw_targets(game):
            return refused("dynamite_had_it")
        return None
    return _ability(game, move)


def throw_targets(game: ForumGame) -> list[int]:
    """Who the Dynamite may go to: players in the game, conscious, who have not had it."""
    dyn = game.dynamite
    if dyn is None:
        return []
    return [s for s in game.living() if game.players[s].conscious and s not in dyn.had]


def draw_size(game: ForumGame, seat: int) -> int:
    """X: the current life, less the cards owed (Panic!, Django), +1 for Pat Garrett."""
    p, char = game.players[seat], game.character(seat)
    return max(0, p.life - p.short + char.draw_extra)


def _draw(game: ForumGame, move: Move) -> Reason | None:
    p = game.players[move.player]
    if p.drew:
        return refused("drawn_this_round")
    if move.card:
        if not game.character(move.player).draw_from_table:
            return refused("only_tuco")
        if move.card not in game.table[-3:] or draw_size(game, move.player) < 1:
            return refused("not_last_three")
    return None


def _bang_refusal(game: ForumGame, seat: int, target: int | None) -> Reason | None:
    """A BANG! at ``target``: in range, within the round's BANG!s (Remington's revenge)."""
    why = _target_ok(game, seat, target)
    if why or target is None:
        return why
    if game.distance(seat, target) > game.shooting_range(seat):
        return refused("out_of_range")
    p = game.players[seat]
    if p.equipment.get("weapon") == "carabine":
        return refused("carabine_once") if _carabine_fired(game, seat) else None
    if p.bangs < game.bang_limit(seat):
        return None
    attacked = target in p.aggressors or target in p.aggressors_last
    if p.equipment.get("weapon") == "remington" and attacked and not p.revenge_used:
        return None
    return refused("one_bang")


def _carabine_fired(game: ForumGame, seat: int) -> bool:
    """The Carabine's one BANG! card of the round is spent: at a target or answering Indians!
    (the first reading: at a target, or an Indians! or a Duel played)."""
    p = game.players[seat]
    if game.rules == 1:
        return p.bangs + sum(1 for c in p.played if c in ("duel", "indians")) > 0
    return p.bangs + game.indians_answers[seat] > 0


def _play(game: ForumGame, move: Move) -> Reason | None:
    seat, p = move.player, game.players[move.player]
    if move.card not in p.hand:
        return refused("not_in_hand")
    char = game.abilities_of(seat)
    as_card = move.as_card or move.card
    if move.option and (game.rules == 1 or move.option not in AIMS or as_card != "bang" or move.target is None
                        or p.equipment.get("weapon") != "winchester"):
        return refused("no_such_choice", choice=move.option)
    if move.as_card and move.as_card != move.card:
        swap = {move.card, move.as_card} == {"bang", "missed"}
        if swap and char is not None and char.swaps_bang_missed:
            if "swap" in p.used:
                return refused("janet_once")
        elif not (char is not None and char.weapons_as_bang and move.card in WEAPONS and as_card == "bang"):
            return refused("not_as", card=move.card, as_card=as_card)
    if p.unconscious and as_card in DRAWING_CARDS:
        return refused("last_round_two_cards")
    if as_card == "missed":
        return None if move.target is None else refused("missed_no_target")
    if as_card == "bang":
        if move.target is None:
            if game.indians_answers[seat] >= game.indians_played:
                return refused("no_indians_to_answer")
            if p.equipment.get("weapon") == "carabine" and game.rules > 1 and _carabine_fired(game, seat):
                return refused("carabine_once")
            return None
        return _bang_refusal(game, seat, move.target)
    if as_card in p.played:
        return refused("no_card_twice")
    if as_card in ("duel", "panic"):
        why = _target_ok(game, seat, move.target)
        if why or move.target is None:
            return why
        if as_card == "duel":
            if game.rules == 1 and p.equipment.get("weapon") == "carabine" and _carabine_fired(game, seat):
                return refused("carabine_once")
            return None
        if char is not None and char.panic_anywhere:
            return None
        if game.has_horse(move.target):
            return refused("no_panic_rider")
        return None if game.distance(seat, move.target) <= 1 else refused("panic_neighbour")
    if move.target is not None:
        return refused("no_target_card")
    if as_card == "indians" and game.rules == 1 and p.equipment.get("weapon") == "carabine" \
            and _carabine_fired(game, seat):
        return refused("carabine_once")
    if as_card == "beer" and p.beer_used:
        return refused("one_beer")
    if as_card == "dynamite":
        dyn = game.dynamite
        if dyn is None:
            return None
        if dyn.holder == seat and dyn.arrived == game.round and not dyn.two_dice:
            return None
        return refused("one_dynamite")
    if as_card in EQUIPMENT:
        slot = slot_of(as_card)
        if slot in p.blocked_slots:
            return refused("slot_next_round")
        if p.equipment.get(slot) == as_card:
            return refused("no_two_same")
    return None


def _heal(game: ForumGame, move: Move) -> Reason | None:
    p, char = game.players[move.player], game.character(move.player)
    if p.heals >= char.heals_per_round:
        return refused("heal_once") if char.heals_per_round else refused("kitty_cannot")
    if len(move.cards) != char.heal_price or not _has(p.hand, move.cards):
        return refused("heal_price", price=char.heal_price)
    if p.life + p.heals >= p.max_life:
        return refused("life_full")
    return None


def _ability(game: ForumGame, move: Move) -> Reason | None:
    seat, p = move.player, game.players[move.player]
    char = game.abilities_of(seat)
    if char is None or move.option not in char.abilities or (game.rules == 1 and move.option in CHOICES):
        return refused("no_ability")
    if move.option == "discard":
        return None if move.card in p.hand else refused("not_in_hand")
    if move.option == "choose_card":
        if not p.cards_owed:
            return refused("nothing_owed")
        return None if move.card in TABLE else refused("no_such_card", card=move.card)
    if move.option in p.used:
        return refused("once_a_round")
    if move.option == "kamikaze":
        why = _target_ok(game, seat, move.target)
        if why or move.target is None:
            return why
        if p.life < 2:
            return refused("not_last_life")
        return None if game.distance(seat, move.target) <= game.shooting_range(seat) else refused("out_of_range")
    if move.option == "no_roll":
        return None
    if move.option == "empty_hand":
        return None if not p.hand else refused("empty_hand_only")
    if move.option == "repeat":
        if len(move.cards) != 2 or not _has(p.hand, move.cards):
            return refused("two_cards")
        last = p.played[-1] if p.played else ""
        if last not in REPEATABLE:
            return refused("nothing_to_repeat")
        return None
    if move.option == "strip":
        slot = slot_of(move.card) if move.card else ""
        if not move.card or p.equipment.get(slot) != move.card:
            return refused("card_in_play")
        return None
    return refused("no_ability")


def _last_chance(game: ForumGame, move: Move) -> Reason | None:
    p = game.players[move.player]
    if not p.unconscious:
        return refused("only_unconscious")
    if p.last_chance:
        return refused("one_last_chance")
    if p.fell_in_round >= game.round:
        return refused("last_chance_next_round")
    if move.option == DRAW_TWO:
        return None
    if move.option == LAST_SHOT:
        return _target_ok(game, move.player, move.target)
    if move.option == GIVE:
        if not move.to or any(not 0 <= s < len(game.players) or not game.players[s].alive for s in move.to):
            return refused("give_in_game")
        return None
    return refused("last_chances")


def candidates(game: ForumGame, seat: int) -> list[Move]:
    """Moves worth checking for ``seat`` (``legal_actions`` keeps the legal ones)."""
    p = game.players[seat]
    if game.over or not p.alive:
        return []
    others = [s for s in game.living() if s != seat]
    if p.unconscious and not p.last_chance:
        return [Move(seat, LAST_CHANCE, option=DRAW_TWO), Move(seat, LAST_CHANCE, option=GIVE, to=(seat,)),
                *(Move(seat, LAST_CHANCE, option=LAST_SHOT, target=t) for t in others),
                *(Move(seat, LAST_CHANCE, option=GIVE, to=(t,)) for t in others)]
    if p.put_back_owed:
        return [Move(seat, PUT_BACK, card=c) for c in sorted(set(p.last_drawn))]
    out: list[Move] = [] if p.drew else [Move(seat, DRAW)]
    if game.character(seat).draw_from_table and not p.drew:
        out += [Move(seat, DRAW, card=c) for c in sorted(set(game.table[-3:]))]
    for card in sorted(set(p.hand)):
        kinds = [card]
        if card in ("bang", "missed"):
            kinds.append("missed" if card == "bang" else "bang")
        if card in WEAPONS:
            kinds.append("bang")
        for as_card in kinds:
            shown = "" if as_card == card else as_card
            out.append(Move(seat, PLAY, card=card, as_card=shown))
            if as_card in ("bang", "duel", "panic"):
                out += [Move(seat, PLAY, card=card, as_card=shown, target=t) for t in others]
            if as_card == "bang" and p.equipment.get("weapon") == "winchester" and game.rules > 1:
                out += [Move(seat, PLAY, card=card, as_card=shown, target=t, option=aim)
                        for t in others for aim in AIMS]
    if p.unconscious:
        return out
    price = game.character(seat).heal_price
    if len(p.hand) >= price:
        out.append(Move(seat, HEAL, cards=tuple(p.hand[-price:])))
    if game.dynamite is not None and game.dynamite.holder == seat:
        out += [Move(seat, THROW_DYNAMITE, target=t) for t in others]
    for option in game.character(seat).abilities:
        if game.rules == 1 and option in CHOICES:
            continue
        if option == "kamikaze":
            out += [Move(seat, ABILITY, option=option, target=t) for t in others]
        elif option == "discard":
            out += [Move(seat, ABILITY, option=option, card=c) for c in sorted(set(p.hand))]
        elif option == "repeat" and len(p.hand) >= 2:
            out.append(Move(seat, ABILITY, option=option, cards=tuple(p.hand[-2:])))
        elif option == "choose_card":
            out += [Move(seat, ABILITY, option=option, card=c) for c in TABLE] if p.cards_owed else []
        elif option == "strip":
            out += [Move(seat, ABILITY, option=option, card=c) for c in sorted(p.equipment.values())]
        else:
            out.append(Move(seat, ABILITY, option=option))
    return out
