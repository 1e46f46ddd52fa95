import { describe, expect, it } from 'vitest';
import { summarize, whyOf } from './summary';
import type { LogEntry, PlayerView, View, Winner } from './protocol';

const log: LogEntry[] = [
  { seq: 1, type: 'game_started' },
  { seq: 2, type: 'turn_started', player: 0 },
  { seq: 3, type: 'damaged', player: 1, target: 0, amount: 1 },
  { seq: 4, type: 'damaged', player: 2, amount: 3 }, // Dynamite: nobody dealt it
  { seq: 5, type: 'turn_started', player: 1 },
  { seq: 6, type: 'damaged', player: 0, target: 1, amount: 2 },
  { seq: 7, type: 'eliminated', player: 0, target: 1, detail: 'sheriff' },
];

describe('summarize', () => {
  it('counts turns, damage dealt and taken, and eliminations', () => {
    const s = summarize(log);
    expect(s.turns).toBe(2);
    expect(s.tally.get(0)).toEqual({ dealt: 1, taken: 2, kills: 0 });
    expect(s.tally.get(1)).toEqual({ dealt: 2, taken: 1, kills: 1 });
    expect(s.tally.get(2)).toEqual({ dealt: 0, taken: 3, kills: 0 });
    expect(s.sheriffKiller).toBe(1);
  });

  it('says why the side won, from the server’s facts', () => {
    const s = summarize(log);
    const five = Array.from({ length: 5 }, (_, seat) => ({ seat }) as PlayerView);
    const over = (winner: Winner, extra: Partial<View> = {}) => ({ winner, winners: [1], players: five, ...extra });
    expect(whyOf(over('outlaws'), s)).toEqual({ key: 'screen.whySheriffBy', seat: 1 });
    expect(whyOf(over('outlaws'), summarize([]))).toEqual({ key: 'screen.whyOutlaws', seat: null });
    expect(whyOf(over('law'), s)?.key).toBe('screen.whyLaw');
    expect(whyOf(over('renegade'), s)?.key).toBe('screen.whyRenegade');
    expect(whyOf(over('outlaw', { players: five.slice(0, 3) }), s)?.key).toBe('screen.whyThree');
    // Wild West Show's last card: each for himself, the winner the one the server names
    const lastOne = over('sheriff', { winners: [3], in_force: { last_one_standing: true } });
    expect(whyOf(lastOne, s)).toEqual({ key: 'screen.whyLastOne', seat: 3 });
    expect(whyOf({ ...over('law'), winner: null }, s)).toBeNull();
  });
});
