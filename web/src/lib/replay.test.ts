import { describe, expect, it } from 'vitest';
import { chatAt, frameOf, momentPath, nextTurn, parseMoment, prevTurn, replayText, turnStart, type ReplayFrame } from './replay';
import { shown, waitsOnYou, yourCharacter, type MyTable } from './mytables';
import { parseRoute } from './route';
import type { ChatMessage, TableInfo, View } from './protocol';
import en from '../i18n/replay/en';
import { LANGS } from './i18n';

const REPLAY_FILES = import.meta.glob<object>('../i18n/replay/*.ts', { eager: true, import: 'default' });

// turns: the deal (0), then turns 1, 1, 2, 2, 2, 3
const TURNS = [0, 1, 1, 2, 2, 2, 3];
const frames: ReplayFrame[] = TURNS.map((turn, version) => ({
  version,
  turn,
  actor: version ? 0 : null,
  log: version,
  view: {} as View,
}));

describe('a replay moment', () => {
  it('is read from a table link and written back', () => {
    expect(parseMoment('')).toBeNull();
    expect(parseMoment('?seat=2&turn=12')).toEqual({ view: 2, turn: 12, step: null });
    expect(parseMoment('?seat=all&step=40')).toEqual({ view: 'all', turn: null, step: 40 });
    expect(parseMoment('?replay')).toEqual({ view: null, turn: null, step: null });
    expect(parseMoment('?seat=-1&turn=x')).toEqual({ view: null, turn: null, step: null });
    expect(momentPath('ab_C', 'all', frames[4])).toBe('/t/ab_C?seat=all&turn=2&step=4');
    expect(parseRoute('/t/ab_C', '?seat=1&turn=2')).toEqual({ page: 'replay', id: 'ab_C', moment: { view: 1, turn: 2, step: null } });
    expect(parseRoute('/t/ab_C', '')).toEqual({ page: 'table', id: 'ab_C', watch: false });
    expect(parseRoute('/t/ab_C/watch', '?seat=1')).toEqual({ page: 'table', id: 'ab_C', watch: true });
  });

  it('points at a step, else the first step of its turn', () => {
    expect(frameOf(frames, { view: null, turn: 2, step: null })).toBe(3);
    expect(frameOf(frames, { view: null, turn: 2, step: 5 })).toBe(5);
    expect(frameOf(frames, { view: null, turn: null, step: 99 })).toBe(6);
    expect(frameOf(frames, { view: null, turn: 9, step: null })).toBe(6);
    expect(frameOf(frames, null)).toBe(0);
  });

  it('moves by turns', () => {
    expect(turnStart(frames, 1)).toBe(1);
    expect(nextTurn(frames, 0)).toBe(1);
    expect(nextTurn(frames, 1)).toBe(3);
    expect(nextTurn(frames, 6)).toBe(6);
    expect(prevTurn(frames, 4)).toBe(3); // to the start of this turn
    expect(prevTurn(frames, 3)).toBe(1); // already there: the turn before
    expect(prevTurn(frames, 1)).toBe(0);
  });

  it('shows the chat said by the step shown (without a version: at the end)', () => {
    const said = (seq: number, version: number | undefined) => ({ seq, version }) as ChatMessage;
    const chat = [said(1, 0), said(2, 3), said(3, undefined), said(4, 6)];
    expect(chatAt(chat, frames, 0).map((m) => m.seq)).toEqual([1]);
    expect(chatAt(chat, frames, 3).map((m) => m.seq)).toEqual([1, 2]);
    expect(chatAt(chat, frames, 6).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('is worded in every language, with the same words', () => {
    for (const { code } of LANGS) {
      const words = REPLAY_FILES[`../i18n/replay/${code}.ts`];
      expect(words, code).toBeDefined();
      expect(Object.keys(words).sort(), code).toEqual(Object.keys(en).sort());
    }
    expect(replayText('fa', 'step', { step: 12, count: 80 })).toBe('گام ۱۲ از ۸۰');
    expect(replayText('ru', 'players', { count: 5 })).toBe('5 игроков');
    expect(replayText('en', 'players', { count: 1 })).toBe('1 player');
  });
});

describe('your tables', () => {
  const table = (id: string, status: TableInfo['status']) => ({ id, status, settings: {}, seats: [], message: null }) as TableInfo;
  it('lists running tables first, then lobbies, then finished ones of the last days', () => {
    const day = 86_400_000;
    const now = 100 * day;
    const mine: MyTable[] = [
      { info: table('old', 'over'), since: now - 8 * day, seat: null },
      { info: table('done', 'over'), since: now - 1 * day, seat: null },
      { info: table('wait', 'lobby'), since: now - 2 * day, seat: null },
      { info: table('play', 'playing'), since: now - 3 * day, seat: null },
    ];
    expect(shown(mine, now).map((x) => x.info.id)).toEqual(['play', 'wait', 'done']);
  });
  it('lists first the tables whose game waits on your seat, with your character', () => {
    const now = 1_000_000;
    const at = (id: string, deciding: number | null, seat: number | null) =>
      ({ info: { ...table(id, 'playing'), deciding, seats: [{ seat: 1, name: 'Ann', bot: false, connected: true, bot_controlled: false, character: 'el_gringo' }] }, since: now, seat }) as MyTable;
    const tables = [at('other', 0, 1), at('yours', 1, 1), at('unknown', 1, null)];
    expect(shown(tables, now).map((x) => x.info.id)).toEqual(['yours', 'other', 'unknown']);
    expect(waitsOnYou(tables[1]) && !waitsOnYou(tables[0]) && !waitsOnYou(tables[2])).toBe(true);
    expect(yourCharacter(tables[1])).toBe('el_gringo');
  });
});
