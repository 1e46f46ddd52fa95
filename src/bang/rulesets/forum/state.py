"""The forum game's state as plain data: players, moves, played cards, the Dynamite.

Moves are plain records that turn into JSON and back, so a game is its seed and its
moves, round by round (``ForumGame.to_record``); the events are the core's (log.py).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ...errors import MalformedAction

JSON = dict[str, Any]

# The kinds of move a player posts before a round's deadline.
DRAW = "draw"  # roll X d20 at once, X = current life (hidden roll)
PLAY = "play"  # a card from the hand, openly
HEAL = "heal"  # once a round, three cards for one life
ABILITY = "ability"  # the character's ability; ``option`` names it
LAST_CHANCE = "last_chance"  # the unconscious player's one last chance; ``option``
THROW_DYNAMITE = "throw_dynamite"  # the Dynamite passed on to ``target``
PUT_BACK = "put_back"  # Kit Carson's extra d20 card given back
MOVE_KINDS = (DRAW, PLAY, HEAL, ABILITY, LAST_CHANCE, THROW_DYNAMITE, PUT_BACK)

# The three last chances of an unconscious player.
DRAW_TWO, LAST_SHOT, GIVE = "draw_two", "last_shot", "give"


@dataclass(frozen=True)
class Move:
    """One thing a player posts: ``kind`` and what it needs.

    ``card`` is a card kind from the hand; ``as_card`` the card it is played as
    (Calamity Janet, Annie Oakley); ``cards`` the cards paid (heal, Pearl Hart);
    ``to`` the players given cards (the last chance "give"), ``private`` whether that is private.
    """

    player: int
    kind: str
    card: str = ""
    target: int | None = None
    as_card: str = ""
    cards: tuple[str, ...] = ()
    option: str = ""
    to: tuple[int, ...] = ()
    private: bool = False

    def to_json(self) -> JSON:
        out: JSON = {"player": self.player, "kind": self.kind}
        for key, value in asdict(self).items():
            if key not in out and value is not None and value is not False and value not in ("", ()):
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @staticmethod
    def from_json(data: JSON) -> Move:
        """A move from its JSON; MalformedAction when a field has the wrong type."""
        def seat(value: object, what: str) -> int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise MalformedAction(f"{what} must be a seat number, not {value!r}")
            return value

        def text(key: str) -> str:
            value = data.get(key, "")
            if not isinstance(value, str):
                raise MalformedAction(f"{key} must be a string, not {value!r}")
            return value

        if not isinstance(data, dict) or "player" not in data or "kind" not in data:
            raise MalformedAction("a move is an object with a player and a kind")
        target = data.get("target")
        cards, to = data.get("cards", []), data.get("to", [])
        if not isinstance(cards, list | tuple) or not all(isinstance(c, str) for c in cards):
            raise MalformedAction("cards must be a list of card names")
        if not isinstance(to, list | tuple):
            raise MalformedAction("to must be a list of seats")
        return Move(
            player=seat(data["player"], "player"), kind=text("kind"), card=text("card"),
            target=None if target is None else seat(target, "target"), as_card=text("as_card"),
            cards=tuple(cards), option=text("option"), to=tuple(seat(s, "to") for s in to),
            private=data.get("private", False) is True,
        )


@dataclass
class Played:
    """A "next round" effect waiting for the deadline, in the order it was posted."""

    player: int
    effect: str  # bang, duel, indians, gatling, beer, heal, panic, kamikaze
    target: int | None = None
    card: str = ""  # the card played ("" for an ability or a last shot)
    weapon: str = ""  # the shooter's weapon when a BANG! was played (its extras)
    shot_at_any_range: bool = False
    aim: str = ""  # a Winchester's BANG!: "horse" or "barrel" as its shooter chose ("": the rule's default)


@dataclass
class Dynamite:
    """The Dynamite's path: who holds it, who has had it, where it stands."""

    holder: int
    had: set[int]
    arrived: int  # the round it came to the holder: its check is at that deadline
    must_throw: bool = False  # the holder survived the check: he throws it this round
    two_dice: bool = False  # the holder played a Dynamite card: two d6, the better one


@dataclass
class ForumPlayer:
    name: str
    character: str
    role: str
    life: int
    max_life: int
    hand: list[str] = field(default_factory=list)
    equipment: dict[str, str] = field(default_factory=dict)  # slot -> card ("holed_hat")
    alive: bool = True  # False once out of the game
    unconscious: bool = False
    fell_in_round: int = 0  # the round they lost consciousness
    downed_by: int | None = None  # whose card made them fall (Vulture Sam's note)
    turned: bool = False  # the Bad Lieutenant, once he shot the Sheriff with a BANG!
    mustang_from: int = 0  # the round from which the Mustang counts
    short: int = 0  # cards fewer at this round's draw (Panic!, Django)
    short_next: int = 0
    aggressors: set[int] = field(default_factory=set)  # Remington: who attacked me (this/last round)
    aggressors_last: set[int] = field(default_factory=set)
    # What this round has seen of them (cleared when a round starts).
    drew: bool = False
    played: list[str] = field(default_factory=list)  # cards played, as what they were played
    bangs: int = 0
    revenge_used: bool = False
    beer_used: bool = False
    heals: int = 0
    used: set[str] = field(default_factory=set)  # once-a-round abilities used
    blocked_slots: set[str] = field(default_factory=set)  # Cattle Kate's emptied slots, holed hats
    put_back_owed: int = 0  # Kit Carson
    last_drawn: list[str] = field(default_factory=list)
    last_chance: str = ""
    cards_owed: int = 0  # Nick Tilman: cards of his choice owed for players who fell
    owed_since: int = 0  # the round they were owed in: chosen in the next, else rolled at its deadline

    @property
    def conscious(self) -> bool:
        return self.alive and not self.unconscious

    def clear_round(self) -> None:
        self.drew, self.played, self.bangs, self.revenge_used = False, [], 0, False
        self.beer_used, self.heals, self.used, self.blocked_slots = False, 0, set(), set()
        self.put_back_owed, self.last_drawn = 0, []
        self.short, self.short_next = self.short_next, 0
        self.aggressors_last, self.aggressors = self.aggressors, set()
