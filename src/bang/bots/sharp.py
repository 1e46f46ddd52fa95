"""``sharp``: a strong heuristic bot that deduces roles and plays by its own.

Each seat keeps ``RoleBeliefs`` (``beliefs.py``), fed incrementally from its log.
From them it rates every other player with a *hostility*, from -2 (a friend to
protect) to about 1.5 (the foe to hit first), by its own role:

- the Sheriff hits likely Outlaws and spares likely Deputies (a Deputy weighs
  heavily against: eliminating one costs him every card);
- a Deputy never turns a card on the Sheriff, hunts the likeliest Outlaws;
- an Outlaw presses the Sheriff, then whoever looks like a Deputy (the Renegade
  only at 4 players, where he is the Sheriff's one help);
- a Renegade keeps the balance: he thins the Outlaws and never aims at the
  Sheriff while they live (Gatling and Indians! wear everybody down), leaves
  the last Outlaw to wear the Sheriff down, then turns on the Deputies, and on
  the Sheriff once they are alone;
- with 3 players (roles face up) each hunts its own target.

Then each decision scores the legal actions and takes the best one (ties: the
first one, so the bot is deterministic): cards that draw first, equipment and a
longer range, Panic! and Cat Balou on what hurts most, BANG! at the best target,
Duel only with more BANG!s than the foe likely holds, Gatling and Indians! only
when they hurt the other side more, Beer and Missed! kept for need, the least
useful card discarded, and each character's choices (Kit Carlson, Lucky Duke,
Jesse Jones, Pedro Ramirez, Sid Ketchum, Calamity Janet...) made on card values.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..actions import HAND, Action, ActionType, DrawSource
from ..cards import CARD_IS_BLUE, CARD_KIND, CARD_RANGE, Kind, dynamite_explodes, is_heart
from ..characters import Character
from ..state import Rng
from ..view import Observation, SeatView
from .beliefs import DEPUTY, OUTLAW, RENEGADE, ROLE_INDEX, SHERIFF, RoleBeliefs, role_split
from .seen import Bot, Seen

PLAY, PASS, END, DISCARD, DRAW, CHOOSE, ABILITY, PICK = (
    ActionType.PLAY, ActionType.PASS, ActionType.END, ActionType.DISCARD, ActionType.DRAW,
    ActionType.CHOOSE, ActionType.ABILITY, ActionType.PICK_CHARACTER,
)

# Whom each role hunts with 3 players (roles face up): Deputy -> Renegade -> Outlaw -> Deputy.
_HUNTS = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}

# The characters in order of preference, when the table lets a player pick.
_CHARACTER_RANK = (
    Character.WILLY_THE_KID, Character.SLAB_THE_KILLER, Character.JOURDONNAIS, Character.BART_CASSIDY,
    Character.PAUL_REGRET, Character.SUZY_LAFAYETTE, Character.BLACK_JACK, Character.KIT_CARLSON,
    Character.ROSE_DOOLAN, Character.CALAMITY_JANET, Character.EL_GRINGO, Character.LUCKY_DUKE,
    Character.SID_KETCHUM, Character.JESSE_JONES, Character.PEDRO_RAMIREZ, Character.VULTURE_SAM,
)

# What a card in hand is worth, before the position adjusts it.
_BASE_VALUE: dict[Kind, float] = {
    Kind.BANG: 5.0, Kind.MISSED: 6.0, Kind.BEER: 6.5, Kind.SALOON: 3.0, Kind.STAGECOACH: 5.5,
    Kind.WELLS_FARGO: 6.5, Kind.GENERAL_STORE: 3.0, Kind.PANIC: 5.0, Kind.CAT_BALOU: 4.5,
    Kind.DUEL: 4.0, Kind.GATLING: 5.0, Kind.INDIANS: 4.5, Kind.BARREL: 6.0, Kind.DYNAMITE: 0.5,
    Kind.JAIL: 4.5, Kind.MUSTANG: 5.5, Kind.SCOPE: 4.0, Kind.VOLCANIC: 2.5, Kind.SCHOFIELD: 3.0,
    Kind.REMINGTON: 3.5, Kind.REV_CARABINE: 4.0, Kind.WINCHESTER: 4.5,
}
# What a card in play is worth to its owner (Panic! and Cat Balou take the best one).
_IN_PLAY_WORTH: dict[Kind, float] = {
    Kind.BARREL: 3.0, Kind.MUSTANG: 2.5, Kind.SCOPE: 1.5, Kind.VOLCANIC: 1.5, Kind.SCHOFIELD: 1.0,
    Kind.REMINGTON: 1.5, Kind.REV_CARABINE: 2.0, Kind.WINCHESTER: 2.5, Kind.DYNAMITE: -0.5,
    Kind.JAIL: -3.0,
}
_EQUIP_SCORE = {Kind.BARREL: 90.0, Kind.MUSTANG: 88.0, Kind.SCOPE: 84.0}
_ACT = 0.2  # the least hostility worth a card
_LAW_WAITS = 0.2  # the law's hostility starts lower: it shoots on evidence, not on odds


class Position:
    """One decision's facts, computed once: who is who, my reach, hostilities."""

    def __init__(self, obs: Observation, beliefs: RoleBeliefs) -> None:
        assert obs.seat is not None and obs.role is not None
        self.obs = obs
        self.beliefs = beliefs
        self.seat = obs.seat
        self.role = ROLE_INDEX[obs.role]
        self.me: SeatView = obs.players[obs.seat]
        self.character = Character(self.me.character) if self.me.character else None
        self.hand = obs.hand
        self.alive = [p for p in obs.players if p.alive]
        self.three = len(obs.players) == 3
        dead = [ROLE_INDEX[p.role] for p in obs.players if not p.alive and p.role is not None]
        split = [ROLE_INDEX[r.value] for r in role_split(len(obs.players))]
        self.outlaws_left = split.count(OUTLAW) - dead.count(OUTLAW)
        self.deputies_left = split.count(DEPUTY) - dead.count(DEPUTY)
        self.sheriff = next((p for p in obs.players if p.role == "sheriff"), None)
        reach = 1
        for c in self.me.in_play:
            if CARD_RANGE[c] > reach:
                reach = CARD_RANGE[c]
        self.reach = reach
        self.in_play_kinds = {CARD_KIND[c] for c in self.me.in_play}
        self._hostility: dict[int, float] = {}

    # --- who is a foe -------------------------------------------------------------------

    def hostility(self, seat: int) -> float:
        h = self._hostility.get(seat)
        if h is None:
            h = self._hostility[seat] = self._rate(seat)
        return h

    def _rate(self, seat: int) -> float:
        p = self.beliefs.role_probs(seat)
        role = self.role
        if self.three:
            them = max(range(4), key=lambda r: p[r])
            return 1.0 if _HUNTS.get(role) == them else 0.45
        renegade_weight = 0.45 if self.outlaws_left else 1.2
        if role == SHERIFF:
            return p[OUTLAW] + renegade_weight * p[RENEGADE] - 2.2 * p[DEPUTY] - _LAW_WAITS
        if role == DEPUTY:
            if p[SHERIFF] > 0.5:
                return -2.0
            return p[OUTLAW] + renegade_weight * p[RENEGADE] - 1.6 * p[DEPUTY] - _LAW_WAITS
        if role == OUTLAW:
            # every shot goes to the Sheriff when it can: his death ends the game, a
            # Deputy's or the Renegade's does not (at 4 players the Renegade is the
            # Sheriff's only help, and worth a shot)
            renegade = 0.5 if len(self.obs.players) <= 4 else 0.0
            return 1.5 * p[SHERIFF] + 0.5 * p[DEPUTY] + renegade * p[RENEGADE] - p[OUTLAW]
        # the Renegade
        if p[SHERIFF] > 0.5:
            if self.outlaws_left == 0 and self.deputies_left == 0:
                return 0.8  # alone with him at last
            return -1.0  # his death while others live is the Outlaws' win
        if self.outlaws_left:  # the law's Deputies are of use while Outlaws live
            sheriff_weak = self.sheriff is not None and self.sheriff.hp <= 2
            return 1.2 * p[OUTLAW] + (-0.4 if sheriff_weak else 0.1) * p[DEPUTY] + 0.9 * p[RENEGADE]
        return p[DEPUTY] + p[RENEGADE]

    def sheriff_at_risk(self) -> bool:
        """Whether a card that hurts everybody must spare the Sheriff: a Deputy never
        risks him; a Renegade spares him while others live and he is down to one life."""
        s = self.sheriff
        if s is None or not s.alive:
            return False
        if self.role == DEPUTY:
            return True
        if self.role == RENEGADE:  # he needs the Sheriff alive while Outlaws live, and last
            return s.hp <= 1 and (self.deputies_left > 0 or self.outlaws_left > 0)
        return False

    def spares(self, seat: int) -> bool:
        """Whether a Renegade leaves the last Outlaw alive for now: his shots wear the
        Sheriff down, and the Renegade wants a weak Sheriff for their last duel."""
        s = self.sheriff
        return (self.role == RENEGADE and self.outlaws_left == 1 and s is not None and s.alive
                and self.beliefs.prob(seat, OUTLAW) > 0.5 and s.hp > max(self.me.hp, 2))

    def distance(self, seat: int) -> int | None:
        return self.obs.players[seat].distance

    # --- what cards are worth ---------------------------------------------------------

    def bang_count(self) -> int:
        """BANG!s in hand (Calamity Janet's Missed! count too)."""
        janet = self.character is Character.CALAMITY_JANET
        return sum(1 for c in self.hand if CARD_KIND[c] is Kind.BANG or (janet and CARD_KIND[c] is Kind.MISSED))

    def card_value(self, card: int, seen_before: dict[Kind, int] | None = None) -> float:
        """How much ``card`` in hand is worth now (``seen_before``: the same kinds
        already counted, so a second copy is worth less)."""
        kind = CARD_KIND[card]
        v = _BASE_VALUE[kind]
        me = self.me
        low = me.hp <= 2
        if kind is Kind.MISSED or kind is Kind.BEER:
            if low:
                v += 2.0
            if kind is Kind.BEER and len(self.alive) <= 2:
                v = 0.3
        elif kind is Kind.BANG and self.character is Character.WILLY_THE_KID:
            v += 1.0
        if self.character is Character.CALAMITY_JANET and kind in (Kind.BANG, Kind.MISSED):
            v = 6.0 + (2.0 if low else 0.0)
        if CARD_IS_BLUE[card] and kind in self.in_play_kinds:
            v = 0.5  # a second copy cannot go in play
        elif CARD_RANGE[card]:
            if kind is Kind.VOLCANIC:
                v = 0.5 if self.character is Character.WILLY_THE_KID else 2.5
            elif CARD_RANGE[card] <= self.reach:
                v = 1.0
        if kind in (Kind.GATLING, Kind.INDIANS, Kind.DYNAMITE) and self.role == DEPUTY:
            v = 0.5
        if seen_before is not None:
            n = seen_before.get(kind, 0)
            seen_before[kind] = n + 1
            if n:
                v -= (2.0 if kind is Kind.BANG and self.character is not Character.WILLY_THE_KID else 1.0) * n
        return v

    def hand_values(self, cards: Iterable[int] | None = None) -> dict[int, float]:
        """Each card of the hand (or of ``cards``) with its value, copies counted in
        order of their base worth (the best copy keeps the full value)."""
        cards = list(self.hand if cards is None else cards)
        cards.sort(key=lambda c: -_BASE_VALUE[CARD_KIND[c]])
        seen: dict[Kind, int] = {}
        return {c: self.card_value(c, seen) for c in cards}


# --- each kind of decision ------------------------------------------------------------------


def _choose_play(pos: Position, legal: tuple[Action, ...]) -> Action:
    best, best_score = legal[0], -1e9
    for a in legal:
        s = _play_score(pos, a)
        if s > best_score:
            best, best_score = a, s
    return best


def _play_score(pos: Position, a: Action) -> float:
    t = a.type
    if t is END:
        return 0.0
    if t is ABILITY:
        return _sid_score(pos, a, dying=False)
    if t is not PLAY or a.card is None:
        return -1.0
    kind = a.as_kind if a.as_kind is not None else CARD_KIND[a.card]
    me = pos.me
    if kind is Kind.STAGECOACH or kind is Kind.WELLS_FARGO:
        return 100.0
    if CARD_IS_BLUE[a.card] and a.target is None:
        return _equip_score(pos, kind, a.card)
    if kind is Kind.JAIL:
        assert a.target is not None
        h = pos.hostility(a.target)
        return 70.0 + 10 * h if h > 0.35 else -1.0
    if kind is Kind.PANIC or kind is Kind.CAT_BALOU:
        return _take_score(pos, a, kind)
    if kind is Kind.BEER:
        if me.hp >= me.max_hp or len(pos.alive) <= 2:
            return -1.0
        beers = sum(1 for c in pos.hand if CARD_KIND[c] is Kind.BEER)
        over_limit = len(pos.hand) - 1 > me.hp
        # a Renegade keeps his life up for the last duel, where a Beer does nothing
        eager = pos.role == RENEGADE or len(pos.alive) <= 3
        return 50.0 if over_limit or beers >= 2 or eager or me.hp == 1 and len(pos.hand) > 2 else -1.0
    if kind is Kind.SALOON:
        return 45.0 if _heal_balance(pos) > 0.3 else -1.0
    if kind is Kind.GENERAL_STORE:
        share = sum(-pos.hostility(p.seat) for p in pos.alive if p.seat != pos.seat)
        return 40.0 if share + 1.0 > 0 else -1.0
    if kind is Kind.GATLING or kind is Kind.INDIANS:
        return _volley_score(pos, kind)
    if kind is Kind.BANG:
        assert a.target is not None
        return _bang_score(pos, a.target)
    if kind is Kind.DUEL:
        assert a.target is not None
        return _duel_score(pos, a.target)
    return -1.0


def _equip_score(pos: Position, kind: Kind, card: int) -> float:
    if kind in _EQUIP_SCORE:
        return _EQUIP_SCORE[kind]
    if kind is Kind.DYNAMITE:
        return 5.0 if pos.role == OUTLAW and pos.me.hp >= 3 else -1.0
    rng = CARD_RANGE[card]
    if not rng:
        return -1.0
    if kind is Kind.VOLCANIC:
        if pos.character is Character.WILLY_THE_KID:
            return -1.0
        close_foe = any(p.distance == 1 and pos.hostility(p.seat) > _ACT for p in pos.alive if p.seat != pos.seat)
        if pos.reach == 1 or (pos.bang_count() >= 2 and close_foe):
            return 79.0
        return -1.0
    if rng > pos.reach or (rng == pos.reach and pos.reach == 1):
        return 80.0 + rng
    return -1.0


def _take_score(pos: Position, a: Action, kind: Kind) -> float:
    """Panic! or Cat Balou: what taking that card costs its owner, by hostility."""
    assert a.target is not None and a.target_card is not None
    h = pos.hostility(a.target)
    victim = pos.obs.players[a.target]
    if a.target_card == HAND:
        worth = 1.2 + (0.8 if victim.hand_count <= 2 else 0.0)
        value = h * worth
    else:
        taken = CARD_KIND[a.target_card]
        worth = _IN_PLAY_WORTH.get(taken, 1.0)
        if taken is Kind.DYNAMITE:
            return -1.0
        value = h * worth if worth > 0 else -h * 1.0  # a friend's Jail off him: a help
        if CARD_RANGE[a.target_card] and taken is not Kind.VOLCANIC and CARD_RANGE[a.target_card] <= 1:
            value *= 0.5
    if kind is Kind.PANIC:
        value += 0.3  # the card is mine too
    return 60.0 + 10 * value if value > 0.6 else -1.0


def _heal_balance(pos: Position) -> float:
    """Who a Saloon would heal: the lives it gives my side minus the other side's."""
    total = 0.0
    for p in pos.alive:
        if p.hp < p.max_hp:
            weight = 1.5 if p.hp == 1 else 1.0
            total += weight * (1.0 if p.seat == pos.seat else -pos.hostility(p.seat))
    return total


def _volley_score(pos: Position, kind: Kind) -> float:
    if pos.sheriff_at_risk():
        return -1.0
    value = 0.0
    for p in pos.alive:
        if p.seat == pos.seat:
            continue
        h = pos.hostility(p.seat)
        weight = 2.0 if p.hp == 1 else 1.0
        if pos.role == RENEGADE and p.role == "sheriff" and len(pos.alive) > 2:
            h = -0.5  # a Renegade's volley wears everybody down, the Sheriff a little too
        if pos.role == SHERIFF and p.hp == 1:
            weight = 3.0 if h < 0.3 else weight  # a possible Deputy could die: the penalty
        value += h * weight
    # the Renegade, against everybody, fires whenever it hurts the others more than him
    return 65.0 + 5 * value if value > (0.0 if pos.role == RENEGADE else 0.8) else -1.0


def _bang_score(pos: Position, target: int) -> float:
    h = pos.hostility(target)
    victim = pos.obs.players[target]
    if pos.role == SHERIFF and victim.hp == 1:
        h -= 3.5 * pos.beliefs.prob(target, DEPUTY)  # a kill shot at a possible Deputy
    if h <= _ACT or pos.spares(target):
        return -1.0
    barrel = any(CARD_KIND[c] is Kind.BARREL for c in victim.in_play) \
        or victim.character == Character.JOURDONNAIS.value
    score = h * (1.5 if victim.hp == 1 else 1.0 + 0.1 * (victim.max_hp - victim.hp))
    if barrel:
        score *= 0.75
    if victim.hand_count == 0:
        score *= 1.2
    return 55.0 + 10 * score


def _duel_score(pos: Position, target: int) -> float:
    h = pos.hostility(target)
    victim = pos.obs.players[target]
    if pos.role == SHERIFF and victim.hp == 1:
        h -= 3.5 * pos.beliefs.prob(target, DEPUTY)
    if h <= _ACT or pos.spares(target):
        return -1.0
    mine = pos.bang_count()
    rate = 0.45 if victim.character == Character.CALAMITY_JANET.value else 0.31
    theirs = victim.hand_count * rate
    # an Outlaw trades a life for the Sheriff's at even odds
    margin = 0.0 if pos.role == OUTLAW and victim.role == "sheriff" else 1.0
    if victim.hand_count and mine < theirs + margin:
        return -1.0
    return 50.0 + 10 * h


def _sid_score(pos: Position, a: Action, dying: bool) -> float:
    """Sid Ketchum: two cards for a life, worth it when dying or when the cards
    would be discarded anyway."""
    values = pos.hand_values()
    cost = sum(values[c] for c in a.cards)
    if dying:
        return 10.0 - cost
    if len(pos.hand) - 2 >= pos.me.hp + 1 or cost < 3.0:
        return 20.0 - cost
    return -1.0


def _respond(pos: Position, legal: tuple[Action, ...]) -> Action:
    prompt = pos.obs.prompt or {}
    answers = [a for a in legal if a.type is PLAY]
    passing = next((a for a in legal if a.type is PASS), legal[0])
    if not answers:
        return passing
    if prompt.get("reason") == "duel":
        foe = prompt.get("from")
        if (isinstance(foe, int) and pos.role == DEPUTY and pos.sheriff is not None and foe == pos.sheriff.seat
                and pos.me.hp >= 2):
            return passing  # the Sheriff's Duel: a Deputy takes the hit rather than hurt him
    values = pos.hand_values()
    return min(answers, key=lambda a: values.get(a.card, 0.0) if a.card is not None else 0.0)


def _dying(pos: Position, legal: tuple[Action, ...]) -> Action:
    for a in legal:
        if a.type is PLAY:
            return a  # a Beer
    abilities = [a for a in legal if a.type is ABILITY]
    if abilities:
        return max(abilities, key=lambda a: _sid_score(pos, a, dying=True))
    return legal[-1]


def _discard(pos: Position, legal: tuple[Action, ...]) -> Action:
    abilities = [a for a in legal if a.type is ABILITY]
    if abilities and pos.me.hp < pos.me.max_hp:
        return max(abilities, key=lambda a: _sid_score(pos, a, dying=True))
    values = pos.hand_values()
    drops = [a for a in legal if a.type is DISCARD]
    return min(drops, key=lambda a: values.get(a.cards[0], 0.0))


def _choose(pos: Position, legal: tuple[Action, ...]) -> Action:
    prompt = pos.obs.prompt or {}
    options = [a for a in legal if a.type is CHOOSE]
    if not options:
        return legal[0]
    if prompt.get("reason") == "lucky_duke":
        purpose = prompt.get("for")
        if purpose == "dynamite":
            good = [a for a in options if not dynamite_explodes(a.cards[0])]
        else:
            good = [a for a in options if is_heart(a.cards[0])]
        return good[0] if good else options[0]
    if len(options[0].cards) > 1:  # Kit Carlson keeps two
        return max(options, key=lambda a: sum(pos.hand_values(pos.hand + a.cards)[c] for c in a.cards))
    return max(options, key=lambda a: pos.hand_values(pos.hand + a.cards)[a.cards[0]])  # General Store


def _draw(pos: Position, legal: tuple[Action, ...]) -> Action:
    deck = next((a for a in legal if a.source is DrawSource.DECK), legal[0])
    best, best_score = deck, 0.0
    for a in legal:
        if a.source is DrawSource.DISCARD and pos.obs.discard:
            top = pos.obs.discard[-1]
            score = pos.hand_values(pos.hand + (top,))[top] - 4.5
        elif a.source is DrawSource.PLAYER and a.target is not None:
            h = pos.hostility(a.target)
            score = h - _ACT + 0.05 * pos.obs.players[a.target].hand_count
            if h <= _ACT:
                continue
        else:
            continue
        if score > best_score:
            best, best_score = a, score
    return best


def _pick_character(legal: tuple[Action, ...]) -> Action:
    picks = [a for a in legal if a.type is PICK and a.character is not None]
    if not picks:
        return legal[0]
    return min(picks, key=lambda a: _CHARACTER_RANK.index(a.character) if a.character in _CHARACTER_RANK else 99)


class SharpBot:
    """One seat's ``sharp`` bot: its beliefs, kept up to date from its log."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng  # unused: sharp decides the same way every time
        self.beliefs: RoleBeliefs | None = None

    def __call__(self, seen: Seen) -> Action:
        legal = seen.legal
        obs = seen.observation
        kind = obs.pending_kind if obs.pending_player == obs.seat else None
        if kind == "character":
            return _pick_character(legal)
        if self.beliefs is None:
            self.beliefs = RoleBeliefs(obs)
        self.beliefs.update(seen.log)
        if len(legal) == 1:
            return legal[0]
        pos = Position(obs, self.beliefs)
        if kind == "play":
            return _choose_play(pos, legal)
        if kind == "respond":
            return _respond(pos, legal)
        if kind == "dying":
            return _dying(pos, legal)
        if kind == "discard":
            return _discard(pos, legal)
        if kind == "choose":
            return _choose(pos, legal)
        if kind == "draw":
            return _draw(pos, legal)
        return legal[0]


def sharp_bot(rng: Rng) -> Bot:
    """The ``sharp`` bot for one seat."""
    return SharpBot(rng)
