"""Why an action is refused: one clear reason, in English, for each way to go wrong.

``Game.refusal`` asks here only once it knows the action is not among the legal
ones, so this code never decides legality: it names what was wrong.
"""

from __future__ import annotations

from .actions import HAND, Action, ActionType
from .rules import WEAPON_KINDS, Game
from .rulesets.base.box import CARD_ID, CARD_IS_BLUE, CARD_KIND, KIND_INFO, Kind, Role, card_count, card_label
from .state import Player

ABILITY, PLAY, DISCARD, CHOOSE = ActionType.ABILITY, ActionType.PLAY, ActionType.DISCARD, ActionType.CHOOSE


def explain(game: Game, action: Action) -> str:
    """A clear reason why ``action`` is not legal now."""
    n = len(game.players)
    if not 0 <= action.player < n:
        return f"there is no seat {action.player}"
    unknown = _unknown_card(action)
    if unknown is not None:
        return f"there is no card {unknown} (cards are 0 to {card_count() - 1})"
    me = game.players[action.player]
    if not me.alive:
        return f"{me.name} is out of the game"
    if action.type is ABILITY:
        if game.character(action.player).at_any_time is None:
            return f"{me.name} is not Sid Ketchum: no such ability"
        if me.hp >= me.max_hp:
            return f"{me.name} is already at full life"
        return "Sid Ketchum's ability needs exactly two different cards from his hand"
    pending = game.pending
    if pending is None or pending.player != action.player:
        who = game.players[pending.player].name if pending else "nobody"
        return f"it is not {me.name}'s decision now: waiting for {who} ({pending.kind if pending else '-'})"
    expected = {
        "play": "play a card or end the play phase",
        "respond": "answer with a card or pass",
        "dying": "play a Beer or pass",
        "discard": f"discard {len(me.hand) - game.hand_limit(action.player)} card(s)",
        "draw": "choose where to draw from",
        "choose": "choose from the cards shown",
        "character": "choose a character",
    }[pending.kind]
    allowed = {a.type for a in game._legal}
    if action.type not in allowed:
        return f"{me.name} must {expected}, not {action.type.name.lower()}"
    if action.card is not None and action.card not in me.hand:
        return f"{CARD_ID[action.card]} is not in {me.name}'s hand"
    if action.type is PLAY and action.card is not None and pending.kind == "play":
        return _explain_play(game, action, me)
    if action.type is PLAY and action.card is not None and pending.kind == "respond":
        return f"{card_label(action.card)} cannot answer this"
    if action.type is PLAY and pending.kind == "dying":
        if game.alive_count() <= 2:
            return "with two players left a Beer cannot save anybody"
        return "only a Beer can be played when dying"
    if action.type is DISCARD:
        return f"discard one card of your hand at a time ({len(me.hand) - game.hand_limit(action.player)} to discard)"
    if action.type is CHOOSE:
        return "choose among the cards shown"
    return f"{action.describe()} is not legal now: {me.name} must {expected}"

def _unknown_card(action: Action) -> int | None:
    """A card number in ``action`` that names no card of the deck, if any."""
    named = [*action.cards, *(c for c in (action.card, action.target_card) if c is not None and c != HAND)]
    return next((c for c in named if not 0 <= c < card_count()), None)


def _explain_play(game: Game, action: Action, me: Player) -> str:
    assert action.card is not None
    seat, card = action.player, action.card
    kind = CARD_KIND[card] if action.as_kind is None else action.as_kind
    label = KIND_INFO[kind].name
    if action.as_kind is not None and game.counts_as(seat, card, action.as_kind) is None:
        return f"{me.name} cannot play {card_label(card)} as {label}"
    if kind is Kind.MISSED:
        return "Missed! can only be played in answer to a BANG!"
    t = action.target
    needs_target = KIND_INFO[kind].target.value != "none"
    if needs_target and t is None:
        return f"{label} needs a target player"
    if not needs_target and (t is not None or action.target_card is not None):
        return f"{label} takes no target"
    if t is not None:
        if not 0 <= t < len(game.players) or not game.players[t].alive:
            return "the target is not a living player"
        if t == seat:
            return f"{label} cannot target yourself"
        target = game.players[t]
        if kind is Kind.BANG:
            if not game.can_play_bang(seat):
                return "BANG! already played this turn"
            d, r = game.distance(seat, t), game.reach(seat)
            if d > r:
                return f"{target.name} is out of reach (distance {d}, reach {r})"
        if kind is Kind.PANIC and game.distance(seat, t) > 1:
            return f"Panic! reaches only distance 1; {target.name} is at {game.distance(seat, t)}"
        if kind in (Kind.PANIC, Kind.CAT_BALOU):
            if action.target_card is None:
                return f"{label} needs a card: one in play, or 'hand'"
            if action.target_card == HAND and not target.hand:
                return f"{target.name} has no cards in hand"
            if action.target_card != HAND and action.target_card not in target.in_play:
                return f"that card is not in play in front of {target.name}"
        if kind is Kind.JAIL:
            if target.role is Role.SHERIFF:
                return "Jail cannot be played on the Sheriff"
            if game.has_kind(t, Kind.JAIL):
                return f"{target.name} is already in Jail"
    same_name = CARD_IS_BLUE[card] and kind is not Kind.JAIL and kind not in WEAPON_KINDS
    if same_name and game.has_kind(seat, kind):
        return f"{me.name} already has a {label} in play"
    return f"{action.describe()} is not legal now"
