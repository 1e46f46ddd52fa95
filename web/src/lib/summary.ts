// The end-of-game summary, read from the log the client already has: how many
// turns, the damage each player dealt and whom they eliminated, and why the
// winning side won.

import type { LogEntry, Seat, Winner } from './protocol';

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

/** The key that says why `winner` won. */
export function whyKey(
  winner: Winner,
  summary: Summary,
): 'screen.whyLaw' | 'screen.whyOutlaws' | 'screen.whySheriffBy' | 'screen.whyRenegade' {
  if (winner === 'law') return 'screen.whyLaw';
  if (winner === 'renegade') return 'screen.whyRenegade';
  return summary.sheriffKiller === null ? 'screen.whyOutlaws' : 'screen.whySheriffBy';
}
