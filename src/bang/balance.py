"""The table and the plot of ``bang balance``: each side's win rate by player count,
with its 95% interval, and the mean game length.

The plot is drawn with matplotlib, the optional extra ``plot`` (``pip install
'bang[plot]'``): the core install does without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

SIDE_COLOURS = {"law": "#2f6db5", "outlaws": "#c0392b", "renegade": "#7d8b2a",
                "deputy": "#2f6db5", "outlaw": "#c0392b"}
SIDE_LABELS = {"law": "Law (Sheriff + Deputies); Deputy at 3", "outlaws": "Outlaws; Outlaw at 3",
               "renegade": "Renegade(s)"}
# with 3 players the sides are roles: drawn in the colour and column of their side at 4-8
_COLUMN = {"deputy": "law", "outlaw": "outlaws"}


def markdown(rows: Sequence[dict[str, Any]], level: str, seed: int, expansions: Sequence[str] = ()) -> str:
    """The rows of ``balance`` (as JSON) as a Markdown table (played with ``expansions``)."""
    games = sorted({r["games"] for r in rows})
    count = ", ".join(str(g) for g in games)
    played = f" with {', '.join(expansions)}" if expansions else ""
    lines = [f"Every seat `{level}`{played}, {count} games a player count (seeds {seed} and on); "
             "win rate of each side, 95% Wilson interval", "",
             "| players | games | law (Deputy at 3) | Outlaws (Outlaw at 3) | Renegade(s) | mean turns |",
             "| --- | --- | --- | --- | --- | --- |"]
    for row in rows:
        cells = [f"{100 * s['rate']:.1f}% [{100 * s['low']:.1f}, {100 * s['high']:.1f}]"
                 for s in row["sides"].values()]
        lines.append(f"| {row['players']} | {row['games']} | {' | '.join(cells)} | {row['mean_turns']:.1f} |")
    return "\n".join(lines)


def plot(rows: Sequence[dict[str, Any]], level: str, path: Path) -> None:
    """Grouped bars (one group a player count, one bar a side) with 95% intervals,
    the mean game length under each group; written as a PNG to ``path``."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SystemExit("bang balance --plot needs matplotlib: pip install 'bang[plot]'") from None
    columns = ("law", "outlaws", "renegade")
    width = 0.26
    fig, ax = plt.subplots(figsize=(9, 4.8), dpi=110)
    for k, column in enumerate(columns):
        xs, rates, lows, highs = [], [], [], []
        for i, row in enumerate(rows):
            for side, s in row["sides"].items():
                if _COLUMN.get(side, side) == column:
                    xs.append(i + (k - 1) * width)
                    rates.append(100 * s["rate"])
                    lows.append(100 * (s["rate"] - s["low"]))
                    highs.append(100 * (s["high"] - s["rate"]))
        ax.bar(xs, rates, width, yerr=[lows, highs], capsize=3, color=SIDE_COLOURS[column],
               label=SIDE_LABELS[column], error_kw={"elinewidth": 1})
    ax.set_xticks(range(len(rows)),
                  [f"{r['players']} players\n{r['mean_turns']:.0f} turns" for r in rows])
    ax.set_ylabel("games won (%)")
    ax.set_ylim(0, 100)
    ax.grid(axis="y", alpha=0.3)
    games = sorted({r["games"] for r in rows})
    count = f"{games[0]:,}" if len(games) == 1 else f"{games[0]:,}-{games[-1]:,}"
    ax.set_title(f"BANG! balance: every seat the '{level}' bot, {count} games a player count, 95% intervals")
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    fig.tight_layout()
    fig.savefig(path, format="png")
    plt.close(fig)
