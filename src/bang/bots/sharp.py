"""``sharp``: a strong heuristic bot that deduces roles and plays by its own.

Each seat keeps ``RoleBeliefs`` (``beliefs.py``), fed incrementally from its log.
From them it rates every other player with a *hostility*, from -2 (a friend to
protect) to about 1.5 (the foe to hit first), by its own role:

- the Sheriff hits likely Outlaws and spares likely Deputies (a Deputy weighs
  heavily against: eliminating one costs him every card);
- a Deputy never turns a card on the Sheriff, hunts the likeliest Outlaws;
- an Outlaw presses the Sheriff, then whoever looks like a Deputy (the Renegade
  only at 4 players, where he is the Sheriff's one help);
- a Renegade keeps the balance: while Outlaws live he hits the side ahead, the
  likely Deputies while the law's lives (the Sheriff's too) outnumber the likely
  Outlaws', else the Outlaws; he never aims at the Sheriff while they live
  (Gatling and Indians! wear everybody down), leaves
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

Dodge City's cards and characters are played the same way, from the same seat's
view: every card that shows the BANG! symbol without being a BANG! card (Punch,
Springfield, Knife, Derringer, Pepperbox, Buffalo Rifle, Doc Holyday's two
cards) is scored as a BANG! at its target, Howitzer and Brawl as Gatling (on the
lives or the cards of everybody), Rag Time, Can Can and Conestoga as Panic! and
Cat Balou; a card with the "discard another card" price is played only when its
effect is worth more than the least useful card it can be paid with (that card
is the one paid); green cards go in play at once (in hand they do nothing) and
are used when their effect is good, a green Missed! card answering a shot before
one from hand (Molly Stark, who draws for the cards of her hand, the other way
round); Tequila heals the bot or a likely friend, Whisky and Canteen the bot when
hurt; Chuck Wengam trades a life for two cards while he stays safe, José Delgado
trades the blue cards he would not play, Pat Brennan takes the best card in play
of a foe (or a friend's Jail), Vera Custer copies the ability of most use to her
hand and life (the one she copied is read from the log: it is public), Sean
Mallory's hand limit of ten keeps his cards.

The event cards (High Noon, A Fistful of Cards, Wild West Show) are read from the
rules in force of the seat's view (``in_force``: the event's key, the last one
standing), only at a table with an event deck. Once Wild West Show's last card is in
force every player plays for himself (``LONE``: every other player a foe, the weakest
first; no loyalty, no Deputy's care for the Sheriff). Helena Zontero's and Bone
Orchard's roles dealt again (the log says so) start the beliefs afresh. Lady Rose of
Texas: the seat swaps with the player on its right, each in turn, friends too (each skips
his next turn; all swapped, the next turn is the seat's own again), leaving one player his
turn unless it has a foe to hit. Dorothy Rage: the order goes to a foe only where it cannot turn on the bot's side
(his Beer wasted at full life, a card his face-up hand shows, used at his friends).
Miss Susanna: cards that hurt no likely friend are played, the least worth first,
rather than lose a life, while three can still be reached. Showdown: a card played as
a BANG! is the least worth, never the last Missed! or Beer (a BANG! card is worth a
Missed! then). Sniper after the turn's BANG!, Ricochet as a Cat Balou its owner may
answer; Peyote guesses the colour less seen; Hard Liquor heals when low or with a full
hand; Blood Brothers gives a life to a likely friend down to his last ones; Ranch swaps
the cards worth less than one drawn; The Daltons take the least useful blue card.
Wild West Show's characters: Flint Westwood trades his least useful card for two of a
foe's hand, Lee Van Kliff repeats a brown card when it scores well played again, a
player gives Youl Grinner his least useful card, Greygory Deck keeps two abilities of
which one ranks in the better half of the characters, else draws two others.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from ..actions import HAND, Action, ActionType, DrawSource
from ..box import (
    CARD_GOES_IN_PLAY,
    CARD_IS_BLUE,
    CARD_IS_GREEN,
    CARD_KIND,
    CARD_RANGE,
    KIND_INFO,
    Role,
    is_heart,
    is_red,
)
from ..events import Event, EventType
from ..rulesets.armed_and_dangerous import box as armed
from ..rulesets.armed_and_dangerous.tumbleweed import went_against
from ..rulesets.base.box import dynamite_explodes
from ..rulesets.dodge_city import box as dodge_city
from ..rulesets.gold_rush import box as gold_rush
from ..rulesets.valley_of_shadows import box as valley
from ..rulesets.wild_west_show import box as wild_west_show
from ..state import Rng
from ..view import Observed, SeatView
from ..vocabulary import Character, Kind
from . import sharp_boxes as boxes
from .beliefs import DEPUTY, OUTLAW, RENEGADE, ROLE_INDEX, SHERIFF, RoleBeliefs, role_split
from .members import members
from .patience import Patience
from .seen import Bot, Seen

K = Kind
C = Character
D = members(DrawSource)  # (their members, read fast: bang.bots.members)

PLAY, PASS, END, DISCARD, DRAW, CHOOSE, ABILITY, PICK, USE, EVENT = (
    ActionType.PLAY, ActionType.PASS, ActionType.END, ActionType.DISCARD, ActionType.DRAW,
    ActionType.CHOOSE, ActionType.ABILITY, ActionType.PICK_CHARACTER, ActionType.USE, ActionType.EVENT,
)
LONE = 4
"""The role a seat plays by once Wild West Show's last card is in force: every player for
himself, the last one standing wins (no role index: no loyalty is read from it)."""

# Whom each role hunts with 3 players (roles face up): Deputy -> Renegade -> Outlaw -> Deputy.
_HUNTS = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}

# The characters in order of preference, when the table lets a player pick (Dodge City's
# among the base game's, whose order among themselves is as before).
_CHARACTER_RANK = (
    C.WILLY_THE_KID, C.SLAB_THE_KILLER, C.JOURDONNAIS, dodge_city.ELENA_FUENTE, C.BART_CASSIDY,
    dodge_city.PIXIE_PETE, C.PAUL_REGRET, C.SUZY_LAFAYETTE, C.BLACK_JACK, C.KIT_CARLSON, dodge_city.CHUCK_WENGAM,
    C.ROSE_DOOLAN, dodge_city.BELLE_STAR, C.CALAMITY_JANET, dodge_city.SEAN_MALLORY, dodge_city.DOC_HOLYDAY, C.EL_GRINGO,
    C.LUCKY_DUKE, C.SID_KETCHUM, dodge_city.VERA_CUSTER, dodge_city.JOSE_DELGADO, dodge_city.MOLLY_STARK, dodge_city.BILL_NOFACE,
    dodge_city.HERB_HUNTER, dodge_city.PAT_BRENNAN, C.JESSE_JONES, dodge_city.APACHE_KID, dodge_city.GREG_DIGGER, dodge_city.TEQUILA_JOE,
    C.PEDRO_RAMIREZ, C.VULTURE_SAM,
)

# What a card in hand is worth, before the position adjusts it.
_BASE_VALUE: dict[Kind, float] = {
    K.BANG: 5.0, K.MISSED: 6.0, K.BEER: 6.5, K.SALOON: 3.0, K.STAGECOACH: 5.5,
    K.WELLS_FARGO: 6.5, K.GENERAL_STORE: 3.0, K.PANIC: 5.0, K.CAT_BALOU: 4.5,
    K.DUEL: 4.0, K.GATLING: 5.0, K.INDIANS: 4.5, K.BARREL: 6.0, K.DYNAMITE: 0.5,
    K.JAIL: 4.5, K.MUSTANG: 5.5, K.SCOPE: 4.0, K.VOLCANIC: 2.5, K.SCHOFIELD: 3.0,
    K.REMINGTON: 3.5, K.REV_CARABINE: 4.0, K.WINCHESTER: 4.5,
    # Dodge City: brown
    dodge_city.PUNCH: 4.0, dodge_city.DODGE: 6.5, dodge_city.SPRINGFIELD: 4.0, dodge_city.TEQUILA: 3.5, dodge_city.WHISKY: 4.0,
    dodge_city.RAG_TIME: 3.5, dodge_city.BRAWL: 4.0,
    # blue
    dodge_city.HIDEOUT: 5.5, dodge_city.BINOCULAR: 4.0,
    # green (what they will be worth in play)
    dodge_city.BIBLE: 6.0, dodge_city.IRON_PLATE: 5.5, dodge_city.SOMBRERO: 5.5, dodge_city.TEN_GALLON_HAT: 5.5,
    dodge_city.CANTEEN: 3.5, dodge_city.CAN_CAN: 4.0, dodge_city.CONESTOGA: 4.5, dodge_city.DERRINGER: 4.5, dodge_city.KNIFE: 4.0,
    dodge_city.PEPPERBOX: 4.5, dodge_city.BUFFALO_RIFLE: 4.5, dodge_city.HOWITZER: 5.0, dodge_city.PONY_EXPRESS: 6.5,
    # Armed & Dangerous: orange (with their charges), brown
    armed.ACE_UP_THE_SLEEVE: 5.0, armed.BANDOLIER: 3.5, armed.BELL_TOWER: 3.0, armed.BEER_KEG: 5.5, armed.BIG_FIFTY: 4.5,
    armed.BOMB: 1.0, armed.BUNTLINE_SPECIAL: 3.0, armed.CRATE: 6.0, armed.DOUBLE_BARREL: 2.5, armed.LOCKPICK: 5.0,
    armed.THUNDERER: 3.5, armed.TUMBLEWEED: 2.0, armed.WHIP: 5.0, armed.A_LITTLE_NIP: 5.0, armed.ARROW: 4.5,
    armed.CARAVAN: 5.5, armed.DUCK: 6.0, armed.FLINTLOCK: 4.5, armed.QUICK_SHOT: 5.0, armed.RELOAD: 3.0,
    armed.RUST: 3.0, armed.SQUAW: 4.5,
    # The Valley of Shadows
    valley.GHOST: 3.0, valley.LEMAT: 3.5, valley.RATTLESNAKE: 3.5, valley.SHOTGUN: 3.5, valley.BOUNTY: 3.0,
    valley.BANDIDOS: 4.5, valley.ESCAPE: 5.0, valley.AIM: 4.5, valley.POKER: 4.0, valley.BACKFIRE: 6.5,
    valley.SAVED: 4.0, valley.FANNING: 5.0, valley.TOMAHAWK: 4.5, valley.TORNADO: 4.0, valley.LAST_CALL: 5.5,
}
# What a card in play is worth to its owner (Panic! and Cat Balou take the best one).
_IN_PLAY_WORTH: dict[Kind, float] = {
    K.BARREL: 3.0, K.MUSTANG: 2.5, K.SCOPE: 1.5, K.VOLCANIC: 1.5, K.SCHOFIELD: 1.0,
    K.REMINGTON: 1.5, K.REV_CARABINE: 2.0, K.WINCHESTER: 2.5, K.DYNAMITE: -0.5,
    K.JAIL: -3.0,
    dodge_city.HIDEOUT: 2.5, dodge_city.BINOCULAR: 1.5,
    dodge_city.BIBLE: 2.5, dodge_city.IRON_PLATE: 2.0, dodge_city.SOMBRERO: 2.0, dodge_city.TEN_GALLON_HAT: 2.0,
    dodge_city.CANTEEN: 1.0, dodge_city.CAN_CAN: 1.5, dodge_city.CONESTOGA: 1.5, dodge_city.DERRINGER: 1.5, dodge_city.KNIFE: 1.2,
    dodge_city.PEPPERBOX: 1.5, dodge_city.BUFFALO_RIFLE: 1.8, dodge_city.HOWITZER: 2.5, dodge_city.PONY_EXPRESS: 2.5,
    **boxes.IN_PLAY_WORTH,  # The Valley of Shadows', Armed & Dangerous's
}
_EQUIP_SCORE = {K.BARREL: 90.0, K.MUSTANG: 88.0, K.SCOPE: 84.0, dodge_city.HIDEOUT: 88.0, dodge_city.BINOCULAR: 84.0}
_ACT = 0.2  # the least hostility worth a card
_LAW_WAITS = 0.2  # the law's hostility starts lower: it shoots on evidence, not on odds

# Dodge City's kinds, by what they do.
_SAVES = frozenset(k for k, info in KIND_INFO.items() if info.missed) | {K.BEER}  # kept for need
_GREEN_SHOTS = frozenset((dodge_city.KNIFE, dodge_city.DERRINGER, dodge_city.PEPPERBOX, dodge_city.BUFFALO_RIFLE))  # a BANG! at a target
_VOLLEYS = frozenset((K.GATLING, K.INDIANS, dodge_city.HOWITZER))  # they hurt every other player
_PAID_BASE = {dodge_city.BRAWL: 62.0, dodge_city.RAG_TIME: 58.0, dodge_city.SPRINGFIELD: 54.0, dodge_city.WHISKY: 49.0,
              dodge_city.TEQUILA: 48.0}  # where each card with a price ranks, once worth its price
_DRAWS_ON_MISS = frozenset((dodge_city.DODGE, dodge_city.BIBLE))  # a card drawn once the shot is cancelled
_GREEN_SCORE = 76.0  # a green card into play (in hand it does nothing)
_CHARACTER_NAMED = {c.value: c for c in Character}
_SHERIFF_NAME, _DEPUTY_NAME, _OUTLAW_NAME = "sheriff", "deputy", "outlaw"
_JOURDONNAIS_NAME, _JANET_NAME = C.JOURDONNAIS.value, C.CALAMITY_JANET.value


@cache
def _split_counts(players: int) -> tuple[int, int]:
    """How many Outlaws and Deputies are dealt at a table of ``players``."""
    split = role_split(players)
    return split.count(Role.OUTLAW), split.count(Role.DEPUTY)


class Position:
    """One decision's facts, computed once: who is who, my reach, hostilities."""

    def __init__(self, obs: Observed, beliefs: RoleBeliefs, in_force: dict[str, Any] | None = None) -> None:
        assert obs.seat is not None and obs.role is not None
        self.obs = obs
        self.beliefs = beliefs
        self.seat = obs.seat
        self.role = ROLE_INDEX[obs.role]
        # the event card in force (High Noon, A Fistful of Cards, Wild West Show), read only
        # at a table that has an event deck; with Wild West Show's last card every player
        # plays for himself
        self.event: str | None = in_force.get("event") if in_force else None
        self.lone = bool(in_force and in_force.get("last_one_standing"))
        self.swaps = 0  # seats swapped this turn (Lady Rose of Texas), counted by the caller
        self.played_this_turn: frozenset[int] = frozenset()  # at a table of events, by the caller
        if self.lone:
            self.role = LONE
        self.players = players = obs.players  # (read once: a property of the lazy observation)
        self.me: SeatView = players[obs.seat]
        self.borrowed = beliefs.borrowed
        # the ability the seat has now: its own, or the one Vera Custer copied (public, in the log)
        self.character = self.ability_of(obs.seat)
        self.hand = obs.hand
        self.alive = [p for p in players if p.alive]
        self.three = len(players) == 3
        outlaws, deputies = _split_counts(len(players))
        self.sheriff: SeatView | None = None
        for p in players:
            role = p.role
            if role is None:
                continue
            if not p.alive:
                if role == _OUTLAW_NAME:
                    outlaws -= 1
                elif role == _DEPUTY_NAME:
                    deputies -= 1
            if role == _SHERIFF_NAME and self.sheriff is None:
                self.sheriff = p
        self.outlaws_left = outlaws
        self.deputies_left = deputies
        reach = 1
        for c in self.me.in_play:
            if CARD_RANGE[c] > reach:
                reach = CARD_RANGE[c]
        self.reach = reach
        self.in_play_kinds = {CARD_KIND[c] for c in self.me.in_play}
        # cards kept at the end of the turn (Sean Mallory: ten)
        self.hand_limit = 10 if self.character is dodge_city.SEAN_MALLORY else self.me.hp
        # in Belle Star's own turn the others' cards in play do nothing
        self.belle = self.character is dodge_city.BELLE_STAR and obs.turn == obs.seat
        self._hostility: dict[int, float] = {}
        self._values: dict[int, float] | None = None
        self._law_ahead: bool | None = None

    def ability_of(self, seat: int) -> Character | None:
        """The character whose ability ``seat`` has now (Vera Custer's copy, else its own)."""
        borrowed = self.borrowed.get(seat) if self.borrowed else None
        if borrowed is not None:
            return borrowed
        name = self.players[seat].character
        return _CHARACTER_NAMED[name] if name else None

    # --- who is a foe -------------------------------------------------------------------

    def hostility(self, seat: int) -> float:
        h = self._hostility.get(seat)
        if h is None:
            h = self._hostility[seat] = self._rate(seat)
        return h

    def _rate(self, seat: int) -> float:
        role = self.role
        if role == LONE:  # the last one standing wins: everybody is a foe, the weakest first
            return 1.0 + (0.2 if self.players[seat].hp == 1 else 0.0)
        p = self.beliefs.role_probs(seat)
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
            renegade = 0.5 if len(self.players) <= 4 else 0.0
            return 1.5 * p[SHERIFF] + 0.5 * p[DEPUTY] + renegade * p[RENEGADE] - p[OUTLAW]
        # the Renegade
        if p[SHERIFF] > 0.5:
            if self.outlaws_left == 0 and self.deputies_left == 0:
                return 0.8  # alone with him at last
            return -1.0  # his death while others live is the Outlaws' win
        if self.outlaws_left:  # the law's Deputies are of use while Outlaws live
            sheriff_weak = self.sheriff is not None and self.sheriff.hp <= 2
            if self.deputies_left and self.law_ahead():
                return 0.6 * p[OUTLAW] + 1.2 * p[DEPUTY] + 0.9 * p[RENEGADE]
            return 1.2 * p[OUTLAW] + (-0.4 if sheriff_weak else 0.1) * p[DEPUTY] + 0.9 * p[RENEGADE]
        return p[DEPUTY] + p[RENEGADE]

    def friend_prob(self, seat: int) -> float:
        """The chance that ``seat`` plays on my side (the Renegade's and the last one
        standing's side is himself alone)."""
        role = self.role
        if role in (LONE, RENEGADE):
            return 0.0
        p = self.beliefs.role_probs(seat)
        if role == OUTLAW:
            return p[OUTLAW]
        return p[SHERIFF] + p[DEPUTY]

    def law_ahead(self) -> bool:
        """Whether the law's lives (the Sheriff's, the likely Deputies') outnumber the likely
        Outlaws' (each seat's lives weighed by its chances): a Renegade keeps the balance,
        hitting the side ahead; he wins only if the Sheriff outlives the Outlaws, and then
        beats the Sheriff and the Deputies left, the fewer the better."""
        ahead = self._law_ahead
        if ahead is None:
            law = outlaws = 0.0
            for p in self.alive:
                if p.seat == self.seat:
                    continue
                probs = self.beliefs.role_probs(p.seat)
                law += (probs[SHERIFF] + probs[DEPUTY]) * p.hp
                outlaws += probs[OUTLAW] * p.hp
            ahead = self._law_ahead = law > outlaws
        return ahead

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
        return self.players[seat].distance

    def green_missed(self, seat: int) -> bool:
        """Whether ``seat`` has a green Missed! card in play it may use now (Dodge City)."""
        p = self.players[seat]
        return any(CARD_IS_GREEN[c] and CARD_KIND[c] in _SAVES and c not in p.fresh for c in p.in_play)

    # --- what cards are worth ---------------------------------------------------------

    def bang_count(self) -> int:
        """BANG!s in hand (Calamity Janet's Missed! count too)."""
        janet = self.character is C.CALAMITY_JANET
        return sum(1 for c in self.hand if CARD_KIND[c] is K.BANG or (janet and CARD_KIND[c] is K.MISSED))

    def card_value(self, card: int, seen_before: dict[Kind, int] | None = None) -> float:
        """How much ``card`` in hand is worth now (``seen_before``: the same kinds
        already counted, so a second copy is worth less)."""
        kind = CARD_KIND[card]
        v = _BASE_VALUE.get(kind, 4.0)
        me = self.me
        low = me.hp <= 2
        if kind in _SAVES:
            if low:
                v += 2.0
            if kind is K.BEER:
                if len(self.alive) <= 2:
                    v = 0.3
                elif self.character is dodge_city.TEQUILA_JOE:
                    v += 1.0
        elif kind is K.BANG and self.character is C.WILLY_THE_KID:
            v += 1.0
        if kind is K.MISSED and self.character is wild_west_show.BIG_SPENCER:
            v = 1.0  # he may not play it
        # Calamity Janet's BANG! and Missed! answer a shot both; so does a BANG! card in Showdown
        janet = self.character is C.CALAMITY_JANET and kind in (K.BANG, K.MISSED)
        if janet or (kind is K.BANG and self.event == "showdown"):
            v = 6.0 + (2.0 if low else 0.0)
        if CARD_GOES_IN_PLAY[card] and kind in self.in_play_kinds:
            v = 0.5  # a second copy cannot go in play
        elif CARD_RANGE[card]:
            if kind is K.VOLCANIC:
                v = 0.5 if self.character is C.WILLY_THE_KID else 2.5
            elif CARD_RANGE[card] <= self.reach:
                v = 1.0
        if kind in (K.GATLING, K.INDIANS, K.DYNAMITE, dodge_city.HOWITZER) and self.role == DEPUTY:
            v = 0.5
        if seen_before is not None:
            n = seen_before.get(kind, 0)
            seen_before[kind] = n + 1
            if n:
                v -= (2.0 if kind is K.BANG and self.character is not C.WILLY_THE_KID else 1.0) * n
        return v

    def hand_values(self, cards: Iterable[int] | None = None) -> dict[int, float]:
        """Each card of the hand (or of ``cards``) with its value, copies counted in
        order of their base worth (the best copy keeps the full value)."""
        if cards is None and self._values is not None:
            return self._values  # (the hand's, asked for each way to pay a price: made once)
        listed = list(self.hand if cards is None else cards)
        listed.sort(key=lambda c: -_BASE_VALUE.get(CARD_KIND[c], 4.0))
        seen: dict[Kind, int] = {}
        values = {c: self.card_value(c, seen) for c in listed}
        if cards is None:
            self._values = values
        return values

    def price(self, cards: Iterable[int], spent: int | None = None) -> float:
        """What discarding ``cards`` from hand costs (a price, Doc Holyday's two): the
        worth of the hand the bot could keep at the end of the turn (its best cards, as
        many as its limit), less what it keeps without them (``spent``: the card played
        with them). Over the limit, a card that would be discarded anyway costs nothing."""
        gone = set(cards)
        values = self.hand_values()
        rest = sorted((v for c, v in values.items() if c != spent), reverse=True)
        after = sorted((v for c, v in values.items() if c != spent and c not in gone), reverse=True)
        limit = max(self.hand_limit, 0)
        return sum(rest[:limit], 0.0) - sum(after[:limit], 0.0)  # (0.0: a float sum, compiled too)


# --- each kind of decision ------------------------------------------------------------------


def _choose_play(pos: Position, legal: tuple[Action, ...], cards_played: int = 3) -> Action:
    """The best play; under Miss Susanna (``cards_played`` fewer than 3) a card the bot
    would not have played rather than its turn's end, if 3 cards can still be reached."""
    best, best_score = legal[0], -1e9
    again = pos.played_this_turn
    for a in legal:
        if again and a.card in again and a.type is PLAY:
            continue  # back in hand the same turn (Abandoned Mine: the deck's top card): no loop
        s = _play_score(pos, a)
        if s > best_score:
            best, best_score = a, s
    if best.type is END and cards_played < 3:
        return _miss_susanna_play(pos, legal, cards_played) or best
    return best


def _anything_to_draw(obs: Observed) -> bool:
    """Whether a General Store would reveal another card than itself: with the deck and the
    discard pile empty it comes straight back (under Abandoned Mine it is put on the deck
    and picked again), and playing it forever would never end the turn."""
    return obs.deck_count + len(obs.discard) > 0


def _play_score(pos: Position, a: Action) -> float:
    t = a.type
    if t is END:
        return 0.0
    if t is ABILITY:
        return _ability_score(pos, a)
    if t in _GOLD_TYPES or (t is USE and a.card is not None and CARD_KIND[a.card] in _GOLD_USED):
        return _gold_score(pos, a)
    if t is USE:
        return _use_score(pos, a)
    if t is EVENT:
        return _event_move_score(pos, a)
    if t is not PLAY or a.card is None:
        return -1.0
    kind = a.as_kind if a.as_kind is not None else CARD_KIND[a.card]
    me = pos.me
    if pos.event is not None:
        if kind is K.BANG and a.target_card is not None:
            return _ricochet_score(pos, a)
        if kind is K.BANG and a.as_kind is K.BANG:
            return _showdown_bang_score(pos, a)
    if kind in boxes.KINDS or a.charges or a.targets or (a.cards and kind is K.BANG) or (
            a.as_kind is K.BANG and valley.LEMAT in pos.in_play_kinds):
        # The Valley of Shadows' and Armed & Dangerous's cards, charges paid, two targets,
        # Aim with its BANG! card, LeMat's cards as BANG!s
        return boxes.play_score(pos, a, kind, _JUDGE)
    if a.cards and KIND_INFO[kind].pay:
        return _paid_score(pos, a, kind)
    if kind is K.STAGECOACH or kind is K.WELLS_FARGO:
        # (with the deck and the pile down to a few cards it would only draw itself back)
        return 100.0 if pos.obs.deck_count + len(pos.obs.discard) > 4 else -1.0
    if kind is K.GENERAL_STORE and not _anything_to_draw(pos.obs):
        return -1.0
    if CARD_GOES_IN_PLAY[a.card] and a.target is None:
        if CARD_IS_GREEN[a.card]:
            return _GREEN_SCORE + (1.0 if kind in _SAVES else 0.0)
        return _equip_score(pos, kind, a.card)
    if kind is K.JAIL:
        assert a.target is not None
        h = pos.hostility(a.target)
        return 70.0 + 10 * h if h > 0.35 else -1.0
    if kind is K.PANIC or kind is K.CAT_BALOU:
        return _take_score(pos, a, kind)
    if kind is K.BEER:
        if me.hp >= me.max_hp or len(pos.alive) <= 2:
            return -1.0
        beers = sum(1 for c in pos.hand if CARD_KIND[c] is K.BEER)
        over_limit = len(pos.hand) - 1 > pos.hand_limit
        # a Renegade keeps his life up for the last duel, where a Beer does nothing
        eager = pos.role == RENEGADE or len(pos.alive) <= 3
        return 50.0 if over_limit or beers >= 2 or eager or me.hp == 1 and len(pos.hand) > 2 else -1.0
    if kind is K.SALOON:
        return 45.0 if _heal_balance(pos) > 0.3 else -1.0
    if kind is K.GENERAL_STORE:
        share = sum((-pos.hostility(p.seat) for p in pos.alive if p.seat != pos.seat), 0.0)
        return 40.0 if share + 1.0 > 0 else -1.0
    if kind is K.GATLING or kind is K.INDIANS:
        return _volley_score(pos, kind)
    if kind is K.BANG:
        assert a.target is not None
        return _bang_score(pos, a.target)
    if kind is K.DUEL:
        assert a.target is not None
        return _duel_score(pos, a.target)
    if kind is dodge_city.PUNCH:  # a BANG! at distance 1 that is no BANG! card: the BANG! card first
        assert a.target is not None
        s = _bang_score(pos, a.target)
        return s - 0.5 if s > 0 else -1.0
    return -1.0


_GOLD_TYPES = frozenset((ActionType.BUY, ActionType.SELL, ActionType.DISCARD_EQUIPMENT))
_GOLD_USED = frozenset((gold_rush.GOLD_PAN, gold_rush.RUCKSACK))


def _gold_score(pos: Position, a: Action) -> float:
    """Gold Rush: what the shop's cards are worth beside the hand's (a life point when
    hurt, a shot at a likely foe, black equipment), a Beer sold at full life."""
    me = pos.me
    hurt = me.hp < me.max_hp
    if a.type is ActionType.SELL:
        return 5.0 if not hurt else -1.0
    if a.type is ActionType.DISCARD_EQUIPMENT:
        assert a.target is not None
        return 5.0 if pos.hostility(a.target) > 0.35 else -1.0
    assert a.card is not None
    kind = CARD_KIND[a.card]
    if a.type is USE:
        return (30.0 if hurt else -1.0) if kind is gold_rush.RUCKSACK else 10.0
    if a.as_kind is K.BANG:
        assert a.target is not None
        s = _bang_score(pos, a.target)
        return s - 1.0 if s > 0 else -1.0
    if a.as_kind is K.PANIC or a.as_kind is K.CAT_BALOU:
        s = _take_score(pos, a, a.as_kind)
        return s - 1.0 if s > 0 else -1.0
    if a.as_kind is K.DUEL:
        assert a.target is not None
        s = _duel_score(pos, a.target)
        return s - 1.0 if s > 0 else -1.0
    if kind is gold_rush.SHOT:
        return 30.0 if hurt and a.target == pos.seat else -1.0
    if a.as_kind is K.BEER or kind is gold_rush.RHUM:
        return 30.0 if hurt and len(pos.alive) > 2 else -1.0
    if kind is gold_rush.WANTED:
        assert a.target is not None
        return 15.0 if pos.hostility(a.target) > 0.35 else -1.0
    if kind is gold_rush.GOLD_RUSH:
        return 40.0 if me.hp * 2 <= me.max_hp else -1.0
    if kind is gold_rush.UNION_PACIFIC:
        return 60.0
    return 20.0 if kind in gold_rush.BLACK else -1.0


def _equip_score(pos: Position, kind: Kind, card: int) -> float:
    if kind in _EQUIP_SCORE:
        return _EQUIP_SCORE[kind]
    if kind is K.DYNAMITE:
        return 5.0 if pos.role == OUTLAW and pos.me.hp >= 3 else -1.0
    rng = CARD_RANGE[card]
    if not rng:
        return -1.0
    if kind is K.VOLCANIC:
        if pos.character is C.WILLY_THE_KID or any(CARD_KIND[c] is K.VOLCANIC for c in pos.me.in_play):
            return -1.0
        if pos.reach == 1 or _volcanic_pays(pos):
            return 79.0
        return -1.0
    if any(CARD_KIND[c] is K.VOLCANIC for c in pos.me.in_play) and _volcanic_pays(pos):
        return -1.0  # the Volcanic was put in play for this (else the two would swap forever)
    if rng > pos.reach or (rng == pos.reach and pos.reach == 1):
        return 80.0 + rng
    if kind in boxes.WEAPONS and rng == pos.reach and not any(CARD_KIND[c] in boxes.WEAPONS for c in pos.me.in_play):
        return 79.5 + rng  # an orange weapon for one of the same reach: its effect and 3 charges
    return -1.0


def _volcanic_pays(pos: Position) -> bool:
    """Several BANG!s in hand and a foe at distance 1: the Volcanic beats a longer reach."""
    return pos.bang_count() >= 2 and any(
        p.distance == 1 and pos.hostility(p.seat) > _ACT for p in pos.alive if p.seat != pos.seat)


def _take_value(pos: Position, target: int, target_card: int) -> float | None:
    """What taking (or discarding) ``target_card`` of ``target`` (HAND: a random card of
    the hand) is worth to my side, by hostility; None for a Dynamite (it moves on)."""
    h = pos.hostility(target)
    victim = pos.players[target]
    if target_card == HAND:
        worth = 1.2 + (0.8 if victim.hand_count <= 2 else 0.0)
        return h * worth
    taken = CARD_KIND[target_card]
    worth = _IN_PLAY_WORTH.get(taken, 1.0)
    if taken is K.DYNAMITE:
        return None
    value = h * worth if worth > 0 else -h * 1.0  # a friend's Jail off him: a help
    if CARD_RANGE[target_card] and taken is not K.VOLCANIC and CARD_RANGE[target_card] <= 1:
        value *= 0.5
    return value


def _take_score(pos: Position, a: Action, kind: Kind) -> float:
    """Panic! or Cat Balou (Conestoga, Can Can): what taking that card costs its owner, by hostility."""
    assert a.target is not None and a.target_card is not None
    value = _take_value(pos, a.target, a.target_card)
    if value is None:
        return -1.0
    if kind is K.PANIC:
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
    victim = pos.players[target]
    if pos.role == SHERIFF and victim.hp == 1:
        h -= 3.5 * pos.beliefs.prob(target, DEPUTY)  # a kill shot at a possible Deputy
    if h <= _ACT or pos.spares(target):
        return -1.0
    if pos.borrowed or pos.belle:  # Dodge City: an ability copied, or the others' cards off
        barrel = (not pos.belle and any(CARD_KIND[c] is K.BARREL for c in victim.in_play)) \
            or pos.ability_of(target) is C.JOURDONNAIS
    else:
        barrel = any(CARD_KIND[c] is K.BARREL for c in victim.in_play) \
            or victim.character == _JOURDONNAIS_NAME
    score = h * (1.5 if victim.hp == 1 else 1.0 + 0.1 * (victim.max_hp - victim.hp))
    if barrel:
        score *= 0.75
    if victim.in_play and not pos.belle and pos.green_missed(target):
        score *= 0.7  # a green Missed! card in play answers it (Dodge City)
    if victim.hand_count == 0:
        score *= 1.2
    elif pos.ability_of(target) is dodge_city.ELENA_FUENTE:
        score *= 0.7  # any card of her hand answers it
    elif victim.hand is not None:  # Sacagaway: his hand is face up
        score *= 0.8 if _answers_a_shot(pos, victim.hand) else 1.2
    return 55.0 + 10 * score


def _answers_a_shot(pos: Position, hand: tuple[int, ...]) -> bool:
    """Whether a face-up hand holds a card that cancels a shot (a BANG! card in Showdown)."""
    showdown = pos.event == "showdown"
    return any(CARD_KIND[c] in _SAVES and CARD_KIND[c] is not K.BEER or showdown and CARD_KIND[c] is K.BANG
               for c in hand)


def _duel_score(pos: Position, target: int) -> float:
    h = pos.hostility(target)
    victim = pos.players[target]
    if pos.role == SHERIFF and victim.hp == 1:
        h -= 3.5 * pos.beliefs.prob(target, DEPUTY)
    if h <= _ACT or pos.spares(target):
        return -1.0
    mine = pos.bang_count()
    rate = 0.45 if victim.character == _JANET_NAME else 0.31
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
    cost = sum((values[c] for c in a.cards), 0.0)
    if dying:
        return 10.0 - cost
    if len(pos.hand) - 2 >= pos.me.hp + 1 or cost < 3.0:
        return 20.0 - cost
    return -1.0


# --- Dodge City: green cards used, prices paid, abilities of the turn -----------------------


def _shot_worth(pos: Position, target: int) -> float | None:
    """A BANG! effect at ``target`` in card values (about 2 to 8); None: not worth a shot."""
    s = _bang_score(pos, target)
    if s <= 0:
        return None
    return 2.0 + 3.0 * (s - 55.0) / 10.0


def _use_score(pos: Position, a: Action) -> float:
    """A green card in play used in the play phase (an orange one: ``sharp_boxes``)."""
    assert a.card is not None
    kind = CARD_KIND[a.card]
    if kind in boxes.KINDS:
        return boxes.use_score(pos, a, _JUDGE)
    if kind in _GREEN_SHOTS:
        assert a.target is not None
        s = _bang_score(pos, a.target)
        if s <= 0:
            return -1.0
        return s - 0.3 + (0.5 if kind is dodge_city.DERRINGER else 0.0)  # (the Derringer draws a card)
    if kind is dodge_city.HOWITZER:
        return _volley_score(pos, kind)
    if kind is dodge_city.CAN_CAN:
        return _take_score(pos, a, K.CAT_BALOU)
    if kind is dodge_city.CONESTOGA:
        return _take_score(pos, a, K.PANIC)
    if kind is dodge_city.CANTEEN:
        return 47.0 if pos.me.hp < pos.me.max_hp else -1.0
    if kind is dodge_city.PONY_EXPRESS:
        return 99.0
    return -1.0


def _paid_score(pos: Position, a: Action, kind: Kind) -> float:
    """A card with the "discard another card" price: played when its effect is worth more
    than the card paid (of the ways to pay, the least useful card scores best)."""
    worth = _paid_worth(pos, a, kind)
    if worth is None:
        return -1.0
    gain = worth - pos.price(a.cards, spent=a.card)
    return _PAID_BASE[kind] + gain if gain > 0.5 else -1.0


def _paid_worth(pos: Position, a: Action, kind: Kind) -> float | None:
    me = pos.me
    if kind is dodge_city.SPRINGFIELD:
        assert a.target is not None
        return _shot_worth(pos, a.target)
    if kind is dodge_city.WHISKY:
        gained = min(2, me.max_hp - me.hp)
        if not gained:
            return None
        return 3.0 * gained + (2.0 if me.hp <= 2 else 0.0)
    if kind is dodge_city.TEQUILA:
        assert a.target is not None
        healed = pos.players[a.target]
        if healed.hp >= healed.max_hp:
            return None
        if a.target == pos.seat:
            return 3.0 + (2.0 if me.hp <= 2 else 0.0)
        if pos.hostility(a.target) < -0.5:  # a likely friend
            return 2.0 + (2.0 if healed.hp <= 1 else 0.0)
        return None
    if kind is dodge_city.RAG_TIME:
        assert a.target is not None and a.target_card is not None
        value = _take_value(pos, a.target, a.target_card)
        if value is None or value + 0.3 <= 0.6:
            return None
        return 1.5 + 2.0 * (value + 0.3)
    if kind is dodge_city.BRAWL:  # every other player loses the card I pick: the best of each
        total = 0.0
        for p in pos.alive:
            if p.seat == pos.seat or not (p.hand_count or p.in_play):
                continue
            picks = [_take_value(pos, p.seat, c) for c in ((HAND,) if p.hand_count else ()) + p.in_play]
            total += max((v for v in picks if v is not None), default=0.0)
        return 2.0 * total if total > 0.5 else None
    return None


def _ability_score(pos: Position, a: Action) -> float:
    """A character's ability in the play phase, told apart by its shape: Doc Holyday's
    (two cards and a target), Chuck Wengam's (nothing), José Delgado's (one blue card),
    Sid Ketchum's (two cards); Armed & Dangerous's in ``sharp_boxes``."""
    if pos.character in boxes.CHARACTERS:
        return boxes.ability_score(pos, a, _JUDGE)
    if pos.character is wild_west_show.FLINT_WESTWOOD and len(a.cards) == 1 and a.target is not None:
        return _flint_westwood_score(pos, a)
    if pos.character is wild_west_show.LEE_VAN_KLIFF and a.card is not None:
        return _lee_van_kliff_score(pos, a)
    if a.target is not None:
        return _doc_holyday_score(pos, a)
    if not a.cards:
        return _chuck_wengam_score(pos)
    if len(a.cards) == 1:
        return 96.0 if _spare_blue(pos, a.cards[0]) else -1.0
    return _sid_score(pos, a, dying=False)


def _doc_holyday_score(pos: Position, a: Action) -> float:
    """Two cards from hand for a BANG! at the target: with two weak ones."""
    assert a.target is not None
    if (pos.obs.prompt or {}).get("can_bang") and any(CARD_KIND[c] is K.BANG for c in a.cards):
        return -1.0  # that BANG! can still be played itself: one card for the same shot
    worth = _shot_worth(pos, a.target)
    if worth is None:
        return -1.0
    gain = worth - pos.price(a.cards)
    return 78.0 + gain if gain > 0 else -1.0  # (before the cards paid are played for less)


def _chuck_wengam_score(pos: Position) -> float:
    """A life for two cards, while enough life is left and the hand has room for them."""
    me = pos.me
    safe = 4 if pos.role == SHERIFF or len(pos.alive) <= 2 else 3
    if any(CARD_KIND[c] is K.BEER for c in pos.hand) and len(pos.alive) > 2:
        safe -= 1
    if me.hp - 1 < safe or len(pos.hand) > min(pos.hand_limit, me.hp - 1):
        return -1.0
    return 95.0


def _spare_blue(pos: Position, card: int) -> bool:
    """Whether a blue card of the hand is better traded for two cards (José Delgado):
    one not worth playing now, or worth little."""
    kind = CARD_KIND[card]
    if pos.hand_values()[card] <= 3.0:
        return True
    if kind is K.JAIL:
        return not any(p.seat != pos.seat and p.role != "sheriff" and pos.hostility(p.seat) > 0.35
                       for p in pos.alive)
    return _equip_score(pos, kind, card) <= 0


def _vera_custer_pick(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Vera Custer copies, until her next turn, the ability of most use now."""
    picks = [a for a in legal if a.type is ABILITY and a.target is not None]
    if not picks:
        return legal[0]
    return max(picks, key=lambda a: _copy_value(pos, a.target))  # type: ignore[arg-type]


def _copy_value(pos: Position, seat: int) -> float:
    name = pos.players[seat].character
    character = _CHARACTER_NAMED[name] if name else None
    me = pos.me
    lost = me.max_hp - me.hp
    bangs = pos.bang_count()
    blues = sum(1 for c in pos.hand if CARD_IS_BLUE[c])
    foe_near = any(p.distance is not None and p.distance <= pos.reach and pos.hostility(p.seat) > _ACT
                   for p in pos.alive if p.seat != pos.seat)
    dying_soon = any(p.hp == 1 for p in pos.alive if p.seat != pos.seat)
    if character is C.WILLY_THE_KID:
        return 2.0 + 2.0 * (bangs - 1) if bangs >= 2 and foe_near else 1.0
    if character is dodge_city.BILL_NOFACE:
        return 1.5 * lost + 1.0
    if character is dodge_city.CHUCK_WENGAM:
        return 3.5 if me.hp >= 3 else 0.5
    if character is dodge_city.JOSE_DELGADO:
        return 2.5 * min(2, blues)
    if character is C.SID_KETCHUM:
        return 3.0 if lost else 1.5
    if character is dodge_city.TEQUILA_JOE:
        return 2.5 if any(CARD_KIND[c] is K.BEER for c in pos.hand) else 0.5
    if character is C.SLAB_THE_KILLER:
        return 3.0 if bangs and foe_near else 1.0
    if character is dodge_city.DOC_HOLYDAY:
        return 3.0 if len(pos.hand) >= 4 and foe_near else 1.0
    if character is dodge_city.SEAN_MALLORY:
        return 1.0 + 0.7 * max(0, len(pos.hand) + 2 - me.hp)
    if character in (C.VULTURE_SAM, dodge_city.GREG_DIGGER, dodge_city.HERB_HUNTER):
        return 3.5 if dying_soon else 1.5
    if character is C.JOURDONNAIS:
        return 3.0 if K.BARREL in pos.in_play_kinds else 4.0
    return _COPY_VALUE.get(character, 1.0) if character is not None else 0.0


_COPY_VALUE = {
    dodge_city.PIXIE_PETE: 4.5, dodge_city.ELENA_FUENTE: 4.5, C.KIT_CARLSON: 3.5,
    C.BLACK_JACK: 3.2, C.PAUL_REGRET: 3.0, C.BART_CASSIDY: 3.0,
    dodge_city.MOLLY_STARK: 2.8, C.JESSE_JONES: 2.6, dodge_city.PAT_BRENNAN: 2.6,
    C.LUCKY_DUKE: 2.5, dodge_city.APACHE_KID: 2.5, dodge_city.BELLE_STAR: 2.5,
    C.CALAMITY_JANET: 2.4, C.SUZY_LAFAYETTE: 2.2, C.EL_GRINGO: 2.0,
    C.PEDRO_RAMIREZ: 2.0, C.ROSE_DOOLAN: 1.5,
}


def _brawl_pick(pos: Position, options: list[Action]) -> Action:
    """Brawl: the card each player loses, the best for my side (a foe's best card in
    play, a friend's Jail or least loss)."""

    def value(a: Action) -> float:
        assert a.target is not None and a.target_card is not None
        v = _take_value(pos, a.target, a.target_card)
        return 0.0 if v is None else v

    return max(options, key=value)


def _vulture_sam_pick(pos: Position, options: list[Action]) -> Action:
    """Two Vulture Sams share a dead player's cards: the card in play worth most in my
    hand, unless a random card of the hand is worth more (an average card)."""

    def value(a: Action) -> float:
        if a.target_card is None or a.target_card == HAND:
            return 4.5
        return pos.hand_values((*pos.hand, a.target_card))[a.target_card]

    return max(options, key=value)


# --- answers and the other decisions ------------------------------------------------------------


def _respond(pos: Position, legal: tuple[Action, ...]) -> Action:
    prompt = pos.obs.prompt or {}
    if prompt.get("reason") in boxes.RESPONSES:  # Saved!, Bandidos, Lemonade Jim, Al Preacher
        return boxes.respond(pos, legal)
    answers = [a for a in legal if a.type is PLAY or a.type is USE]
    passing = next((a for a in legal if a.type is PASS), legal[0])
    if not answers:
        return passing
    if prompt.get("reason") == "tumbleweed":  # a "draw!" made again: his own gone wrong only
        return answers[0] if went_against(prompt, pos.seat) else passing
    if prompt.get("reason") == "duel":
        foe = prompt.get("from")
        if (isinstance(foe, int) and pos.role == DEPUTY and pos.sheriff is not None and foe == pos.sheriff.seat
                and pos.me.hp >= 2):
            return passing  # the Sheriff's Duel: a Deputy takes the hit rather than hurt him
    uses = [a for a in answers if a.type is USE]
    if uses:
        # a green Missed! card in play first (the hand's cards keep), but Molly Stark out
        # of her turn, who draws a card for each card of her hand
        from_hand = [a for a in answers if a.type is PLAY]
        if not (from_hand and pos.character is dodge_city.MOLLY_STARK and pos.obs.turn != pos.seat):
            return min(uses, key=lambda a: _IN_PLAY_WORTH.get(CARD_KIND[a.card], 1.0) if a.card is not None else 0.0)
        answers = from_hand
    duck = boxes.duck_first(pos, answers)
    if duck is not None:
        return duck
    answers, backfire_bonus = boxes.backfire_answers(pos, answers, _JUDGE)
    if not answers:
        return passing
    values = pos.hand_values()
    if backfire_bonus:  # (The Valley of Shadows) a shot back at a foe: Backfire before a Missed!
        values = {c: v - (backfire_bonus if CARD_KIND[c] is valley.BACKFIRE else 0.0) for c, v in values.items()}
    if any(a.card is not None and CARD_KIND[a.card] in _DRAWS_ON_MISS for a in answers):
        # a Dodge draws a card once it cancels the shot: it costs less than a Missed!
        values = {c: v - (4.0 if CARD_KIND[c] in _DRAWS_ON_MISS else 0.0) for c, v in values.items()}
    return min(answers, key=lambda a: values.get(a.card, 0.0) if a.card is not None else 0.0)


def _dying(pos: Position, legal: tuple[Action, ...]) -> Action:
    for a in legal:
        if a.type is PLAY:
            return a  # a Beer
    abilities = [a for a in legal if a.type is ABILITY]
    if abilities:
        return max(abilities, key=lambda a: _sid_score(pos, a, dying=True))
    for a in legal:
        if a.type is USE:
            return a  # Gold Rush's Rucksack
    return legal[-1]


def _discard(pos: Position, legal: tuple[Action, ...]) -> Action:
    abilities = [a for a in legal if a.type is ABILITY]
    if abilities and pos.me.hp < pos.me.max_hp:
        return max(abilities, key=lambda a: _sid_score(pos, a, dying=True))
    values = pos.hand_values()
    drops = [a for a in legal if a.type is DISCARD]
    if drops and drops[0].cards[0] not in values:  # The Daltons: a blue card in play, the least worth
        return min(drops, key=lambda a: _IN_PLAY_WORTH.get(CARD_KIND[a.cards[0]], 1.0))
    return min(drops, key=lambda a: values.get(a.cards[0], 0.0))


def _choose(pos: Position, legal: tuple[Action, ...]) -> Action:
    prompt = pos.obs.prompt or {}
    reason = prompt.get("reason")
    if reason == "vera_custer":
        return _vera_custer_pick(pos, legal)
    if reason == "greygory_deck":
        return _greygory_deck_choice(pos, legal)
    options = [a for a in legal if a.type is CHOOSE]
    if not options:
        return legal[0]
    if reason == "dorothy_rage":
        return _dorothy_rage_order(pos, options)
    if reason == "youl_grinner":
        return _youl_grinner_gift(pos, options)
    if reason == "bomb":  # Armed & Dangerous: the Bomb passed on
        return boxes.pass_the_bomb(pos, options)
    if reason == "vulture_sam":  # sharing a dead player's cards with another Vulture Sam
        return _vulture_sam_pick(pos, options)
    if reason == "brawl" or options[0].target is not None:  # Brawl: which card each player loses
        picks = [a for a in options if a.target is not None and a.target_card is not None]
        return _brawl_pick(pos, picks) if picks else options[0]
    if reason == "lucky_duke":
        purpose = prompt.get("for")
        if purpose == "dynamite":
            good = [a for a in options if not dynamite_explodes(a.cards[0])]
        else:
            good = [a for a in options if is_heart(a.cards[0])]
        return good[0] if good else options[0]
    if any(not a.cards for a in options):  # a choice of no card (an expansion's): the first
        return options[0]
    if len(options[0].cards) > 1:  # Kit Carlson keeps two
        return max(options, key=lambda a: sum((pos.hand_values(pos.hand + a.cards)[c] for c in a.cards), 0.0))
    return max(options, key=lambda a: pos.hand_values(pos.hand + a.cards)[a.cards[0]])  # General Store


def _draw(pos: Position, legal: tuple[Action, ...]) -> Action:
    if pos.event == "peyote" and all(a.type is EVENT for a in legal):
        return _peyote_guess(pos, legal)
    if pos.event == "hard_liquor" and any(a.type is EVENT for a in legal):
        return _hard_liquor_choice(pos, legal)
    deck = next((a for a in legal if a.source is D.DECK), legal[0])
    best, best_score = deck, 0.0
    for a in legal:
        if a.source is D.DISCARD and pos.obs.discard:
            top = pos.obs.discard[-1]
            score = pos.hand_values(pos.hand + (top,))[top] - 4.5
        elif a.source is D.PLAYER and a.target is not None:
            h = pos.hostility(a.target)
            score = h - _ACT + 0.05 * pos.players[a.target].hand_count
            if h <= _ACT:
                continue
        elif a.source is D.IN_PLAY and a.target is not None and a.target_card is not None:
            # Pat Brennan: one card in play (into my hand) for the two from the deck (worth
            # more to an empty hand); never one taken from me the same way (two players
            # taking one Barrel from each other every turn would never draw a card)
            if a.target_card in pos.beliefs.taken_from_me:
                continue
            taken = _take_value(pos, a.target, a.target_card)
            if taken is None:
                continue
            card = a.target_card
            deck_worth = 6.0 if pos.hand else 9.0
            score = (pos.hand_values(pos.hand + (card,))[card] + 2.5 * taken - deck_worth) / 4.0
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


# --- the event cards (High Noon, A Fistful of Cards, Wild West Show) and Wild West Show's characters


def _event_move_score(pos: Position, a: Action) -> float:
    """A move of the play phase that the event in force allows."""
    event = pos.event
    if event == "lady_rose_of_texas":
        return _lady_rose_score(pos, a)
    if event == "dorothy_rage":
        return _dorothy_rage_score(pos, a)
    if event == "sniper":
        return _sniper_score(pos, a)
    return -1.0


def _lady_rose_score(pos: Position, a: Action) -> float:
    """Lady Rose of Texas: swapping seats with the player on my right makes him skip his next
    turn, and once every other player is swapped the next turn is mine again: the bot swaps
    with each in turn, friends too (a turn of its own is worth more to its side than a
    friend's: 2,000-game Wild West Show tournament, the law +24.1 -> +30.1 points with friends
    swapped as well), before the Stagecoach or Wells Fargo that would end the card."""
    assert a.target is not None
    foe_known = any(p.seat != pos.seat and pos.hostility(p.seat) > _ACT for p in pos.alive)
    if pos.swaps >= len(pos.alive) - (1 if foe_known else 2):
        return -1.0  # with no foe to hit in the turns taken, one player keeps his turn: the game goes on
    return 101.0 + (1.0 - pos.friend_prob(a.target))


def _dorothy_rage_score(pos: Position, a: Action) -> float:
    """Dorothy Rage: I order a foe to play a card of his, its use mine to choose. Given only
    where it cannot turn against my side: his Beer wasted at full life, or a card his hand
    shows (Sacagaway); a BANG! of a hidden hand might have none but me in reach."""
    assert a.target is not None
    victim = pos.players[a.target]
    h = pos.hostility(a.target)
    if h <= _ACT or victim.hand_count == 0:
        return -1.0
    if victim.hand is not None:
        if not any(CARD_KIND[c].key in _ORDERED for c in victim.hand):
            return -1.0
    elif victim.hp < victim.max_hp or victim.hand_count < 3:
        return -1.0
    return 74.0 + 5 * h + 0.5 * min(victim.hand_count, 4)


_ORDERED = ("beer", "cat_balou", "panic", "duel")
"""The kinds Dorothy Rage's order names where the hand is seen, the best for my side first."""


def _dorothy_rage_order(pos: Position, options: list[Action]) -> Action:
    """Dorothy Rage's order: first the kind of card (the one he most likely holds whose use
    hurts his side: a BANG!; a Beer he cannot use; what his visible hand holds), then its use
    (the target my side gains most from)."""
    if options[0].choice is not None:
        ordered = (pos.obs.prompt or {}).get("target")
        victim = pos.players[ordered] if isinstance(ordered, int) else None
        keys = {a.choice: a for a in options}
        if victim is not None and victim.hand is not None:  # Sacagaway: his hand is face up
            held = {CARD_KIND[c].key for c in victim.hand}
            for key in _ORDERED:
                if key in held and key in keys and (key != "beer" or victim.hp >= victim.max_hp):
                    return keys[key]
        return keys.get("beer", options[0])  # wasted at full life; else he shows me his hand

    def worth(a: Action) -> float:
        if a.target is None:
            return 0.0
        if a.target == pos.seat:
            return -5.0
        if a.target_card is not None and a.target_card != HAND:
            v = _take_value(pos, a.target, a.target_card)
            return 0.0 if v is None else v
        return pos.hostility(a.target)

    return max(options, key=worth)


def _sniper_score(pos: Position, a: Action) -> float:
    """Sniper: two BANG! cards for one shot that two Missed! cancel: after the turn's BANG!."""
    assert a.target is not None
    s = _bang_score(pos, a.target)
    return s - 2.0 if s > 0 and pos.bang_count() >= 2 else -1.0


def _showdown_bang_score(pos: Position, a: Action) -> float:
    """Showdown (or Calamity Janet): a card played as a BANG!, the least worth first; never
    the last Missed! or Beer, nor one of them while low on life (they keep me alive)."""
    assert a.card is not None
    if a.target is None:
        return -1.0
    if CARD_KIND[a.card] in _SAVES:
        saves = sum(1 for c in pos.hand if CARD_KIND[c] in _SAVES or CARD_KIND[c] is K.BANG)
        if pos.me.hp <= 2 or saves <= 2:
            return -1.0
    s = _bang_score(pos, a.target)
    return s - 0.5 - 0.1 * pos.hand_values().get(a.card, 0.0) if s > 0 else -1.0


def _ricochet_score(pos: Position, a: Action) -> float:
    """Ricochet: a BANG! card against a card in play, which its owner may save with a Missed!."""
    assert a.target is not None and a.target_card is not None
    value = _take_value(pos, a.target, a.target_card)
    if value is None or value <= 0.6:
        return -1.0
    saved = 0.5 if pos.players[a.target].hand_count else 0.0
    return 52.0 + 10 * value * (1.0 - saved)


def _miss_susanna_play(pos: Position, legal: tuple[Action, ...], cards_played: int) -> Action | None:
    """Miss Susanna: fewer than 3 cards played costs a life at the turn's end. A card that
    hurts no likely friend (a Beer at full life, a second weapon, a BANG! at a player more
    likely a foe), the least worth first, while 3 can still be reached; None: no such card."""
    values = pos.hand_values()
    harmless = []
    for a in legal:
        if a.type is not PLAY or a.card is None or a.cards:
            continue
        if a.target is not None and a.target != pos.seat and pos.friend_prob(a.target) >= 0.5:
            continue
        kind = CARD_KIND[a.card]
        if kind in _VOLLEYS and pos.sheriff_at_risk():
            continue
        if kind is K.DYNAMITE or (kind is K.JAIL and a.target == pos.seat):
            continue
        harmless.append(a)
    if len({a.card for a in harmless}) < 3 - cards_played:
        return None
    return min(harmless, key=lambda a: values.get(a.card, 0.0)) if harmless else None  # type: ignore[arg-type]


def _event_decision(pos: Position, legal: tuple[Action, ...]) -> Action:
    """A question an event card asks (the kind "event")."""
    reason = (pos.obs.prompt or {}).get("reason")
    if reason == "blood_brothers":
        return _blood_brothers_gift(pos, legal)
    if reason == "ranch":
        return _ranch_swap(pos, legal)
    return next((a for a in legal if a.type is PASS), legal[0])


def _blood_brothers_gift(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Blood Brothers: a life point of mine to a friend down to his last ones, while I keep 3."""
    passing = next((a for a in legal if a.type is PASS), legal[0])
    if pos.me.hp < 3:
        return passing
    best, best_need = passing, 0.0
    for a in legal:
        if a.type is not EVENT or a.target is None:
            continue
        friend = pos.players[a.target]
        h = pos.hostility(a.target)
        if h >= -0.5 or friend.hp >= friend.max_hp:
            continue
        need = (3.0 if friend.hp == 1 else 1.0 if friend.hp == 2 else 0.0) - h
        if need > best_need:
            best, best_need = a, need
    return best


def _ranch_swap(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Ranch: the cards worth less than a card drawn at random are marked, then swapped."""
    values = pos.hand_values()
    marks = [a for a in legal if a.type is EVENT and a.cards]
    weak = [a for a in marks if values.get(a.cards[0], 0.0) < 3.5]
    if weak:
        return min(weak, key=lambda a: values.get(a.cards[0], 0.0))
    swap = next((a for a in legal if a.type is EVENT and not a.cards), None)
    return swap if swap is not None else next((a for a in legal if a.type is PASS), legal[0])


_RED_IN_BOX = sum(1 for c in range(80) if is_red(c))


def _peyote_guess(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Peyote: the colour of the deck's top card, the one of which more cards are unseen
    (the base game's 80 less the discard pile, the cards in play and my hand)."""
    seen = [*pos.obs.discard, *pos.hand]
    for p in pos.players:
        seen.extend(p.in_play)
    red_seen = sum(1 for c in seen if c < 80 and is_red(c))
    black_seen = sum(1 for c in seen if c < 80) - red_seen
    colour = "red" if _RED_IN_BOX - red_seen >= (80 - _RED_IN_BOX) - black_seen else "black"
    return next((a for a in legal if a.choice == colour), legal[0])


def _hard_liquor_choice(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Hard Liquor: phase 1 skipped for a life point, when hurt and low, or with a full hand."""
    me = pos.me
    heal = next(a for a in legal if a.type is EVENT)
    if me.hp < me.max_hp and (me.hp <= 2 or len(pos.hand) >= me.hp + 1):
        return heal
    return next((a for a in legal if a.type is not EVENT), legal[0])


def _youl_grinner_gift(pos: Position, options: list[Action]) -> Action:
    """Youl Grinner takes a card of my choice: the one I need least (a friend: my best? he
    is rarely known as one, so the least worth)."""
    values = pos.hand_values()
    return min(options, key=lambda a: values.get(a.cards[0], 0.0) if a.cards else 0.0)


def _greygory_deck_choice(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Greygory Deck keeps his two abilities if either ranks in the better half, else draws two others."""
    kept = next((a for a in legal if a.type is PASS), legal[0])
    drawn = pos.beliefs.greygory.get(pos.seat, ())
    good = {c.value for c in _CHARACTER_RANK[:len(_CHARACTER_RANK) // 2]}
    if any(name in good for name in drawn):
        return kept
    return next((a for a in legal if a.type is ABILITY), kept)


def _flint_westwood_score(pos: Position, a: Action) -> float:
    """Flint Westwood: my least useful card for two random cards of a foe's hand (the more
    he holds, the likelier good ones); to a friend never."""
    assert a.target is not None
    h = pos.hostility(a.target)
    victim = pos.players[a.target]
    if h <= 0 or victim.hand_count < 2:
        return -1.0
    return 93.0 + h + 0.2 * min(victim.hand_count, 5) - 0.5 * pos.hand_values().get(a.cards[0], 0.0)


_AIMED = frozenset((K.BANG, K.DUEL, K.JAIL, K.PANIC, K.CAT_BALOU))
_AIMED_AT_CARDS = frozenset((K.PANIC, K.CAT_BALOU))


def _lee_van_kliff_score(pos: Position, a: Action) -> float:
    """Lee Van Kliff: a BANG! card discarded to repeat the brown card just played, scored as
    that card played again, less the BANG! card spent (a real BANG! played first)."""
    assert a.card is not None
    kind = a.as_kind if a.as_kind is not None else CARD_KIND[a.card]
    if a.target is None and kind in _AIMED or kind in _AIMED_AT_CARDS and a.target_card is None:
        return -1.0  # (a way this bot does not score)
    again = _play_score(pos, Action(pos.seat, PLAY, card=a.card, target=a.target, target_card=a.target_card,
                                    as_kind=a.as_kind))
    return again - 3.0 if again > 3.0 else -1.0


_JUDGE = boxes.Judge(shot=_bang_score, take=_take_value, take_score=_take_score, volley=_volley_score)
"""sharp's own scores of a BANG!, a card taken and a volley, for ``sharp_boxes``."""


class SharpBot:
    """One seat's ``sharp`` bot: its beliefs, kept up to date from its log."""

    # said, not left for ``getattr``'s default: a missing attribute of a compiled
    # class costs an exception, about 0.7 us a decision (seen.py: wants_public_game)
    wants_public_game = False

    def __init__(self, rng: Rng) -> None:
        self.rng = rng  # unused: sharp decides the same way every time
        self.beliefs: RoleBeliefs | None = None
        self.patience = Patience()
        self.events: bool | None = None  # whether the table has an event deck (read once)

    def __call__(self, seen: Seen) -> Action:
        legal = seen.legal
        obs = seen.observation
        kind = obs.pending_kind if obs.pending_player == obs.seat else None
        if kind == "character":
            return _pick_character(legal)
        if self.events is None:
            self.events = "events" in obs.pieces
        if self.beliefs is None:
            self.beliefs = RoleBeliefs(obs)
        elif self.events and _roles_dealt_again(self.beliefs, obs, seen.log):
            # Helena Zontero, Bone Orchard: the roles are dealt again; what was learnt is void
            greygory = self.beliefs.greygory
            self.beliefs = RoleBeliefs(obs)
            self.beliefs.read = len(seen.log)
            self.beliefs.greygory = greygory
        self.beliefs.update(seen.log)
        if len(legal) == 1:
            return legal[0]
        end = self.patience.end_now(obs, legal)
        if end is not None:
            return end
        in_force = obs.in_force if self.events else None
        pos = Position(obs, self.beliefs, in_force)
        if kind == "play":
            if self.events:
                pos.played_this_turn = _played_this_turn(seen.log, pos.seat)
            if pos.event == "miss_susanna":
                return _choose_play(pos, legal, _cards_played_this_turn(seen.log, pos.seat))
            if pos.event == "lady_rose_of_texas":
                pos.swaps = _seats_swapped_this_turn(seen.log, pos.seat)
            return _choose_play(pos, legal)
        if kind == "event":
            return _event_decision(pos, legal)
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
        if kind == "charge":
            return boxes.place_charge(pos, legal)
        return legal[0]


_ROLES_AGAIN = frozenset(("helena_zontero roles", "bone_orchard roles"))
_EVENT_EFFECT, _TURN_STARTED = EventType.EVENT_EFFECT, EventType.TURN_STARTED
_CARDS_PLAYED = frozenset((EventType.PLAYED, EventType.EQUIPPED))


def _roles_dealt_again(beliefs: RoleBeliefs, obs: Observed, log: Sequence[Event]) -> bool:
    """Whether the roles were dealt again since the beliefs last read the log (or my own changed)."""
    assert obs.role is not None and obs.seat is not None
    if beliefs.known.get(obs.seat) != ROLE_INDEX[obs.role]:
        return True
    return any(e.type is _EVENT_EFFECT and e.detail in _ROLES_AGAIN for e in log[beliefs.read:])


def _cards_played_this_turn(log: Sequence[Event], seat: int) -> int:
    """How many cards ``seat`` has played in its turn so far (Miss Susanna counts them)."""
    count = 0
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.type is _TURN_STARTED:
            break
        if e.player == seat and e.type in _CARDS_PLAYED and e.detail != "dying":
            count += 1
    return count


def _played_this_turn(log: Sequence[Event], seat: int) -> frozenset[int]:
    """The cards ``seat`` has played in its turn so far (one back in hand is not played again)."""
    cards: set[int] = set()
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.type is _TURN_STARTED:
            break
        if e.player == seat and e.type in _CARDS_PLAYED:
            cards.update(e.cards)
    return frozenset(cards)


def _seats_swapped_this_turn(log: Sequence[Event], seat: int) -> int:
    """How many times ``seat`` has swapped seats in its turn so far (Lady Rose of Texas)."""
    count = 0
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.type is _TURN_STARTED:
            break
        if e.player == seat and e.type is _EVENT_EFFECT and e.detail == "lady_rose_of_texas":
            count += 1
    return count


def sharp_bot(rng: Rng) -> Bot:
    """The ``sharp`` bot for one seat."""
    return SharpBot(rng)
