import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableStore, heldByHost } from './table.svelte';
import { TableSocket } from './ws';
import type { ClientMessage, LegalAction, TableInfo, View } from './protocol';
import { LANGS, translate } from './i18n';

// A table the host holds (docs/protocol.md, "Turn-based tables"): the server refuses every
// move with `held`, so the page sends none and its buttons say so (store.locked) until the
// host plays on. The browser test (tests/e2e/test_turn_based_browser.py) sees the buttons.

function info(over: Partial<TableInfo> = {}): TableInfo {
  return {
    id: 't',
    status: 'playing',
    settings: {},
    message: null,
    seats: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, bot: seat > 0, connected: true, bot_controlled: false })),
    ...over,
  } as TableInfo;
}

const END: LegalAction = { code: 7, do: 'end' } as LegalAction;

function myTurn(version: number): Extract<Parameters<TableStore['receive']>[0], { type: 'state' }> {
  const players = [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, alive: true, hp: 4, max_hp: 4 }));
  const view = { seat: 0, players, pending: { player: 0, kind: 'play' }, prompt: null } as unknown as View;
  return { type: 'state', version, view, legal: [END], log: [], deadline: 3600, bot_controlled: false };
}

/** A seated page's store fed frames by hand; what it would send, kept (no socket opens). */
function page(): { store: TableStore; sent: ClientMessage[] } {
  vi.stubGlobal('location', { protocol: 'http:', host: 'bang.test' });
  const sent: ClientMessage[] = [];
  vi.spyOn(TableSocket.prototype, 'send').mockImplementation((m: ClientMessage) => {
    sent.push(m);
    return true;
  });
  return { store: new TableStore('t', false), sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a game its host holds', () => {
  it('is held only while it is played and the host said so', () => {
    expect(heldByHost(null)).toBe(false);
    expect(heldByHost(info())).toBe(false);
    expect(heldByHost(info({ held: false }))).toBe(false);
    expect(heldByHost(info({ held: true }))).toBe(true);
    // (a table paused by an error, or over, is not the host's hold: other words say so)
    expect(heldByHost(info({ held: true, status: 'paused' }))).toBe(false);
    expect(heldByHost(info({ held: true, status: 'over' }))).toBe(false);
  });

  it('locks every move of the page until the host plays on', () => {
    const { store, sent } = page();
    store.receive({ type: 'table', table: info() });
    store.receive(myTurn(5));
    expect(store.held).toBe(false);
    expect(store.locked).toBe(false);

    store.receive({ type: 'table', table: info({ held: true }) });
    expect(store.held).toBe(true);
    expect(store.locked).toBe(true); // "End my turn" and the other buttons are disabled
    store.act(END);
    expect(sent).toEqual([]); // nothing the server would refuse with `held`
    expect(store.busy).toBe(false);

    store.receive({ type: 'table', table: info({ held: false }) }); // the host plays on
    expect(store.locked).toBe(false);
    store.act(END);
    expect(sent).toEqual([{ type: 'act', code: 7, version: 5 }]);
    expect(store.locked).toBe(true); // now because that move is on its way (busy)
    store.receive(myTurn(6));
    expect(store.locked).toBe(false);
  });

  it('says so beside the buttons in every language', () => {
    const english = translate('en', 'ui.heldNoMoves');
    expect(english).toBe('The host has paused the game: your moves wait until it plays on.');
    expect(LANGS).toHaveLength(12);
    for (const { code } of LANGS) {
      const line = translate(code, 'ui.heldNoMoves');
      expect(line, code).not.toBe(translate(code, 'ui.heldByHost')); // more than the banner's words
      if (code !== 'en') expect(line, code).not.toBe(english); // its own words, not English read instead
    }
  });
});
