"""The forum game: a round of posts, then the master's sums at the deadline.

    game = ForumGame.new([("Ann", "kid_curry"), ...], seed=7)
    game.legal_actions(seat)      # what that player may post now
    game.apply(move)              # posted: "at once" cards act now; refused moves change nothing
    game.deadline()               # the round's "next round" effects resolved, the next round begins

Every player posts in the same round; the order of ``apply`` calls is the order of
the posts, and it is the order the deadline resolves them in (rounds.py).
A game is its seed, the players and their characters, and the moves of each round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ...errors import IllegalAction, MalformedAction
from ...events import EventKind, EventType
from ...ruleset import Reason
from . import rounds
from .cards import DECK_LIMIT, WEAPON_RANGE
from .characters import CHARACTERS, Character
from .dice import FAIR, Dice, FairDice
from .legality import candidates, refusal
from .log import Entry, ForumEventType, entry
from .overrides import Override, apply_override
from .refusals import english, refused
from .roles import LIEUTENANT, ROLE_SPLIT, SHERIFF, game_result, winners
from .state import JSON, Dynamite, ForumPlayer, Move, Played
from .view import observation

ROUND_CAP = 300  # ``bang simulate`` stops a game here and reports it
# The readings of 004 a game is played by (docs/forum-rules.md). 2: the Hat holed against
# Gatling and Indians! too, the deck unlimited within a round, the players' choices
# (Winchester's aim, Nick Tilman's card, El Gringo's roll), the Carabine's one BANG! card.
# 1: the games stored before, which replay by the readings they were played with.
RULES = 2


@dataclass
class ForumGame:
    seed: int
    dice: Dice
    players: list[ForumPlayer]
    round: int = 1
    supply: int = DECK_LIMIT  # the cards the master's deck still holds this round
    deck_open: bool = True  # the round began with cards in the deck: its draws are unlimited
    pending: list[Played] = field(default_factory=list)
    missed_answers: Counter[int] = field(default_factory=Counter)
    indians_answers: Counter[int] = field(default_factory=Counter)
    indians_played: int = 0
    table: list[str] = field(default_factory=list)  # the cards played, last at the end (Tuco)
    dynamite: Dynamite | None = None
    events: list[Entry] = field(default_factory=list)  # the log (log.py)
    moves: list[Move] = field(default_factory=list)  # this round's, in posting order
    history: list[list[Move]] = field(default_factory=list)  # the closed rounds
    result: str | None = None  # the side that won
    capped: bool = False  # stopped at the round cap with no winner
    white_indian_won: set[int] = field(default_factory=set)
    round_cap: int = 0  # 0: none
    resolved_from: dict[int, int] = field(default_factory=dict)  # round -> first event of its deadline
    overrides: list[Override] = field(default_factory=list)  # the master's, in the order made
    rules: int = RULES  # the readings this game is played by (RULES)

    # ---- making a game ----------------------------------------------------------------

    @staticmethod
    def new(players: Sequence[tuple[str, str]], seed: int, round_cap: int = 0,
            fair: tuple[str, Sequence[str]] | None = None, rules: int = RULES) -> ForumGame:
        """A table of (name, character) pairs; the roles are dealt at random from the dice.
        ``fair``: (salt, the players' entropy parts by seat) for ``FairDice``; without it
        the seed's generator (the games stored before the players' parts, scenarios)."""
        count = len(players)
        if count not in ROLE_SPLIT:
            raise MalformedAction(f"the forum game is for {min(ROLE_SPLIT)} to {max(ROLE_SPLIT)} "
                                  f"players, not {count}")
        names = [n for n, _ in players]
        chars = [c for _, c in players]
        if len(set(names)) != count or len(set(chars)) != count:
            raise MalformedAction("every player needs a name and a character of their own")
        for c in chars:
            if c not in CHARACTERS:
                raise MalformedAction(f"no character {c!r} in the forum game")
        if fair is not None and len(fair[1]) != count:
            raise MalformedAction("one entropy part a player")
        dice = Dice(seed) if fair is None else FairDice(seed, fair[0], tuple(fair[1]))
        roles = list(ROLE_SPLIT[count])
        order = list(range(count))
        dice.shuffle(order, "roles")
        seats = [ForumPlayer(name, char, roles[order[i]], 0, 0) for i, (name, char) in enumerate(players)]
        for p in seats:
            setup_player(p)
        if rules not in (1, RULES):
            raise MalformedAction(f"rules {rules}: this bang plays 1 and {RULES}")
        game = ForumGame(seed, dice, seats, round_cap=round_cap, rules=rules)
        game.log(EventType.GAME_STARTED, detail=f"{count} players")
        game.start_round()
        return game

    def character(self, seat: int) -> Character:
        return CHARACTERS[self.players[seat].character]

    def abilities_of(self, seat: int) -> Character | None:
        """The character whose abilities work now: none while unconscious (004)."""
        return CHARACTERS[self.players[seat].character] if self.players[seat].conscious else None

    # ---- the API ----------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.result is not None or self.capped

    def winners(self) -> list[int]:
        return winners(self.players, self.result, self.white_indian_won) if self.over else []

    def legal_actions(self, seat: int) -> list[Move]:
        """Every move ``seat`` may post now (the heal lists one choice of cards: the last ones)."""
        return [m for m in candidates(self, seat) if refusal(self, m) is None]

    def refusal(self, move: Move) -> Reason | None:
        """Why ``move`` may not be posted now (a code and its facts), or None."""
        if not 0 <= move.player < len(self.players):
            raise MalformedAction(f"no player {move.player}")
        return refusal(self, move)

    def apply(self, move: Move) -> None:
        """Post ``move``; an illegal one raises IllegalAction (its English reason) and
        changes nothing."""
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalAction(english(reason))
        self.moves.append(move)
        rounds.post(self, move)

    def deadline(self) -> None:
        """The master's sums: this round's effects resolved, then the next round starts."""
        if self.over:
            raise IllegalAction(english(refused("game_over")))
        self.resolved_from[self.round] = len(self.events)
        rounds.resolve(self)
        self.history.append(self.moves)
        self.moves = []
        self.result = game_result(self.players)
        if self.result is None and self.round_cap and self.round >= self.round_cap:
            self.capped = True
            self.log(ForumEventType.ROUND_CAP, amount=self.round)
        if self.over:
            self.log(EventType.GAME_OVER, detail=self.result or "round_cap")
            return
        self.round += 1
        self.start_round()

    def observation(self, seat: int | None) -> JSON:
        """The table as ``seat`` may see it (None: a spectator); view.py decides."""
        return observation(self, seat)

    def to_record(self) -> JSON:
        """The seed, the players and every move, round by round: enough to replay the game."""
        return {
            "ruleset": "forum",
            "seed": self.seed,
            "players": [{"name": p.name, "character": p.character} for p in self.players],
            "round_cap": self.round_cap,
            "rounds": [[m.to_json() for m in moves] for moves in self.history],
            "current": [m.to_json() for m in self.moves],
            "overrides": [o.to_json() for o in self.overrides],
            **self.dice.record(),
            **({"rules": self.rules} if self.rules != 1 else {}),
        }

    @staticmethod
    def from_record(record: JSON) -> ForumGame:
        players = [(p["name"], p["character"]) for p in record["players"]]
        fair = None
        if "dice" in record:
            if record["dice"] != FAIR:
                raise MalformedAction(f"dice {record['dice']!r}: this bang knows {FAIR!r}")
            fair = (str(record["salt"]), [str(part) for part in record["parts"]])
        game = ForumGame.new(players, int(record["seed"]), int(record.get("round_cap", 0)), fair,
                             int(record.get("rules", 1)))  # a record without it was played by 1
        overrides = [Override.from_json(o) for o in record.get("overrides", [])]

        def overrides_due() -> None:
            while overrides and (overrides[0].at_round, overrides[0].after_moves) == \
                    (game.round, len(game.moves)):
                game.override(overrides.pop(0))

        for moves in record["rounds"]:
            for m in moves:
                overrides_due()
                game.apply(Move.from_json(m))
            overrides_due()
            game.deadline()
        for m in record.get("current", []):
            overrides_due()
            game.apply(Move.from_json(m))
        overrides_due()
        if overrides:
            raise MalformedAction(f"an override at round {overrides[0].at_round}, after "
                                  f"{overrides[0].after_moves} moves, matches no point of the game")
        return game

    def override(self, override: Override) -> None:
        """The master's word over the rules: a life, a card, a ruling, with its reason; kept
        in the record at the point it was made (``at_round``, ``after_moves``)."""
        if (override.at_round, override.after_moves) != (self.round, len(self.moves)):
            override = override.placed(self.round, len(self.moves))
        apply_override(self, override)
        self.overrides.append(override)

    # ---- the round --------------------------------------------------------------------

    def start_round(self) -> None:
        for p in self.players:
            p.clear_round()
        held = sum(len(p.hand) + len(p.equipment) for p in self.players if p.alive)
        self.supply = max(0, DECK_LIMIT - held)
        self.deck_open = self.supply > 0
        self.pending, self.indians_played = [], 0
        self.missed_answers, self.indians_answers = Counter(), Counter()
        self.log(ForumEventType.ROUND_STARTED, amount=self.supply)
        if self.dynamite is not None:
            self.dynamite.must_throw = self.dynamite.arrived < self.round
        for seat in range(len(self.players)):
            char = self.abilities_of(seat)
            if char is not None and char.at_round_start is not None:
                char.at_round_start(self, seat)

    # ---- what the rules read ----------------------------------------------------------

    def living(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if p.alive]

    def has_horse(self, seat: int) -> bool:
        p = self.players[seat]
        return self.character(seat).always_mustang and p.conscious or (
            "mustang" in p.equipment and p.mustang_from <= self.round)

    def distance(self, a: int, b: int) -> int:
        """Seats around the round table (the unconscious still sit there), +1 to a rider,
        -1 from Rosie; never below 1."""
        ring = self.living()
        i, j = ring.index(a), ring.index(b)
        d = min(abs(i - j), len(ring) - abs(i - j))
        if self.has_horse(b):
            d += 1
        char = self.abilities_of(a)
        if char is not None:
            d -= char.sees_closer
        return max(1, d)

    def own_range(self, seat: int) -> int:
        """The weapon's distance (the Colt's 1 without one), +1 with a Scope."""
        p = self.players[seat]
        weapon = p.equipment.get("weapon")
        return (WEAPON_RANGE[weapon] if weapon else 1) + (1 if "scope" in p.equipment else 0)

    def shooting_range(self, seat: int) -> int:
        char = self.abilities_of(seat)
        if char is not None and char.borrows_range:
            others = [self.own_range(s) for s in self.living() if s != seat]
            return max([self.own_range(seat), *others])
        return self.own_range(seat)

    def bang_limit(self, seat: int) -> int:
        """BANG!s a round: one; Volcanic, any; Kid Curry, two; Carabine, one, whatever else."""
        p = self.players[seat]
        weapon = p.equipment.get("weapon")
        if weapon == "carabine":
            return 1
        if weapon == "volcanic":
            return 10**6
        char = self.abilities_of(seat)
        return 1 + (char.extra_bangs if char else 0)

    # ---- the master's hands: draws, checks, lives -------------------------------------

    def purpose(self, seat: int | None, why: str) -> str:
        """A die's label: its round, whose it is and what for ("round 2, seat 1: barrel")."""
        return f"round {self.round}{'' if seat is None else f', seat {seat}'}: {why}"

    def log(self, kind: EventKind, player: int | None = None, *, target: int | None = None,
            cards: Iterable[str] = (), card_count: int = 0, amount: int = 0, dice: tuple[int, ...] = (),
            detail: str = "", private_to: tuple[int, ...] | None = None, round_no: int = 0) -> None:
        """An event of this round (of ``round_no``, when the master amends an earlier one)."""
        self.events.append(entry(kind, round_no or self.round, player, target=target, cards=cards,
                                 card_count=card_count, amount=amount, dice=dice, detail=detail,
                                 private_to=private_to))

    def draw(self, seat: int, count: int, why: str, openly: bool = False) -> list[str]:
        """``count`` d20 rolled for ``seat`` (hidden from the others unless ``openly``): all
        of them within the round ("В течение хода колода карт безлимитна"), none in a round
        that began with the deck's limit spent."""
        if self.rules == 1:  # the first reading: the limit cut the round's draws
            count = min(count, self.supply)
        if count <= 0 or not self.deck_open:
            return []
        self.supply = max(0, self.supply - count)
        _, cards = self.dice.cards(count, self.purpose(seat, why))  # the rolls are the cards' lines: the event shows them
        self.players[seat].hand.extend(cards)
        self.log(EventType.DREW, seat, cards=cards, card_count=count, detail=why,
                 private_to=None if openly else (seat,))
        return list(cards)

    def take_chosen(self, seat: int, card: str, why: str) -> None:
        """One card of the player's choice from the deck (Nick Tilman), hidden as a draw is;
        none in a round that began with the deck's limit spent."""
        if not self.deck_open:
            return
        self.supply = max(0, self.supply - 1)
        self.players[seat].hand.append(card)
        self.log(ForumEventType.CHOSE_CARD, seat, cards=(card,), card_count=1, detail=why, private_to=(seat,))

    def check(self, seat: int, want_one: bool, why: str, extra_die: bool = False) -> int:
        """A d6 "draw!" of ``seat``; two dice and the better one for Lucky Duke (or a
        Dynamite card). ``want_one``: a 1 is what the player hopes for."""
        char = self.abilities_of(seat)
        two = extra_die or (char is not None and char.two_dice_checks)
        rolled = self.dice.rolls(2 if two else 1, 6, self.purpose(seat, why))
        hoped = [r for r in rolled if (r == 1) == want_one]
        pick = hoped[0] if hoped else rolled[0]
        self.log(ForumEventType.CHECK, seat, dice=rolled, amount=pick, detail=why)
        return pick

    def heal(self, seat: int, lives: int, why: str) -> None:
        p = self.players[seat]
        gained = min(lives, p.max_life - p.life)
        if gained > 0 and p.conscious:
            p.life += gained
            self.log(EventType.HEALED, seat, amount=gained, detail=why)

    def hit(self, seat: int, lives: int, source: int | None, by_card: bool, in_duel: bool = False,
            why: str = "") -> None:
        """``seat`` loses ``lives``; at 0 the master plays a Beer if he can, else they fall."""
        p = self.players[seat]
        if not p.conscious:
            return
        p.life -= lives
        self.log(EventType.DAMAGED, seat, target=source, amount=lives, detail=why)
        char = self.abilities_of(seat)
        if not in_duel and char is not None and char.on_hit is not None:
            char.on_hit(self, seat, lives, source, by_card)
        if p.life <= 0 and not in_duel and "beer" in p.hand and not p.beer_used and len(self.living()) > 2:
            p.hand.remove("beer")
            p.beer_used = True
            p.life += 1
            self.log(ForumEventType.BEER_AT_LAST_LIFE, seat, cards=("beer",), amount=1)
        if p.life <= 0:
            self.fall(seat, source)

    def fall(self, seat: int, source: int | None) -> None:
        """Unconscious: no abilities, the hand discarded, no card may target them."""
        p = self.players[seat]
        p.life, p.unconscious, p.fell_in_round, p.downed_by = 0, True, self.round, source
        count = len(p.hand)
        p.hand.clear()
        self.log(ForumEventType.UNCONSCIOUS, seat, target=source, card_count=count)
        for other in range(len(self.players)):
            char = self.abilities_of(other)
            if other != seat and char is not None and char.on_other_falls is not None:
                char.on_other_falls(self, other)

    def leave(self, seat: int) -> None:
        """Out of the game: the role shown, the cards to Vulture Sam and Big Snake or discarded."""
        p = self.players[seat]
        p.alive, p.unconscious = False, False
        hand, kit = list(p.hand), [c for c in p.equipment.values() if c != "holed_hat"]
        p.hand.clear()
        p.equipment.clear()
        self.log(EventType.ELIMINATED, seat, detail=p.role)
        sam = self._taker("takes_all")
        snake = self._taker("takes_hand")
        if sam is not None and snake is not None:
            half = (len(hand) + 1) // 2
            self.give(sam, hand[:half] + kit, seat)
            self.give(snake, hand[half:], seat)
        elif sam is not None:
            self.give(sam, hand + kit, seat)
        elif snake is not None:
            self.give(snake, hand, seat)
        if sam is not None and self.players[sam].role == SHERIFF and p.downed_by == sam \
                and p.role in ("deputy", LIEUTENANT) and not p.turned:
            cards = len(self.players[sam].hand)
            self.players[sam].hand.clear()
            self.log(EventType.PENALTY, sam, card_count=cards, detail="vulture_sam_sheriff")

    def _taker(self, flag: str) -> int | None:
        for s in self.living():
            char = self.abilities_of(s)
            if char is not None and getattr(char, flag):
                return s
        return None

    def give(self, seat: int, cards: list[str], source: int) -> None:
        if cards:
            self.players[seat].hand.extend(cards)
            self.log(EventType.TOOK, seat, target=source, cards=tuple(cards), card_count=len(cards),
                     private_to=(seat,))

    def shoot_without_card(self, seat: int, target: int, dice: tuple[int, ...] = (), why: str = "") -> None:
        """A shot that is no card (Black Jack, a last shot): a BANG! resolved at the deadline."""
        self.pending.append(Played(seat, "bang", target, card="", weapon="", shot_at_any_range=True))
        self.log(ForumEventType.SHOT, seat, target=target, dice=dice, detail=why)


def setup_player(p: ForumPlayer) -> None:
    char = CHARACTERS[p.character]
    p.max_life = char.life + (1 if p.role == SHERIFF else 0)
    p.life = p.max_life
    if p.role == SHERIFF or char.wears_hat:
        p.equipment["hat"] = "hat"

