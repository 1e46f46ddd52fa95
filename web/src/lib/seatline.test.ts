import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableStore } from './table.svelte';
import { TableSocket } from './ws';
import type { LegalAction, View } from './protocol';
import { LANGS, translate } from './i18n';
import { seatLine, seatLineText, type SeatClock } from './seatline';

// The seat's banner (components/SeatBanner.svelte) words a missed deadline from the server's
// `state` (timeouts, misses_to_bot, timed_out): a turn-based table's host picks misses_to_bot
// (0: never, 1..10), a live table's is 2; the page keeps no such rule of its own.

type StateFrame = Extract<Parameters<TableStore['receive']>[0], { type: 'state' }>;

function frame(over: Partial<StateFrame> = {}): StateFrame {
  const players = [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, alive: true, hp: 4, max_hp: 4 }));
  const view = { seat: 0, players, pending: { player: 0, kind: 'play' }, prompt: null } as unknown as View;
  const end = { code: 7, do: 'end' } as LegalAction;
  return { type: 'state', version: 3, view, legal: [end], log: [], deadline: 3600, bot_controlled: false, ...over };
}

/** The banner's words in English once the store has read this frame (null: no banner). */
function banner(over: Partial<StateFrame>, seated = true): string | null {
  vi.stubGlobal('location', { protocol: 'http:', host: 'bang.test' });
  vi.spyOn(TableSocket.prototype, 'send').mockImplementation(() => true);
  const store = new TableStore('t', false);
  store.receive(frame(over));
  const line = seatLine(store, seated);
  return line && seatLineText('en', line);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the seat banner after a missed deadline', () => {
  it('says no bot will come at a table where none ever takes a seat (misses_to_bot 0)', () => {
    expect(banner({ timeouts: 0, misses_to_bot: 0 })).toBeNull();
    for (const timeouts of [1, 2, 5]) {
      const words = banner({ timeouts, misses_to_bot: 0 });
      expect(words).toBe(translate('en', 'seat.timedOutNoBot'));
      expect(words).toContain('default was played for you');
      expect(words).toContain('No bot takes your seat');
      expect(words).not.toMatch(/runs out again/);
    }
  });

  it('says a bot took the seat at the first miss of a table that gives it at one (misses_to_bot 1)', () => {
    expect(banner({ timeouts: 0, misses_to_bot: 1 })).toBeNull();
    const words = banner({ timeouts: 1, misses_to_bot: 1, bot_controlled: true, timed_out: true });
    expect(words).toBe('You ran out of time, so a bot is playing your seat.');
  });

  it('counts down the misses left at a table that gives the seat at three (misses_to_bot 3)', () => {
    expect(banner({ timeouts: 1, misses_to_bot: 3 })).toBe(
      'Time ran out, so the default was played for you. If it runs out 2 more times in a row, a bot takes your seat.',
    );
    expect(banner({ timeouts: 2, misses_to_bot: 3 })).toBe(
      'Time ran out, so the default was played for you. If it runs out again, a bot takes your seat.',
    );
    expect(banner({ timeouts: 3, misses_to_bot: 3, bot_controlled: true, timed_out: true })).toBe(
      'You ran out of time 3 times in a row, so a bot is playing your seat.',
    );
  });

  it("keeps a live table's words (misses_to_bot 2), and a lost connection's", () => {
    expect(banner({ timeouts: 1, misses_to_bot: 2 })).toBe(
      'Time ran out, so the default was played for you. If it runs out again, a bot takes your seat.',
    );
    expect(banner({ timeouts: 2, misses_to_bot: 2, bot_controlled: true, timed_out: true })).toBe(
      'You ran out of time 2 times in a row, so a bot is playing your seat.',
    );
    // away: a bot plays the seat whatever the count of misses
    expect(banner({ timeouts: 1, misses_to_bot: 2, bot_controlled: true, timed_out: false })).toBe(
      'You were disconnected, so a bot is playing your seat.',
    );
    // a seat out of the game (or a spectator) is told nothing of its clock
    expect(banner({ timeouts: 1, misses_to_bot: 2 }, false)).toBeNull();
  });

  it('picks its key and count from the server fields alone', () => {
    const clock = (over: Partial<SeatClock>): SeatClock => ({
      botControlled: false, timedOut: false, timeouts: 1, missesToBot: 2, ...over,
    });
    expect(seatLine(clock({ missesToBot: 5, timeouts: 1 }), true)).toEqual({ key: 'seat.timedOutBotIn', count: 4 });
    expect(seatLine(clock({ missesToBot: 10, timeouts: 9 }), true)).toEqual({ key: 'seat.timedOutBotIn', count: 1 });
    expect(seatLine(clock({ missesToBot: 0, timeouts: 7 }), true)).toEqual({ key: 'seat.timedOutNoBot' });
    expect(seatLine(clock({ botControlled: true, timedOut: true, timeouts: 5, missesToBot: 5 }), true))
      .toEqual({ key: 'seat.botTimedOut', count: 5 });
  });

  it('words each count in every language, in its own plural form', () => {
    for (const { code } of LANGS) {
      const never = seatLineText(code, { key: 'seat.timedOutNoBot' });
      for (const count of [1, 2, 3, 5, 9]) {
        const left = seatLineText(code, { key: 'seat.timedOutBotIn', count });
        const took = seatLineText(code, { key: 'seat.botTimedOut', count });
        for (const words of [left, took]) {
          expect(words, `${code} ${count}`).not.toMatch(/\{\w+\}/);
          if (count > 1) expect(words, `${code} ${count}`).toContain(new Intl.NumberFormat(code).format(count));
        }
        expect(left, `${code} ${count}`).not.toBe(never);
        if (code !== 'en') expect(left, `${code} ${count}`).not.toBe(seatLineText('en', { key: 'seat.timedOutBotIn', count }));
      }
    }
  });
});
