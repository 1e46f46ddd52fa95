"""Who may see what, judged by the rulebook's own rule, written here.

The engine marks its events with who may see their cards; these tests do not
ask it. Each rule below is the rulebook's, and the positions are built so the
test knows the cards itself:

- a hand is seen by its owner only (the others know how many cards it holds);
- the roles are hidden, but the Sheriff's, one's own, those of the eliminated,
  and every role once the game is over;
- the order of the draw pile is seen by nobody;
- Kit Carlson looks at his three cards alone; General Store's cards and Lucky
  Duke's two "draw!" cards are turned face up for everybody;
- a card Jesse Jones (or Panic!, or El Gringo) takes from a hand is seen by the
  one who takes it and the one who loses it, and by nobody else;
- a card drawn into a hand is seen by its new owner only (Black Jack shows his
  second card to everybody);
- only the player who must decide has moves; anyone else has none, but Sid
  Ketchum's ability (discard two cards: one life), which he may use at any time.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bang import ActionType, Character, EventType, Game, GameOptions, Role
from bang.box import CARD_ID
from bang.state import Rng
from bang.view import event_view
from positions import act, log, seat, table

S = seat
READERS: tuple[int | None, ...] = (0, 1, 2, 3, None)


def cards_in(obs: dict[str, Any]) -> Counter[str]:
    """Every card id an observation's JSON shows."""
    shown: Counter[str] = Counter(obs["hand"]) + Counter(obs["discard"]) + Counter(obs["revealed"])
    for p in obs["players"]:
        shown += Counter(p["in_play"])
    return shown


def may_see(game: Game, viewer: int | None, kit_choosing: int | None = None) -> Counter[str]:
    """The cards ``viewer`` may know, by the rules: own hand, every card in play, the
    discard pile, and cards turned face up (Kit Carlson's only for him)."""
    ids: Counter[str] = Counter(CARD_ID[c] for c in game.discard)
    for p in game.players:
        ids += Counter(CARD_ID[c] for c in p.in_play)
        if p.seat == viewer:
            ids += Counter(CARD_ID[c] for c in p.hand)
    if kit_choosing is None or kit_choosing == viewer:
        ids += Counter(CARD_ID[c] for c in game.revealed)
    return ids


def kit_choosing(game: Game) -> int | None:
    """The seat of a Kit Carlson looking at his three cards now: the only choice made
    in the draw phase among cards shown."""
    pending = game.pending
    if pending is not None and pending.kind == "choose" and game.observation(None).phase == "draw":
        return pending.player
    return None


def role_shown(game: Game, owner: int, viewer: int | None) -> bool:
    p = game.players[owner]
    return p.role is Role.SHERIFF or owner == viewer or not p.alive or game.over


class Readers:
    """Who may read an event's cards, by the rules (None: everybody), following the
    cards turned face up for the whole table (General Store, Lucky Duke)."""

    def __init__(self) -> None:
        self.face_up: set[int] = set()

    def of(self, event: Any) -> set[int] | None:
        t = event.type
        if t is EventType.DREW and event.detail != "shown":
            return {event.player}
        if t is EventType.STOLE or (t is EventType.PICKED and event.detail == "vulture_sam"):
            return {event.player, event.target}
        if t is EventType.REVEALED:
            if event.detail in ("general_store", "draw!"):  # face up on the table
                self.face_up |= set(event.cards)
                return None
            return {event.player}  # Kit Carlson's three
        if t is EventType.PICKED:
            return None if set(event.cards) <= self.face_up else {event.player}
        if t is EventType.PUT_BACK:
            return {event.player}
        return None


def check_everything(game: Game, events: list[Any], players: int, readers_of: Readers) -> None:
    readers: list[int | None] = [*range(players), None]
    kit = kit_choosing(game)
    allowed_of = [readers_of.of(e) for e in events]
    for viewer in readers:
        obs = game.observation(viewer).to_json()
        assert obs["hand"] == ([CARD_ID[c] for c in game.players[viewer].hand] if viewer is not None else [])
        shown = cards_in(obs)
        assert not shown - may_see(game, viewer, kit), f"seat {viewer} sees {shown - may_see(game, viewer, kit)}"
        assert "deck" not in obs and obs["deck_count"] == len(game.deck)
        for p in obs["players"]:
            assert (p["role"] is not None) == role_shown(game, p["seat"], viewer)
            assert p["hand_count"] == len(game.players[p["seat"]].hand)
        for e, allowed in zip(events, allowed_of, strict=True):
            view = event_view(e, viewer)
            if e.cards:
                sees = allowed is None or viewer in allowed
                assert ("cards" in view) == sees, (viewer, e)
        pending = game.pending
        if viewer is not None and pending is not None and viewer != pending.player:
            mine = game.legal_actions(viewer)
            p = game.players[viewer]
            sid_may_heal = (p.character is Character.SID_KETCHUM and p.alive and p.hp < p.max_hp
                            and len(p.hand) >= 2)
            if sid_may_heal:
                assert mine and all(a.type is ActionType.ABILITY and a.player == viewer for a in mine)
            else:
                assert mine == []
            assert list(game.observation(viewer).legal_actions) == mine


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_games_show_each_seat_only_what_the_rules_allow(players: int) -> None:
    for seed in range(3):
        game = Game.new(players=players, seed=seed)
        rng = Rng(seed + 1000)
        events = list(game.setup_events)
        readers_of = Readers()
        steps = 0
        while not game.over and steps < 400:
            check_everything(game, events, players, readers_of)
            legal = game.legal_actions()
            events = game.apply(legal[rng.below(len(legal))])
            steps += 1
        check_everything(game, events, players, readers_of)


# --- one rule at a time, in a position the test knows ------------------------------------


def test_kit_carlson_alone_sees_his_three_cards() -> None:
    three = ["bang/2D", "beer/6H", "duel/QD"]
    game = table(S("sheriff", "willy_the_kid", ["beer/7H"]), S("outlaw", "kit_carlson"),
                 S("outlaw", "slab_the_killer"), S("renegade", "rose_doolan"),
                 turn="B", phase="start", deck=three)
    kit = game.observation(1)
    assert sorted(kit.to_json()["revealed"]) == sorted(three)
    for viewer in (0, 2, 3, None):
        obs = game.observation(viewer).to_json()
        assert obs["revealed"] == [] and obs["revealed_count"] == 3
        assert not set(three) & set(cards_in(obs))
        assert all("cards" not in event_view(e, viewer) for e in game.setup_events)
    assert any(sorted(event_view(e, 1).get("cards", [])) == sorted(three) for e in game.setup_events)
    events = act(game, "B", "choose", cards=["bang/2D", "duel/QD"])
    for viewer in (0, 2, 3, None):
        assert all("cards" not in v for v in log(events, viewer)[:2]), "kept and put back: his alone"
    assert "beer/6H" in log(events, 1)[1]["cards"]


def test_general_store_cards_are_seen_by_everybody() -> None:
    shown = ["bang/2D", "beer/6H", "duel/QD", "mustang/8H"]
    game = table(S("sheriff", "willy_the_kid", ["general_store/9C", "beer/7H"]), S("outlaw", "kit_carlson"),
                 S("outlaw", "slab_the_killer"), S("renegade", "rose_doolan"), deck=shown)
    events = act(game, "A", "play", card="general_store/9C")
    for viewer in READERS:
        assert sorted(game.observation(viewer).to_json()["revealed"]) == sorted(shown)
        assert sorted(log(events, viewer)[1]["cards"]) == sorted(shown)
    events = act(game, "A", "choose", cards=["duel/QD"])
    for viewer in READERS:
        assert log(events, viewer) == [{"type": "picked", "player": 0, "cards": ["duel/QD"], "count": 1}]
        assert sorted(game.observation(viewer).to_json()["revealed"]) == sorted(set(shown) - {"duel/QD"})


def test_lucky_duke_draw_cards_are_seen_by_everybody() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]),
                 S("outlaw", "lucky_duke", ["beer/8H"], ["barrel/QS"]),
                 S("outlaw", "slab_the_killer"), S("renegade", "rose_doolan"), deck=["bang/2D", "beer/6H"])
    events = act(game, "A", "play", card="bang/AS", target="B")
    for viewer in READERS:
        assert sorted(game.observation(viewer).to_json()["revealed"]) == ["bang/2D", "beer/6H"]
        assert sorted(log(events, viewer)[1]["cards"]) == ["bang/2D", "beer/6H"]
    events = act(game, "B", "choose", cards=["beer/6H"])
    for viewer in READERS:
        assert log(events, viewer)[0]["cards"] == ["beer/6H"]
        assert game.observation(viewer).to_json()["discard"][-2:] == ["bang/2D", "beer/6H"]


@pytest.mark.parametrize("taker", ["jesse_jones", "panic", "el_gringo"])
def test_a_card_taken_from_a_hand_is_seen_by_the_two_involved(taker: str) -> None:
    if taker == "jesse_jones":
        game = table(S("sheriff", "jesse_jones", ["beer/7H"]), S("outlaw", "slab_the_killer", ["duel/QD"]),
                     S("outlaw", "slab_the_killer", ["bang/2D"]), S("renegade", "rose_doolan"), phase="start")
        events = act(game, "A", "draw", **{"from": "B"})
    elif taker == "panic":
        game = table(S("sheriff", "willy_the_kid", ["panic/JH", "beer/7H"]), S("outlaw", "slab_the_killer", ["duel/QD"]),
                     S("outlaw", "slab_the_killer"), S("renegade", "rose_doolan"))
        events = act(game, "A", "play", card="panic/JH", target="B", target_card="hand")
    else:
        game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "el_gringo", ["duel/QD"]),
                     S("outlaw", "slab_the_killer"), S("renegade", "rose_doolan"))
        events = act(game, "A", "play", card="bang/AS", target="B")
    stole = [e for e in events if e.type is EventType.STOLE]
    assert len(stole) == 1
    e = stole[0]
    assert event_view(e, e.player)["cards"] == event_view(e, e.target)["cards"]
    for viewer in READERS:
        if viewer not in (e.player, e.target):
            assert event_view(e, viewer) == {"type": "stole", "player": e.player, "target": e.target, "count": 1}


def test_hands_are_private_and_counted() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "slab_the_killer", ["duel/QD"]),
                 S("outlaw", "slab_the_killer", ["missed/10C", "panic/JH", "beer/6H"]), S("renegade", "rose_doolan"))
    hands = {0: ["bang/AS", "beer/7H"], 1: ["duel/QD"], 2: ["missed/10C", "panic/JH", "beer/6H"], 3: []}
    for viewer in READERS:
        obs = game.observation(viewer).to_json()
        assert obs["hand"] == (hands[viewer] if viewer is not None else [])
        assert [p["hand_count"] for p in obs["players"]] == [2, 1, 3, 0]
        for owner, cards in hands.items():
            if owner != viewer:
                assert not set(cards) & set(cards_in(obs)), f"{viewer} sees {owner}'s hand"


def test_roles_hidden_but_the_sheriffs_ones_own_and_the_deads() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "slab_the_killer", hp=1),
                 S("deputy", "slab_the_killer"), S("renegade", "rose_doolan"), S("outlaw", "kit_carlson"))
    roles = ["sheriff", "outlaw", "deputy", "renegade", "outlaw"]
    for viewer in (0, 1, 2, 3, 4, None):
        seen = [p["role"] for p in game.observation(viewer).to_json()["players"]]
        assert seen == [r if s in (0, viewer) else None for s, r in enumerate(roles)]
    act(game, "A", "play", card="bang/AS", target="B")
    for viewer in (0, 2, 3, 4, None):
        seen = [p["role"] for p in game.observation(viewer).to_json()["players"]]
        assert seen == [r if s in (0, 1, viewer) else None for s, r in enumerate(roles)]


def test_every_role_is_shown_once_the_game_is_over() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "slab_the_killer", hp=1),
                 S("deputy", "slab_the_killer"), S("renegade", "rose_doolan", alive=False),
                 S("outlaw", "kit_carlson", alive=False))
    act(game, "A", "play", card="bang/AS", target="B")
    assert game.over
    for viewer in (0, 1, 2, None):
        seen = [p["role"] for p in game.observation(viewer).to_json()["players"]]
        assert seen == ["sheriff", "outlaw", "deputy", "renegade", "outlaw"]


def test_the_draw_pile_order_is_seen_by_nobody() -> None:
    game = Game.new(players=5, seed=9)
    deck_ids = [CARD_ID[c] for c in game.deck]
    for viewer in (0, 1, 2, 3, 4, None):
        obs = game.observation(viewer).to_json()
        assert obs["deck_count"] == len(deck_ids)
        flat = repr(obs)
        in_order = [i for i in deck_ids if i in flat]
        visible = may_see(game, viewer)
        assert all(visible[i] for i in in_order), "a card of the draw pile is shown"
        assert str(game.seed) not in repr(obs.get("prompt"))


def test_only_the_deciding_player_has_moves() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "slab_the_killer", ["missed/10C", "beer/6H"]),
                 S("outlaw", "slab_the_killer", ["bang/2D", "beer/8H"]), S("renegade", "rose_doolan", ["bang/3D"]))
    assert game.pending is not None and game.pending.player == 0
    assert game.legal_actions(0) == game.legal_actions() and game.legal_actions(0)
    for s in (1, 2, 3):
        assert game.legal_actions(s) == []
        assert game.observation(s).legal_actions == ()
    act(game, "A", "play", card="bang/AS", target="B")
    assert game.legal_actions(1) == game.legal_actions() and len(game.legal_actions(1)) == 2
    for s in (0, 2, 3):
        assert game.legal_actions(s) == []
    assert game.observation(None).legal_actions == ()


def test_sid_ketchum_may_heal_out_of_turn_and_nothing_else() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]),
                 S("outlaw", "sid_ketchum", ["bang/2D", "duel/QD", "beer/6H"], hp=2),
                 S("outlaw", "sid_ketchum", ["bang/3D", "duel/JS"]), S("renegade", "rose_doolan"))
    mine = game.legal_actions(1)
    assert len(mine) == 3 and all(a.type is ActionType.ABILITY and a.player == 1 for a in mine)
    assert game.legal_actions(2) == []  # at full life: no ability
    assert game.legal_actions(3) == []


def test_a_whole_observation_of_a_seat_and_of_a_spectator() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"], ["scope/AS"]),
                 S("outlaw", "slab_the_killer", ["missed/10C", "beer/6H"], ["mustang/8H"], hp=3),
                 S("outlaw", "calamity_janet", alive=False), S("renegade", "rose_doolan", ["duel/QD"]),
                 discard=["panic/JH"], deck=["bang/2D"])
    act(game, "A", "play", card="bang/AS", target="B")

    def player(seat_: int, name: str, character: str, hp: int, max_hp: int, alive: bool, hand_count: int,
               in_play: list[str], role: str | None, distance: int | None) -> dict[str, Any]:
        return {"seat": seat_, "name": name, "character": character, "hp": hp, "max_hp": max_hp, "alive": alive,
                "hand_count": hand_count, "in_play": in_play, "role": role, "distance": distance,
                "reach": None}  # (the reader's own seat's, below)

    table_part = {
        "turn": 0, "phase": "play", "pending": {"player": 1, "kind": "respond"}, "deck_count": 72,
        "discard": ["panic/JH", "bang/AS"], "revealed": [], "revealed_count": 0, "winner": None,
        "bangs_played": 1, "prompt": {"reason": "bang", "from": 0, "missed_needed": 1},
        "in_force": {}, "pieces": {}, "winners": [],  # the base game's rules; no expansion's state
    }
    assert game.observation(1).to_json() == {
        "seat": 1, "role": "outlaw", "hand": ["missed/10C", "beer/6H"],
        "players": [
            player(0, "A", "willy_the_kid", 5, 5, True, 1, ["scope/AS"], "sheriff", 1),
            player(1, "B", "slab_the_killer", 3, 4, True, 2, ["mustang/8H"], "outlaw", None) | {"reach": 1},
            player(2, "C", "calamity_janet", 0, 4, False, 0, [], "outlaw", None),
            player(3, "D", "rose_doolan", 4, 4, True, 1, [], None, 1),
        ],
        **table_part,
        # why each card of the deciding seat's own hand cannot answer (its own cards: no secret)
        "refusals": {"beer/6H": {"code": "cannot_answer"}},
    }
    assert game.observation(None).to_json() == {
        "seat": None, "role": None, "hand": [],
        "players": [
            player(0, "A", "willy_the_kid", 5, 5, True, 1, ["scope/AS"], "sheriff", None),
            player(1, "B", "slab_the_killer", 3, 4, True, 2, ["mustang/8H"], None, None),
            player(2, "C", "calamity_janet", 0, 4, False, 0, [], "outlaw", None),
            player(3, "D", "rose_doolan", 4, 4, True, 1, [], None, None),
        ],
        **table_part,
        "refusals": {},  # a spectator holds no cards
    }
    # A sees B one farther (Mustang) and one closer (Scope): 1; D sees A at 1 (Rose Doolan)
    assert [p["distance"] for p in game.observation(0).to_json()["players"]] == [None, 1, None, 1]
    assert [p["distance"] for p in game.observation(3).to_json()["players"]] == [1, 1, None, None]


def test_while_characters_are_picked_the_unpicked_and_distances_are_hidden() -> None:
    game = Game.new(players=4, seed=2, options=GameOptions(character_choice=True))
    for picked in range(4):
        for viewer in (0, 1, 2, 3, None):
            obs = game.observation(viewer).to_json()
            shown = [p["character"] for p in obs["players"]]
            assert shown == [game.players[s].character.value if s < picked else None for s in range(4)]
            assert all(p["distance"] is None for p in obs["players"])
            assert obs["phase"] == "setup" and obs["hand"] == []
            assert all(p["hp"] == p["max_hp"] == 0 for p in obs["players"])  # no life before the deal
        game.apply(game.legal_actions()[0])
    obs = game.observation(0).to_json()
    assert all(p["character"] is not None for p in obs["players"])
    assert [p["distance"] for p in obs["players"]][1:] != [None, None, None]
