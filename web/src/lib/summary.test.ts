import { describe, expect, it } from 'vitest';
import { summarize, whyKey } from './summary';
import type { LogEntry } from './protocol';

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

  it('says why the side won', () => {
    const s = summarize(log);
    expect(whyKey('outlaws', s)).toBe('screen.whySheriffBy');
    expect(whyKey('outlaws', summarize([]))).toBe('screen.whyOutlaws');
    expect(whyKey('law', s)).toBe('screen.whyLaw');
    expect(whyKey('renegade', s)).toBe('screen.whyRenegade');
  });
});
