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
from typing import TYPE_CHECKING, Any, NamedTuple

from .actions import HAND, Action, ActionType
from .box import CARD_ID, CARD_KIND, COLT_RANGE, KIND_INFO, Character, Role
from .card_refusals import hand_refusals
from .events import Event, redact
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
    refusals: dict[str, dict[str, Any]]  # own hand: why a card cannot be played now (card_refusals)

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
                    "distance": p.distance,
                    **({"fresh": [CARD_ID[c] for c in p.fresh]} if p.fresh else {}),
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


_ROLE = {r: r.value for r in Role}
_CHARACTER = {c: c.value for c in Character}


def observation(game: Game, seat: int | None) -> Observation:
    """Exactly what ``seat`` may see now (``None``: a spectator, who sees no secret)."""
    me = game.players[seat] if seat is not None else None
    setup_done = game.phase is not Phase.SETUP
    distances: dict[int, int] = {}
    if me is not None and me.alive and not game.over and setup_done:
        # (while characters are picked, a distance would give away Paul Regret or Rose Doolan)
        distances = dict(game.distances_from(me.seat))
    players = tuple(
        SeatView(
            seat=p.seat,
            name=p.name,
            character=_CHARACTER[p.character] if setup_done or picked(game, p.seat) else None,
            hp=p.hp,
            max_hp=p.max_hp,
            alive=p.alive,
            hand_count=len(p.hand),
            in_play=tuple(p.in_play),
            role=_ROLE[p.role] if role_visible(game, p.seat, seat) else None,
            distance=distances.get(p.seat),
            fresh=tuple(c for c in p.in_play if c in p.fresh) if p.fresh else (),
        )
        for p in game.players
    )
    may_see_revealed = game.revealed_to is None or game.revealed_to == seat
    pending = game.pending
    legal = tuple(game.legal_actions(seat)) if seat is not None else ()
    return Observation(
        seat=seat,
        role=me.role.value if me is not None else None,
        hand=tuple(me.hand) if me is not None else (),
        players=players,
        turn=game.turn,
        phase=game.phase.value,
        pending_player=pending.player if pending else None,
        pending_kind=pending.kind if pending else None,
        deck_count=len(game.deck),
        discard=tuple(game.discard),
        revealed=tuple(game.revealed) if may_see_revealed else (),
        revealed_count=len(game.revealed),
        winner=game.winner.value if game.winner else None,
        bangs_played=game.bangs_played,
        prompt=game.prompt(),
        legal_actions=legal,
        refusals=hand_refusals(game, seat) if seat is not None else {},
    )


def revealed_json(game: Game) -> dict[str, Any]:
    """Everything face up: a spectator's view plus every hand (``players[i].hand``), every
    role and every card shown. Only for the replay of a game that is over, when nothing is
    secret any more (``bang.server.replay``); never for a game still played."""
    out = observation(game, None).to_json()
    for player, shown in zip(game.players, out["players"], strict=True):
        shown["role"] = _ROLE[player.role]
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
    return out


_DO = {
    ActionType.PLAY: "play", ActionType.PASS: "pass", ActionType.END: "end",
    ActionType.DISCARD: "discard", ActionType.DRAW: "draw", ActionType.CHOOSE: "choose",
    ActionType.ABILITY: "ability", ActionType.PICK_CHARACTER: "character", ActionType.USE: "use",
}


def card_facts(ruleset: Ruleset) -> dict[str, Any]:
    """What the front end knows of the cards and characters of ``ruleset``: public
    facts of the box (never where any card is), so that no client keeps a copy by hand.

    ``kinds``: each kind's key -> its English name, colour (brown, blue, green), whom it
    targets, weapon range, whether it cancels a shot like a Missed!, whether it costs
    another card, its box and its copies (rank+suit); ``characters``: each key -> its
    English name, life points, ability (English) and box."""
    kinds = sorted({CARD_KIND[c] for c in ruleset.cards})
    characters = ruleset.characters
    return {
        "kinds": {
            k.key: {
                "name": KIND_INFO[k].name, "colour": KIND_INFO[k].colour.value,
                "target": KIND_INFO[k].target.value, "range": KIND_INFO[k].weapon_range,
                "missed": KIND_INFO[k].missed, "pay": KIND_INFO[k].pay, "box": KIND_INFO[k].box,
                "cards": sorted({CARD_ID[c] for c in ruleset.cards if CARD_KIND[c] is k}),
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
