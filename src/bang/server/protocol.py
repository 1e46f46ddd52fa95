"""The table protocol's messages, defined once (see docs/protocol.md).

Every websocket frame is one JSON object whose ``"type"`` names its Struct
below. ``bang schema`` prints the JSON Schema of all of them; the front end and
third-party clients code against that schema.

The ``state`` frame is the one sent most often; the server encodes it straight
from the engine's plain JSON (``encode_state``), and the tests check that every
frame they receive decodes as one of these types.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct, field

from ..rulesets.registry import EXPANSIONS
from .languages.codes import Language
from .phrases import CARD_NAMES, PHRASE_IDS

# --- shared pieces -----------------------------------------------------------

Status = Literal["lobby", "playing", "over", "paused"]
ErrorCode = Literal[
    "malformed", "illegal", "stale", "forbidden", "not_found", "seat_taken",
    "table_full", "not_started", "table_error", "chat_limit", "muted", "gagged",
    "limit", "bad_name", "name_taken",  # a server limit (limits.py); a name refused (names.py)
    "held",  # the host paused the game (table_host.py)
    "bad_address", "no_mail",  # an e-mail address refused; no mail here (table_mail.py)
]
Name = Annotated[str, Meta(min_length=1, max_length=24)]
SeatCount = Annotated[int, Meta(ge=3, le=8, description="players at the table: 3 to 8")]
BotCount = Annotated[int, Meta(ge=0, le=7)]
TurnSeconds = Annotated[int, Meta(ge=10, le=3600)]
DecisionHours = Annotated[float, Meta(ge=1, le=72, description="a turn-based table's time for a decision, in hours")]
MissesToBot = Annotated[int, Meta(ge=0, le=10, description="deadlines missed in a row before a bot plays the seat; 0: never")]
BotLevel = Literal["random", "basic", "sharp", "search"]
"""The bot levels a host may pick (``bang.bots.BOT_LEVELS``, weakest first)."""
DEFAULT_BOT_LEVEL: BotLevel = "sharp"
NOT_AT_TABLES_YET: tuple[str, ...] = ()
"""Expansions the engine plays (``bang simulate``, ``import bang``, the bots) that the table's
web client does not draw yet: a table refuses them, and the host form does not list them,
until it does (none now: The Valley of Shadows' ghosts and Armed & Dangerous's charges are
drawn)."""
NOT_WORDED_YET: tuple[str, ...] = ()
"""Of those, the ones whose cards and characters the web client has no words for yet (none:
every box's names and texts are in web/src/i18n)."""
TABLE_EXPANSIONS = tuple(k for k in EXPANSIONS if k not in NOT_AT_TABLES_YET)
"""The expansions a table may take (``GET /api/expansions`` lists them)."""
ExpansionName = Annotated[str, Meta(description="an expansion's name (TABLE_EXPANSIONS)",
                                    extra_json_schema={"enum": list(TABLE_EXPANSIONS)})]
"""Checked when a table is made (``Tables.create``), with an error that names the known ones."""


# ``Language``: the languages of the web client (and of a table link's preview,
# ``bang.server.preview``), one line each in ``bang.server.languages.codes``.


class Settings(Struct, forbid_unknown_fields=True):
    """A table's settings, chosen by its host (the body of ``POST /api/tables``)."""

    seats: SeatCount = 5
    bots: BotCount = 0  # at most seats - 1; empty seats become bots at the start too
    character_choice: bool = False
    turn_seconds: TurnSeconds = 300
    simplified: bool = False  # the simplified first game: the 13 cards with the book symbol out
    rotate_sheriff: bool = False  # a match: the Sheriff's role (the Deputy's with 3) passes clockwise each game
    bot_level: BotLevel = DEFAULT_BOT_LEVEL  # how every bot at the table plays, a dropped player's too
    expansions: list[ExpansionName] = []  # added to the base game, e.g. ["dodge_city"] (each at most once)
    language: Language = "en"  # the host's page language: the table link's preview is worded in it
    # Played across days (docs/protocol.md, "Turn-based tables"): each decision has
    # decision_hours (an absolute time, stored: a restart changes nothing), turn_seconds is
    # not used, a disconnected player keeps the seat, and a bot plays it only after
    # misses_to_bot deadlines missed in a row (0: never).
    turn_based: bool = False
    decision_hours: DecisionHours = 24
    misses_to_bot: MissesToBot = 0


class CreatedTable(Struct):
    """The answer to ``POST /api/tables``: the creator keeps ``host_token`` to start the game."""

    table: str
    host_token: str


class SeatInfo(Struct):
    """One seat, as everybody sees it. ``name`` is null while the seat is free."""

    seat: int
    name: str | None
    bot: bool
    connected: bool
    bot_controlled: bool
    character: str | None = None  # once settled (dealt, or picked when every seat has picked)


class MatchInfo(Struct):
    """The match this table's game belongs to (consecutive games with "play again")."""

    game: int  # 1 for the first game, then 2, 3...
    score: list[int]  # games won so far by each seat (this one's winners included once it is over)
    # once the game is over: whether each seat keeps its character in the next game
    # (only survivors may keep; a seat that says nothing keeps it)
    keep: list[bool] | None = None


class TableInfo(Struct):
    """A table's public facts (``GET /api/tables/ID``)."""

    id: str
    status: Status
    settings: Settings
    seats: list[SeatInfo]
    message: str | None = None
    next_table: str | None = None  # set once the game is over and a seated player asked to play again
    picked: list[int] | None = None  # while characters are picked (all at once): the seats done
    match: MatchInfo | None = None
    deciding: int | None = None  # the seat the game waits on now (a table in play in memory)
    winner: str | None = None  # once the game is over: the side (or role) that won, a Winner's value ("law"...)
    held: bool = False  # the host paused the game (``hold``): no clock runs, nobody acts


class LegalAction(Struct, omit_defaults=True):
    """One legal action (``bang.view.action_json``): send its ``code`` back in ``act``."""

    code: int
    do: Literal["play", "pass", "end", "discard", "draw", "choose", "ability", "character", "use", "event", "charge",
                "buy", "sell", "discard_equipment"]  # charge: Armed & Dangerous's; the last three: Gold Rush's
    card: str | None = None
    target: int | None = None
    target_card: str | None = None  # a card id, or "hand": a random card from the target's hand
    as_: str | None = field(default=None, name="as")  # a kind's key: "bang", "missed"...
    cards: list[str] | None = None
    from_: Literal["deck", "discard", "player", "in_play"] | None = field(default=None, name="from")
    character: str | None = None
    choice: str | None = None  # a word the decision names (Peyote: "red" or "black")
    charges: dict[str, int] | None = None  # charges paid, or where they go: a card id or "character": how many
    targets: list[int] | None = None  # several players aimed at, in order (Fanning, Evelyn Shebang)
    # "no_effect": it would change nothing but spend its cards (a Beer at full life...): a
    # client may ask once more before it sends it (bang.server.no_effect, docs/warnings.md)
    warn: Literal["no_effect"] | None = None


class LogEntry(Struct, omit_defaults=True):
    """One event of the game as this reader may see it (``bang.view.event_view``)."""

    seq: int
    type: str
    player: int | None = None
    target: int | None = None
    cards: list[str] | None = None  # only when the reader may see them
    count: int | None = None
    amount: int | None = None
    detail: str | None = None


class PlayerView(Struct):
    """One player as the reader sees them; ``role`` is null while it is hidden."""

    seat: int
    name: str
    character: str | None  # null while characters are being picked and this one is not yet
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: list[str]
    role: str | None
    distance: int | None
    reach: int | None = None  # the reader's own seat: how far his BANG! goes now (else null)
    hand: list[str] | None = None  # where every hand is face up (an event): this player's hand
    ghost: bool = False  # back in play as a ghost (out of the game, playing his turn)
    hunts: int | None = None  # the seat he hunts, where each player hunts another (3 players)
    fresh: list[str] = []  # green cards put in play this turn: usable from the next (absent: none)


class PendingView(Struct):
    """Who must decide now, and what kind of decision it is."""

    player: int
    kind: str


class View(Struct):
    """What one seat may see (``bang.view.Observation.to_json``); seat null: a spectator."""

    seat: int | None
    role: str | None
    hand: list[str]
    players: list[PlayerView]
    turn: int
    phase: str
    pending: PendingView | None
    deck_count: int
    discard: list[str]
    revealed: list[str]
    revealed_count: int
    winner: str | None
    bangs_played: int
    prompt: dict[str, Any] | None
    # own hand only: card id -> why it cannot be played now, e.g.
    # {"code": "out_of_reach", "target": 2, "distance": 2, "reach": 1} (bang.refusal_codes)
    refusals: dict[str, dict[str, Any]] = {}
    # what holds at the table now where it differs from the base game (bang.in_force), e.g.
    # {"event": "ambush", "distance_one": true}
    in_force: dict[str, Any] = {}
    # the expansions' own state as this reader sees it, by key, e.g. {"events": {"event":
    # "ambush", "event_deck_count": 9, "events_shown": [...], "event_final": "high_noon"}}
    pieces: dict[str, dict[str, Any]] = {}
    winners: list[int] = []  # the seats of every player who won (empty while the game goes on)


class KindFacts(Struct):
    """One kind of card (``bang.view.card_facts``): what the front end needs to draw and aim it."""

    name: str  # English, as printed
    # green: in play, used from a later turn (Dodge City); orange: in play with charges, used by
    # spending them (Armed & Dangerous); black: Gold Rush's equipment
    colour: Literal["brown", "blue", "green", "orange", "black"]
    target: Literal["none", "reachable", "distance_1", "any", "anyone"]  # whom it is aimed at when played
    range: int  # a weapon's range; 0 for every other kind
    missed: bool  # it cancels a shot like a Missed! (Dodge, Bible, Iron Plate...)
    pay: bool  # "discard another card": played together with another card of the hand
    box: str  # "base", or the expansion it comes with
    # (not its copies' ids: no frame but ``state`` names a card, tests/server/test_leak.py)


class CharacterFacts(Struct):
    """One character: its English name, life points, ability (English) and box."""

    name: str
    lives: int
    ability: str
    box: str


class EventFacts(Struct):
    """One event card (High Noon, A Fistful of Cards, Wild West Show): its English name,
    box, whether it is its box's final card (in force to the end) and its rule in English."""

    name: str
    box: str
    final: bool
    text: str


class CardFacts(Struct, omit_defaults=True):
    """Every kind and character of this table's game, and the Colt .45's range; with event
    cards, every one of its boxes' (``bang.server.expansions.event_facts``; absent: none)."""

    kinds: dict[str, KindFacts]
    characters: dict[str, CharacterFacts]
    colt_range: int
    events: dict[str, EventFacts] = {}


# --- client -> server ----------------------------------------------------------


class Hello(Struct, tag="hello", forbid_unknown_fields=True):
    """The first frame: ``token`` is the seat's secret, null for a visitor or spectator."""

    token: str | None


class Join(Struct, tag="join", forbid_unknown_fields=True):
    """Take a free seat (lobby only); answered by ``joined``."""

    name: Name


class Start(Struct, tag="start", forbid_unknown_fields=True):
    """The host starts the game; bots fill the empty seats."""

    host_token: str


class Act(Struct, tag="act", forbid_unknown_fields=True):
    """Play the legal action ``code`` (from ``state.legal``) on the state numbered ``version``."""

    code: Annotated[int, Meta(ge=0)]
    version: Annotated[int, Meta(ge=0)]


class Back(Struct, tag="back", forbid_unknown_fields=True):
    """A seat played by a bot (timed out, or away) takes it back."""


class Ping(Struct, tag="ping", forbid_unknown_fields=True):
    """Answered by ``pong``."""


class AutoAnswer(Struct, tag="auto_answer", forbid_unknown_fields=True):
    """``on``: the server answers for this seat, at once, whenever it has a single
    choice (take the hit, end the turn). Others may then guess what the hand holds."""

    on: bool


class Again(Struct, tag="again", forbid_unknown_fields=True):
    """A seated player asks for a new game with the same seats, once the game is over;
    everyone is told the new table's id in ``TableInfo.next_table``."""


class Keep(Struct, tag="keep", forbid_unknown_fields=True):
    """Once the game is over, a surviving player says whether they keep their character
    in the next game of the match (``TableInfo.match.keep``; they keep it unless they say no)."""

    keep: bool


# --- table chat (docs/protocol.md, "Chat") ---------------------------------------

ChatLang = Language
Channel = Literal["players", "spectators"]
PhraseId = Annotated[str, Meta(description="a quick phrase's id (bang.server.phrases)",
                               extra_json_schema={"enum": list(PHRASE_IDS)})]
CardName = Annotated[str, Meta(description="a card kind's key, e.g. bang, missed, beer, barrel",
                               extra_json_schema={"enum": list(CARD_NAMES)})]


class PhraseArgs(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A quick phrase's arguments: only those the phrase takes."""

    player: int | None = None  # a seat of this table
    card: CardName | None = None


class Say(Struct, tag="say", forbid_unknown_fields=True):
    """A chat message: exactly one of ``phrase`` (with its ``args``) or ``text``
    (1 to 200 characters once control and direction characters are removed).
    ``name``: a spectator's name (1 to 24 characters; "Spectator" if none); a seat
    speaks under its own name."""

    phrase: PhraseId | None = None
    args: PhraseArgs | None = None
    text: str | None = None
    lang: ChatLang = "en"  # the writer's page language
    name: str | None = None


class Mute(Struct, tag="mute", forbid_unknown_fields=True):
    """Mute (``on``) or unmute a seat for this reader only; ``seat`` -1: the spectators' channel."""

    seat: Annotated[int, Meta(ge=-1)]
    on: bool


class HostMute(Struct, tag="host_mute", forbid_unknown_fields=True):
    """The host mutes (or unmutes) a seat for the whole table: its messages are refused."""

    host_token: str
    seat: Annotated[int, Meta(ge=0)]
    on: bool


class Hold(Struct, tag="hold", forbid_unknown_fields=True):
    """The host pauses the game (``on``) or plays it on: while it is held no clock runs and
    nobody acts; the decision at hand gets its whole time again when it plays on."""

    host_token: str
    on: bool


class Replace(Struct, tag="replace", forbid_unknown_fields=True):
    """The host gives a seat whose player is gone for good to a bot, for the rest of the
    game: its token holds it no more."""

    host_token: str
    seat: Annotated[int, Meta(ge=0)]


class Mail(Struct, tag="mail", forbid_unknown_fields=True):
    """A seated player of a turn-based table gives the address to tell them by e-mail when the
    table waits on them and they are not connected (at most one mail a turn), or removes it
    (``address`` null). Never shown to anyone; answered by ``mail`` to this connection only.
    ``lang``: the language of the mails (the page's)."""

    address: str | None
    lang: Language = "en"


ClientMessage = (Hello | Join | Start | Act | Back | Ping | AutoAnswer | Again | Keep | Say | Mute | HostMute
                 | Hold | Replace | Mail)

# --- server -> client ----------------------------------------------------------


class Welcome(Struct, tag="welcome"):
    """The answer to ``hello``: the seat this connection holds (null: none), and the
    facts of the cards and characters this table plays with (its player count, variant
    and expansions), so that no client keeps a copy of them."""

    seat: int | None
    table: TableInfo
    cards: CardFacts


class Joined(Struct, tag="joined"):
    """The answer to ``join``: keep ``token``, the only key to the seat."""

    seat: int
    token: str


class TableChanged(Struct, tag="table"):
    """Sent to everyone when seats, connections or the status change."""

    table: TableInfo


class State(Struct, tag="state"):
    """The game as this connection may see it, after the action numbered ``version``."""

    version: int
    view: View
    legal: list[LegalAction]
    log: list[LogEntry]  # new entries since the last state (all of them after welcome)
    deadline: float | None  # seconds left for the pending decision
    bot_controlled: bool  # this seat is being played by a bot
    auto_answer: bool = False  # this seat asked the server to answer its single-choice decisions
    timeouts: int = 0  # this seat's decisions in a row that ran out of time (its own move starts it again)
    # decisions in a row out of time before a bot plays a seat (0: never): 2 at a live table,
    # the host's misses_to_bot at a turn-based one (the page words its banner from these)
    misses_to_bot: int = 0
    timed_out: bool = False  # a bot plays this seat because it ran out of time misses_to_bot times in a row


class Away(Struct, tag="away"):
    """Sent to a player who comes back (a new connection, or the seat taken back from a
    bot) when the game went on meanwhile: ``since`` is the ``seq`` of the first log entry
    they missed (the page summarises the log from there)."""

    since: int


class ErrorMessage(Struct, tag="error", omit_defaults=True):
    """A refusal; nothing changed."""

    code: ErrorCode
    message: str
    retry_after: float | None = None  # a ``limit``: seconds before trying again, when known


class Pong(Struct, tag="pong"):
    """The answer to ``ping``."""


class ChatMessage(Struct):
    """One chat message; ``seq`` counts the table's messages from 1 (both channels).
    A phrase has ``phrase`` and ``args``, a free text ``text`` (shown as typed)."""

    seq: int
    channel: Channel
    seat: int | None  # null: a spectator
    name: str
    bot: bool
    at: float  # Unix seconds
    phrase: PhraseId | None
    args: PhraseArgs | None
    text: str | None
    lang: ChatLang
    version: int | None = None  # the table's version (actions played) when it was said: a replay's chat follows it


class Chat(Struct, tag="chat"):
    """Chat messages this reader may see, oldest first: the history after ``welcome``,
    then each new one; the spectators' messages when the game is over."""

    messages: list[ChatMessage]


class Mutes(Struct, tag="mutes"):
    """This connection's mutes (``mine``: seats; ``spectators``: the spectators' channel)
    and the seats the host muted for the table; how many messages of each channel it may
    read were kept from it by its mutes (sent again as each new one is kept back)."""

    mine: list[int]
    spectators: bool
    host: list[int]
    hidden_players: int = 0
    hidden_spectators: int = 0


class MailSet(Struct, tag="mail"):
    """To a seated player's connection only, at a turn-based table of a server that sends
    mail: after ``welcome`` and after each ``mail``, whether an address is set for the seat
    (never the address itself). No such frame: this table sends no mail."""

    set: bool


ServerMessage = Welcome | Joined | TableChanged | State | Away | ErrorMessage | Pong | Chat | Mutes | MailSet

# --- encoding ------------------------------------------------------------------

_encoder = msgspec.json.Encoder()
client_decoder = msgspec.json.Decoder(ClientMessage)
server_decoder = msgspec.json.Decoder(ServerMessage)


def encode(message: Struct | dict[str, Any]) -> bytes:
    return _encoder.encode(message)


def encode_state(
    version: int,
    view: dict[str, Any],
    legal: list[dict[str, Any]],
    log: list[dict[str, Any]],
    deadline: float | None,
    bot_controlled: bool,
    auto_answer: bool = False,
    timeouts: int = 0,
    misses_to_bot: int = 0,
    timed_out: bool = False,
) -> bytes:
    """A ``State`` frame from the engine's plain JSON (no copy into Structs)."""
    return _encoder.encode({
        "type": "state", "version": version, "view": view, "legal": legal, "log": log,
        "deadline": deadline, "bot_controlled": bot_controlled, "auto_answer": auto_answer, "timeouts": timeouts,
        "misses_to_bot": misses_to_bot, "timed_out": timed_out,
    })


def error(code: ErrorCode, message: str) -> bytes:
    return _encoder.encode(ErrorMessage(code, message))


def read_client_message(data: str | bytes) -> ClientMessage:
    """Decode one client frame; raises ``msgspec.ValidationError`` / ``DecodeError``
    whose text names what was wrong."""
    return client_decoder.decode(data)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of every message and HTTP body (``bang schema``)."""
    (client, server, settings, created, info), defs = msgspec.json.schema_components(
        [ClientMessage, ServerMessage, Settings, CreatedTable, TableInfo],
        ref_template="#/$defs/{name}",
    )
    defs = dict(sorted({**defs, "ClientMessage": client, "ServerMessage": server}.items()))
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Bang table protocol",
        "description": (
            "Every websocket frame is one of ClientMessage (client to server) or ServerMessage "
            "(server to client), tagged by its \"type\". Settings is the body of POST /api/tables, "
            "CreatedTable its answer, TableInfo the answer to GET /api/tables/ID. See docs/protocol.md."
        ),
        "$defs": defs,
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
    }
