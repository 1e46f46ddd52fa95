"""The bots with Dodge City: whole games at 3-8 players with legal moves only (and
every new card and character's ability played by ``sharp``), ``sharp``'s choices in
hand-built positions, its beliefs read from Dodge City's acts, and ``basic``'s
rules for the new cards. The firewall (no decision depends on what the seat cannot
see) is ``tests/test_bot_firewall.py``'s, Dodge City included; the public copy and
the games it may be are ``tests/test_bot_search.py``'s."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bang.actions import HAND, Action, ActionType, DrawSource
from bang.bots import make_bot, play_game, seen_by
from bang.bots.beliefs import OUTLAW, RoleBeliefs
from bang.box import CARD_KIND, Role, cards_with_id
from bang.events import Event, EventType
from bang.rules import Game, GameOptions
from bang.rulesets.dodge_city import box as dodge_city
from bang.rulesets.dodge_city.box import KINDS
from bang.rulesets.dodge_city.characters import CHARACTER_INFO
from bang.scenario import parse_action, setup
from bang.state import Rng
from bang.vocabulary import Character, Kind

DODGE_CITY = GameOptions(expansions=("dodge_city",))
NAMES = "ABCDE"
# A (Sheriff) sits between E and B; B is a Deputy, C and D Outlaws, E the Renegade.
ROLES = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
CHARACTERS = ["bart_cassidy", "el_gringo", "vulture_sam", "suzy_lafayette", "willy_the_kid"]
OUTLAW_B = {"role": "outlaw"}  # with C a Deputy: an Outlaw next to the Sheriff
DEPUTY_C = {"role": "deputy"}
NEW_KINDS = {info.kind for info in KINDS} - {Kind(k) for k in range(22)}


def table(turn: str = "A", phase: str = "play", bangs_played: int = 0, **seats: dict[str, Any]) -> Game:
    """A 5-player Dodge City position; ``seats`` overrides each named seat's spec."""
    players = []
    for name, role, character in zip(NAMES, ROLES, CHARACTERS, strict=True):
        spec: dict[str, Any] = {"name": name, "role": role, "character": character, "hand": ["beer"]}
        spec.update(seats.get(name, {}))
        players.append(spec)
    deck = seats.get("deck", {}).get("cards", [])
    return setup({"seed": 5, "players": players, "turn": turn, "phase": phase, "deck": deck,
                  "bangs_played": bangs_played, "expansions": ["dodge_city"]})


def decide(game: Game, level: str = "sharp", events: list[Event] | None = None) -> Action:
    assert game.pending is not None
    seat = game.pending.player
    action = make_bot(level, Rng(7))(seen_by(game, seat, events if events is not None else game.setup_events))
    assert action in game.legal_actions(seat)
    return action


def kind(action: Action) -> Kind | None:
    return None if action.card is None else action.as_kind if action.as_kind is not None else CARD_KIND[action.card]


def shoot(game: Game, shooter: str, target: str, card: str = "bang") -> None:
    game.apply(parse_action(game, {"player": shooter, "do": "play", "card": card, "target": target}))


# --- whole games ------------------------------------------------------------------------------


def _kinds_played(events: list[Event]) -> Counter[str]:
    """What the log shows of Dodge City's cards and abilities being played."""
    seen: Counter[str] = Counter()
    for e in events:
        if e.type in (EventType.PLAYED, EventType.USED, EventType.EQUIPPED, EventType.ANSWERED) and e.cards:
            seen[CARD_KIND[e.cards[0]].key] += 1
        elif e.type is EventType.ABILITY:
            seen[e.detail.partition(":")[0]] += 1
        elif e.type is EventType.TOOK and e.detail:
            seen[e.detail] += 1
    return seen


@pytest.mark.parametrize("level,games", [("random", 200), ("basic", 200), ("sharp", 200)])
def test_bots_play_dodge_city_games_to_their_end_with_legal_moves(level: str, games: int) -> None:
    """``play_game`` applies every move with ``Game.apply``, which raises on an illegal one.
    ``sharp`` plays every new card, and every new character's ability that is a choice."""
    played: Counter[str] = Counter()
    for i in range(games):
        players = 3 + i % 6
        options = GameOptions(expansions=("dodge_city",), character_choice=i % 5 == 0)
        game = Game.new(players=players, seed=500 + i, options=options)
        events = play_game(game, [make_bot(level, Rng(i * 31 + s)) for s in range(players)], max_actions=20_000)
        assert game.winner is not None, (level, players, 500 + i)
        played += _kinds_played(events)
    if level == "sharp":
        missing = {k.key for k in NEW_KINDS} - set(played)
        assert not missing, missing
        abilities = {"chuck_wengam", "doc_holyday", "jose_delgado", "pat_brennan", "vera_custer"}
        assert abilities <= set(played), abilities - set(played)


def test_sharp_keeps_the_law_from_hurting_the_sheriff_with_dodge_city() -> None:
    """The faults of tests/test_bot_sharp.py, with Dodge City's cards: no Deputy's card
    (a Punch, a Knife, a Howitzer, a Brawl...) damages the Sheriff."""
    hurt = 0
    for seed in range(30):
        players = 4 + seed % 5
        game = Game.new(players=players, seed=7000 + seed, options=DODGE_CITY)
        events = play_game(game, [make_bot("sharp", Rng(seed * 17 + s)) for s in range(players)])
        role = {p.seat: p.role for p in game.players}
        hurt += sum(1 for e in events if e.type is EventType.DAMAGED and e.player is not None
                    and e.target is not None and role[e.player] is Role.SHERIFF and role[e.target] is Role.DEPUTY)
    assert hurt == 0


# --- sharp: the new brown cards ---------------------------------------------------------------


def test_an_outlaw_punches_the_sheriff_after_his_bang() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang", "punch"]}, C=DEPUTY_C)
    assert kind(decide(game)) is Kind.BANG
    game = table(turn="B", bangs_played=1, B={**OUTLAW_B, "hand": ["bang", "punch"]}, C=DEPUTY_C)
    action = decide(game)  # the BANG! is spent: the Punch is not limited by it
    assert kind(action) is dodge_city.PUNCH and action.target == 0


def test_the_price_is_the_least_useful_card() -> None:
    game = table(turn="B", bangs_played=1, C=DEPUTY_C,
                 B={**OUTLAW_B, "hand": ["springfield", "missed", "dynamite", "beer"]})
    action = decide(game)
    assert kind(action) is dodge_city.SPRINGFIELD and action.target == 0
    assert [CARD_KIND[c] for c in action.cards] == [Kind.DYNAMITE]


def test_no_price_is_paid_for_nothing() -> None:
    # Whisky at full life, Springfield at nobody worth a shot (a Deputy beside the Sheriff)
    game = table(turn="B", B={"hand": ["whisky", "springfield", "missed", "beer"]}, C=DEPUTY_C, D=DEPUTY_C,
                 E={"role": "deputy"})
    assert decide(game).type is ActionType.END


def test_tequila_heals_the_bot_or_a_friend_never_a_foe() -> None:
    game = table(turn="B", B={"hp": 2, "hand": ["tequila", "dynamite", "missed"]}, A={"hp": 2})
    action = decide(game)
    assert kind(action) is dodge_city.TEQUILA and action.target == 1
    game = table(turn="B", B={"hand": ["tequila", "dynamite", "missed"]}, A={"hp": 2})
    action = decide(game)  # a Deputy at full life: the Sheriff
    assert kind(action) is dodge_city.TEQUILA and action.target == 0
    game = table(turn="C", C={"hand": ["tequila", "cat_balou", "missed"]}, A={"hp": 2}, B={"hp": 2})
    assert all(kind(a) is not dodge_city.TEQUILA for a in [decide(game)])  # an Outlaw at full life heals nobody


def test_whisky_only_when_hurt() -> None:
    game = table(turn="C", C={"hp": 2, "hand": ["whisky", "dynamite", "missed"]})
    action = decide(game)
    assert kind(action) is dodge_city.WHISKY and CARD_KIND[action.cards[0]] is Kind.DYNAMITE
    game = table(turn="C", C={"hand": ["whisky", "general_store", "missed"]}, B={"hp": 2})
    assert kind(decide(game)) is not dodge_city.WHISKY


def test_rag_time_takes_the_sheriffs_barrel_from_afar() -> None:
    game = table(turn="C", C={"hand": ["rag_time", "dynamite"]}, A={"in_play": ["barrel"]})
    action = decide(game)
    assert kind(action) is dodge_city.RAG_TIME and action.target == 0
    assert action.target_card is not None and CARD_KIND[action.target_card] is Kind.BARREL


def test_brawl_takes_the_foes_best_card_and_a_friends_jail() -> None:
    game = table(turn="C", C={"hand": ["brawl", "dynamite", "missed"]}, A={"in_play": ["barrel"]},
                 D={"in_play": ["jail"], "hand": ["missed"]})
    action = decide(game)
    assert kind(action) is dodge_city.BRAWL and CARD_KIND[action.cards[0]] is Kind.DYNAMITE
    game.apply(action)
    picks: dict[int, Action] = {}
    while game.pending is not None and game.pending.kind == "choose" and game.pending.player == 2:
        assert (game.prompt() or {})["reason"] == "brawl"
        pick = decide(game)
        assert pick.target is not None
        picks[pick.target] = pick
        game.apply(pick)
    assert picks[0].target_card is not None and CARD_KIND[picks[0].target_card] is Kind.BARREL
    assert picks[3].target_card is not None and CARD_KIND[picks[3].target_card] is Kind.JAIL  # D, an Outlaw too


# --- sharp: green cards -----------------------------------------------------------------------


def test_green_cards_go_in_play() -> None:
    game = table(turn="C", C={"hand": ["bible", "knife", "missed"]})
    assert kind(decide(game)) in (dodge_city.BIBLE, dodge_city.KNIFE)
    game.apply(decide(game))
    game.apply(decide(game))
    assert {CARD_KIND[c] for c in game.players[2].in_play} == {dodge_city.BIBLE, dodge_city.KNIFE}


def test_a_green_missed_answers_a_shot_before_the_hands() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C,
                 A={"hand": ["missed", "beer"], "in_play": ["sombrero"]})
    shoot(game, "B", "A")
    action = decide(game)
    assert action.type is ActionType.USE and kind(action) is dodge_city.SOMBRERO


def test_molly_stark_answers_from_her_hand_and_draws() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C,
                 A={"character": "molly_stark", "hand": ["missed", "beer"], "in_play": ["sombrero"]})
    shoot(game, "B", "A")
    action = decide(game)
    assert action.type is ActionType.PLAY and kind(action) is Kind.MISSED


def test_a_dodge_answers_before_a_missed() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C, A={"hand": ["missed", "dodge", "beer"]})
    shoot(game, "B", "A")
    assert kind(decide(game)) is dodge_city.DODGE


def test_a_fresh_green_card_waits_for_the_next_turn() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C,
                 A={"hand": ["missed"], "in_play": ["sombrero"], "fresh": ["sombrero"]})
    shoot(game, "B", "A")
    assert kind(decide(game)) is Kind.MISSED


def test_green_weapons_shoot_like_bangs_whatever_the_bangs_played() -> None:
    for weapon in ("knife", "derringer", "pepperbox", "buffalo_rifle"):
        game = table(turn="B", bangs_played=1, B={**OUTLAW_B, "hand": ["beer"], "in_play": [weapon]}, C=DEPUTY_C)
        action = decide(game)
        assert action.type is ActionType.USE and action.target == 0, weapon
    # a Deputy never turns one on the Sheriff
    game = table(turn="B", B={"hand": ["beer"], "in_play": ["knife"]}, C={"in_play": ["hideout"]})
    assert decide(game).type is ActionType.END


def test_howitzer_like_a_gatling() -> None:
    game = table(turn="C", C={"in_play": ["howitzer"]})
    assert kind(decide(game)) is dodge_city.HOWITZER
    game = table(turn="B", B={"in_play": ["howitzer"]})
    assert decide(game).type is ActionType.END  # a Deputy's volley would hit the Sheriff


def test_can_can_and_conestoga_like_cat_balou_and_panic() -> None:
    game = table(turn="C", C={"in_play": ["can_can"]}, A={"in_play": ["barrel"]})
    action = decide(game)
    assert kind(action) is dodge_city.CAN_CAN and action.target == 0 and action.target_card is not None
    game = table(turn="C", C={"in_play": ["conestoga"]}, A={"in_play": ["mustang"]})
    action = decide(game)
    assert kind(action) is dodge_city.CONESTOGA and action.target == 0 and action.target_card != HAND


def test_canteen_and_pony_express() -> None:
    game = table(turn="C", C={"hp": 3, "in_play": ["canteen"]})
    assert kind(decide(game)) is dodge_city.CANTEEN
    game = table(turn="C", C={"in_play": ["canteen"]})
    assert decide(game).type is ActionType.END  # at full life it keeps it
    game = table(turn="C", C={"in_play": ["pony_express"], "hand": ["bang"]})
    assert kind(decide(game)) is dodge_city.PONY_EXPRESS


def test_a_shot_aims_past_a_green_missed_when_it_can() -> None:
    # the Sheriff has a usable Iron Plate, the Deputy (an Outlaw's other foe) nothing: the
    # Outlaw still shoots the Sheriff (he is the target that ends the game)...
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C, A={"in_play": ["iron_plate"]})
    assert decide(game).target == 0
    # ...but a Sheriff sure of two Outlaws shoots the one without a green Missed! card
    log = [Event(EventType.PLAYED, 1, 0, cards=(cards_with_id("bang/5D")[0],), card_count=1),
           Event(EventType.PLAYED, 4, 0, cards=(cards_with_id("bang/6D")[0],), card_count=1)]
    game = table(B={"role": "outlaw", "in_play": ["iron_plate"]}, E={"role": "outlaw"}, C=DEPUTY_C,
                 D={"role": "renegade"}, A={"hand": ["bang"]})
    action = decide(game, events=list(game.setup_events) + log)
    assert kind(action) is Kind.BANG and action.target == 4


# --- sharp: the new characters ----------------------------------------------------------------


def test_chuck_wengam_draws_while_he_is_safe() -> None:
    game = table(turn="C", C={"character": "chuck_wengam", "hand": ["bang"]})
    action = decide(game)
    assert action.type is ActionType.ABILITY and not action.cards
    game = table(turn="C", C={"character": "chuck_wengam", "hp": 2, "hand": ["bang"]})
    assert decide(game).type is ActionType.END


def test_doc_holyday_shoots_with_two_weak_cards_only() -> None:
    game = table(turn="B", bangs_played=1, C=DEPUTY_C,
                 B={**OUTLAW_B, "character": "doc_holyday", "hand": ["dynamite", "volcanic", "missed", "beer"]})
    action = decide(game)
    assert action.type is ActionType.ABILITY and action.target == 0
    assert sorted(CARD_KIND[c] for c in action.cards) == [Kind.DYNAMITE, Kind.VOLCANIC]
    game = table(turn="B", bangs_played=1, C=DEPUTY_C,
                 B={**OUTLAW_B, "character": "doc_holyday", "hand": ["missed", "beer"]})
    assert decide(game).type is ActionType.END


def test_jose_delgado_trades_a_spare_blue_card() -> None:
    game = table(turn="C", C={"character": "jose_delgado", "hand": ["barrel", "missed"], "in_play": ["barrel"]})
    action = decide(game)
    assert action.type is ActionType.ABILITY and [CARD_KIND[c] for c in action.cards] == [Kind.BARREL]
    game = table(turn="C", C={"character": "jose_delgado", "hand": ["barrel", "missed"]})
    assert kind(decide(game)) is Kind.BARREL  # his only Barrel goes in play


def test_pat_brennan_takes_a_foes_best_card_or_a_friends_jail() -> None:
    game = table(turn="C", phase="start", C={"character": "pat_brennan"}, A={"in_play": ["barrel"]},
                 B={"in_play": ["schofield"]})
    action = decide(game)
    assert action.source is DrawSource.IN_PLAY and action.target == 0
    assert action.target_card is not None and CARD_KIND[action.target_card] is Kind.BARREL
    game = table(turn="B", phase="start", B={"character": "pat_brennan"}, A={"in_play": ["jail"]})
    action = decide(game)  # (the Sheriff cannot be jailed in play, but a scenario may say so)
    assert action.source is DrawSource.IN_PLAY and action.target == 0
    game = table(turn="C", phase="start", C={"character": "pat_brennan"}, D={"in_play": ["barrel"]})
    assert decide(game).source is DrawSource.DECK  # not his fellow Outlaw's Barrel


def test_vera_custer_copies_a_useful_ability_and_the_bot_knows_it_has_it() -> None:
    game = table(turn="C", phase="start", A={"character": "willy_the_kid"}, E={"character": "pedro_ramirez"},
                 C={"character": "vera_custer", "hand": ["bang", "bang"], "in_play": ["winchester"]})
    events = list(game.setup_events)
    action = decide(game, events=events)
    assert action.type is ActionType.ABILITY and action.target == 0  # Willy the Kid: both BANG!s
    events += game.apply(action)
    first = decide(game, events=events)
    assert kind(first) is Kind.BANG and first.target == 0
    events += game.apply(first)
    while game.pending is not None and game.pending.player != 2:
        events += game.apply(decide(game, events=events))
    second = decide(game, events=events)  # a second BANG!: she has Willy's ability now
    assert kind(second) is Kind.BANG


def test_sean_mallory_keeps_his_cards() -> None:
    hand = ["beer", "missed", "missed", "dynamite", "general_store"]
    game = table(turn="B", B={"character": "sean_mallory", "hp": 2, "hand": hand}, C=DEPUTY_C)
    assert kind(decide(game)) is not Kind.BEER  # his hand is far from his limit of ten
    game = table(turn="B", B={"character": "bart_cassidy", "hp": 2, "hand": hand}, C=DEPUTY_C)
    assert kind(decide(game)) is Kind.BEER  # over his limit: the Beer rather than a discard


def test_sharp_picks_dodge_city_characters_too() -> None:
    game = Game.new(players=4, seed=3, options=GameOptions(expansions=("dodge_city",), character_choice=True))
    offered = 0
    while game.pending is not None and game.pending.kind == "character":
        choice = decide(game)
        assert choice.character is not None
        offered += any(a.character in CHARACTER_INFO for a in game.legal_actions())
        game.apply(choice)
    assert game.pending is not None and offered


# --- beliefs ------------------------------------------------------------------------------------


def _beliefs(seat: int) -> RoleBeliefs:
    return RoleBeliefs(table().observation(seat))


@pytest.mark.parametrize("event", [
    Event(EventType.PLAYED, 2, 0, cards=(cards_with_id("punch/10S")[0],), card_count=1),
    Event(EventType.PLAYED, 2, 0, cards=(cards_with_id("springfield/KS")[0], cards_with_id("beer/6H")[0]),
          card_count=2, detail="paid"),
    Event(EventType.USED, 2, 0, cards=(cards_with_id("knife/8H")[0],), card_count=1),
    Event(EventType.ABILITY, 2, 0, cards=tuple(cards_with_id("beer/6H") + cards_with_id("beer/7H")), card_count=2,
          detail="doc_holyday"),
], ids=["punch", "springfield", "knife", "doc_holyday"])
def test_a_shot_at_the_sheriff_makes_an_outlaw_likelier(event: Event) -> None:
    beliefs = _beliefs(1)
    before = beliefs.prob(2, OUTLAW)
    beliefs.update([event])
    assert beliefs.prob(2, OUTLAW) > before + 0.2


def test_a_green_missed_used_against_a_shooter_says_nothing() -> None:
    beliefs = _beliefs(1)
    before = beliefs.prob(2, OUTLAW)
    beliefs.update([Event(EventType.USED, 2, 0, cards=(cards_with_id("sombrero/7C")[0],), card_count=1)])
    assert beliefs.prob(2, OUTLAW) == before


def test_the_ability_vera_custer_copied_is_read_from_the_log() -> None:
    beliefs = _beliefs(1)
    beliefs.update([Event(EventType.ABILITY, 3, 0, detail="vera_custer:willy_the_kid")])
    assert beliefs.borrowed == {3: Character.WILLY_THE_KID}
    beliefs.update([Event(EventType.ABILITY, 3, 0, detail="vera_custer:willy_the_kid"),
                    Event(EventType.TURN_STARTED, 3)])
    assert beliefs.borrowed == {}


# --- basic ------------------------------------------------------------------------------------


def test_basic_heals_itself_with_tequila_and_pays_with_its_least_dear_card() -> None:
    game = table(turn="C", C={"hp": 2, "hand": ["tequila", "missed", "jail"]}, A={"hp": 2})
    action = decide(game, "basic")
    assert kind(action) is dodge_city.TEQUILA and action.target == 2 and CARD_KIND[action.cards[0]] is Kind.JAIL


def test_basic_chuck_wengam_keeps_his_last_lives() -> None:
    game = table(turn="C", C={"character": "chuck_wengam", "hp": 2, "hand": []})
    assert decide(game, "basic").type is ActionType.END


def test_basic_answers_with_a_green_missed_first() -> None:
    game = table(turn="B", B={**OUTLAW_B, "hand": ["bang"]}, C=DEPUTY_C,
                 A={"hand": ["missed", "beer"], "in_play": ["ten_gallon_hat"]})
    shoot(game, "B", "A")
    assert decide(game, "basic").type is ActionType.USE


def test_pat_brennan_never_takes_back_a_card_taken_from_him() -> None:
    """Two players who each take one Barrel from the other every turn draw nothing, for
    ever (an all-sharp game of 4 played on until the cap): a card that Pat Brennan's
    ability took from a seat is not taken back by it."""
    game = table(turn="C", phase="start", C={"character": "pat_brennan"}, A={"in_play": ["barrel"]})
    barrel = game.players[0].in_play[0]
    assert decide(game).target_card == barrel
    taken = Event(EventType.TOOK, 0, 2, cards=(barrel,), card_count=1, detail="pat_brennan")
    assert decide(game, events=[*game.setup_events, taken]).source is DrawSource.DECK
    from bang.tournament import GameSpec, play_spec

    assert play_spec(GameSpec(4, 451, "sharp", "sharp", None, expansions=("dodge_city",))).winner is not None
