"""``sharp``'s play of The Valley of Shadows' and Armed & Dangerous's cards.

The same seat's view as the rest of ``sharp`` (``Position``: hostilities, hand values), and
its own scores of a BANG!, of a card taken, of a volley, handed in as a ``Judge`` (this module
cannot import ``sharp``, which imports it). Each play is scored on ``sharp``'s scale (a draw
about 100, equipment 80-90, a card taken 60-70, a BANG! 55-70, a heal about 50, the turn's
end 0, a play not worth it -1).

The Valley of Shadows: the Ghost in front of a dead friend (a ghost plays for his role);
Bounty, Rattlesnake at a likely foe; Tomahawk as a BANG! that is not the turn's; Aim with the
turn's BANG! (2 life points: a kill shot where a foe has 2 left); Fanning at two players only
when neither is a likely friend; Bandidos as a volley that costs cards; Poker (2 cards back
likely) and Tornado (everybody a card better) when the others are no better helped; Last Call
when hurt; LeMat's cards as a BANG!, the least worth, never the last save. Out of turn: Saved!
only for a likely friend, Bandidos paid with two cards where they cost less than the life
point, Lemonade Jim's card for a life while hurt.

Armed & Dangerous: every orange card put in play (3 charges each, and charges pay the
upgrades); their uses (Ace Up the Sleeve's card, Lockpick and Whip at a foe, Beer Keg when
hurt, Bandolier for a second BANG! card, Bell Tower when the foe is out of reach); Bomb at a
likely foe and passed on to one; the weapons' effects paid on a BANG! card where they do
something (Thunderer's card back, Double Barrel's, Big Fifty's shot that nothing cancels,
Buntline Special's discard); the upgrades paid where the charge is worth it, from the places
that lose least (the character, an orange card not emptied, never the own Bomb); Arrow,
Quick Shot and Flintlock as shots, with two targets only when both are likely foes; Squaw as
Cat Balou (upgraded: Panic!); Caravan as a draw; Rust when it takes more from the other side;
the characters' abilities (Bass Greeves, Frankie Canton, Mexicali Kid, Red Ringo, Al Preacher)
for what they bring.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ..actions import ON_CHARACTER, Action, ActionType
from ..box import CARD_ID, CARD_KIND, KIND_INFO
from ..rulesets.armed_and_dangerous import box as armed
from ..rulesets.valley_of_shadows import box as valley
from ..vocabulary import Character, Kind
from .beliefs import DEPUTY, OUTLAW, SHERIFF

if TYPE_CHECKING:
    from .sharp import Position

K = Kind
PLAY, PASS, USE, ABILITY, DISCARD, CHOOSE, CHARGE = (
    ActionType.PLAY, ActionType.PASS, ActionType.USE, ActionType.ABILITY, ActionType.DISCARD, ActionType.CHOOSE,
    ActionType.CHARGE,
)
_ACT = 0.2  # the least hostility worth a card (sharp's)
_FOE = 0.35  # the least hostility worth a card in play in front of a player (sharp's Jail)


class Judge(NamedTuple):
    """``sharp``'s own scores, handed in: a BANG! at a player, a card taken from him (in card
    values; None: a card that moves on), Panic! or Cat Balou played, a volley at everybody."""

    shot: Callable[[Position, int], float]
    take: Callable[[Position, int, int], float | None]
    take_score: Callable[[Position, Action, Kind], float]
    volley: Callable[[Position, Kind], float]


KINDS: frozenset[Kind] = frozenset(
    k for k, info in KIND_INFO.items() if info.box in (armed.BOX, valley.BOX)
    and k not in (K.BANG, K.MISSED, K.CAT_BALOU) and not info.weapon_range)
"""The two boxes' own kinds, but their weapons (sharp's ``_equip_score``) and Armed & Dangerous's
reprints of the base game's (they play as those)."""

CHARACTERS: frozenset[Character] = frozenset((
    armed.BASS_GREEVES, armed.FRANKIE_CANTON, armed.MEXICALI_KID, armed.RED_RINGO))
"""The characters whose ability of the own turn this module scores."""

IN_PLAY_WORTH: dict[Kind, float] = {
    valley.GHOST: 4.0, valley.LEMAT: 1.2, valley.SHOTGUN: 1.5, valley.BOUNTY: -0.5, valley.RATTLESNAKE: -1.5,
    armed.CRATE: 2.5, armed.ACE_UP_THE_SLEEVE: 1.5, armed.LOCKPICK: 1.5, armed.WHIP: 1.5, armed.BEER_KEG: 1.5,
    armed.BANDOLIER: 1.0, armed.BELL_TOWER: 0.8, armed.TUMBLEWEED: 0.8, armed.BOMB: -1.5,
    armed.BIG_FIFTY: 2.5, armed.BUNTLINE_SPECIAL: 1.5, armed.DOUBLE_BARREL: 1.0, armed.THUNDERER: 2.0,
}
"""What each of the boxes' cards in play is worth to its owner (sharp's ``_IN_PLAY_WORTH``): a
Ghost is its ghost's whole game; a Bomb, a Rattlesnake, a Bounty hurt their holder."""

# Orange cards put in play, by use (a second copy cannot go in play; each brings 3 charges).
_ORANGE_SCORE: dict[Kind, float] = {
    armed.CRATE: 86.0, armed.ACE_UP_THE_SLEEVE: 85.0, armed.LOCKPICK: 78.0, armed.WHIP: 78.0,
    armed.BEER_KEG: 77.0, armed.BANDOLIER: 75.0, armed.BELL_TOWER: 74.0, armed.TUMBLEWEED: 73.0,
}
WEAPONS = frozenset((armed.BIG_FIFTY, armed.BUNTLINE_SPECIAL, armed.DOUBLE_BARREL, armed.THUNDERER))
# What a weapon's effect adds to a BANG! card (sharp's score points: 10 a hostility point).
_WEAPON_EFFECT: dict[Kind, float] = {
    armed.THUNDERER: 3.0, armed.DOUBLE_BARREL: 2.5, armed.BIG_FIFTY: 1.5, armed.BUNTLINE_SPECIAL: 1.0,
}
# Where a charge earned goes: the place that makes most of it (the character: upgrades only).
_CHARGE_PLACE: dict[Kind, float] = {
    armed.THUNDERER: 3.0, armed.DOUBLE_BARREL: 2.5, armed.BIG_FIFTY: 2.5, armed.BUNTLINE_SPECIAL: 2.0,
    armed.CRATE: 3.0, armed.ACE_UP_THE_SLEEVE: 2.6, armed.LOCKPICK: 2.2, armed.WHIP: 2.2, armed.BEER_KEG: 2.0,
    armed.BANDOLIER: 1.5, armed.BELL_TOWER: 1.0, armed.TUMBLEWEED: 0.8, armed.BOMB: 0.5,
}
_ON_CHARACTER_PLACE = 1.8
_SELF_RID = frozenset((K.JAIL, K.DYNAMITE, armed.BOMB, valley.RATTLESNAKE, valley.BOUNTY))
"""Cards in play that their owner is glad to see go (a Squaw or a Whip on his own)."""


# --- what the seat's view says of the charges ------------------------------------------------------


def charges_of(pos: Position, seat: int) -> dict[str, int]:
    """``seat``'s charges by place (a card's id, or "character"), as every seat sees them."""
    piece = pos.obs.pieces.get(armed.BOX)
    if not piece:
        return {}
    held: dict[str, int] = piece.get("charges", {}).get(str(seat), {})
    return held


def on_card(pos: Position, seat: int, card: int) -> int:
    return charges_of(pos, seat).get(CARD_ID[card], 0)


def payment_cost(pos: Position, payment: tuple[tuple[int, int], ...]) -> float:
    """What paying ``payment`` from the seat's places costs (score points): a charge on the
    character least, one of an orange card more (a weapon's most: each is one effect), a card
    emptied is discarded (its worth in play), the own Bomb's charges are its fuse."""
    cost = 0.0
    held = charges_of(pos, pos.seat)
    for place, n in payment:
        if place == ON_CHARACTER:
            cost += 0.3 * n
            continue
        kind = CARD_KIND[place]
        left = held.get(CARD_ID[place], 0) - n
        if kind is armed.BOMB:
            cost += 50.0 if left <= 0 else 3.0 * n
            continue
        cost += (1.0 if kind in WEAPONS else 0.5) * n
        if left <= 0:
            cost += 3.0 * max(IN_PLAY_WORTH.get(kind, 1.0), 0.5)
    return cost


# --- the play phase ----------------------------------------------------------------------------------------


def play_score(pos: Position, a: Action, kind: Kind, judge: Judge) -> float:
    """A card of the two boxes played, or any play with charges paid or two targets (a
    weapon's effect, an upgrade), Aim with its BANG! card, a card as a BANG! by LeMat."""
    assert a.card is not None
    if kind is K.BANG:
        return _bang_card_score(pos, a, judge)
    if a.targets:  # (an upgrade's second target: its charge is its cost)
        s = _two_targets_score(pos, a, kind, judge)
        return s - payment_cost(pos, a.charges) if s > 0 else -1.0
    if a.charges and kind is not armed.RELOAD:  # an upgrade
        plain = play_score(pos, a._replace(charges=()), kind, judge)
        gain = _upgrade_gain(pos, a, kind)
        if plain <= 0 or gain is None:
            return -1.0
        return plain + gain - payment_cost(pos, a.charges)
    if kind in _ORANGE_SCORE:
        return _ORANGE_SCORE[kind] if kind not in pos.in_play_kinds else -1.0
    target = a.target
    if kind is valley.GHOST:
        assert target is not None
        return 92.0 if _friend_out(pos, target) else -1.0
    if kind in (valley.BOUNTY, valley.RATTLESNAKE, armed.BOMB):
        assert target is not None
        if target == pos.seat:
            return -1.0
        h = pos.hostility(target)
        if h <= _FOE:
            return -1.0
        base = {valley.BOUNTY: 66.0, valley.RATTLESNAKE: 68.0, armed.BOMB: 64.0}[kind]
        return base + 10.0 * h
    if kind is valley.TOMAHAWK or kind is armed.ARROW or kind is armed.FLINTLOCK or kind is armed.QUICK_SHOT:
        assert target is not None
        s = judge.shot(pos, target)
        if s <= 0:
            return -1.0
        return s - (0.8 if kind is armed.ARROW else 0.3)  # (an Arrow is answered by a BANG! card too)
    if kind is armed.SQUAW:
        return _squaw_score(pos, a, judge)
    if kind is valley.BANDIDOS:
        s = judge.volley(pos, K.INDIANS)
        return s - 2.0 if s > 0 else -1.0
    if kind is valley.POKER:
        share = _others_share(pos)
        return 62.0 + 3.0 * share if share + 1.5 > 0 else -1.0
    if kind is valley.TORNADO:
        share = _others_share(pos)
        return 39.0 if -share + 1.0 > 0 and pos.obs.deck_count + len(pos.obs.discard) > 8 else -1.0
    if kind is valley.LAST_CALL or kind is armed.A_LITTLE_NIP:
        me = pos.me
        return 49.0 if me.hp < me.max_hp else -1.0
    if kind is armed.CARAVAN:
        return 99.0 if pos.obs.deck_count + len(pos.obs.discard) > 4 else -1.0
    if kind is armed.RELOAD:
        return _reload_score(pos, a)
    if kind is armed.RUST:
        return _rust_score(pos)
    return -1.0


def _bang_card_score(pos: Position, a: Action, judge: Judge) -> float:
    """A BANG! card (or a card as one): with a weapon's effect paid, with Aim, by LeMat."""
    assert a.card is not None and a.target is not None
    s = judge.shot(pos, a.target)
    if s <= 0:
        return -1.0
    victim = pos.players[a.target]
    if a.as_kind is K.BANG and CARD_KIND[a.card] is not K.BANG:  # LeMat's (or Calamity Janet's) card
        s = _lemat_score(pos, a, s)
        if s <= 0:
            return -1.0
    if a.cards:  # Aim: 2 life points if it hits
        if victim.hp <= 2:
            # a kill shot: never the Sheriff's at a possible Deputy (the Renegade's Sheriff and a
            # Deputy's are no targets of ``shot`` at all)
            if pos.role == SHERIFF and pos.beliefs.prob(a.target, DEPUTY) > 0.25:
                return -1.0
            s += 3.0
        s += 1.5 - 0.1 * pos.hand_values().get(a.cards[0], 4.5)
    if a.charges:
        ((weapon, _),) = a.charges
        kind = CARD_KIND[weapon]
        gain = _WEAPON_EFFECT.get(kind, 0.0)
        if kind is armed.BIG_FIFTY and not _shields(pos, a.target):
            gain = 0.5  # (a shot its cards could not stop anyway)
        if kind is armed.BUNTLINE_SPECIAL and not victim.hand_count:
            gain = 0.0  # (nothing to discard)
        if kind is armed.DOUBLE_BARREL and not victim.hand_count and not _shields(pos, a.target):
            gain = 0.0  # (nothing to cancel it with anyway)
        if on_card(pos, pos.seat, weapon) <= 1:
            gain -= 2.5  # its last charge: the weapon is discarded
        if gain <= 0:
            return -1.0
        s += gain
    return s


def _lemat_score(pos: Position, a: Action, s: float) -> float:
    """LeMat: a card of the hand as a BANG!, the least worth first; never the last Missed! or
    Beer, nor one while low on life (they keep me alive)."""
    assert a.card is not None
    kind = CARD_KIND[a.card]
    saves = sum(1 for c in pos.hand if KIND_INFO[CARD_KIND[c]].missed or CARD_KIND[c] is K.BEER)
    if (KIND_INFO[kind].missed or kind is K.BEER) and (pos.me.hp <= 2 or saves <= 1):
        return -1.0
    return s - 0.5 - 0.3 * pos.hand_values().get(a.card, 0.0)


def _shields(pos: Position, seat: int) -> bool:
    """Whether ``seat`` has in play (or as his ability) what may cancel a shot or keep him out
    of reach: what a Big Fifty's shot goes through."""
    victim = pos.players[seat]
    if victim.character == "jourdonnais":
        return True
    for c in victim.in_play:
        info = KIND_INFO[CARD_KIND[c]]
        if info.barrel or info.missed or info.seen_farther or CARD_KIND[c] is armed.CRATE:
            return True
    return False


def _friend_out(pos: Position, seat: int) -> bool:
    """A player out whose role plays on my side (a ghost wins or loses with his role)."""
    role = pos.players[seat].role
    if pos.lone or role is None or pos.players[seat].alive:
        return False
    if pos.role in (SHERIFF, DEPUTY):
        return role == "deputy"
    if pos.role == OUTLAW:
        return role == "outlaw"
    return False


def _others_share(pos: Position) -> float:
    """What the others lose of a card each, to my side (a foe's loss counts for it)."""
    return sum((pos.hostility(p.seat) for p in pos.alive if p.seat != pos.seat and p.hand_count), 0.0)


def _two_targets_score(pos: Position, a: Action, kind: Kind, judge: Judge) -> float:
    """Fanning, an Arrow or Quick Shot upgraded: the two shots' worth together (a shot at a
    player not worth one counts against, by hostility), never at a likely friend."""
    total = 0.0
    for t in a.targets:
        h = pos.hostility(t)
        if h < -0.5 or pos.spares(t):
            return -1.0
        s = judge.shot(pos, t)
        total += s - 55.0 if s > 0 else 10.0 * min(h, 0.0) - 1.0
    if total <= 10.0 * _ACT:
        return -1.0
    return 55.0 + total - (0.8 if kind is armed.ARROW else 0.0)


def _upgrade_gain(pos: Position, a: Action, kind: Kind) -> float | None:
    """What an upgrade adds to the plain play (score points); None: nothing worth a charge."""
    me = pos.me
    if a.targets:
        return 0.0  # (counted in the two targets' score)
    if kind is armed.A_LITTLE_NIP:
        return 2.5 if me.max_hp - me.hp >= 2 else None
    if kind is armed.CARAVAN:
        return 2.0
    if kind is armed.FLINTLOCK:
        return 1.0
    if kind is armed.SQUAW:
        return 4.0
    return None


def _squaw_score(pos: Position, a: Action, judge: Judge) -> float:
    """Squaw: a card in play discarded (as Cat Balou, at any distance; upgraded: taken, as
    Panic!); on the own play only a card its owner is glad to lose."""
    assert a.target is not None and a.target_card is not None
    if a.target == pos.seat:
        return 75.0 if CARD_KIND[a.target_card] in _SELF_RID else -1.0
    s = judge.take_score(pos, a, K.CAT_BALOU)
    return s - 0.5 if s > 0 else -1.0


def _reload_score(pos: Position, a: Action) -> float:
    """Reload: 3 charges, on the places that make most of them."""
    worth = 0.0
    for place, n in a.charges:
        worth += n * (_ON_CHARACTER_PLACE if place == ON_CHARACTER else _CHARGE_PLACE.get(CARD_KIND[place], 1.0))
    return 30.0 + worth


def _rust_score(pos: Position) -> float:
    """Rust: a charge from each place of each other player onto my character: when it takes
    more from the other side than from mine."""
    balance = 0.0
    gained = 0
    for p in pos.alive:
        if p.seat == pos.seat:
            continue
        places = sum(1 for n in charges_of(pos, p.seat).values() if n > 0)
        balance += places * pos.hostility(p.seat)
        gained += places
    room = 4 - charges_of(pos, pos.seat).get("character", 0)
    return 45.0 + 3.0 * balance + 0.5 * min(gained, room) if balance + 0.3 * min(gained, room) > 0.5 else -1.0


def use_score(pos: Position, a: Action, judge: Judge) -> float:
    """An orange card used in the play phase (its own charges)."""
    assert a.card is not None
    kind = CARD_KIND[a.card]
    me = pos.me
    if kind is armed.ACE_UP_THE_SLEEVE:
        return 90.0
    if kind is armed.BEER_KEG:
        return 51.0 if me.hp < me.max_hp else -1.0
    if kind is armed.LOCKPICK:
        return judge.take_score(pos, a, K.PANIC)
    if kind is armed.WHIP:
        assert a.target is not None and a.target_card is not None
        if a.target == pos.seat:
            return 75.0 if CARD_KIND[a.target_card] in _SELF_RID else -1.0
        return judge.take_score(pos, a, K.CAT_BALOU)
    if kind is armed.BANDOLIER:
        return 57.0 if _bang_waits(pos, judge) else -1.0
    if kind is armed.BELL_TOWER:
        return 54.0 if _foe_out_of_reach(pos, judge) else -1.0
    return -1.0


def _bang_waits(pos: Position, judge: Judge) -> bool:
    """Bandolier: the turn's BANG! played, another BANG! card in hand and a foe to shoot."""
    if (pos.obs.prompt or {}).get("can_bang", True) or not pos.bang_count():
        return False
    return any(p.distance is not None and p.distance <= pos.reach and judge.shot(pos, p.seat) > 0
               for p in pos.alive if p.seat != pos.seat)


def _foe_out_of_reach(pos: Position, judge: Judge) -> bool:
    """Bell Tower: a BANG! card (the turn's still to play) and the foes worth it all out of reach."""
    if not (pos.obs.prompt or {}).get("can_bang") or not pos.bang_count():
        return False
    others = [p for p in pos.alive if p.seat != pos.seat]
    if all(p.distance == 1 for p in others):
        return False  # (it is in force already, or needs not be)
    near = far = False
    for p in others:
        if judge.shot(pos, p.seat) <= 0:
            continue
        if p.distance is not None and p.distance <= pos.reach:
            near = True
        else:
            far = True
    return far and not near


# --- the characters' abilities of the own turn --------------------------------------------------------------


def ability_score(pos: Position, a: Action, judge: Judge) -> float:
    """Bass Greeves (a weak card for 2 charges on an orange card), Frankie Canton (a charge
    from a foe's card), Mexicali Kid (a BANG! for 2 charges), Red Ringo (his charges onto the
    card that uses them)."""
    character = pos.character
    if character is armed.MEXICALI_KID:
        assert a.target is not None
        s = judge.shot(pos, a.target)
        return s - 1.0 - payment_cost(pos, a.charges) if s > 0 else -1.0
    if character is armed.FRANKIE_CANTON:
        assert a.target is not None and a.target_card is not None
        if a.target == pos.seat:
            return -1.0
        h = pos.hostility(a.target)
        if h <= _ACT:
            return -1.0
        emptied = on_card(pos, a.target, a.target_card) <= 1
        if CARD_KIND[a.target_card] is armed.BOMB:  # its fuse: emptied, it explodes before him
            return 30.0 + 5.0 * h * (4.0 if emptied else 1.5)
        worth = IN_PLAY_WORTH.get(CARD_KIND[a.target_card], 1.0)
        return 30.0 + 5.0 * h * (1.0 + (worth if emptied else 0.0))
    if character is armed.BASS_GREEVES:
        assert a.target_card is not None
        price = pos.price(a.cards)
        place = _CHARGE_PLACE.get(CARD_KIND[a.target_card], 1.0)
        return 35.0 + place - price if price < 2.0 else -1.0
    if character is armed.RED_RINGO:
        ((card, n),) = a.charges
        return 20.0 + n * _CHARGE_PLACE.get(CARD_KIND[card], 1.0) if _CHARGE_PLACE.get(CARD_KIND[card], 0) >= 2.0 \
            else -1.0
    return -1.0


# --- out of turn ----------------------------------------------------------------------------------------------

RESPONSES = frozenset(("saved", "bandidos", "lemonade_jim", "al_preacher"))
"""The questions of the two boxes this module answers (``respond``)."""


def respond(pos: Position, legal: tuple[Action, ...]) -> Action:
    """Saved! for a likely friend; Bandidos paid with the two cards that cost least, where they
    cost less than the life point; Lemonade Jim's least card for a life; Al Preacher's card."""
    prompt: dict[str, Any] = pos.obs.prompt or {}
    reason = prompt.get("reason")
    passing = next((a for a in legal if a.type is PASS), legal[0])
    me = pos.me
    if reason == "saved":
        victim = prompt.get("target")
        if isinstance(victim, int) and pos.hostility(victim) < -0.5:
            return next((a for a in legal if a.type is PLAY), passing)
        return passing
    if reason == "bandidos":
        pays = [a for a in legal if a.type is DISCARD]
        if not pays:
            return passing
        best = min(pays, key=lambda a: pos.price(a.cards))
        life = 4.0 if me.hp >= 4 else 6.0 if me.hp == 3 else 100.0
        return best if pos.price(best.cards) < life else passing
    if reason == "lemonade_jim":
        if me.hp >= me.max_hp:
            return passing
        values = pos.hand_values()
        ways = [a for a in legal if a.type is ABILITY and a.cards]
        if not ways:
            return passing
        best = min(ways, key=lambda a: values.get(a.cards[0], 0.0))
        return best if values.get(best.cards[0], 0.0) < (6.0 if me.hp <= 2 else 4.0) else passing
    if reason == "al_preacher":
        ways = [a for a in legal if a.type is ABILITY]
        if not ways:
            return passing
        best = min(ways, key=lambda a: payment_cost(pos, a.charges))
        return best if payment_cost(pos, best.charges) < 3.0 else passing
    return passing


def backfire_answers(pos: Position, answers: list[Action], judge: Judge) -> tuple[list[Action], float]:
    """Backfire answers a shot and shoots its shooter back: at a foe worth a shot, played before
    a Missed! (the second number: what its card value is lowered by); at a player not worth
    one only as the last answer and where the hit would cost my life, never where it could kill
    him (a Renegade's Sheriff while others live, a Deputy's Sheriff: answered with Backfire,
    the Sheriff at 1 life point died to the Renegade in 10% of the Renegade's games)."""
    shooter = (pos.obs.prompt or {}).get("from")
    backfires = [a for a in answers if a.card is not None and CARD_KIND[a.card] is valley.BACKFIRE]
    if not backfires or not isinstance(shooter, int) or shooter == pos.seat:
        return answers, 0.0
    if judge.shot(pos, shooter) > 0:
        return answers, 3.0
    others = [a for a in answers if a not in backfires]
    if others or pos.players[shooter].hp <= 1 or pos.me.hp >= 2:
        return others, 0.0
    return answers, 0.0


def duck_first(pos: Position, answers: list[Action]) -> Action | None:
    """A Duck with its upgrade paid (back in hand once it cancelled the shot), where the charges
    cost little: before any other answer from hand."""
    ducks = [a for a in answers if a.type is PLAY and a.charges and a.card is not None
             and CARD_KIND[a.card] is armed.DUCK]
    if not ducks:
        return None
    best = min(ducks, key=lambda a: payment_cost(pos, a.charges))
    return best if payment_cost(pos, best.charges) < 3.0 else None


def pass_the_bomb(pos: Position, options: list[Action]) -> Action:
    """The Bomb passed on: to the likeliest foe, the one with fewest lives first."""
    def worth(a: Action) -> float:
        if a.target is None:
            return -9.0
        return pos.hostility(a.target) - 0.05 * pos.players[a.target].hp
    return max(options, key=worth)


def place_charge(pos: Position, legal: tuple[Action, ...]) -> Action:
    """A charge earned goes where it does most: a weapon's or a useful orange card's, else the
    character (upgrades); a card that would overflow is not offered."""
    charges = [a for a in legal if a.type is CHARGE]
    if not charges:
        return legal[0]

    def worth(a: Action) -> float:
        return _ON_CHARACTER_PLACE if a.card is None else _CHARGE_PLACE.get(CARD_KIND[a.card], 1.0)

    return max(charges, key=worth)
