"""Role beliefs: what one seat believes about every hidden role, from public events.

The model is exact bookkeeping over a small space: every way the roles still
unaccounted for (the player count's split minus the roles this seat sees: its
own, the Sheriff's, the eliminated players') can be dealt to the seats whose
role it does not see. Each such *deal* carries a weight, one at first. Every
public act that says something about roles multiplies the weight of each deal
by how likely that act is under the deal (a likelihood, Bayes' rule without the
normalising constant). A seat's belief is the weighted share of the deals that
give it each role. Eliminations reveal a role: the deals that disagree are
dropped. There are at most 7!/(3!2!) = 420 deals (8 players, seen by nobody but
the Sheriff), usually a few dozen, so an update is a short loop.

The likelihoods (``HOSTILE``) are one table, measured on bot games: the chance
that a hostile card (BANG!, Duel, Jail, Panic!, Cat Balou) of a player of one
role goes to a given player of another. Outlaws aim at the Sheriff, Deputies at
Outlaws and the Renegade, nobody of the law at the Sheriff; hostility toward a
Deputy says little (both sides do it). Because a deal gives a role to
both ends of the act, "hostile to the Sheriff's attacker" makes a Deputy likely
with no rule of its own. Panic! and Cat Balou are also played for the card, so
they count at half strength (a square root of the factor); Gatling and Indians!
hit everybody and say a little about who dares to hurt the Sheriff.

A seat's own acts are skipped: they say nothing it does not know.

Dodge City's acts count the same way: Punch and Springfield as BANG!s, Rag Time
as Panic!, the green cards used at a player (Knife, Derringer, Pepperbox, Buffalo
Rifle as BANG!s, Can Can and Conestoga at half strength), Doc Holyday's shot, Pat
Brennan taking a card in play (at half strength, but a Jail or a Dynamite: that
is a help), Howitzer and Brawl as volleys. The log also says which ability each
Vera Custer copied (``borrowed``) and which cards Pat Brennan's ability took from
this seat (``taken_from_me``), read here so that the log is read once.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from ..box import CARD_KIND, Role
from ..events import Event, EventType
from ..rulesets.dodge_city import box as dodge_city
from ..rulesets.registry import ruleset_for
from ..view import Observed
from ..vocabulary import Character, Kind
from .members import members

K = Kind
T = members(EventType)  # (their members, read fast: bang.bots.members)

SHERIFF, DEPUTY, OUTLAW, RENEGADE = 0, 1, 2, 3
ROLES = (Role.SHERIFF, Role.DEPUTY, Role.OUTLAW, Role.RENEGADE)
ROLE_INDEX = {r.value: i for i, r in enumerate(ROLES)}

# HOSTILE[actor's role][victim's role]: the chance that one act of hostility by a player
# of the first role goes to a given player of the second: measured on 7-player games (every
# seat sharp, and every seat basic; the two averaged and rounded). Each entry is a likelihood.
HOSTILE: tuple[tuple[float, ...], ...] = (
    # victim: Sheriff, Deputy, Outlaw, Renegade
    (0.01, 0.12, 0.35, 0.30),  # the Sheriff (his role is known: only the victim's weighs)
    (0.01, 0.12, 0.40, 0.35),  # a Deputy nearly never turns on the Sheriff
    (0.60, 0.15, 0.04, 0.15),  # an Outlaw presses the Sheriff, spares his fellows
    (0.06, 0.35, 0.35, 0.30),  # a Renegade spares the Sheriff until the end
)
# Gatling / Indians! by a player of each role (they hurt the Sheriff too).
VOLLEY: tuple[float, ...] = (1.0, 0.2, 1.3, 1.0)

_HOSTILE_CARDS = {K.BANG: 1.0, K.DUEL: 1.0, K.PANIC: 0.5, K.CAT_BALOU: 0.5,
                  dodge_city.PUNCH: 1.0, dodge_city.SPRINGFIELD: 1.0, dodge_city.RAG_TIME: 0.5}
# Dodge City's green cards used at a player (a green Missed! card used names the shooter: not hostile)
_HOSTILE_USES = {dodge_city.KNIFE: 1.0, dodge_city.DERRINGER: 1.0, dodge_city.PEPPERBOX: 1.0, dodge_city.BUFFALO_RIFLE: 1.0,
                 dodge_city.CAN_CAN: 0.5, dodge_city.CONESTOGA: 0.5}
_VOLLEYS = frozenset((K.GATLING, K.INDIANS, dodge_city.BRAWL, dodge_city.HOWITZER))
_HELPS = frozenset((K.JAIL, K.DYNAMITE))  # taken off a player, they help him
_VERA = "vera_custer:"
_GREYGORY = "greygory_deck:"
_FLOOR = 1e-12
_READ = frozenset(t.value for t in (T.PLAYED, T.EQUIPPED, T.ELIMINATED, T.USED,
                                    T.ABILITY, T.TURN_STARTED, T.TOOK))
"""The log entries ``_take`` reads (their types' values)."""


def role_split(players: int) -> tuple[Role, ...]:
    """The roles dealt at a table of ``players`` (the simplified variant deals the same)."""
    return ruleset_for(players).role_split[players]


class RoleBeliefs:
    """One seat's beliefs about the hidden roles; feed it the log with ``update``."""

    def __init__(self, obs: Observed) -> None:
        assert obs.seat is not None and obs.role is not None
        self.seat = obs.seat
        self.players = len(obs.players)
        self.known: dict[int, int] = {}
        pool = [ROLE_INDEX[r.value] for r in role_split(self.players)]
        for p in obs.players:
            if p.role is not None:
                self.known[p.seat] = ROLE_INDEX[p.role]
                if ROLE_INDEX[p.role] in pool:
                    pool.remove(ROLE_INDEX[p.role])
        self.hidden: list[int] = [p.seat for p in obs.players if p.role is None]
        if len(pool) != len(self.hidden):  # a hand-built table off the official split
            pool = (pool + [OUTLAW] * len(self.hidden))[:len(self.hidden)]
        self._pos = {s: i for i, s in enumerate(self.hidden)}
        self.deals: list[tuple[int, ...]] = sorted(set(permutations(pool)))
        self.weights: list[float] = [1.0] * len(self.deals)
        self.read = 0  # how many log entries are taken in
        # the ability each Vera Custer has copied until her next turn (public: the log says it)
        self.borrowed: dict[int, Character] = {}
        # the cards taken from in front of this seat by Pat Brennan's ability (or a copy of it)
        self.taken_from_me: set[int] = set()
        # the two base-game abilities each Greygory Deck plays with (public: the log says them)
        self.greygory: dict[int, tuple[str, ...]] = {}
        self._marginals: dict[int, tuple[float, float, float, float]] | None = None

    # --- what the seat believes ---------------------------------------------------------

    def role_probs(self, seat: int) -> tuple[float, float, float, float]:
        """P(Sheriff), P(Deputy), P(Outlaw), P(Renegade) of ``seat``."""
        known = self.known.get(seat)
        if known is not None:
            return _CERTAIN[known]
        if self._marginals is None:
            self._marginals = self._compute()
        return self._marginals[seat]

    def prob(self, seat: int, role: int) -> float:
        return self.role_probs(seat)[role]

    def _compute(self) -> dict[int, tuple[float, float, float, float]]:
        sums = [[0.0, 0.0, 0.0, 0.0] for _ in self.hidden]
        total = 0.0
        for deal, w in zip(self.deals, self.weights, strict=True):
            total += w
            for i, r in enumerate(deal):
                sums[i][r] += w
        if total <= 0:
            total = 1.0
        return {s: (row[0] / total, row[1] / total, row[2] / total, row[3] / total)
                for s, row in zip(self.hidden, sums, strict=True)}

    # --- taking in the log --------------------------------------------------------------

    def update(self, log: Sequence[Event]) -> None:
        """Take in every entry of ``log`` not read yet."""
        end = len(log)
        if self.read >= end:
            return
        take = self._take
        for e in log[self.read:end]:
            if e.type._value_ in _READ:  # (by value: a str hashes in C, an Enum member in Python)
                take(e)
        self.read = end

    def _take(self, e: Event) -> None:
        t = e.type
        if t is T.PLAYED:
            if e.player is None or e.player == self.seat or not e.cards or e.detail == "dying":
                return
            kind = K.BANG if e.detail == "as bang" else CARD_KIND[e.cards[0]]
            if e.target is not None and e.target != e.player:
                strength = _HOSTILE_CARDS.get(kind)
                if strength is not None:
                    self.hostile(e.player, e.target, strength)
            elif kind in _VOLLEYS:
                self._volley(e.player)
        elif t is T.EQUIPPED:
            if (e.player is not None and e.target is not None and e.target != e.player
                    and e.player != self.seat and e.cards and CARD_KIND[e.cards[0]] is K.JAIL):
                self.hostile(e.player, e.target, 1.0)
        elif t is T.ELIMINATED and e.player is not None and e.detail in ROLE_INDEX:
            self.reveal(e.player, ROLE_INDEX[e.detail])
        elif t is T.USED:  # Dodge City: a green card used
            if e.player is None or e.player == self.seat or not e.cards:
                return
            kind = CARD_KIND[e.cards[0]]
            if e.target is not None and e.target != e.player:
                strength = _HOSTILE_USES.get(kind)
                if strength is not None:
                    self.hostile(e.player, e.target, strength)
            elif kind is dodge_city.HOWITZER:
                self._volley(e.player)
        elif t is T.ABILITY and e.player is not None:
            if e.detail.startswith(_VERA):
                self.borrowed[e.player] = Character(e.detail[len(_VERA):])
            elif e.detail.startswith(_GREYGORY):
                self.greygory[e.player] = tuple(e.detail[len(_GREYGORY):].split(","))
            elif (e.detail == "doc_holyday" and e.target is not None and e.target != e.player
                  and e.player != self.seat):
                self.hostile(e.player, e.target, 1.0)
        elif t is T.TURN_STARTED:
            if self.borrowed and e.player in self.borrowed:
                del self.borrowed[e.player]  # she chooses anew (or, jailed, has no ability)
        elif t is T.TOOK and e.detail == "pat_brennan" and e.player is not None and e.target is not None:
            if e.target == self.seat:
                self.taken_from_me.update(e.cards)
            if e.player != self.seat and e.cards and CARD_KIND[e.cards[0]] not in _HELPS:
                self.hostile(e.player, e.target, 0.5)

    def _role_in(self, seat: int) -> tuple[int, int]:
        """(known role, -1) or (-1, position in a deal)."""
        known = self.known.get(seat)
        if known is not None:
            return known, -1
        return -1, self._pos[seat]

    def hostile(self, actor: int, victim: int, strength: float = 1.0) -> None:
        """``actor`` turned a hostile card on ``victim``."""
        if actor not in self.known and actor not in self._pos or victim not in self.known and victim not in self._pos:
            return
        ka, pa = self._role_in(actor)
        kv, pv = self._role_in(victim)
        if pa < 0 and pv < 0:
            return  # both known: nothing to learn
        table = HOSTILE if strength == 1.0 else tuple(tuple(x ** strength for x in row) for row in HOSTILE)
        weights = self.weights
        for i, deal in enumerate(self.deals):
            ra = ka if pa < 0 else deal[pa]
            rv = kv if pv < 0 else deal[pv]
            weights[i] *= table[ra][rv]
        self._normalise()

    def _volley(self, actor: int) -> None:
        if actor in self.known or actor not in self._pos or SHERIFF not in self.known.values():
            return
        pa = self._pos[actor]
        weights = self.weights
        for i, deal in enumerate(self.deals):
            weights[i] *= VOLLEY[deal[pa]]
        self._normalise()

    def reveal(self, seat: int, role: int) -> None:
        """``seat``'s role is known now (an elimination): drop the deals that disagree."""
        if seat in self.known:
            return
        pos = self._pos.get(seat)
        self.known[seat] = role
        if pos is None:
            return
        kept = [(d, w) for d, w in zip(self.deals, self.weights, strict=True) if d[pos] == role]
        if kept:
            total = sum((w for _, w in kept), 0.0)
            if total <= 0:  # every consistent deal was deemed impossible: start them afresh
                kept = [(d, 1.0) for d, _ in kept]
            self.deals = [d for d, _ in kept]
            self.weights = [w for _, w in kept]
        self._marginals = None

    def _normalise(self) -> None:
        total = sum(self.weights, 0.0)
        if total > 0:
            self.weights = [max(w / total, _FLOOR) for w in self.weights]
        self._marginals = None


_CERTAIN: tuple[tuple[float, float, float, float], ...] = (
    (1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0), (0.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 1.0),
)
