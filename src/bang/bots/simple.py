"""Two simple bots: ``random`` (for simulation and tests) and ``basic`` (legal, not
suicidal, no deduction).

``basic`` plays Dodge City's cards by the same few rules: a card that shows the
BANG! symbol, a green card used at a player, Brawl's and Pat Brennan's picks go to
a player it does not know as a friend; Tequila, Whisky and Canteen heal only the
hurt (Tequila: itself or a known friend); a price is paid with a card it holds
dear least (anything before a BANG!, a BANG! before a Missed! or a Beer); green
cards go in play; a green Missed! card answers a shot before the hand's; Chuck
Wengam gives up a life for cards only from four lives up.

The event cards' moves go by the same rule (``_event``): Lady Rose of Texas's swap,
Dorothy Rage's order and Sniper's shot at a player it does not know as a friend, Blood
Brothers' life to a known friend, Hard Liquor's when low; Ranch declined.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..actions import HAND, Action, ActionType, DrawSource
from ..box import CARD_KIND, Role
from ..rulesets.armed_and_dangerous import box as armed
from ..rulesets.armed_and_dangerous.tumbleweed import went_against
from ..rulesets.dodge_city import box as dodge_city
from ..rulesets.gold_rush import box as gold_rush
from ..state import Rng
from ..view import Observed
from ..vocabulary import Kind
from .patience import PLAYS_IN_A_ROW, Patience
from .seen import Bot, Seen

# The members read at every legal action, as final names: compiled (mypyc), each is a C
# static, not a look-up in the module's names and then on its class.
PLAY: Final = ActionType.PLAY
PASS: Final = ActionType.PASS
END: Final = ActionType.END
USE: Final = ActionType.USE
EVENT: Final = ActionType.EVENT
CHOOSE: Final = ActionType.CHOOSE
DRAW: Final = ActionType.DRAW
BUY: Final = ActionType.BUY
SELL: Final = ActionType.SELL
DISCARD_EQUIPMENT: Final = ActionType.DISCARD_EQUIPMENT
ABILITY: Final = ActionType.ABILITY
IN_PLAY: Final = DrawSource.IN_PLAY
SHERIFF: Final = Role.SHERIFF
DEPUTY: Final = Role.DEPUTY
OUTLAW: Final = Role.OUTLAW
DEPUTY_NAME: Final = Role.DEPUTY.value  # (as an observation shows a role)
BEER: Final = Kind.BEER
GATLING: Final = Kind.GATLING
INDIANS: Final = Kind.INDIANS
JAIL: Final = Kind.JAIL


def random_bot(rng: Rng) -> Bot:
    """Picks uniformly among the legal actions."""

    def choose(seen: Seen) -> Action:
        legal = seen.legal
        return legal[rng.below(len(legal))]

    choose.wants_public_game = False  # type: ignore[attr-defined]  # said: a missing one costs (seen.py)
    return choose


def _foe_score(me: Role, role: Role | None, alive: int) -> int:
    """How much a player of role ``me`` wants to hurt a player whose role it knows
    (``None``: unknown): > 0 a foe, < 0 a friend, 0 no idea."""
    if me is SHERIFF or me is DEPUTY:
        return -10 if role is SHERIFF or role is DEPUTY else 3 if role is None else 5
    if me is OUTLAW:
        return 10 if role is SHERIFF else 1
    # the Renegade thins the Outlaws first and keeps the Sheriff for last
    if role is SHERIFF:
        return 5 if alive <= 2 else -2
    return 2


_CHOICES: Final = frozenset((ActionType.DISCARD, CHOOSE, DRAW, ActionType.PICK_CHARACTER))
_KEEP: Final = {BEER: 3, Kind.MISSED: 3, dodge_city.DODGE: 3, Kind.BANG: 2}  # how dear a card is, to pay with
_DRAWS: Final[tuple[Kind, ...]] = (Kind.STAGECOACH, Kind.WELLS_FARGO, Kind.GENERAL_STORE)  # cards that draw from the deck
_HELPS: Final[tuple[Kind, ...]] = (JAIL, Kind.DYNAMITE)  # cards in play that their owner is glad to lose


def _keep(cards: tuple[int, ...]) -> int:
    return sum(_KEEP.get(CARD_KIND[c], 1) for c in cards)


def _score(obs: Observed, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
    """How much the bot likes ``action``; ``foe(s)`` is ``_foe_score`` of seat ``s``."""
    t = action.type
    if t is PLAY:
        if kind_asked == "respond" or kind_asked == "dying":
            return 5  # answering beats taking the hit
        if action.charges and kind_asked == "play":
            return _charged(obs, kind_asked, foe, action)
        if action.cards:  # a card with a price (Dodge City)
            return _paid(obs, foe, action)
        if action.target is not None:
            score = foe(action.target)
            if score <= 0:
                return -5
            return score + (1 if action.target_card is not None and action.target_card != HAND else 0)
        assert action.card is not None
        kind = CARD_KIND[action.card]
        assert obs.seat is not None
        me = obs.players[obs.seat]
        if kind is BEER:
            return 3 if me.hp < me.max_hp else -0.5
        if kind is GATLING or kind is INDIANS:
            return 1 if obs.role != DEPUTY_NAME else -1
        if kind in _DRAWS and obs.deck_count + len(obs.discard) == 0:
            return -0.5  # it would draw itself back (sharp.py's _anything_to_draw)
        return 1.5  # equipment, card draw, Saloon, General Store
    if t is PASS:
        return -1
    if t is END:
        return 0
    if t is USE:
        return _use(obs, kind_asked, foe, action)
    if t is EVENT:
        return _event(obs, kind_asked, foe, action)
    if t is CHOOSE and action.target is not None:
        if not obs.players[action.target].alive:  # two Vulture Sams share a dead player's cards
            return 0.7 if action.target_card != HAND else 0.6  # a card in play: a known card
        return _brawl(foe, action)
    if t is DRAW and action.source is IN_PLAY:
        return _takes_in_play(foe, action)
    if t in _CHOICES:
        return 0.5
    if t is BUY or t is SELL or t is DISCARD_EQUIPMENT:
        return _gold(obs, foe, action)
    if t is ABILITY and kind_asked == "play" and (action.target is not None or len(action.cards) != 2):
        return _in_turn(obs, foe, action)
    return 2 if kind_asked == "dying" else 0.1  # Sid Ketchum's ability


def _charged(obs: Observed, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
    """A card played with charges paid (Armed & Dangerous: a weapon's effect, a brown card's
    upgrade): as the plain play, a little better where it is welcome; two targets, both foes;
    A Little Nip's second life point only where it is missing."""
    if action.targets:
        scores = [foe(t) for t in action.targets]
        return -5 if min(scores) <= 0 else max(scores) + 0.5
    plain = _score(obs, kind_asked, foe, action._replace(charges=()))
    if action.card is not None and CARD_KIND[action.card] is armed.A_LITTLE_NIP and obs.seat is not None:
        me = obs.players[obs.seat]
        return plain + 0.5 if me.max_hp - me.hp >= 2 else plain - 1
    return plain + 0.25 if plain > 0 else plain


def _paid(obs: Observed, foe: Callable[[int], int], action: Action) -> float:
    """A Dodge City card with the "discard another card" price."""
    assert action.card is not None and obs.seat is not None
    kind = CARD_KIND[action.card]
    price = 0.05 * _keep(action.cards)
    if kind is dodge_city.TEQUILA or kind is dodge_city.WHISKY:
        healed = obs.seat if action.target is None else action.target
        p = obs.players[healed]
        if p.hp >= p.max_hp or (healed != obs.seat and foe(healed) >= 0):
            return -5
        return (3 if healed == obs.seat else 2) - price
    if action.target is not None:
        score = foe(action.target)
        if score <= 0:
            return -5
        return score + (1 if action.target_card is not None and action.target_card != HAND else 0) - price
    return (1 if obs.role != DEPUTY_NAME else -1) - price  # Brawl: everybody loses a card


def _use(obs: Observed, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
    """A green card in play: a Missed! one first when shot at; else as the card it acts like."""
    if kind_asked == "respond":
        prompt = obs.prompt or {}
        if prompt.get("reason") == "tumbleweed":  # a "draw!" made again: his own gone wrong only
            return 6 if went_against(prompt, obs.seat) else -2
        return 6
    assert action.card is not None and obs.seat is not None
    if action.target is not None:
        score = foe(action.target)
        if score <= 0:
            return -5
        return score + (1 if action.target_card is not None and action.target_card != HAND else 0)
    kind = CARD_KIND[action.card]
    if kind is gold_rush.RUCKSACK:  # (in the play phase, or dying)
        me = obs.players[obs.seat]
        return 2 if me.hp < me.max_hp else -1
    if kind is dodge_city.HOWITZER:
        return 1 if obs.role != DEPUTY_NAME else -1
    if kind is dodge_city.CANTEEN:
        me = obs.players[obs.seat]
        return 3 if me.hp < me.max_hp else -0.5
    return 1.5  # Pony Express


def _event(obs: Observed, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
    """What an event card lets a player do: at a player (Lady Rose of Texas's swap, Dorothy
    Rage's order, Sniper's shot) only at one it does not know as a friend; Blood Brothers'
    life only to a known friend who is hurt; Hard Liquor's life when low; Ranch declined;
    a colour guessed at random (Peyote)."""
    assert obs.seat is not None
    me = obs.players[obs.seat]
    if action.target is not None:
        score = foe(action.target)
        if kind_asked == "event":  # Blood Brothers
            friend = obs.players[action.target]
            return 0.5 if score < 0 and friend.hp < friend.max_hp and me.hp >= 3 else -5
        return (0.2 if not action.cards else score) if score > 0 else -5
    if action.choice is not None:
        return 0.5  # Peyote: red or black
    if kind_asked == "draw":  # Hard Liquor
        return 2 if me.hp <= 2 and me.hp < me.max_hp else -1
    return -5  # Ranch: the hand is kept


_AIMED: Final[tuple[Kind, ...]] = (Kind.BANG, Kind.PANIC, Kind.CAT_BALOU, Kind.DUEL)  # a Bottle's or a Pardner's ways at a player
_BLACK = 1.2  # a black equipment card bought for the buyer


def _gold(obs: Observed, foe: Callable[[int], int], action: Action) -> float:
    """Gold Rush: a Beer sold when it would heal nothing, the shop's cards that help (a life
    point when hurt, a shot at a foe, black equipment), a foe's equipment discarded."""
    assert obs.seat is not None
    me = obs.players[obs.seat]
    hurt = me.hp < me.max_hp
    if action.type is SELL:
        return 0.4 if not hurt else -1
    if action.type is DISCARD_EQUIPMENT:
        assert action.target is not None
        return 0.3 if foe(action.target) > 0 else -5
    assert action.card is not None
    kind = CARD_KIND[action.card]
    if action.as_kind in _AIMED:
        assert action.target is not None
        score = foe(action.target)
        return -5 if score <= 0 else score - 0.5
    if kind is gold_rush.SHOT:
        assert action.target is not None
        p = obs.players[action.target]
        if p.hp >= p.max_hp:
            return -5
        return 2.5 if action.target == obs.seat else 1 if foe(action.target) < 0 else -5
    if kind is gold_rush.WANTED:
        assert action.target is not None
        return 0.6 if foe(action.target) > 0 else -5
    if action.as_kind is BEER or kind is gold_rush.RHUM:
        return 2.5 if hurt else -5
    if kind is gold_rush.GOLD_RUSH:
        return 2 if me.hp * 2 <= me.max_hp else 0.5
    if kind in gold_rush.BLACK:
        return _BLACK
    return 1.5 if kind is gold_rush.UNION_PACIFIC else 0.3  # a General Store


def _brawl(foe: Callable[[int], int], action: Action) -> float:
    """Brawl: a card of the foe's play rather than of his hand; a friend loses a Jail, or a card of his hand."""
    assert action.target is not None
    in_play = action.target_card is not None and action.target_card != HAND
    helps = in_play and CARD_KIND[action.target_card] in _HELPS  # type: ignore[index]
    if foe(action.target) > 0:
        return 0.7 if in_play and not helps else 0.5
    return 0.7 if helps else 0.6 if not in_play else 0.5


def _takes_in_play(foe: Callable[[int], int], action: Action) -> float:
    """Pat Brennan: a card in play of a foe, or a friend's Jail, rather than two from the deck."""
    assert action.target is not None and action.target_card is not None
    helps = CARD_KIND[action.target_card] in _HELPS
    if foe(action.target) > 0:
        return -1 if helps else 0.7
    return 0.7 if CARD_KIND[action.target_card] is JAIL else -1


def _in_turn(obs: Observed, foe: Callable[[int], int], action: Action) -> float:
    """An ability of the own turn: Doc Holyday's shot at a foe with the cards it holds
    least dear, Chuck Wengam's cards from four lives up, José Delgado's blue card."""
    assert obs.seat is not None
    if action.target is not None:
        if foe(action.target) <= 0:
            return -5
        return 0.8 - 0.1 * _keep(action.cards)
    if not action.cards:
        return 0.2 if obs.players[obs.seat].hp >= 4 else -1
    return 0.3


def basic_bot(rng: Rng) -> Bot:
    """A legal, not suicidal bot: answers when it can, never shoots its own side
    when it knows it, equips and draws, then ends its turn. It knows the roles its
    observation shows (its own, the Sheriff's, the eliminated players')."""

    patience = Patience()

    def choose(seen: Seen) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        obs = seen.observation
        kind_asked = obs.pending_kind or "" if obs.pending_player == obs.seat else ""
        if kind_asked != "play":  # (Patience.end_now, counted inline: asked at every decision)
            patience.plays = 0
        else:
            patience.plays += 1
            if patience.plays > PLAYS_IN_A_ROW:
                end = patience.past_limit(obs, legal)
                if end is not None:
                    return end
        assert obs.role is not None
        me = _ROLE_NAMED[obs.role]
        foes: dict[int, int] = {}
        living: list[int] = []  # how many are alive, counted once (on the first ``foe``)

        def foe(target: int) -> int:  # asked only for actions with a target, once a seat
            score = foes.get(target)
            if score is None:
                players = obs.players
                if not living:
                    living.append(sum(1 for p in players if p.alive))
                alive = living[0]
                shown = players[target].role
                score = foes[target] = _foe_score(me, _ROLE_NAMED[shown] if shown is not None else None, alive)
            return score

        best, top = -1e9, []
        for a in legal:
            sc = _score(obs, kind_asked, foe, a)
            if sc > best:
                best, top = sc, [a]
            elif sc == best:
                top.append(a)
        return top[rng.below(len(top))]  # (the dice are read even for one: the same games as ever)

    choose.wants_public_game = False  # type: ignore[attr-defined]  # said: a missing one costs (seen.py)
    return choose


_ROLE_NAMED: Final = {r.value: r for r in Role}
