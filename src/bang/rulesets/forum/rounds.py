"""A round: what a post does at once (``post``) and the master's sums at the deadline
(``resolve``).

The deadline, in this order (docs/forum-rules.md, "The deadline"):
1. every "next round" effect of the round, in the order it was posted: Beer and
   bought lives, BANG!s (and shots without a card), Duels, Indians!, Gatlings, Panic!'s
   cost to the victim, Buffalo Grimes's trade. Missed! and the BANG!s that answer
   Indians! are pools of the round: each answers the first shot that needs it.
2. the Dynamite: thrown on by the master if its holder did not throw it, then the
   check of the player it came to this round.
3. the unconscious who fell in an earlier round and were not brought back leave the game.
4. a White Indian who sees three players left wins his own game (and plays on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...events import EventType
from .cards import DRAWS_AT_ONCE, DYNAMITE_LIFE, EQUIPMENT, slot_of
from .dice import duel_outcome
from .legality import draw_size, throw_targets
from .log import ForumEventType
from .roles import LIEUTENANT, SHERIFF, WHITE_INDIAN
from .state import (
    ABILITY,
    DRAW,
    DRAW_TWO,
    GIVE,
    HEAL,
    LAST_CHANCE,
    LAST_SHOT,
    PLAY,
    PUT_BACK,
    THROW_DYNAMITE,
    Dynamite,
    Move,
    Played,
)

if TYPE_CHECKING:
    from .game import ForumGame


# ---- posting: the "at once" part ------------------------------------------------------


def post(game: ForumGame, move: Move) -> None:
    """Do what ``move`` does at once (it is legal: ``refusal`` said so)."""
    seat, p = move.player, game.players[move.player]
    if move.kind == DRAW:
        p.drew = True
        count = draw_size(game, seat)
        if move.card:  # Tuco: one of the last three played cards instead of one d20
            del game.table[len(game.table) - 1 - game.table[::-1].index(move.card)]  # the latest one
            p.hand.append(move.card)
            game.log(ForumEventType.DREW_FROM_TABLE, seat, cards=(move.card,), card_count=1)
            count -= 1
        char = game.character(seat)
        extra = 1 if char.draw_choose else 0
        p.last_drawn = game.draw(seat, count + extra, "draw", openly=char.draw_extra > 0)  # Pat Garrett: openly
        p.put_back_owed = extra if p.last_drawn else 0
    elif move.kind == PUT_BACK:
        p.hand.remove(move.card)
        p.put_back_owed, p.last_drawn = 0, []
        game.supply += 1
        game.log(EventType.PUT_BACK, seat, cards=(move.card,), card_count=1, private_to=(seat,))
    elif move.kind == PLAY:
        _play(game, move)
    elif move.kind == HEAL:
        for c in move.cards:
            p.hand.remove(c)
        p.heals += 1
        game.log(ForumEventType.BOUGHT_LIFE, seat, cards=move.cards, card_count=len(move.cards))
        game.pending.append(Played(seat, "heal"))
    elif move.kind == THROW_DYNAMITE and game.dynamite is not None and move.target is not None:
        _pass_dynamite(game, game.dynamite, move.target, by_master=False)
    elif move.kind == LAST_CHANCE:
        _last_chance(game, move)
    elif move.kind == ABILITY:
        _ability(game, move)


def _play(game: ForumGame, move: Move) -> None:
    seat, p = move.player, game.players[move.player]
    card, as_card = move.card, move.as_card or move.card
    p.hand.remove(card)
    game.table.append(card)
    del game.table[:-3]  # Tuco may take one of the last three; the rest is the discard
    game.log(EventType.PLAYED, seat, target=move.target, cards=(card,), card_count=1, detail=move.as_card)
    if move.as_card and {card, as_card} == {"bang", "missed"}:
        p.used.add("swap")
    if as_card == "missed":
        game.missed_answers[seat] += 1
        return
    if as_card == "bang" and move.target is None:
        game.indians_answers[seat] += 1
        return
    p.played.append(as_card)
    if move.option:
        game.log(ForumEventType.AIMED, seat, target=move.target, detail=move.option)
    _effect(game, seat, as_card, move.target, card, move.option)


def _effect(game: ForumGame, seat: int, as_card: str, target: int | None, card: str, aim: str = "") -> None:
    """What a card played as ``as_card`` does: at once, or queued for the deadline
    (``aim``: a Winchester's choice, horse or barrel)."""
    p = game.players[seat]
    if as_card == "bang" and target is not None:
        _bang(game, seat, target, card, aim)
    elif as_card == "duel":
        game.pending.append(Played(seat, "duel", target, card))
    elif as_card == "panic" and target is not None:
        game.draw(seat, 1, "panic")
        game.players[target].aggressors.add(seat)
        game.pending.append(Played(seat, "panic", target, card))
    elif as_card in ("indians", "gatling"):
        game.indians_played += as_card == "indians"
        for other in game.living():
            if other != seat:
                game.players[other].aggressors.add(seat)
        game.pending.append(Played(seat, as_card, None, card))
    elif as_card == "beer":
        p.beer_used = True
        game.pending.append(Played(seat, "beer", None, card))
    elif as_card in DRAWS_AT_ONCE:
        game.draw(seat, DRAWS_AT_ONCE[as_card], as_card)
    elif as_card == "general_store":
        for other in [seat, *(s for s in game.living() if s != seat)]:
            if game.players[other].conscious:
                game.draw(other, 1, "general_store")
    elif as_card == "dynamite":
        _dynamite_played(game, seat)
    elif as_card in EQUIPMENT:
        _equip(game, seat, as_card)


def _bang(game: ForumGame, seat: int, target: int, card: str, aim: str = "") -> None:
    p = game.players[seat]
    if p.bangs >= game.bang_limit(seat) and p.equipment.get("weapon") != "carabine":
        p.revenge_used = True  # Remington's one BANG! back at an attacker
    else:
        p.bangs += 1
    game.players[target].aggressors.add(seat)
    if p.role == LIEUTENANT and game.players[target].role == SHERIFF and not p.turned:
        p.turned = True  # his side chosen: told to nobody but him
        game.log(ForumEventType.LIEUTENANT_TURNED, seat, private_to=(seat,))
    game.pending.append(Played(seat, "bang", target, card, weapon=p.equipment.get("weapon", ""), aim=aim))


def _equip(game: ForumGame, seat: int, card: str) -> None:
    p = game.players[seat]
    slot = slot_of(card)
    old = p.equipment.get(slot)
    if old is not None:
        game.log(EventType.DISCARDED, seat, cards=(old,), card_count=1, detail="replaced")
    p.equipment[slot] = card
    if card == "mustang":
        p.mustang_from = game.round + 1  # "if you played a Mustang now, no horse this round"


def _dynamite_played(game: ForumGame, seat: int) -> None:
    if game.dynamite is None:
        game.dynamite = Dynamite(holder=seat, had={seat}, arrived=game.round)
        game.log(ForumEventType.DYNAMITE_LIT, seat)
    else:
        game.dynamite.two_dice = True  # two d6 for its check, the better one


def _ability(game: ForumGame, move: Move) -> None:
    seat, p = move.player, game.players[move.player]
    if move.option not in ("discard", "choose_card"):
        p.used.add(move.option)
    if move.option == "choose_card":
        p.cards_owed -= 1
        game.take_chosen(seat, move.card, "nick_tilman")
    elif move.option == "no_roll":
        game.log(ForumEventType.NO_ROLL, seat, detail="el_gringo")
    elif move.option == "discard":
        p.hand.remove(move.card)
        game.log(EventType.DISCARDED, seat, cards=(move.card,), card_count=1, detail="kitty_leroy")
    elif move.option == "kamikaze":
        game.pending.append(Played(seat, "kamikaze", move.target))
        game.log(EventType.ABILITY, seat, target=move.target, detail="buffalo_grimes")
    elif move.option == "empty_hand":
        game.draw(seat, 2, "kitty_leroy")
    elif move.option == "repeat":
        for c in move.cards:
            p.hand.remove(c)
        last = next(m for m in reversed(game.moves[:-1]) if m.player == seat and m.kind == PLAY
                    and (m.as_card or m.card) == p.played[-1])
        game.log(EventType.ABILITY, seat, target=last.target, cards=move.cards, card_count=2, detail="pearl_hart")
        _effect(game, seat, p.played[-1], last.target, last.card, last.option)  # the card's effect once more
    elif move.option == "strip":
        slot = slot_of(move.card)
        del p.equipment[slot]
        p.blocked_slots.add(slot)
        game.log(EventType.DISCARDED, seat, cards=(move.card,), card_count=1, detail="cattle_kate")
        game.draw(seat, 2, "cattle_kate")


def _last_chance(game: ForumGame, move: Move) -> None:
    seat, p = move.player, game.players[move.player]
    p.last_chance = move.option
    p.drew = True  # "no other cards may be taken"
    game.log(ForumEventType.LAST_CHANCE, seat, target=move.target, detail=move.option)
    if move.option == DRAW_TWO:
        cards = game.draw(seat, 2, "last_chance")
        if "beer" in cards:
            p.hand.remove("beer")
            p.unconscious, p.life = False, 1
            game.log(ForumEventType.CAME_TO, seat, cards=("beer",), amount=1)
    elif move.option == LAST_SHOT and move.target is not None:
        game.shoot_without_card(seat, move.target, why="last_shot")
    elif move.option == GIVE:
        roll = game.dice.roll(6, game.purpose(seat, "last_chance_give"))
        game.log(ForumEventType.CHECK, seat, dice=(roll,), amount=roll, detail="last_chance_give")
        cards = game.draw(seat, roll, "last_chance_give")
        for i, card in enumerate(cards):
            to = move.to[i % len(move.to)]
            p.hand.remove(card)
            game.players[to].hand.append(card)
            game.log(ForumEventType.GIVEN, seat, target=to, cards=(card,), card_count=1,
                     private_to=(seat, to) if move.private else None)


# ---- the deadline -------------------------------------------------------------------


def resolve(game: ForumGame) -> None:
    for seat, p in enumerate(game.players):  # a card owed from an earlier round, not chosen in time
        if p.cards_owed and p.owed_since < game.round:
            count, p.cards_owed = p.cards_owed, 0
            if p.conscious:
                game.draw(seat, count, "nick_tilman")
    for effect in list(game.pending):
        _resolve(game, effect)
    game.pending = []
    _dynamite_at_deadline(game)
    for seat, p in enumerate(game.players):
        if p.alive and p.unconscious and p.fell_in_round < game.round:
            game.leave(seat)
    living = game.living()
    if len(living) == 3:
        for seat in living:
            if game.players[seat].role == WHITE_INDIAN and seat not in game.white_indian_won:
                game.white_indian_won.add(seat)
                game.log(ForumEventType.WHITE_INDIAN_REVENGE, seat)


def _resolve(game: ForumGame, e: Played) -> None:
    if e.effect == "beer":
        if len(game.living()) > 2:  # "Beer does nothing when two are left"
            game.heal(e.player, 1, "beer")
    elif e.effect == "heal":
        game.heal(e.player, 1, "three_for_one")
    elif e.effect == "bang" and e.target is not None:
        _shot(game, e)
    elif e.effect == "duel" and e.target is not None:
        _duel(game, e.player, e.target)
    elif e.effect == "indians":
        n = len(game.players)
        for seat in [(e.player + k) % n for k in range(n)]:
            if not game.players[seat].conscious:
                continue
            if game.indians_answers[seat] > 0:
                game.indians_answers[seat] -= 1
                game.log(EventType.ANSWERED, seat, target=e.player, detail="indians")
            elif game.players[seat].equipment.get("hat") == "hat":
                if game.rules > 1:  # used from play: holed (the first reading kept it whole)
                    game.players[seat].equipment["hat"] = "holed_hat"
                game.log(ForumEventType.HAT_SAVED, seat, target=e.player, detail="indians")
            else:
                game.hit(seat, 1, e.player, by_card=True, why="indians")
    elif e.effect == "gatling":
        for seat in game.living():
            if seat == e.player or not game.players[seat].conscious:
                continue
            if game.players[seat].equipment.get("hat") == "hat":
                if game.rules > 1:  # used from play: holed (the first reading kept it whole)
                    game.players[seat].equipment["hat"] = "holed_hat"
                game.log(ForumEventType.HAT_SAVED, seat, target=e.player, detail="gatling")
            else:
                game.hit(seat, 1, e.player, by_card=True, why="gatling")
    elif e.effect == "panic" and e.target is not None:
        game.players[e.target].short_next += 1
    elif e.effect == "kamikaze" and e.target is not None:
        _kamikaze(game, e.player, e.target)


def _kamikaze(game: ForumGame, seat: int, target: int) -> None:
    """Buffalo Grimes: a life of his (never his last) for a life of the target's."""
    p = game.players[seat]
    if p.conscious and p.life >= 2 and game.players[target].conscious:
        p.life -= 1
        game.log(EventType.DAMAGED, seat, amount=1, detail="buffalo_grimes")
        game.hit(target, 1, seat, by_card=False, why="buffalo_grimes")


def _shot(game: ForumGame, e: Played) -> None:
    """A BANG! at the deadline: the Barrel first, then a Missed!, then the Hat; the
    weapon's extra rolls; then the hit (two lives on a Carabine's headshot)."""
    assert e.target is not None
    target = game.players[e.target]
    if not target.conscious:
        game.log(EventType.SHOT_MISSED, e.player, target=e.target, detail="unconscious")
        return
    shooter = game.abilities_of(e.player)
    tex = e.card != "" and shooter is not None and shooter.tex
    defender = game.abilities_of(e.target)
    stopped = ""
    has_barrel = "barrel" in target.equipment or (defender is not None and defender.always_barrel)
    if has_barrel and not tex and game.check(e.target, want_one=True, why="barrel") == 1:
        stopped = "barrel"
    if not stopped and game.missed_answers[e.target] > 0:
        game.missed_answers[e.target] -= 1
        if tex and game.check(e.target, want_one=False, why="tex_willer") == 1:
            game.log(ForumEventType.MISSED_FAILED, e.target, target=e.player, detail="tex_willer")
        else:
            stopped = "missed"
    if not stopped and target.equipment.get("hat") == "hat":
        target.equipment["hat"] = "holed_hat"
        stopped = "hat"
    _weapon_extras(game, e)
    if stopped:
        game.log(EventType.SHOT_MISSED, e.player, target=e.target, detail=stopped)
        return
    lives = 1
    if e.weapon == "carabine" and game.check(e.player, want_one=True, why="carabine") == 1:
        lives = 2
    game.hit(e.target, lives, e.player, by_card=e.card != "", why="headshot" if lives == 2 else "bang")


def _weapon_extras(game: ForumGame, e: Played) -> None:
    """Schofield and Winchester kill a horse on a 1; the Winchester a Barrel instead, as
    its shooter chose (``aim``; without a choice, the horse when there is one)."""
    assert e.target is not None
    kit = game.players[e.target].equipment
    aim = e.aim or ("horse" if "mustang" in kit else "barrel")
    if e.weapon in ("schofield", "winchester") and aim == "horse" and "mustang" in kit:
        if game.check(e.player, want_one=True, why="horse") == 1:
            del kit["mustang"]
            game.log(ForumEventType.HORSE_KILLED, e.player, target=e.target)
    elif e.weapon == "winchester" and aim == "barrel" and "barrel" in kit and \
            game.check(e.player, want_one=True, why="barrel_shot") == 1:
        del kit["barrel"]
        game.log(ForumEventType.BARREL_DESTROYED, e.player, target=e.target)


def _duel(game: ForumGame, challenger: int, challenged: int) -> None:
    """6d6 against 6d6, die by die; no card and no ability works in a Duel."""
    if not game.players[challenger].conscious or not game.players[challenged].conscious:
        game.log(ForumEventType.DUEL_OFF, challenger, target=challenged)
        return
    a = game.dice.rolls(6, 6, game.purpose(challenger, "duel"))
    b = game.dice.rolls(6, 6, game.purpose(challenged, "duel"))
    game.log(ForumEventType.DUEL, challenger, target=challenged, dice=a + b)
    a_hit, b_hit = duel_outcome(a, b)
    if b_hit:
        game.hit(challenged, 1, challenger, by_card=True, in_duel=True, why="duel")
    if a_hit:
        game.hit(challenger, 1, challenged, by_card=False, in_duel=True, why="duel")


# ---- the Dynamite -------------------------------------------------------------------


def _pass_dynamite(game: ForumGame, dyn: Dynamite, to: int, by_master: bool) -> None:
    game.log(ForumEventType.DYNAMITE_THROWN, dyn.holder, target=to, detail="by_master" if by_master else "")
    dyn.holder, dyn.arrived, dyn.must_throw, dyn.two_dice = to, game.round, False, False
    dyn.had.add(to)


def _dynamite_at_deadline(game: ForumGame) -> None:
    dyn = game.dynamite
    if dyn is None:
        return
    holder = game.players[dyn.holder]
    if dyn.must_throw or not holder.conscious:  # not thrown in time, or its holder fell
        targets = throw_targets(game)
        if not targets:
            if holder.conscious:  # the last one: it explodes in his hands
                _explode(game, dyn, last=True)
            else:
                game.log(ForumEventType.DYNAMITE_OUT, dyn.holder)
                game.dynamite = None
            return
        after = sorted(targets, key=lambda s: (s - dyn.holder) % len(game.players))
        _pass_dynamite(game, dyn, after[0], by_master=True)
    if dyn.arrived != game.round:
        return
    last = not throw_targets(game)  # nobody left to throw it to: it explodes, no roll
    if last or game.check(dyn.holder, want_one=False, why="dynamite", extra_die=dyn.two_dice) == 1:
        _explode(game, dyn, last)


def _explode(game: ForumGame, dyn: Dynamite, last: bool = False) -> None:
    """It explodes: on a 1, or with no roll in the last one's hands (``last``: the post says why)."""
    detail = "last" if last and game.rules > 1 else ""  # the first reading's log had no detail
    game.log(EventType.DYNAMITE_EXPLODED, dyn.holder, amount=DYNAMITE_LIFE, detail=detail)
    game.dynamite = None
    game.hit(dyn.holder, DYNAMITE_LIFE, None, by_card=False, why="dynamite")
