"""A round's post, ready to paste on the forum: BBCode or Markdown, Russian or English.

    round_post(game, 2, "ru", BBCODE)          # the public post of round 2
    private_post(game, 2, seat, "ru", BBCODE)  # that player's private message ("" if none)

The public post is built from what a spectator is told (``log.told(events, None)``,
through the core's ``redact``), so it holds no hand, no hidden role and no hidden roll;
a private post holds only the events private to its player. The words are in
post_text.py. Call them after the round's deadline (and the master's overrides): the
sheet table is the game as it stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...events import EventKind, EventType
from .dice import FairDice, duel_decider
from .game import ForumGame
from .log import Entry, ForumEventType, told
from .post_text import card_name, character_name, text, why
from .roles import SHERIFF
from .words import cards, in_case

F = ForumEventType
SKIPPED: frozenset[EventKind] = frozenset({EventType.GAME_STARTED, F.ROUND_STARTED})
FROM_TARGET: frozenset[EventKind] = frozenset({
    EventType.DAMAGED, F.UNCONSCIOUS, F.HAT_SAVED, EventType.ANSWERED, EventType.TOOK})
LIFE_LOST = EventType.DAMAGED  # a Dynamite that explodes logs its damage as "damaged" too
LIFE_GAINED: frozenset[EventKind] = frozenset({EventType.HEALED, F.BEER_AT_LAST_LIFE, F.CAME_TO})
COUNTED: frozenset[EventKind] = frozenset({  # their {n} is the card count
    EventType.DREW, F.DREW_FROM_TABLE, F.UNCONSCIOUS, EventType.PENALTY, EventType.TOOK})


@dataclass(frozen=True)
class Markup:
    """How a forum writes bold, a list and a table."""

    name: str

    def bold(self, s: str) -> str:
        return f"[b]{s}[/b]" if self.name == "bbcode" else f"**{s}**"

    def items(self, lines: Sequence[str]) -> str:
        if self.name == "bbcode":
            return "[list]\n" + "".join(f"[*]{line}\n" for line in lines) + "[/list]"
        return "\n".join(f"- {line}" for line in lines)

    def table(self, head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
        if self.name == "bbcode":
            def row(cells: Sequence[str], tag: str) -> str:
                return "[tr]" + "".join(f"[{tag}]{c}[/{tag}]" for c in cells) + "[/tr]"
            return "[table]\n" + "\n".join([row(head, "th"), *(row(r, "td") for r in rows)]) + "\n[/table]"
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
        return "\n".join(lines)

    def plain(self, s: str) -> str:
        """Text a player or the master typed (a name, a reason), shown as written, not as markup.

        BBCode has no escape character, so each ``[`` is followed by an empty bold pair:
        ``[b]Bob`` is posted as ``[[b][/b]b]Bob``, which any BBCode forum (phpBB, MyBB, SMF)
        shows as the literal ``[b]Bob`` (no tag can start at a ``[`` that is followed by
        another tag). Markdown takes a backslash before each character it reads as markup.
        """
        if self.name == "bbcode":
            return s.replace("[", "[[b][/b]")
        for ch in "\\`*_[]|#<>~":
            s = s.replace(ch, "\\" + ch)
        return s


BBCODE, MARKDOWN = Markup("bbcode"), Markup("markdown")


def _events_of(game: ForumGame, round_no: int) -> tuple[list[Entry], list[Entry]]:
    """The round's entries: those posted before its deadline, and the deadline's."""
    start = game.resolved_from.get(round_no, len(game.events))
    posted = [x for x in game.events[:start] if x.round == round_no]
    resolved = [x for x in game.events[start:] if x.round == round_no]
    return posted, resolved


SUCCESS_IS_LOW = {"jesse_james": 2}  # a d6 of 1-2 finds Jesse James a hat; elsewhere a 1 is what counts


def _outcome(lang: str, detail: str, amount: int) -> str:
    """What a d6 "draw!" meant: the rule's words for its result."""
    if detail == "last_chance_give":
        return text(lang, "outcome.last_chance_give").format(n=amount)
    key = f"outcome.{detail}.{'yes' if amount <= SUCCESS_IS_LOW.get(detail, 1) else 'no'}"
    if text(lang, key) == key:
        return text(lang, "outcome.other").format(n=amount)
    return text(lang, key)


def _duel(lang: str, rolls: tuple[int, ...], who: tuple[str, str]) -> tuple[str, str, str]:
    """A Duel's two 6d6 and who was hit and why (dice.duel_decider)."""
    a, b = rolls[:len(rolls) // 2], rolls[len(rolls) // 2:]
    place = duel_decider(a, b)
    if place is None:
        outcome = text(lang, "outcome.duel.none")
    elif a[place] == 1 and b[place] == 1:
        outcome = text(lang, "outcome.duel.both").format(k=place + 1)
    else:
        first, loser = (who[0], who[1]) if a[place] == 1 else (who[1], who[0])
        outcome = text(lang, "outcome.duel.one").format(k=place + 1, who=first, loser=loser)
    return " ".join(map(str, a)), " ".join(map(str, b)), outcome


CASE_FIELD = re.compile(r"\{([pt])_(\w+)\}")


def _words(lang: str, key: str, names: dict[str, str], escape: Markup) -> tuple[str, dict[str, str]]:
    """The wording of ``key`` and its names in the cases it asks for; its "~" wording
    (no case needed) when the dictionary is not sure of a name's case (words.py)."""
    wording = text(lang, key)
    fields: dict[str, str] = {}
    for who, case in CASE_FIELD.findall(wording):
        form = in_case(names[who], case) if names[who] else None
        if form is None:
            return text(lang, key + "~"), {}
        fields[f"{who}_{case}"] = escape.plain(form)
    return wording, fields


def _line(game: ForumGame, x: Entry, lang: str, m: Markup, private: bool = False) -> str:
    def raw(seat: int | None) -> str:
        return "" if seat is None else game.players[seat].name

    e, kind, rolls = x.event, x.event.type.value, x.rolls
    key = f"line.{kind}"
    if private and text(lang, key + "_private") != key + "_private":
        key += "_private"
    elif e.type is EventType.DREW:
        key = "line.drew_open" if e.cards else "line.drew_hidden_draw" if e.detail == "draw" else "line.drew_hidden"
    elif e.type is EventType.PLAYED and e.detail:
        key = "line.played_as"
    elif e.type is EventType.DYNAMITE_EXPLODED and e.detail == "last":
        key = "line.dynamite_exploded_last"
    elif e.type is EventType.PLAYED and x.cards and x.cards[0] in ("duel", "general_store"):
        key = f"line.played_{x.cards[0]}"
    if text(lang, key) == key:
        key = "line.other"
    dice = " ".join(map(str, rolls))
    dice_a = dice_b = outcome = pick = ""
    amount = e.amount or (rolls[0] if e.type is F.CHECK and rolls else 0)
    if e.type is F.DUEL:
        dice_a, dice_b, outcome = _duel(lang, rolls, (m.plain(raw(e.player)), m.plain(raw(e.target))))
    elif e.type is F.CHECK:
        outcome = _outcome(lang, e.detail, amount)
        pick = text(lang, "pick").format(n=amount) if len(rolls) > 1 else ""
    cause = e.detail
    if e.type is EventType.ELIMINATED:
        cause = text(lang, f"role.{e.detail}")
    elif e.type is EventType.GAME_OVER:
        cause = text(lang, f"side.{e.detail}")
    elif key == "line.other":
        cause = kind.replace("_", " ")
    elif kind.startswith("override_"):
        cause = m.plain(e.detail)  # the master's own words
    else:
        cause = why(lang, e.detail)
    wording, cased = _words(lang, key, {"p": raw(e.player), "t": raw(e.target)}, m)
    out = wording.format(
        p=m.plain(raw(e.player)), t=m.plain(raw(e.target)), n=e.card_count if e.type in COUNTED else amount,
        cards=", ".join(card_name(c, lang) for c in x.cards), dice=dice, why=cause,
        cards_n=cards(lang, e.card_count), dice_a=dice_a, dice_b=dice_b, outcome=outcome, pick=pick,
        **cased, **{"as": card_name(e.detail, lang) if e.type is EventType.PLAYED else ""})
    if e.target is not None and "{t" not in wording and e.type is not F.DUEL and e.type is not F.DUEL_OFF:
        joint = "from" if e.type in FROM_TARGET else "to"
        wording, cased = _words(lang, joint, {"p": raw(e.player), "t": raw(e.target)}, m)
        out += wording.format(t=m.plain(raw(e.target)), **cased)
    if rolls and e.type is F.SHOT:
        out += text(lang, "head.shot_dice").format(dice=dice)
    return out


def _public(entries: list[Entry]) -> list[Entry]:
    return [x for x in told(entries, None) if x.event.type not in SKIPPED]


def round_post(game: ForumGame, round_no: int, lang: str, m: Markup, seed_hash: str = "",
               reveal: tuple[int, str] | None = None) -> str:
    """The public post of ``round_no``: each player's moves, the deadline's events with
    every public die, the lives lost and gained, the fallen, and every character's sheet.
    ``seed_hash`` (the first post) and ``reveal`` (seed, salt: the last) prove the dice."""
    posted, resolved = _events_of(game, round_no)
    posted, resolved = _public(posted), _public(resolved)
    parts = [m.bold(text(lang, "head.round").format(n=round_no))]
    if seed_hash:
        parts.append(text(lang, "head.seed_hash").format(why=seed_hash))
        if isinstance(game.dice, FairDice):
            shown = ", ".join(f"{m.plain(p.name)}: «{m.plain(part)}»" if lang == "ru" else
                              f"{m.plain(p.name)}: \"{m.plain(part)}\"" for p, part in zip(game.players, game.dice.parts,
                                                                                          strict=True))
            parts.append(text(lang, "head.parts").format(why=shown))
    parts.append(m.bold(text(lang, "head.moves")))
    moves = []
    for seat, p in enumerate(game.players):
        mine = [_line(game, x, lang, m) for x in posted if x.event.player == seat]
        head = f"{m.bold(m.plain(p.name))} ({character_name(p.character, lang)})"
        moves.append(f"{head}: " + ("; ".join(mine) if mine else text(lang, "head.no_moves")))
    parts.append(m.items(moves))
    others = [_line(game, x, lang, m) for x in posted if x.event.player is None]
    if others:
        parts.append(m.items(others))
    parts.append(m.bold(text(lang, "head.deadline")))
    deadline = [_line(game, x, lang, m) for x in resolved]
    parts.append(m.items(deadline) if deadline else text(lang, "head.nothing"))
    parts.append(m.bold(text(lang, "head.lives")))
    parts.append(_lives(game, posted + resolved, lang, m))
    parts.append(m.bold(text(lang, "head.fallen")))
    parts.append(_fallen(game, posted + resolved, lang, m))
    parts.append(m.bold(text(lang, "head.sheet")))
    parts.append(sheet_table(game, lang, m))
    if game.over:
        side = game.result or "round_cap"
        parts.append(m.bold(text(lang, "head.game_over").format(why=text(lang, f"side.{side}"))))
        parts.append(winners_line(game, lang, m))
    if reveal is not None:
        parts.append(text(lang, "head.seed_reveal").format(n=reveal[0], why=reveal[1]))
    return "\n\n".join(parts) + "\n"


def _lives(game: ForumGame, entries: list[Entry], lang: str, m: Markup) -> str:
    change: dict[int, int] = {}
    set_to: dict[int, int] = {}
    for e in (x.event for x in entries):
        if e.player is None:
            continue
        if e.type is LIFE_LOST:
            change[e.player] = change.get(e.player, 0) - e.amount
        elif e.type in LIFE_GAINED:
            change[e.player] = change.get(e.player, 0) + e.amount
        elif e.type is F.OVERRIDE_LIFE:
            set_to[e.player] = e.amount
    lines = []
    for seat, p in enumerate(game.players):
        who = m.plain(p.name)
        if change.get(seat):
            key = "life.lost" if change[seat] < 0 else "life.gained"
            lines.append(text(lang, key).format(p=who, n=abs(change[seat])))
        if seat in set_to:
            lines.append(text(lang, "life.set").format(p=who, n=set_to[seat]))
    return m.items(lines) if lines else text(lang, "head.nothing")


def _fallen(game: ForumGame, entries: list[Entry], lang: str, m: Markup) -> str:
    lines = []
    for seat, p in enumerate(game.players):
        if not p.alive and any(x.event.type is EventType.ELIMINATED and x.event.player == seat
                               for x in entries):
            lines.append(f"{m.plain(p.name)}: {text(lang, 'state.out')} ({text(lang, f'role.{p.role}')})")
        elif p.alive and p.unconscious:
            lines.append(f"{m.plain(p.name)}: {text(lang, 'state.unconscious')}")
    return m.items(lines) if lines else text(lang, "head.nothing")


def winners_line(game: ForumGame, lang: str, m: Markup) -> str:
    """Who won, each with their role ("Победители: Анна (Шериф), Bob (Помощник шерифа)")."""
    won = [f"{m.plain(game.players[s].name)} ({text(lang, f'role.{game.players[s].role}')})"
           for s in game.winners()]
    return text(lang, "head.winners").format(why=", ".join(won)) if won else text(lang, "head.no_winners")


def sheet_table(game: ForumGame, lang: str, m: Markup) -> str:
    """Every character's sheet as the table sees it: the role only when public (every role
    once the game is over)."""
    head = [text(lang, f"col.{c}") for c in ("player", "character", "life", "equipment", "hand",
                                               "role", "state")]
    rows = []
    for p in game.players:
        public = p.role == SHERIFF or not p.alive or game.over
        role = text(lang, f"role.{p.role}") if public else text(lang, "role.hidden")
        state = "alive" if p.conscious else "unconscious" if p.alive else "out"
        kit = ", ".join(card_name(c, lang) for _, c in sorted(p.equipment.items()))
        rows.append([m.plain(p.name), character_name(p.character, lang), f"{p.life}/{p.max_life}",
                     kit or "—", str(len(p.hand)), role, text(lang, f"state.{state}")])
    return m.table(head, rows)


def private_post(game: ForumGame, round_no: int, seat: int, lang: str, m: Markup) -> str:
    """What ``seat`` alone is told of ``round_no``: hidden draws, cards given in private,
    the master's changes to the hand ("" when there is nothing)."""
    mine = [x for x in game.events if x.round == round_no and x.event.private_to is not None
            and seat in x.event.private_to]
    if not mine:
        return ""
    wording, cased = _words(lang, "head.private", {"p": game.players[seat].name, "t": ""}, m)
    head = m.bold(wording.format(p=m.plain(game.players[seat].name), n=round_no, **cased))
    return head + "\n\n" + m.items([_line(game, x, lang, m, private=True) for x in mine]) + "\n"
