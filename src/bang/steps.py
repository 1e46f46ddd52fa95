"""The core's steps: the moments every ruleset shares, each resolving, asking, answering
and describing itself (``state.Step``).

- ``DrawPhase``: phase 1 of a turn (the character's ``DrawRule``, else two cards);
- ``Flip``: Lucky Duke's two "draw!" cards, waiting for the one that counts;
- ``ShotAt``: a BANG! effect at a player, until cancelled (Barrel, Missed!...) or hit;
- ``Hit``: lives lost, then the dying stage and the abilities that follow;
- ``CardsShared``: the rest of an elimination, once the players who take the dead
  player's cards in turn (two Vulture Sams) have shared them out.

A ruleset's own steps live in its package (the base game's Dynamite, Jail, Duel,
Indians! and General Store in ``rulesets/base/steps.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from .actions import Action, ActionType
from .events import EventType
from .ruleset import CheckFor
from .state import Phase, Step

if TYPE_CHECKING:
    from .rules import Game, Pending

E: Final = EventType
PASS: Final = ActionType.PASS
PLAY: Final = ActionType.PLAY
CHOOSE: Final = ActionType.CHOOSE
USE: Final = ActionType.USE


@dataclass(slots=True)
class DrawPhase(Step):
    """Phase 1: the way of drawing in force (``Game.draw_rule``: an event's, else the
    character's), else as many cards as the rules in force say (two)."""

    player: int
    started: bool = False  # a way of drawing that shows cards first (Kit Carlson) has shown them
    count: int = 0  # what a way of drawing counts as it goes (Peyote's right guesses)
    declined: bool = False  # the event's offer at phase 1 was declined: draw the usual way (Hard Liquor)
    hand_size: int = -1  # the hand's size as phase 1 began: what it drew follows (-1: not begun)

    def resolve(self, game: Game) -> bool:
        game.phase = Phase.DRAW
        if self.hand_size < 0:
            self.hand_size = len(game.players[self.player].hand)
        rule = game.draw_rule(self.player)
        if rule is not None:
            return rule.resolve(game, self)
        game.draw(self.player, game.rules.phase_one_cards)
        game.end_draw_phase()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        rule = game.draw_rule(self.player)
        assert rule is not None and rule.decide is not None
        return rule.decide(game, self)

    def answer(self, game: Game, action: Action) -> None:
        rule = game.draw_rule(action.player)
        assert rule is not None and rule.answer is not None
        rule.answer(game, self, action)

    def prompt(self, game: Game) -> dict[str, Any]:
        rule = game.draw_rule(self.player)
        return {"reason": "normal" if rule is None else rule.name}


@dataclass(slots=True)
class Flip(Step):
    """Lucky Duke's two "draw!" cards, waiting for him to pick the one that counts; his
    pick goes to the step below, the one that asked (``Step.take_flip``)."""

    player: int
    cards: tuple[int, ...]

    def resolve(self, game: Game) -> bool:
        return False  # always waits for Lucky Duke

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        return game.decision(self.player, "choose", [Action(self.player, CHOOSE, cards=(c,)) for c in self.cards])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        chosen = action.cards[0]
        for c in self.cards:
            game.revealed.remove(c)
            game.discard.append(c)
        purpose = game.stack[-1].draw_purpose
        game.emit(E.DRAW_CHECK, self.player, cards=(chosen,), count=1,
                  detail=f"chosen {game.draw_detail(chosen, purpose)}")
        for c in self.cards:
            game.draw_checked(self.player, c)
        counts = game.check_counts(self.player, chosen, purpose)
        if counts is not None:
            game.stack[-1].take_flip(counts)

    def prompt(self, game: Game) -> dict[str, Any]:
        below = game.stack[-2] if len(game.stack) > 1 else None
        return {"reason": "lucky_duke", "for": below.draw_purpose if below is not None else "draw!"}


@dataclass(slots=True)
class ShotAt(Step):
    """A BANG! effect (or one barrel of a Gatling) at ``player``, still to be answered."""

    player: int
    shooter: int | None  # None: a shot nobody fired (an event card's)
    missed_needed: int
    draws_left: int  # Barrel / Jourdonnais "draw!"s not yet made
    flip: int | None = None
    gatling: bool = False  # one barrel of a Gatling rather than a BANG!
    from_hand: int = 0  # cards from hand played against it so far (Molly Stark draws for them once it is over)
    damage: int = 1  # life points the hit costs (a card played with the BANG! may raise it)
    card: int = -1  # the BANG! card that fired it, where an expansion's rule needs to know (-1: none said)

    draw_purpose = "barrel"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        p = game.players[self.player]
        if not p.alive:
            game.stack.pop()
            return True
        if self.flip is not None:
            if game.check_passes(self.flip, CheckFor.BARREL):
                self.missed_needed -= 1
            self.flip = None
        if self.missed_needed <= 0:
            game.stack.pop()
            game.emit(E.SHOT_MISSED, self.player, self.shooter)
            game.answered_out_of_turn(self.player, self.from_hand)
            if self.shooter is not None and not self.gatling:
                missed = game.character(self.shooter).on_shot_missed
                if missed is not None and game.players[self.shooter].alive:
                    missed(game, self.shooter, self.player)
            return True
        if self.draws_left > 0:
            self.draws_left -= 1
            self.flip = game.flip(self.player, self.draw_purpose)
            return True
        if game.cancels(self.player) < self.missed_needed and not game.hides_hand(self.player):
            # nothing in hand could cancel it: the hit lands
            game.stack.pop()
            game.answered_out_of_turn(self.player, self.from_hand)
            game.shot_lands(self)
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        answers = game.missed_answers(seat)
        if game.cancels(seat) < self.missed_needed:
            answers = []  # asked only to hide the hand (``hides_hand``): cards that cannot cancel it
        return game.decision(seat, "respond", answers + [Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        if action.type is PASS:
            game.stack.pop()
            game.emit(E.PASSED, action.player)
            game.answered_out_of_turn(self.player, self.from_hand)
            game.shot_lands(self)
            return
        seat, card = action.player, action.card
        assert card is not None
        if action.type is USE:
            game.use_up(seat, card)
            game.emit(E.USED, seat, self.shooter, cards=(card,), count=1)
        else:
            game.discard_from_hand(seat, card)
            game.emit(E.ANSWERED, seat, self.shooter, cards=(card,), count=1, detail=played_as(action))
            self.from_hand += 1
        self.missed_needed -= 1
        game.after_missed(seat, action)

    def prompt(self, game: Game) -> dict[str, Any]:
        out = {"reason": "gatling" if self.gatling else "bang", "from": self.shooter,
               "missed_needed": self.missed_needed}
        if self.shooter is None:  # nobody fired it: the event card in force did
            out["event"] = game.rules.facts.get("event")
        return out


@dataclass(slots=True)
class Hit(Step):
    """Lives lost; the dying stage if life falls to 0, then the abilities that follow."""

    player: int
    amount: int
    source: int | None  # who played the card that caused it; None for Dynamite
    applied: bool = False
    last_chance: bool = False  # the character's last chance was tried (Teren Kill's "draw!")
    offered: bool = False  # the expansions' ``life_loss`` hooks were called (they may lower ``amount``)

    def resolve(self, game: Game) -> bool:
        p = game.players[self.player]
        if p.ghost:  # a ghost neither loses nor gains life points
            game.stack.pop()
            return True
        if not self.applied:
            losses = game.ruleset.hooks.life_loss
            if losses and not self.offered:
                self.offered = True
                depth = len(game.stack)
                for loss in losses:
                    loss(game, self)
                if len(game.stack) > depth:
                    return True  # what they pushed resolves first
            if self.amount <= 0:
                game.stack.pop()
                return True
            self.applied = True
            p.hp -= self.amount
            game.emit(E.DAMAGED, self.player, self.source, amount=self.amount)
            for lost in game.ruleset.hooks.life_lost:  # an expansion's moment (Gold Rush's nuggets)
                lost(game, self.player, self.amount, self.source)
        if p.hp <= 0:
            if not self.last_chance and (game.can_survive(self.player) or game.hides_hand(self.player)):
                return False
            if self._last_chance(game):
                return True
            game.stack.pop()
            game.eliminate(self.player, self.source)
            return True
        game.stack.pop()
        on_hit = game.character(self.player).on_hit
        if on_hit is not None:
            on_hit(game, self.player, self.amount, self.source)
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        opts = []
        if game.can_survive(seat):
            if game.alive_count() > 2:
                opts = [Action(seat, PLAY, card=c) for c in game.beers(seat)]
            for rescue in game.ruleset.hooks.rescue:  # an expansion's own (Gold Rush's Rucksack)
                opts += rescue(game, seat)[0]
        return game.decision(seat, "dying", opts + [Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        if action.type is PASS:
            game.emit(E.PASSED, action.player, detail="dying")  # no Beer drunk
            if self._last_chance(game):
                return
            game.stack.pop()
            game.eliminate(self.player, self.source)
            return
        if action.type is not PLAY:  # an expansion's own way (Gold Rush's Rucksack)
            game.ruleset.decisions[action.type](game, action)
            return
        assert action.card is not None
        game.discard_from_hand(action.player, action.card)
        game.emit(E.PLAYED, action.player, cards=(action.card,), count=1, detail="dying")
        game.heal(action.player, game.character(action.player).beer_heals)
        game.answered_out_of_turn(action.player, 1)
        for played in game.rules.hooks.card_played:  # a Beer played all the same: its moment too
            played(game, action.player, action)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "dying", "from": self.source, "lives_needed": 1 - game.players[self.player].hp}

    def _last_chance(self, game: Game) -> bool:
        """The character's last try before he is out (pushed to resolve first), once: True if
        there is one."""
        hook = game.character(self.player).last_chance
        if hook is None or self.last_chance:
            return False
        self.last_chance = True
        hook(game, self.player)
        return True


def played_as(action: Action) -> str:
    """The log's note for a card played as another (Calamity Janet, Elena Fuente)."""
    return "" if action.as_kind is None else f"as {action.as_kind.key}"


@dataclass(slots=True)
class CardsShared(Step):
    """Below the steps of the players who share a dead player's cards out (an
    ``on_elimination`` hook that decides card by card): once they are done, the rest
    of the elimination (``Game.after_cards_taken``)."""

    player: int  # the dead player
    killer: int | None

    def resolve(self, game: Game) -> bool:
        game.stack.pop()
        game.after_cards_taken(self.player, self.killer)
        return True


@dataclass(slots=True)
class TurnOpening(Step):
    """The expansions' moments at the start of a turn, before anything else of it (the
    "draw!"s of Dynamite and Jail, then phase 1, wait below it): first the round's start
    where this turn begins a round (an event card revealed), then each turn-start hook.
    The hooks run in order; the steps a hook pushes resolve before the next hook runs, so
    each one sees what the one before did (the event just revealed)."""

    player: int
    round_start: bool = False
    stage: int = 0  # the next hook to run (of the round's start, then of the turn's)

    def resolve(self, game: Game) -> bool:
        stack = game.stack
        while True:
            if self.round_start:
                hooks = game.rules.hooks.round_start
                if self.stage >= len(hooks):
                    self.round_start, self.stage = False, 0  # on to the turn's start
                    continue
            else:  # (as the rules in force have them now: the event just revealed's)
                hooks = game.rules.hooks.turn_start
                if self.stage >= len(hooks):
                    break
            hook = hooks[self.stage]
            self.stage += 1
            height = len(stack)
            hook(game, self.player)
            if len(stack) != height or stack[-1] is not self or game.winner is not None:
                return True  # what it pushed resolves first (the next hook waits for it)
        stack.pop()
        if not game.players[self.player].alive:
            game.end_turn()  # out, and nothing brought him back (the event that would have, covered)
        return True


@dataclass(slots=True)
class TurnClosing(Step):
    """The expansions' moments once a turn is over (``Hooks.turn_end``), one hook
    after another as at the start (``TurnOpening``); then the next turn begins. It lies at
    the bottom of the stack: a player eliminated meanwhile does not end the turn again
    (``Game.end_turn``)."""

    player: int
    stage: int = 0

    def resolve(self, game: Game) -> bool:
        hooks = game.rules.hooks.turn_end
        stack = game.stack
        while self.stage < len(hooks):
            hook = hooks[self.stage]
            self.stage += 1
            height = len(stack)
            hook(game, self.player)
            if len(stack) != height or stack[-1] is not self or game.winner is not None:
                return True  # what it pushed resolves first (the next hook waits for it)
        stack.pop()
        game.begin_next_turn()
        return True


@dataclass(slots=True)
class TakeDrawn(Step):
    """A card "drawn!" goes into the hand of the player who takes such cards (John Pain),
    once what it decided is over (it waits below the step that asked for it)."""

    player: int
    card: int

    def resolve(self, game: Game) -> bool:
        game.stack.pop()
        p = game.players[self.player]
        if p.alive and self.card in game.discard:
            game.discard.remove(self.card)
            p.hand.append(self.card)
            game.emit(E.PICKED, self.player, cards=(self.card,), count=1, detail="draw_check")
        return True
