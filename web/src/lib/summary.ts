// The end-of-game summary, read from the log the client already has: how many
// turns, the damage each player dealt and whom they eliminated, and why the
// winning side won.

import type { LogEntry, Seat, View } from './protocol';

export interface PlayerTally {
  dealt: number;
  taken: number;
  kills: number;
}

export interface Summary {
  turns: number;
  tally: Map<Seat, PlayerTally>;
  /** Who eliminated the Sheriff, when someone did. */
  sheriffKiller: Seat | null;
}

export function summarize(log: readonly LogEntry[]): Summary {
  const tally = new Map<Seat, PlayerTally>();
  const of = (seat: Seat) => {
    let t = tally.get(seat);
    if (!t) tally.set(seat, (t = { dealt: 0, taken: 0, kills: 0 }));
    return t;
  };
  let turns = 0;
  let sheriffKiller: Seat | null = null;
  for (const e of log) {
    if (e.type === 'turn_started') turns++;
    else if (e.type === 'damaged' && e.player !== undefined) {
      // player: who is hurt; target: who hurt them (none for Dynamite)
      const amount = e.amount ?? 1;
      of(e.player).taken += amount;
      if (e.target !== undefined && e.target !== null && e.target !== e.player) of(e.target).dealt += amount;
    } else if (e.type === 'eliminated' && e.player !== undefined) {
      const by = e.target !== undefined && e.target !== null && e.target !== e.player ? e.target : null;
      if (by !== null) of(by).kills++;
      if (e.detail === 'sheriff') sheriffKiller = by;
    }
  }
  return { turns, tally, sheriffKiller };
}

export type WhyKey =
  | 'screen.whyLaw'
  | 'screen.whyOutlaws'
  | 'screen.whySheriffBy'
  | 'screen.whyRenegade'
  | 'screen.whyThree'
  | 'screen.whyLastOne';

/** What says why the game was won: a message key and the seat it names ({name}), from the
 * server's facts: the winning side, the winners' seats, the rules in force at the end
 * (each playing for himself), the log (who shot the Sheriff). */
export function whyOf(view: Pick<View, 'winner' | 'winners' | 'players' | 'in_force'>, summary: Summary): { key: WhyKey; seat: Seat | null } | null {
  const winner = view.winner;
  if (!winner) return null;
  if (view.in_force?.last_one_standing) return { key: 'screen.whyLastOne', seat: view.winners?.[0] ?? null };
  if (view.players.length === 3) return { key: 'screen.whyThree', seat: null }; // each hunted another
  if (winner === 'law') return { key: 'screen.whyLaw', seat: null };
  if (winner === 'renegade') return { key: 'screen.whyRenegade', seat: null };
  return summary.sheriffKiller === null
    ? { key: 'screen.whyOutlaws', seat: null }
    : { key: 'screen.whySheriffBy', seat: summary.sheriffKiller };
}
