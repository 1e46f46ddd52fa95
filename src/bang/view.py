"""What one seat may see: the only place that decides who sees what.

``observation(game, seat)`` is a player's view: their own hand and role, the
Sheriff's role, every card in play, life, hand counts, the deck's size, the
discard pile, the roles of the eliminated (and every role once the game is
over). ``seat=None`` is a spectator: no hand, no hidden role. ``event_view``
turns an engine event into the JSON a given reader may see. Nothing here ever
reads the deck's order or the seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from .actions import HAND, ON_CHARACTER, Action, ActionType
from .box import BOX_CARDS, CARD_ID, CARD_KIND, COLT_RANGE, KIND_INFO, Role
from .events import Event, redact
from .refusal_codes import hand_refusals
from .ruleset import Ruleset
from .state import Phase

if TYPE_CHECKING:
    from .rules import Game


class SeatView(NamedTuple):
    """One seat as the viewer sees it."""

    seat: int
    name: str
    character: str | None  # None while characters are being picked and this one is not yet
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: tuple[int, ...]
    role: str | None  # None while hidden from this viewer
    distance: int | None  # from the viewer, when both are alive
    fresh: tuple[int, ...] = ()  # green cards in play put there this turn: usable from the next
    reach: int | None = None  # how far the viewer's own BANG! goes now (the viewer's seat only)
    hand: tuple[int, ...] | None = None  # the hand, where everybody's is face up (else only one's own, apart)
    ghost: bool = False  # back in play as a ghost (out of the game, playing his turn)
    hunts: int | None = None  # the seat this player hunts, where each hunts another (3 players)


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int | None  # None: a spectator
    role: str | None
    hand: tuple[int, ...]
    players: tuple[SeatView, ...]
    turn: int
    phase: str
    pending_player: int | None
    pending_kind: str | None
    deck_count: int
    discard: tuple[int, ...]  # bottom first
    revealed: tuple[int, ...]  # the cards shown that this viewer may see
    revealed_count: int
    winner: str | None
    bangs_played: int
    prompt: dict[str, Any] | None  # why the pending player is asked (public facts)
    legal_actions: tuple[Action, ...]
    refusals: dict[str, dict[str, Any]]  # own hand: why a card cannot be played now (refusal_codes)
    in_force: dict[str, Any]  # what holds at the table now, where it differs from the base game
    pieces: dict[str, dict[str, Any]]  # the expansions' own state as this reader sees it (an event deck...)
    winners: tuple[int, ...]  # the seats of every player who won (empty while the game goes on)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON, card numbers written as their ids (``bang/AS``)."""
        return {
            "seat": self.seat,
            "role": self.role,
            "hand": [CARD_ID[c] for c in self.hand],
            "players": [
                {
                    "seat": p.seat, "name": p.name, "character": p.character, "hp": p.hp,
                    "max_hp": p.max_hp, "alive": p.alive, "hand_count": p.hand_count,
                    "in_play": [CARD_ID[c] for c in p.in_play], "role": p.role,
                    "distance": p.distance, "reach": p.reach,
                    **({"fresh": [CARD_ID[c] for c in p.fresh]} if p.fresh else {}),
                    **({"hand": [CARD_ID[c] for c in p.hand]} if p.hand is not None else {}),
                    **({"ghost": True} if p.ghost else {}),
                    **({"hunts": p.hunts} if p.hunts is not None else {}),
                }
                for p in self.players
            ],
            "turn": self.turn,
            "phase": self.phase,
            "pending": (
                None if self.pending_player is None
                else {"player": self.pending_player, "kind": self.pending_kind}
            ),
            "deck_count": self.deck_count,
            "discard": [CARD_ID[c] for c in self.discard],
            "revealed": [CARD_ID[c] for c in self.revealed],
            "revealed_count": self.revealed_count,
            "winner": self.winner,
            "bangs_played": self.bangs_played,
            "prompt": self.prompt,
            "refusals": self.refusals,
            "in_force": self.in_force,
            "pieces": self.pieces,
            "winners": list(self.winners),
        }


def picked(game: Game, seat: int) -> bool:
    """Whether ``seat``'s character is settled (always, but while characters are picked)."""
    pending = game.pending
    return game.phase is not Phase.SETUP or (pending is not None and seat < pending.player)


def role_visible(game: Game, owner: int, seat: int | None) -> bool:
    """Whether ``seat`` (None: a spectator) may know ``owner``'s role: the Sheriff's,
    one's own, the eliminated players', everybody's once the game is over, and
    everybody's always where the ruleset plays roles face up (3 players)."""
    p = game.players[owner]
    return (p.role is Role.SHERIFF or not p.alive or game.winner is not None or owner == seat
            or game.ruleset.roles_face_up)


def observation(game: Game, seat: int | None) -> Observation:
    """Exactly what ``seat`` may see now (``None``: a spectator, who sees no secret)."""
    me = game.players[seat] if seat is not None else None
    pending = game.pending
    return Observation(
        seat=seat,
        role=me.role.value if me is not None else None,
        hand=tuple(me.hand) if me is not None else (),
        players=_players(game, seat),
        turn=game.turn,
        phase=game.phase.value,
        pending_player=pending.player if pending else None,
        pending_kind=pending.kind if pending else None,
        deck_count=len(game.deck),
        discard=tuple(game.discard),
        revealed=_revealed(game, seat),
        revealed_count=len(game.revealed),
        winner=game.winner.value if game.winner else None,
        bangs_played=game.bangs_played,
        prompt=game.prompt(),
        legal_actions=_legal(game, seat),
        refusals=hand_refusals(game, seat) if seat is not None else {},
        in_force=_in_force(game),
        pieces=_pieces(game, seat),
        winners=tuple(game.winners()),
    )


def _in_force(game: Game) -> dict[str, Any]:
    """What holds at the table now, where it differs from the base game (``RulesInForce.public``),
    and the seating where two players swapped places."""
    facts = game.rules.public()
    if game.seating is not None:
        facts["seating"] = list(game.seating)
    return facts


def _pieces(game: Game, seat: int | None) -> dict[str, dict[str, Any]]:
    """Each of the expansions' pieces of state as ``seat`` may see it."""
    return {key: piece.seen_by(game, seat) for key, piece in game.pieces.items()} if game.pieces else {}


def _players(game: Game, seat: int | None) -> tuple[SeatView, ...]:
    """Every seat as ``seat`` sees it (each role shown as ``role_visible`` says). The
    hottest function of a bot game: enum members are read once, values by ``_value_``."""
    players = game.players
    me = players[seat] if seat is not None else None
    setup_done = game.phase is not _SETUP
    distances: list[int | None] = [None] * len(players)  # by seat
    if me is not None and me.alive and game.winner is None and setup_done:
        # (while characters are picked, a distance would give away Paul Regret or Rose Doolan)
        for t, d in game.distances_from(me.seat):
            distances[t] = d
    all_roles = game.winner is not None or game.ruleset.roles_face_up
    sheriff = _SHERIFF
    new, seat_view = _new_seat_view, SeatView
    out = []
    mine = game.reach(me.seat) if me is not None and me.alive and setup_done else None
    face_up = game.rules.hands_face_up
    hunted = _hunts(game) if game.ruleset.hunts and game.winner is None else None
    waits = game.any_card_waits
    for p in players:
        fresh = _fresh(game, p.seat) if waits and p.in_play else ()
        role = p.role
        in_play = p.in_play
        out.append(new(seat_view, (
            p.seat, p.name,
            p.character._value_ if setup_done or picked(game, p.seat) else None,
            p.hp, p.max_hp, p.alive, len(p.hand), tuple(in_play),
            role._value_ if all_roles or role is sheriff or p.seat == seat or not p.alive else None,
            distances[p.seat],
            fresh,
            mine if p.seat == seat else None,
            tuple(p.hand) if face_up else None,
            p.ghost,
            hunted[p.seat] if hunted is not None else None,
        )))
    return tuple(out)


def _fresh(game: Game, seat: int) -> tuple[int, ...]:
    """The green cards in play before ``seat`` put there this turn (usable from the next): not
    an orange card waiting for charges, which its refusal words (``charges_needed``)."""
    return tuple(c for c in game.not_usable_yet(seat) if (game.usable_now(seat, c) or {}).get("code") == "green_fresh")


def _hunts(game: Game) -> list[int | None]:
    """Whom each living player hunts (the seat of the living player with his target's role)."""
    hunts = game.ruleset.hunts
    alive = {p.role: p.seat for p in game.players if p.alive}
    return [alive.get(hunts[p.role]) if p.alive and p.role in hunts else None for p in game.players]


_SETUP: Final = Phase.SETUP
_SHERIFF: Final = Role.SHERIFF
_new_seat_view: Final = tuple.__new__  # SeatView's own __new__, less its keyword handling


def _revealed(game: Game, seat: int | None) -> tuple[int, ...]:
    return tuple(game.revealed) if game.revealed_to is None or game.revealed_to == seat else ()


def _legal(game: Game, seat: int | None) -> tuple[Action, ...]:
    """``seat``'s legal actions: the engine's own (no copy) when it is the one to decide."""
    if seat is None or game.winner is not None:
        return ()
    pending = game.pending
    if pending is not None and pending.player == seat:
        return game.pending_actions()
    return tuple(game.legal_actions(seat))


class LazyObservation:
    """``observation(game, seat)`` of a seat that must decide, each field worked out
    when first read (a bot reads a few: building all of them cost more than most
    decisions). The same fields, the same values, and the same firewall: every field
    is computed by the same function as ``observation``'s, for this ``seat`` only.

    It reads the game as it is at the decision, so it lives for the decision only:
    ``release()`` (``bang.bots.seen.decide`` calls it once the bot has answered)
    drops the game, after which a field not read yet cannot be read (fields already
    read stay as they were). ``whole()`` is the ``Observation`` of every field."""

    __slots__ = ("_game", "seat", "role", "turn", "phase", "pending_player", "pending_kind",
                 "deck_count", "revealed_count", "winner", "bangs_played", "legal_actions",
                 "_hand", "_players", "_discard", "_revealed", "_prompt", "_prompt_read", "_refusals",
                 "_in_force", "_pieces", "_winners")

    def __init__(self, game: Game, seat: int) -> None:
        # the fields that cost nothing are read now; the others on first access
        self._game: Game | None = game
        me = game.players[seat]
        pending = game.pending
        self.seat: int | None = seat
        self.role: str | None = me.role._value_
        self.turn = game.turn
        self.phase: str = game.phase._value_
        self.pending_player = pending.player if pending else None
        self.pending_kind = pending.kind if pending else None
        self.deck_count = len(game.deck)
        self.revealed_count = len(game.revealed)
        self.winner: str | None = game.winner._value_ if game.winner else None
        self.bangs_played = game.bangs_played
        self.legal_actions = _legal(game, seat)
        self._hand: tuple[int, ...] | None = None
        self._players: tuple[SeatView, ...] | None = None
        self._discard: tuple[int, ...] | None = None
        self._revealed: tuple[int, ...] | None = None
        self._prompt: dict[str, Any] | None = None
        self._prompt_read = False
        self._refusals: dict[str, dict[str, Any]] | None = None
        self._in_force: dict[str, Any] | None = None
        self._pieces: dict[str, dict[str, Any]] | None = None
        self._winners: tuple[int, ...] | None = None

    def release(self) -> None:
        """The decision is made: forget the game."""
        self._game = None

    def _live(self) -> Game:
        game = self._game
        if game is None:
            raise RuntimeError("a seat's observation is read during its decision only")
        return game

    @property
    def hand(self) -> tuple[int, ...]:
        if self._hand is None:
            self._hand = tuple(self._live().players[self.seat or 0].hand)
        return self._hand

    @property
    def players(self) -> tuple[SeatView, ...]:
        if self._players is None:
            self._players = _players(self._live(), self.seat)
        return self._players

    @property
    def discard(self) -> tuple[int, ...]:
        if self._discard is None:
            self._discard = tuple(self._live().discard)
        return self._discard

    @property
    def revealed(self) -> tuple[int, ...]:
        if self._revealed is None:
            self._revealed = _revealed(self._live(), self.seat)
        return self._revealed

    @property
    def prompt(self) -> dict[str, Any] | None:
        if not self._prompt_read:
            self._prompt = self._live().prompt()
            self._prompt_read = True
        return self._prompt

    @property
    def refusals(self) -> dict[str, dict[str, Any]]:
        if self._refusals is None:
            self._refusals = hand_refusals(self._live(), self.seat or 0)
        return self._refusals

    @property
    def in_force(self) -> dict[str, Any]:
        if self._in_force is None:
            self._in_force = _in_force(self._live())
        return self._in_force

    @property
    def pieces(self) -> dict[str, dict[str, Any]]:
        if self._pieces is None:
            self._pieces = _pieces(self._live(), self.seat)
        return self._pieces

    @property
    def winners(self) -> tuple[int, ...]:
        if self._winners is None:
            self._winners = tuple(self._live().winners())
        return self._winners

    def whole(self) -> Observation:
        """Every field, as an ``Observation``."""
        return Observation(
            seat=self.seat, role=self.role, hand=self.hand, players=self.players, turn=self.turn,
            phase=self.phase, pending_player=self.pending_player, pending_kind=self.pending_kind,
            deck_count=self.deck_count, discard=self.discard, revealed=self.revealed,
            revealed_count=self.revealed_count, winner=self.winner, bangs_played=self.bangs_played,
            prompt=self.prompt, legal_actions=self.legal_actions, refusals=self.refusals,
            in_force=self.in_force, pieces=self.pieces, winners=self.winners,
        )


Observed = Observation | LazyObservation
"""What a bot reads its seat's view from: the whole observation or the lazy one (the same fields)."""


def revealed_json(game: Game) -> dict[str, Any]:
    """Everything face up: a spectator's view plus every hand (``players[i].hand``), every
    role and every card shown. Only for the replay of a game that is over, when nothing is
    secret any more (``bang.server.replay``); never for a game still played."""
    out = observation(game, None).to_json()
    for player, shown in zip(game.players, out["players"], strict=True):
        shown["role"] = player.role.value
        shown["hand"] = [CARD_ID[c] for c in player.hand]
    out["revealed"] = [CARD_ID[c] for c in game.revealed]
    return out


def action_json(action: Action) -> dict[str, Any]:
    """A legal action as protocol JSON: its code plus readable fields."""
    out: dict[str, Any] = {"code": action.encode(), "do": _DO[action.type]}
    if action.card is not None:
        out["card"] = CARD_ID[action.card]
    if action.target is not None:
        out["target"] = action.target
    if action.target_card is not None:
        out["target_card"] = "hand" if action.target_card == HAND else CARD_ID[action.target_card]
    if action.as_kind is not None:
        out["as"] = action.as_kind.key
    if action.cards:
        out["cards"] = [CARD_ID[c] for c in action.cards]
    if action.source is not None:
        out["from"] = action.source.name.lower()
    if action.character is not None:
        out["character"] = action.character.value
    if action.choice is not None:
        out["choice"] = action.choice
    if action.charges:  # the charges paid, or where they go (an id, or "character")
        out["charges"] = {("character" if place == ON_CHARACTER else CARD_ID[place]): n for place, n in action.charges}
    if action.targets:
        out["targets"] = list(action.targets)
    return out


_DO = {
    ActionType.PLAY: "play", ActionType.PASS: "pass", ActionType.END: "end",
    ActionType.DISCARD: "discard", ActionType.DRAW: "draw", ActionType.CHOOSE: "choose",
    ActionType.ABILITY: "ability", ActionType.PICK_CHARACTER: "character", ActionType.USE: "use",
    ActionType.EVENT: "event", ActionType.CHARGE: "charge", ActionType.BUY: "buy", ActionType.SELL: "sell",
    ActionType.DISCARD_EQUIPMENT: "discard_equipment",
}


def card_facts(ruleset: Ruleset) -> dict[str, Any]:
    """What the front end knows of the cards and characters of ``ruleset``: public
    facts of the box (never where any card is), so that no client keeps a copy by hand.

    ``kinds``: each kind's key -> its English name, colour (brown, blue, green), whom it
    targets, weapon range, whether it cancels a shot like a Missed!, whether it costs
    another card, its box and its copies (rank+suit); ``characters``: each key -> its
    English name, life points, ability (English) and box."""
    in_box = set(ruleset.cards)  # with an expansion's cards kept apart (Gold Rush's equipment)
    cards = (*ruleset.cards, *(c for e in ruleset.expansions for c in BOX_CARDS.get(e, ()) if c not in in_box))
    kinds = sorted({CARD_KIND[c] for c in cards})
    characters = ruleset.characters
    return {
        "kinds": {
            k.key: {
                "name": KIND_INFO[k].name, "colour": KIND_INFO[k].colour.value,
                "target": KIND_INFO[k].target.value, "range": KIND_INFO[k].weapon_range,
                "missed": KIND_INFO[k].missed, "pay": KIND_INFO[k].pay, "box": KIND_INFO[k].box,
                "cards": sorted({CARD_ID[c] for c in cards if CARD_KIND[c] is k}),
            }
            for k in kinds
        },
        "characters": {
            c.value: {"name": info.name, "lives": info.bullets, "ability": info.ability,
                      "box": info.box}
            for c, info in characters.items()
        },
        "colt_range": COLT_RANGE,
    }


def event_view(event: Event, seat: int | None, *, reveal: bool = False) -> dict[str, Any]:
    """One log entry as ``seat`` may read it (private cards removed for others);
    ``reveal``: every card shown (the replay of a finished game only)."""
    e = event if reveal else redact(event, seat)
    out: dict[str, Any] = {"type": e.type.value}
    if e.player is not None:
        out["player"] = e.player
    if e.target is not None:
        out["target"] = e.target
    if e.cards:
        out["cards"] = [CARD_ID[c] for c in e.cards]
    if e.card_count:
        out["count"] = e.card_count
    if e.amount:
        out["amount"] = e.amount
    if e.detail:
        out["detail"] = e.detail
    return out
