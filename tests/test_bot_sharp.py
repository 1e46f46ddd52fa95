"""The ``sharp`` bot: its role beliefs, its choices in hand-built positions, and its
faults over many games (a Deputy hurting the Sheriff, a Renegade killing him while
Outlaws live). Legality and the firewall are swept by ``test_bot_firewall.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bang.actions import HAND, Action, ActionType, DrawSource
from bang.bots import make_bot, play_game, seen_by
from bang.bots.beliefs import DEPUTY, OUTLAW, RENEGADE, RoleBeliefs
from bang.box import CARD_KIND, Role, cards_with_id, is_heart
from bang.events import Event, EventType
from bang.rules import Game, GameOptions
from bang.rulesets.armed_and_dangerous import box as armed
from bang.rulesets.valley_of_shadows import box as valley
from bang.scenario import parse_action, setup
from bang.state import Rng
from bang.vocabulary import Kind

NAMES = "ABCDE"
# A (Sheriff) sits between E and B; B is a Deputy, C and D Outlaws, E the Renegade.
ROLES = ["sheriff", "deputy", "outlaw", "outlaw", "renegade"]
CHARACTERS = ["bart_cassidy", "el_gringo", "vulture_sam", "suzy_lafayette", "willy_the_kid"]


def table(turn: str = "A", phase: str = "play", expansions: tuple[str, ...] = (), **seats: dict[str, Any]) -> Game:
    """A 5-player position; ``seats`` overrides each named seat's spec."""
    players = []
    for name, role, character in zip(NAMES, ROLES, CHARACTERS, strict=True):
        spec: dict[str, Any] = {"name": name, "role": role, "character": character, "hand": ["beer"]}
        spec.update(seats.get(name, {}))
        players.append(spec)
    deck = seats.get("deck", {}).get("cards", [])
    return setup({"seed": 5, "players": players, "turn": turn, "phase": phase, "deck": deck,
                  "expansions": list(expansions)})


def decide(game: Game, seat: int | None = None, events: list[Event] | None = None) -> Action:
    seat = game.pending.player if seat is None and game.pending else seat
    assert seat is not None
    action = make_bot("sharp", Rng(7))(seen_by(game, seat, events if events is not None else game.setup_events))
    assert action in game.legal_actions(seat) or action.type is ActionType.ABILITY
    return action


def kind(action: Action) -> Kind | None:
    return None if action.card is None else action.as_kind if action.as_kind is not None else CARD_KIND[action.card]


def bang_at(shooter: int, target: int) -> Event:
    card = cards_with_id("bang/5D")[0]
    return Event(EventType.PLAYED, shooter, target, cards=(card,), card_count=1)


# --- beliefs ----------------------------------------------------------------------------------


def beliefs_of(seat: int) -> RoleBeliefs:
    game = table()
    return RoleBeliefs(game.observation(seat))


def test_the_prior_is_the_split_of_the_roles_unseen() -> None:
    sheriff = beliefs_of(0)  # sees only his own role: B..E share deputy, outlaw, outlaw, renegade
    assert sheriff.prob(2, OUTLAW) == pytest.approx(0.5)
    assert sheriff.prob(2, DEPUTY) == pytest.approx(0.25)
    assert sheriff.prob(0, 0) == 1.0
    deputy = beliefs_of(1)  # knows himself and the Sheriff: C..E share outlaw, outlaw, renegade
    assert deputy.prob(2, OUTLAW) == pytest.approx(2 / 3)
    assert deputy.prob(2, DEPUTY) == 0.0


def test_shooting_the_sheriff_makes_an_outlaw_likelier() -> None:
    beliefs = beliefs_of(1)
    before = beliefs.prob(2, OUTLAW)
    beliefs.update([bang_at(2, 0)])
    assert beliefs.prob(2, OUTLAW) > before + 0.2
    assert beliefs.prob(2, RENEGADE) < 1 / 3
    # and the others are a little likelier the Renegade
    assert beliefs.prob(3, RENEGADE) > 1 / 3


def test_shooting_the_sheriffs_attacker_makes_a_deputy_likelier() -> None:
    beliefs = beliefs_of(0)
    beliefs.update([bang_at(2, 0)])
    prior = beliefs.prob(3, DEPUTY)
    beliefs.update([bang_at(2, 0), bang_at(3, 2)])
    assert beliefs.prob(3, DEPUTY) > prior
    assert beliefs.prob(3, OUTLAW) < beliefs.prob(2, OUTLAW)


def test_the_sheriffs_shot_says_little_against_a_deputy_and_a_jail_counts() -> None:
    beliefs = beliefs_of(1)
    jail = cards_with_id("jail/JS")[0]
    beliefs.update([Event(EventType.EQUIPPED, 0, 3, cards=(jail,), card_count=1)])
    assert beliefs.prob(3, OUTLAW) > 2 / 3  # the Sheriff jailed him


def test_an_elimination_reveals_a_role_and_the_rest_follows() -> None:
    beliefs = beliefs_of(1)
    beliefs.update([Event(EventType.ELIMINATED, 4, 2, detail="renegade")])
    assert beliefs.prob(4, RENEGADE) == 1.0
    assert beliefs.prob(2, OUTLAW) == pytest.approx(1.0)
    assert beliefs.prob(3, OUTLAW) == pytest.approx(1.0)


def test_the_log_is_read_once() -> None:
    beliefs = beliefs_of(0)
    log = [bang_at(2, 0)]
    beliefs.update(log)
    once = beliefs.prob(2, OUTLAW)
    beliefs.update(log)  # nothing new
    assert beliefs.prob(2, OUTLAW) == once
    assert beliefs.read == 1


def test_a_seats_own_acts_teach_it_nothing() -> None:
    beliefs = beliefs_of(1)
    before = beliefs.prob(2, OUTLAW)
    beliefs.update([bang_at(1, 2)])
    assert beliefs.prob(2, OUTLAW) == before


# --- choices in hand-built positions ----------------------------------------------------------


def test_draws_first_then_equips() -> None:
    game = table(A={"hand": ["bang", "barrel", "stagecoach"]})
    assert kind(decide(game)) is Kind.STAGECOACH
    game = table(A={"hand": ["bang", "barrel", "missed"]})
    assert kind(decide(game)) is Kind.BARREL


def test_never_a_weapon_that_shortens_the_range() -> None:
    game = table(A={"hand": ["schofield"], "in_play": ["winchester"]})
    assert decide(game).type is ActionType.END
    game = table(A={"hand": ["remington"], "in_play": ["schofield"]})
    assert kind(decide(game)) is Kind.REMINGTON


def test_an_outlaw_shoots_the_sheriff() -> None:
    game = table(turn="C", C={"hand": ["bang"], "in_play": ["winchester"]})
    action = decide(game)
    assert kind(action) is Kind.BANG and action.target == 0


def test_a_deputy_never_shoots_the_sheriff() -> None:
    # only the Sheriff is within B's reach (C's Mustang puts him at 2)
    game = table(turn="B", B={"hand": ["bang"]}, C={"in_play": ["mustang"]})
    assert any(a.target == 0 for a in game.legal_actions())
    assert decide(game).type is ActionType.END


def test_a_deputy_plays_no_gatling_into_the_sheriff() -> None:
    game = table(turn="B", B={"hand": ["gatling", "indians"]})
    assert decide(game).type is ActionType.END


def test_an_outlaw_fires_the_gatling() -> None:
    game = table(turn="C", C={"hand": ["gatling"]})
    assert kind(decide(game)) is Kind.GATLING


def test_a_renegade_never_kills_the_sheriff_while_outlaws_live() -> None:
    game = table(turn="E", A={"hp": 1}, E={"hand": ["bang", "duel"]})
    action = decide(game)
    assert action.target != 0


def _renegade_shoots(sheriff_hp: int) -> int | None:
    """Whom the Renegade E shoots once C and D shot the Sheriff and B shot C: the law has
    the Sheriff's lives and B's 3, the Outlaws C's 3 and D's 4."""
    game = table(turn="E", A={"hp": sheriff_hp}, C={"hp": 3},
                 E={"hand": ["bang"], "in_play": ["winchester"]})
    events = [*game.setup_events, bang_at(2, 0), bang_at(3, 0), bang_at(1, 2)]
    action = decide(game, events=events)
    assert kind(action) is Kind.BANG
    return action.target


def test_a_renegade_hits_the_deputy_while_the_law_is_ahead() -> None:
    assert _renegade_shoots(sheriff_hp=5) == 1  # 5 + 3 lives against 3 + 4


def test_a_renegade_hits_the_outlaws_once_they_are_ahead() -> None:
    assert _renegade_shoots(sheriff_hp=2) in (2, 3)  # 2 + 3 lives against 3 + 4


def test_cat_balou_takes_the_sheriffs_barrel() -> None:
    game = table(turn="C", A={"in_play": ["barrel"], "hand": ["bang"]}, C={"hand": ["cat_balou"]})
    action = decide(game)
    assert kind(action) is Kind.CAT_BALOU and action.target == 0
    assert action.target_card is not None and action.target_card != HAND
    assert CARD_KIND[action.target_card] is Kind.BARREL


def test_a_duel_only_with_more_bangs() -> None:
    sheriff_hand = ["missed", "missed", "beer", "bang"]
    game = table(turn="D", D={"hand": ["duel"]}, A={"hand": sheriff_hand})
    assert decide(game).type is ActionType.END
    game = table(turn="D", D={"hand": ["duel", "bang", "bang", "bang"]}, A={"hand": ["beer"]},
                 C={"in_play": ["mustang"]})
    # D reaches only C and E: with three BANG!s he takes on the Sheriff in a Duel
    assert kind(decide(game)) is Kind.DUEL and decide(game).target == 0


def test_answers_a_bang_with_a_missed() -> None:
    game = table(turn="C", C={"hand": ["bang"], "in_play": ["winchester"]}, A={"hand": ["missed", "beer"]})
    game.apply(parse_action(game, {"player": "C", "do": "play", "card": "bang", "target": "A"}))
    assert kind(decide(game)) is Kind.MISSED


def test_discards_the_least_useful_card() -> None:
    game = table(A={"hand": ["dynamite", "missed", "beer", "bang"], "hp": 2})
    game.apply(parse_action(game, {"player": "A", "do": "end"}))
    assert game.pending is not None and game.pending.kind == "discard"
    action = decide(game)
    assert action.type is ActionType.DISCARD and CARD_KIND[action.cards[0]] is Kind.DYNAMITE


def test_kit_carlson_keeps_the_best_two() -> None:
    game = table(phase="start", A={"character": "kit_carlson"},
                 deck={"cards": ["dynamite", "missed", "beer"]})
    action = decide(game)
    assert action.type is ActionType.CHOOSE
    assert sorted(CARD_KIND[c] for c in action.cards) == [Kind.MISSED, Kind.BEER]


def test_lucky_duke_flips_his_way_out_of_jail() -> None:
    game = table(turn="C", phase="start", C={"character": "lucky_duke", "in_play": ["jail"]},
                 deck={"cards": ["missed/2S", "beer/6H"]})
    action = decide(game)
    assert action.type is ActionType.CHOOSE and is_heart(action.cards[0])


def test_jesse_jones_draws_from_the_sheriff() -> None:
    game = table(turn="C", phase="start", C={"character": "jesse_jones"})
    action = decide(game)
    assert action.type is ActionType.DRAW and action.source is DrawSource.PLAYER and action.target == 0


def test_pedro_ramirez_takes_a_good_discard_only() -> None:
    def pedro(top: str) -> Action:
        players = [{"name": n, "role": r, "character": "pedro_ramirez" if n == "A" else c, "hand": ["beer"]}
                   for n, r, c in zip(NAMES, ROLES, CHARACTERS, strict=True)]
        game = setup({"seed": 5, "players": players, "turn": "A", "phase": "start", "discard": [top]})
        return decide(game)

    assert pedro("missed").source is DrawSource.DISCARD
    assert pedro("dynamite").source is DrawSource.DECK


def test_calamity_janet_shoots_with_a_missed() -> None:
    game = table(turn="C", C={"character": "calamity_janet", "hand": ["missed"], "in_play": ["winchester"]})
    action = decide(game)
    assert action.as_kind is Kind.BANG and action.target == 0


def test_the_three_player_game_hunts_its_target() -> None:
    players = [
        {"name": "A", "role": "deputy", "character": "bart_cassidy", "hand": ["bang"], "in_play": ["winchester"]},
        {"name": "B", "role": "outlaw", "character": "el_gringo", "hand": ["beer"]},
        {"name": "C", "role": "renegade", "character": "vulture_sam", "hand": ["beer"]},
    ]
    game = setup({"seed": 5, "players": players, "turn": "A", "phase": "play"})
    action = decide(game)
    assert kind(action) is Kind.BANG and action.target == 2  # the Deputy hunts the Renegade


# --- many games, every seat sharp -------------------------------------------------------------


def faults(game: Game, events: list[Event]) -> tuple[int, int]:
    """(Deputies' damage to the Sheriff, Renegades' kills of the Sheriff while Outlaws live)."""
    role = {p.seat: p.role for p in game.players}
    alive = dict.fromkeys(role, True)
    hurt = kills = 0
    for e in events:
        if e.type is EventType.DAMAGED and e.player is not None and e.target is not None:
            hurt += role[e.player] is Role.SHERIFF and role[e.target] is Role.DEPUTY
        elif e.type is EventType.ELIMINATED and e.player is not None:
            alive[e.player] = False
            kills += (e.target is not None and role[e.player] is Role.SHERIFF and role[e.target] is Role.RENEGADE
                      and any(alive[s] and role[s] is Role.OUTLAW for s in role))
    return hurt, kills


@pytest.mark.parametrize("players,variant", [(3, None), (4, None), (5, None), (6, None), (7, None), (8, None),
                                             (6, "simplified")])
def test_with_every_seat_sharp_no_deputy_hurts_the_sheriff_and_no_renegade_kills_him_early(
        players: int, variant: str | None) -> None:
    options = GameOptions(simplified=True) if variant else None
    hurt = kills = 0
    games = 30
    for seed in range(games):
        game = Game.new(players=players, seed=4000 + seed, options=options)
        events = play_game(game, [make_bot("sharp", Rng(seed * 17 + s)) for s in range(players)])
        assert game.winner is not None
        h, k = faults(game, events)
        hurt, kills = hurt + h, kills + k
    assert (hurt, kills) == (0, 0)


def test_the_general_store_pick_is_the_most_useful_card() -> None:
    game = table(A={"hand": ["general_store"], "in_play": ["winchester"]},
                 deck={"cards": ["dynamite", "schofield", "jail", "missed", "bang"]})
    game.apply(parse_action(game, {"player": "A", "do": "play", "card": "general_store"}))
    action = decide(game)
    assert action.type is ActionType.CHOOSE and CARD_KIND[action.cards[0]] is Kind.MISSED


def test_sid_ketchum_pays_two_cards_for_his_life() -> None:
    game = table(turn="C", A={"character": "sid_ketchum", "hp": 1, "hand": ["jail", "panic", "bang"]},
                 C={"hand": ["bang"], "in_play": ["winchester"]})
    game.apply(parse_action(game, {"player": "C", "do": "play", "card": "bang", "target": "A"}))
    while game.pending is not None and game.pending.kind != "dying":
        game.apply(decide(game))
    assert game.pending is not None and game.pending.player == 0
    action = decide(game)
    assert action.type is ActionType.ABILITY and len(action.cards) == 2
    game.apply(action)
    assert game.players[0].alive


def test_a_table_off_the_official_split_is_no_trouble() -> None:
    players = [{"name": n, "role": r, "character": c, "hand": ["bang"]}
               for n, r, c in zip(NAMES, ["sheriff", "deputy", "deputy", "deputy", "outlaw"], CHARACTERS,
                                  strict=True)]
    game = setup({"seed": 5, "players": players, "turn": "A", "phase": "play"})
    assert decide(game) in game.legal_actions()


# --- The Valley of Shadows, Armed & Dangerous (bots/sharp_boxes.py) ----------------------------------

VOS, AD = ("valley_of_shadows",), ("armed_and_dangerous",)


def test_a_deputy_puts_the_bounty_on_the_likely_outlaw_never_on_the_sheriff() -> None:
    game = table(turn="B", expansions=VOS, B={"hand": ["bounty"]})
    action = decide(game, events=[*game.setup_events, bang_at(3, 0)])  # D shot the Sheriff
    assert kind(action) is valley.BOUNTY and action.target == 3
    sheriffs = table(turn="B", expansions=VOS, B={"hand": ["bounty"]})
    action = decide(sheriffs)  # nobody known: a likely foe all the same, never the Sheriff
    assert kind(action) is valley.BOUNTY and action.target in (2, 3, 4)


def test_the_ghost_goes_before_a_dead_teammate_only() -> None:
    dead = {"alive": False, "hand": []}
    game = table(expansions=VOS, A={"hand": ["ghost"]}, B=dead, C=dead)  # the Sheriff: his Deputy back
    action = decide(game)
    assert kind(action) is valley.GHOST and action.target == 1
    outlaw = table(turn="D", expansions=VOS, B=dead, D={"hand": ["ghost"]})  # an Outlaw: no Deputy back
    assert decide(outlaw).type is ActionType.END


def test_fanning_hits_two_likely_foes_never_the_sheriff_for_a_deputy() -> None:
    game = table(turn="D", expansions=VOS, D={"hand": ["fanning"], "in_play": ["winchester"]})
    action = decide(game, events=[*game.setup_events, bang_at(1, 3)])  # B shot at D: a Deputy
    assert kind(action) is valley.FANNING and set(action.targets) == {0, 1}
    deputy = table(turn="B", expansions=VOS, B={"hand": ["fanning"], "in_play": ["winchester"]})
    action = decide(deputy)
    assert kind(action) is valley.FANNING and len(action.targets) == 2 and 0 not in action.targets


def test_saved_only_for_a_likely_friend() -> None:
    def saved_by_b(victim: str) -> Action:
        game = table(turn="C", expansions=VOS, B={"hand": ["saved"]},
                     C={"hand": ["bang"], "in_play": ["winchester"]}, **{victim: {"hp": 1}})
        game.apply(parse_action(game, {"player": "C", "do": "play", "card": "bang", "target": victim}))
        while game.pending is not None and game.pending.player != 1:
            game.apply(decide(game))
        assert game.pending is not None and (game.observation(1).prompt or {}).get("reason") == "saved"
        return decide(game)

    assert kind(saved_by_b("A")) is valley.SAVED  # the Deputy saves the Sheriff
    assert saved_by_b("E").type is ActionType.PASS  # and lets the Renegade go


def test_a_weapons_effect_is_paid_where_it_does_something() -> None:
    def shot(victim: dict[str, Any], charges: int) -> Action:
        game = table(turn="C", expansions=AD, A=victim,
                     C={"hand": ["bang"], "in_play": ["big_fifty"], "charges": {"big_fifty": charges}})
        return decide(game)

    # a Barrel the Big Fifty goes through: its charge is paid
    paid = shot({"in_play": ["barrel"]}, 2)
    assert kind(paid) is Kind.BANG and paid.target == 0 and paid.charges
    # nothing to go through: the last charge keeps the weapon
    plain = shot({}, 1)
    assert kind(plain) is Kind.BANG and plain.target == 0 and not plain.charges


def test_the_thunderers_charge_brings_the_bang_back() -> None:
    game = table(turn="C", expansions=AD, C={"hand": ["bang"], "in_play": ["thunderer"], "charges": {"thunderer": 3}})
    action = decide(game)
    assert kind(action) is Kind.BANG and action.target == 0 and action.charges
    game.apply(action)
    assert any(CARD_KIND[c] is Kind.BANG for c in game.players[2].hand)


def test_the_orange_cards_go_in_play_and_are_used() -> None:
    game = table(expansions=AD, A={"hand": ["ace_up_the_sleeve", "bang"]})
    assert kind(decide(game)) is armed.ACE_UP_THE_SLEEVE
    game = table(expansions=AD, A={"in_play": ["ace_up_the_sleeve"], "charges": {"ace_up_the_sleeve": 2}})
    action = decide(game)
    assert action.type is ActionType.USE and kind(action) is armed.ACE_UP_THE_SLEEVE
    # the Lockpick steals from the likely Outlaw, not from the likely Deputy
    game = table(expansions=AD, A={"in_play": ["lockpick"], "charges": {"lockpick": 3}}, B={"hand": ["bang"]},
                 C={"hand": ["bang"]})
    action = decide(game, events=[*game.setup_events, bang_at(2, 0)])
    assert action.type is ActionType.USE and kind(action) is armed.LOCKPICK and action.target == 2


def test_bandidos_paid_with_weak_cards_and_a_life_kept() -> None:
    game = table(turn="C", expansions=VOS, C={"hand": ["bandidos"]},
                 D={"hand": ["dynamite", "volcanic", "missed"]})
    game.apply(parse_action(game, {"player": "C", "do": "play", "card": "bandidos"}))
    while game.pending is not None and game.pending.player != 3:
        game.apply(decide(game))
    action = decide(game)
    assert action.type is ActionType.DISCARD
    assert {CARD_KIND[c] for c in action.cards} == {Kind.DYNAMITE, Kind.VOLCANIC}


@pytest.mark.parametrize("expansion", ["valley_of_shadows", "armed_and_dangerous"])
def test_the_boxes_cards_are_played_from_the_seats_view_only(expansion: str) -> None:
    """The firewall test's check (tests/test_bot_firewall.py) at tables with either box:
    everything the seat cannot see scrambled, sharp decides the same."""
    from test_bot_firewall import decisions, scrambled

    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        for game, seat, events in decisions(5, 200 + seed, GameOptions(expansions=(expansion,)))[:15]:
            fake, fake_events = scrambled(game, seat, events, rng)
            real = make_bot("sharp", Rng(seed))(seen_by(game, seat, events))
            other = make_bot("sharp", Rng(seed))(seen_by(fake, seat, fake_events))
            assert real == other, (expansion, seed, seat)
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("expansion", ["valley_of_shadows", "armed_and_dangerous"])
def test_with_every_seat_sharp_the_boxes_games_end(expansion: str) -> None:
    for seed in range(20):
        game = Game.new(players=5, seed=seed, options=GameOptions(expansions=(expansion,)))
        play_game(game, [make_bot("sharp", Rng(seed * 17 + s)) for s in range(5)])
        assert game.winner is not None


def test_backfire_shoots_back_at_a_foe_never_kills_the_renegades_sheriff() -> None:
    def answer(victim: str, hand: list[str], sheriff_hp: int = 1) -> Action:
        game = table(expansions=VOS, A={"hp": sheriff_hp, "hand": ["bang"], "in_play": ["winchester"]},
                     **{victim: {"hand": hand}})
        game.apply(parse_action(game, {"player": "A", "do": "play", "card": "bang", "target": victim}))
        return decide(game)

    # an Outlaw shoots the Sheriff back with it, before a Missed!
    assert kind(answer("C", ["missed", "backfire"])) is valley.BACKFIRE
    # the Renegade answers with the Missed!, or takes the hit, rather than kill him
    assert kind(answer("E", ["missed", "backfire"])) is Kind.MISSED
    assert answer("E", ["backfire"]).type is ActionType.PASS


def test_the_bomb_goes_to_the_likely_outlaw_and_is_passed_on_to_him() -> None:
    game = table(expansions=AD, A={"hand": ["bomb"]})
    action = decide(game, events=[*game.setup_events, bang_at(3, 0)])  # D shot the Sheriff
    assert kind(action) is armed.BOMB and action.target == 3
    # the Sheriff's own Bomb, a red "draw!": passed on to the likely Outlaw
    game = table(phase="start", expansions=AD, A={"in_play": ["bomb"], "charges": {"bomb": 3}},
                 deck={"cards": ["beer", "bang", "bang"]})
    while game.pending is not None and game.pending.kind != "choose":
        game.apply(decide(game))
    assert game.pending is not None and (game.observation(0).prompt or {}).get("reason") == "bomb"
    action = decide(game, events=[*game.setup_events, bang_at(3, 0)])
    assert action.type is ActionType.CHOOSE and action.target == 3
