"""Event cards and Wild West Show's characters where a scenario's god view cannot tell:
what each seat's view says (Sacagaway's hands, the event in force), the deck a new game
lays out, Dorothy Rage's two-step order, Greygory Deck's drawn abilities."""

from __future__ import annotations

from typing import Any

from bang import Action, ActionType, Game, GameOptions
from bang.box import CARD_ID
from bang.rulesets.event_cards import DECKS, EVENT_CARDS, deck_of
from bang.rulesets.wild_west_show import box as wild_west_show
from bang.rulesets.wild_west_show.show import Show
from bang.vocabulary import Character
from positions import act, seat, table

S = seat


def four(**kw: Any) -> Game:
    return table(S("sheriff", "bart_cassidy", ["beer/9H", "bang/AS"]), S("outlaw", "black_jack", ["missed/2S"]),
                 S("outlaw", "el_gringo", ["beer/6H", "bang/2D"]), S("renegade", "suzy_lafayette"), **kw)


def test_a_new_games_deck_is_its_boxes_cards_shuffled_the_final_cards_last() -> None:
    for expansions in (("high_noon",), ("fistful_of_cards",), ("high_noon", "fistful_of_cards"), ("wild_west_show",)):
        game = Game.new(5, seed=3, options=GameOptions(expansions=expansions))
        deck = deck_of(game)
        assert deck is not None and not deck.shown  # the first reveal is the Sheriff's second turn's
        keys = [k for e in expansions for k in DECKS[e]]
        assert sorted(deck.deck) == sorted(keys)
        finals = [k for k in keys if EVENT_CARDS[k].final]
        assert deck.deck[-len(finals):] == finals
        assert deck.deck[:-len(finals)] != [k for k in keys if not EVENT_CARDS[k].final]  # shuffled


def test_the_view_tells_the_event_in_force_and_what_it_changes() -> None:
    game = four(expansions=("fistful_of_cards",), event="ambush", event_deck=["lasso", "a_fistful_of_cards"])
    for reader in (None, 0, 2):
        view = game.observation(reader).to_json()
        assert view["in_force"] == {"event": "ambush", "distance_one": True}
        assert view["pieces"]["events"] == {"event": "ambush", "event_deck_count": 2, "events_shown": [],
                                            "event_final": "a_fistful_of_cards", "event_revealed_by": "round"}


def test_a_card_the_event_forbids_says_so() -> None:
    game = four(expansions=("high_noon",), event="the_reverend")
    assert game.observation(0).to_json()["refusals"]["beer/9H"] == {"code": "event_forbids", "event": "the_reverend"}


def test_sacagaway_shows_every_hand_to_everybody() -> None:
    game = four(expansions=("wild_west_show",), event="sacagaway")
    for reader in (None, 1, 3):
        players = game.observation(reader).to_json()["players"]
        assert players[0]["hand"] == ["beer/9H", "bang/AS"] and players[2]["hand"] == ["beer/6H", "bang/2D"]
    game = four(expansions=("wild_west_show",), event="gag")
    assert "hand" not in game.observation(1).to_json()["players"][0]
    assert game.observation(1).to_json()["in_force"] == {"event": "gag", "gag": True}


def test_dorothy_rage_orders_another_player_to_play_a_card() -> None:
    game = four(expansions=("wild_west_show",), event="dorothy_rage")
    act(game, "A", "event", target="C")  # C must play...
    kinds = {a.choice for a in game.legal_actions(0)}
    assert {"bang", "beer", "missed"} <= kinds and game.prompt() == {"reason": "dorothy_rage", "target": 2, "kind": None}
    game.apply(Action(0, ActionType.CHOOSE, choice="bang"))  # ... a BANG!, at whom A says
    ways = game.legal_actions(0)
    assert {a.target for a in ways} == {1, 3}  # C's reach: B and D, at distance 1
    game.apply(next(a for a in ways if a.target == 1))
    assert game.pending is not None and game.pending.player == 1 and game.prompt() == {
        "reason": "bang", "from": 2, "missed_needed": 1}  # C's BANG!: B answers it
    act(game, "B", "play", card="missed/2S")
    assert [CARD_ID[c] for c in game.players[2].hand] == ["beer/6H"]
    assert game.bangs_played == 0  # not A's BANG! of the turn
    assert Action(0, ActionType.EVENT, target=1) not in game.legal_actions(0)  # once a turn


def test_dorothy_rage_without_that_card_shows_his_hand_to_whoever_ordered() -> None:
    game = four(expansions=("wild_west_show",), event="dorothy_rage")
    act(game, "A", "event", target="C")
    events = game.apply(Action(0, ActionType.CHOOSE, choice="panic"))
    shown = [e for e in events if e.detail == "dorothy_rage"]
    assert shown and shown[-1].private_to == (0, 2) and len(shown[-1].cards) == 2
    assert game.pending is not None and game.pending.player == 0 and game.pending.kind == "play"


def test_greygory_deck_plays_with_two_base_characters_abilities() -> None:
    for seed in range(200):
        game = Game.new(6, seed=seed, options=GameOptions(expansions=("wild_west_show",)))
        greg = next((p for p in game.players if p.character is wild_west_show.GREYGORY_DECK), None)
        if greg is None:
            continue
        show = game.pieces[Show.key]
        assert isinstance(show, Show)
        drawn = show.abilities[greg.seat]
        assert len(drawn) == 2 and all(c.value in {"bart_cassidy", "black_jack", "calamity_janet", "el_gringo",
                                                   "jesse_jones", "jourdonnais", "kit_carlson", "lucky_duke",
                                                   "paul_regret", "pedro_ramirez", "rose_doolan", "sid_ketchum",
                                                   "slab_the_killer", "suzy_lafayette", "vulture_sam",
                                                   "willy_the_kid"} for c in drawn)
        assert not {p.character for p in game.players} & set(drawn)
        mine = game.character(greg.seat)
        assert mine.character is wild_west_show.GREYGORY_DECK and mine.bullets == 4
        if Character.JOURDONNAIS in drawn:
            assert mine.barrels == 1
        if Character.WILLY_THE_KID in drawn:
            assert mine.unlimited_bang
        return
    raise AssertionError("no Greygory Deck dealt in 200 games")
