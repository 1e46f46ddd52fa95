import { describe, expect, it } from 'vitest';
import { parseCard } from './cards';
import { refusalText } from './cardtext';
import { logSegments, promptSegments } from './format';
import {
  discardCost,
  equipmentOf,
  goldPiece,
  nuggetsOf,
  paidDiscards,
  purchases,
  sales,
  sharedReason,
  shopItems,
  type GoldPiece,
} from './gold';
import { LANGS, plainText, type Lang } from './i18n';
import type { LegalAction, LogEntry, View } from './protocol';

const names = ['Ann', 'Bob', 'Cyd', 'بهرام'];
const nameOf = (s: number) => names[s] ?? '?';

// The piece as bang GoldRush.seen_by sends it to seat 0 in her play phase
const PIECE: GoldPiece = {
  gold: [2, 0, 5, 1],
  shop: ['shot', 'calumet', 'shot'],
  shop_deck: 21,
  equipment: [[], ['gun_belt', 'wanted'], [], []],
  costs: { shot: 1, calumet: 3 },
  discard_costs: { gun_belt: 3, wanted: 3 },
  refusals: { calumet: { code: 'not_enough_gold', cost: 3, gold: 2 } },
};
const act = (code: string, a: Partial<LegalAction>): LegalAction => ({ code, do: 'play', ...a }) as LegalAction;
const LEGAL: LegalAction[] = [
  act('1', { do: 'buy', card: 'shot', target: 0 }),
  act('2', { do: 'buy', card: 'shot', target: 1 }),
  act('3', { do: 'buy', card: 'shot', target: 0 }), // the other copy: the same purchase
  act('4', { do: 'sell', card: 'beer/6H' }),
  act('5', { do: 'play', card: 'beer/6H', warn: 'no_effect' }),
  act('6', { do: 'discard_equipment', target: 1, target_card: 'gun_belt' }),
  act('7', { do: 'end' }),
];

describe('Gold Rush: the shop and the nuggets, from the view', () => {
  it('reads the piece, or null at a table without Gold Rush', () => {
    expect(goldPiece({ pieces: { gold_rush: PIECE } } as unknown as View)).toBe(PIECE);
    expect(goldPiece({ pieces: {} } as unknown as View)).toBeNull();
    expect(goldPiece(null)).toBeNull();
    expect(nuggetsOf(PIECE, 2)).toBe(5);
    expect(nuggetsOf(null, 2)).toBeNull();
    expect(equipmentOf(PIECE, 1)).toEqual(['gun_belt', 'wanted']);
    expect(equipmentOf(null, 1)).toEqual([]);
    expect(discardCost(PIECE, 'gun_belt')).toBe(3);
    expect(discardCost(PIECE, 'calumet')).toBeNull();
  });

  it('lists each card of the shop with its price, its purchases and the server’s reason', () => {
    const items = shopItems(PIECE, LEGAL);
    expect(items.map((i) => [i.id, i.cost, i.buys.length, i.reason?.code ?? null])).toEqual([
      ['shot', 1, 2, null], // two ways (at herself, at Bob), the second copy's the same
      ['calumet', 3, 0, 'not_enough_gold'],
      ['shot', 1, 2, null],
    ]);
    expect(purchases(LEGAL, 'calumet')).toEqual([]);
    expect(sales(LEGAL, 'beer/6H').map((a) => a.code)).toEqual(['4']);
    expect([...paidDiscards(LEGAL, 1)].map(([card, a]) => [card, a.code])).toEqual([['gun_belt', '6']]);
    expect(paidDiscards(LEGAL, 2).size).toBe(0);
  });

  it('says a reason shared by every card once, and none when some card can be bought', () => {
    const closed: GoldPiece = {
      ...PIECE,
      refusals: { shot: { code: 'shop_closed' }, calumet: { code: 'shop_closed' } },
    };
    expect(sharedReason(shopItems(closed, []))).toEqual({ code: 'shop_closed' });
    expect(sharedReason(shopItems(PIECE, LEGAL))).toBeNull();
    const dear: GoldPiece = {
      ...PIECE,
      refusals: {
        shot: { code: 'not_enough_gold', cost: 1, gold: 0 },
        calumet: { code: 'not_enough_gold', cost: 3, gold: 0 },
      },
    };
    expect(sharedReason(shopItems(dear, []))).toBeNull(); // each card says its own price
  });

  it('words the reasons in every language, the price in the reader’s digits', () => {
    expect(refusalText('en', { code: 'not_enough_gold', cost: 3, gold: 2 }, nameOf)).toBe('It costs 3 gold nuggets.');
    expect(refusalText('fa', { code: 'not_enough_gold', cost: 3, gold: 2 }, nameOf)).toContain('۳');
    for (const { code } of LANGS) {
      const text = refusalText(code, { code: 'shop_closed' }, nameOf);
      expect(text.length, code).toBeGreaterThan(10);
      expect(text, code).not.toContain('{');
    }
  });

  it('tells the black equipment apart from the other colours', () => {
    expect(parseCard('calumet').black).toBe(true);
    expect(parseCard('shot').black).toBe(false);
    expect(parseCard('barrel/QS').black).toBe(false);
  });
});

describe('Gold Rush in the log and the prompts', () => {
  const line = (e: Partial<LogEntry>, lang: Lang = 'en') => {
    const segs = logSegments(lang, { seq: 0, type: 'ability', ...e } as LogEntry, nameOf);
    return segs === null ? null : plainText(segs, lang);
  };

  it('says who bought what, sold what, paid whom to discard what, and took nuggets', () => {
    expect(line({ player: 0, amount: 2, detail: 'paid buy gun_belt' })).toBe('Ann bought Gun Belt for 2 gold nuggets.');
    expect(line({ player: 0, amount: 1, detail: 'paid buy shot' })).toBe('Ann bought Shot for 1 gold nugget.');
    expect(line({ type: 'played', player: 0, cards: ['beer/6H'], count: 1, detail: 'sold' })).toBe(
      'Ann sold Beer 6♥ for a gold nugget.',
    );
    expect(line({ player: 0, amount: 1, detail: 'gold beer' })).toBeNull(); // the sale says it
    expect(line({ player: 0, amount: 4, detail: 'paid discard calumet' })).toBeNull(); // the discard says it
    expect(line({ type: 'discarded', player: 1, target: 0, cards: ['calumet'], count: 1, detail: 'gold' })).toBe(
      'Ann paid to make Bob discard Calumet.',
    );
    expect(line({ player: 2, amount: 1, detail: 'gold wound' })).toBe('Cyd takes a gold nugget for the life point lost.');
    expect(line({ player: 2, amount: 3, detail: 'gold wound' })).toBe('Cyd takes 3 gold nuggets for the life points lost.');
    expect(line({ player: 1, amount: 1, detail: 'gold lucky_charm' })).toBe('Bob takes a gold nugget (Lucky Charm).');
    expect(line({ player: 1, amount: 2, detail: 'gold simeon_picos' })).toBe('Bob takes 2 gold nuggets (Simeon Picos).');
    expect(line({ player: 1, amount: 1, detail: 'paid gold_pan' })).toBe('Bob pays 1 gold nugget (Gold Pan).');
    expect(line({ player: 1, amount: 2, detail: 'paid jacky_murieta' })).toBe('Bob pays 2 gold nuggets (Jacky Murieta).');
    expect(line({ player: 1, target: 2, detail: 'jacky_murieta' })).toBe('Bob shoots at Cyd (Jacky Murieta).');
    expect(line({ player: 1, cards: ['bottle'], count: 1, detail: 'josh_mccloud' })).toBe(
      'Bob takes Bottle from the top of the equipment deck.',
    );
    expect(line({ type: 'played', player: 0, target: 1, cards: ['shot'], count: 1 })).toBe('Ann played Shot for Bob.');
    expect(line({ type: 'played', player: 0, cards: ['bottle'], count: 1, detail: 'as beer' })).toBe(
      'Ann played Bottle as Beer.',
    );
  });

  it('has the lines in every language, with the reader’s digits and no placeholder left', () => {
    for (const { code } of LANGS) {
      for (const e of [
        { player: 0, amount: 3, detail: 'paid buy calumet' },
        { type: 'discarded', player: 1, target: 0, cards: ['calumet'], count: 1, detail: 'gold' },
        { type: 'played', player: 0, cards: ['beer/6H'], count: 1, detail: 'sold' },
        { player: 2, amount: 2, detail: 'gold wound' },
        { player: 2, amount: 1, detail: 'gold wanted' },
        { player: 1, amount: 2, detail: 'paid rucksack' },
      ] as Partial<LogEntry>[]) {
        const text = line(e, code);
        expect(text, `${code} ${e.detail}`).toBeTruthy();
        expect(text, `${code} ${e.detail}`).not.toMatch(/\{\w+\}/);
      }
    }
    expect(line({ player: 0, amount: 3, detail: 'paid buy calumet' }, 'fa')).toContain('۳');
  });

  it('asks Josh McCloud how he uses his card, Dutch Will which to keep, a dying player for the Rucksack', () => {
    const view = (prompt: Record<string, unknown>, me: number, kind = 'choose') =>
      ({ seat: me, pending: { player: 0, kind }, prompt }) as unknown as View;
    const ask = (prompt: Record<string, unknown>, me = 0, lang: Lang = 'en', legal: LegalAction[] = [], kind?: string) =>
      plainText(promptSegments(lang, view(prompt, me, kind), nameOf, legal), lang);
    expect(ask({ reason: 'josh_mccloud', card: 'bottle' })).toBe('Use Bottle at once: choose how.');
    expect(ask({ reason: 'josh_mccloud', card: 'bottle' }, 1)).toBe('Ann uses Bottle at once.');
    expect(ask({ reason: 'dutch_will' })).toContain('you take a gold nugget');
    expect(ask({ reason: 'dutch_will' }, 1, 'ru')).toContain('Ann');
    const rucksack = [act('1', { do: 'use', card: 'rucksack' }), act('2', { do: 'pass' })];
    const dying = { reason: 'dying', from: 1, lives_needed: 1 };
    expect(ask(dying, 0, 'en', rucksack, 'dying')).toBe('You are dying: your Rucksack gives a life point for 2 gold nuggets.');
    expect(ask(dying, 0, 'en', [act('2', { do: 'pass' })], 'dying')).toContain('no Beer can save you');
    for (const { code } of LANGS) {
      expect(ask({ reason: 'josh_mccloud', card: 'bottle' }, 0, code), code).not.toMatch(/\{\w+\}/);
      expect(ask(dying, 0, code, rucksack, 'dying'), code).not.toMatch(/\{\w+\}/);
    }
  });
});
