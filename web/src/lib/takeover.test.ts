import { describe, expect, it } from 'vitest';
import { takeoverNotes } from './table.svelte';
import { logSegments } from './format';
import { plainText } from './i18n';
import type { LogEntry, SeatInfo, TableInfo } from './protocol';

function table(seats: Partial<SeatInfo>[]): TableInfo {
  return {
    id: 't',
    status: 'playing',
    settings: {},
    message: null,
    seats: seats.map((s, i) => ({ seat: i, name: `P${i}`, bot: false, connected: true, bot_controlled: false, ...s })),
  } as TableInfo;
}

describe('a bot taking over a seat, or handing it back, is in the log (issue 18, defect 9)', () => {
  it('notes each change of a player\'s seat, never a bot\'s own', () => {
    const before = table([{}, { bot: true }, {}]);
    const gone = table([{ bot_controlled: true, connected: false }, { bot: true, bot_controlled: true }, {}]);
    expect(takeoverNotes(before, gone)).toEqual([{ type: 'bot_took_over', player: 0 }]);
    expect(takeoverNotes(gone, before)).toEqual([{ type: 'bot_handed_back', player: 0 }]);
    expect(takeoverNotes(before, before)).toEqual([]);
  });

  it('words both lines', () => {
    const say = (type: string, lang: 'en' | 'fa' = 'en') =>
      plainText(logSegments(lang, { seq: 1.01, type, player: 0 } as LogEntry, () => 'Ann')!, lang);
    expect(say('bot_took_over')).toBe('Ann is away: a bot plays for them until they come back.');
    expect(say('bot_handed_back')).toBe('Ann is back: the bot hands the seat back.');
    expect(say('bot_took_over', 'fa')).toContain('ربات');
  });
});
