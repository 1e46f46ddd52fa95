import { describe, expect, it } from 'vitest';
import { abilityShape, dedupe, volleyAction, volleyNext } from './actions';
import { cardCharges, chargeParts, chargePlaces, chargesOn, chargesPiece, chargesSegs, oneWayEach } from './charges';
import { plainText } from './i18n';
import { Interaction } from './interaction.svelte';
import type { LegalAction, View } from './protocol';
import type { TableStore } from './table.svelte';

// The Valley of Shadows and Armed & Dangerous at the table: the charges read from the view,
// the abilities told apart by their shape, and what a tap chooses in each of their decisions.

const act = (code: string, a: Partial<LegalAction>): LegalAction => ({ code, do: 'play', ...a }) as LegalAction;

function table(legal: LegalAction[], over: Partial<View> = {}) {
  const sent: LegalAction[] = [];
  const view = {
    seat: 0, hand: ['bang/AS', 'aim/6C', 'beer/6H', 'missed/2S'], pending: { player: 0, kind: 'play' },
    prompt: { reason: 'play' }, revealed: [],
    players: [0, 1, 2, 3].map((seat) => ({ seat, name: `P${seat}`, alive: true, in_play: [] })),
    pieces: {}, ...over,
  } as unknown as View;
  const store = { view, legal, act: (a: LegalAction) => sent.push(a) } as unknown as TableStore;
  return { ui: new Interaction(store), sent: () => sent.map((a) => a.code) };
}

describe('charges read from the view', () => {
  const view = {
    pieces: { armed_and_dangerous: { charges: { '0': { 'bomb/7D': 3, character: 2 }, '1': {} } } },
  } as unknown as View;

  it('gives each seat its charges by place, none at a table without Armed & Dangerous', () => {
    const piece = chargesPiece(view);
    expect(piece).not.toBeNull();
    expect(chargesOn(piece, 0, 'bomb/7D')).toBe(3);
    expect(chargesOn(piece, 0, 'character')).toBe(2);
    expect(chargesOn(piece, 1, 'character')).toBe(0);
    expect(chargesOn(piece, 5, 'character')).toBe(0);
    expect([...cardCharges(piece, 0)]).toEqual([['bomb/7D', 3]]);
    expect(chargesPiece({ pieces: {} } as unknown as View)).toBeNull();
    expect(chargesOn(null, 0, 'character')).toBeNull();
    expect(cardCharges(null, 0).size).toBe(0);
  });

  it('reads where a charge may go and what an action pays, in words', () => {
    const legal = [act('1', { do: 'charge', card: 'crate/4D' }), act('2', { do: 'charge' }), act('3', { do: 'charge' })];
    expect([...chargePlaces(legal).keys()]).toEqual(['crate/4D', 'character']);
    const paid = act('4', { do: 'ability', charges: { 'crate/4D': 1, character: 1 } });
    expect(chargeParts(paid)).toEqual([{ place: 'crate/4D', count: 1 }, { place: 'character', count: 1 }]);
    expect(plainText(chargesSegs('en', paid), 'en')).toBe('Crate 4♦: 1 · your character: 1');
    expect(plainText(chargesSegs('fa', paid), 'fa')).toContain('۱');
  });

  it('keeps ways apart by their charges and targets, one per card kind', () => {
    const reloads = [
      act('1', { card: 'reload/10H', charges: { 'bomb/7D': 3 } }),
      act('2', { card: 'reload/10H', charges: { 'bomb/7D': 1, character: 2 } }),
    ];
    expect(dedupe(reloads)).toHaveLength(2);
    const fans = [act('3', { card: 'fanning/2S', targets: [1, 2] }), act('4', { card: 'fanning/2S', targets: [1, 3] })];
    expect(dedupe(fans)).toHaveLength(2);
    const jims = [act('5', { do: 'ability', cards: ['beer/6H'] }), act('6', { do: 'ability', cards: ['beer/6H'] })];
    expect(oneWayEach(jims)).toHaveLength(1);
  });
});

describe('the two boxes\' abilities, told apart by their shape', () => {
  const shape = (a: Partial<LegalAction>) => abilityShape({ code: '0', do: 'ability', ...a });
  it('names each', () => {
    expect(shape({ cards: ['beer/6H'], target: 2 })).toBe('shoot'); // Black Flower (a Clubs card), Flint Westwood
    expect(shape({ target: 2, charges: { character: 2 } })).toBe('pay'); // Mexicali Kid
    expect(shape({ charges: { 'crate/4D': 2 } })).toBe('move'); // Red Ringo; Al Preacher out of turn
    expect(shape({ cards: ['beer/6H'], target_card: 'crate/4D' })).toBe('load'); // Bass Greeves
    expect(shape({ target: 1, target_card: 'crate/4D' })).toBe('take'); // Frankie Canton
    expect(shape({ targets: [1, 2] })).toBe('volley'); // Evelyn Shebang
    expect(shape({ cards: ['missed/2S'] })).toBe('trade'); // Mick Defender, Lemonade Jim (and José Delgado)
  });

  it('follows several targets in order', () => {
    const ways = [act('1', { targets: [1, 2] }), act('2', { targets: [1, 3] }), act('3', { targets: [3] })];
    expect([...volleyNext(ways, []).next]).toEqual([1, 3]);
    expect([...volleyNext(ways, [1]).next]).toEqual([2, 3]);
    expect(volleyAction(ways, [1, 3])?.code).toBe('2');
    expect(volleyAction(ways, [1])).toBeUndefined();
  });
});

describe('what a tap chooses', () => {
  it('places a charge from a button or by tapping the orange card', () => {
    const legal = [act('1', { do: 'charge', card: 'crate/4D' }), act('2', { do: 'charge' })];
    const { ui, sent } = table(legal, { pending: { player: 0, kind: 'charge' }, prompt: { reason: 'charge', left: 1 } } as Partial<View>);
    expect([...ui.usableCards]).toEqual(['crate/4D']);
    ui.clickInPlay('crate/4D');
    expect(sent()).toEqual(['1']);
    ui.clickInPlay('bomb/7D'); // not a place with room: nothing
    expect(sent()).toEqual(['1']);
  });

  it('aims Fanning at its first target, then the second at distance 1 from him', () => {
    const legal = [
      act('1', { card: 'fanning/2S', targets: [1, 2] }),
      act('2', { card: 'fanning/2S', targets: [1, 0 + 3] }),
      act('3', { card: 'fanning/2S', targets: [3] }),
      act('9', { do: 'end' }),
    ];
    const { ui, sent } = table(legal, { hand: ['fanning/2S'] } as Partial<View>);
    ui.clickHand(0);
    expect([...ui.targetSeats]).toEqual([1, 3]);
    ui.clickSeat(1);
    expect(ui.volley).toEqual([1]);
    expect([...ui.targetSeats]).toEqual([2, 3]);
    ui.clickSeat(3);
    expect(sent()).toEqual(['2']);
    ui.reset();
    ui.clickHand(0);
    ui.clickSeat(3); // nobody at distance 1 from him but the player: one target alone
    expect(sent()).toEqual(['2', '3']);
  });

  it('plays a BANG! card alone, or with the Aim tapped in the hand', () => {
    const legal = [
      act('1', { card: 'bang/AS', target: 1 }),
      act('2', { card: 'bang/AS', target: 1, cards: ['aim/6C'] }),
      act('9', { do: 'end' }),
    ];
    const { ui, sent } = table(legal);
    ui.clickHand(0);
    expect(ui.needsPrice).toBe(false);
    expect(ui.optionalPrice).toBe(true);
    expect([...ui.priceCards]).toEqual(['aim/6C']);
    expect(ui.actions.map((a) => a.code)).toEqual(['1']);
    ui.clickHand(1); // the Aim
    expect(ui.price).toBe(1);
    ui.clickSeat(1);
    expect(sent()).toEqual(['2']);
  });

  it('discards Bandidos\' two cards in one answer, or takes the life point', () => {
    const legal = [
      act('1', { do: 'discard', cards: ['bang/AS', 'beer/6H'] }),
      act('2', { do: 'discard', cards: ['aim/6C', 'bang/AS'] }),
      act('3', { do: 'pass' }),
    ];
    const { ui, sent } = table(legal, { pending: { player: 0, kind: 'respond' }, prompt: { reason: 'bandidos', from: 1 } } as Partial<View>);
    expect(ui.multi).toEqual({ what: 'discard', from: 'hand', need: 2 });
    ui.clickHand(2);
    ui.clickHand(0);
    ui.confirmDiscard();
    expect(sent()).toEqual(['1']);
    expect(ui.passAction?.code).toBe('3');
  });

  it('takes two of the cards Poker laid down', () => {
    const legal = [act('1', { do: 'choose', cards: ['beer/6H', 'bang/KD'] }), act('2', { do: 'choose', cards: ['bang/KD', 'missed/3C'] })];
    const { ui } = table(legal, {
      pending: { player: 0, kind: 'choose' }, prompt: { reason: 'poker', from: 0, target: null },
      revealed: ['beer/6H', 'bang/KD', 'missed/3C'],
    } as Partial<View>);
    expect(ui.multi).toEqual({ what: 'choose', from: 'revealed', need: 2 });
    ui.clickRevealed(1, ['beer/6H', 'bang/KD', 'missed/3C']);
    ui.clickRevealed(2, ['beer/6H', 'bang/KD', 'missed/3C']);
    expect(ui.multiAction(['beer/6H', 'bang/KD', 'missed/3C'])?.code).toBe('2');
  });

  it('passes the Bomb to the player tapped', () => {
    const legal = [act('1', { do: 'choose', target: 1 }), act('2', { do: 'choose', target: 3 })];
    const { ui, sent } = table(legal, { pending: { player: 0, kind: 'choose' }, prompt: { reason: 'bomb' } } as Partial<View>);
    expect([...ui.targetSeats]).toEqual([1, 3]);
    ui.clickSeat(3);
    expect(sent()).toEqual(['2']);
  });

  it('picks Evelyn Shebang\'s shots by tapping players, the draw they make once they make one', () => {
    const legal = [
      act('1', { do: 'draw', from: 'deck' }),
      act('2', { do: 'ability', targets: [1] }),
      act('3', { do: 'ability', targets: [3] }),
      act('4', { do: 'ability', targets: [1, 3] }),
    ];
    const { ui } = table(legal, { pending: { player: 0, kind: 'draw' }, prompt: { reason: 'evelyn_shebang' } } as Partial<View>);
    expect([...ui.volleySeats]).toEqual([1, 3]);
    expect(ui.volleyDraw).toBeUndefined();
    ui.clickSeat(3);
    expect(ui.volleyDraw?.code).toBe('3');
    ui.clickSeat(1);
    expect(ui.volleyDraw?.code).toBe('4');
    ui.clickSeat(3);
    expect(ui.volleyDraw?.code).toBe('2');
  });

  it('shoots for Mexicali Kid\'s charges at a player, asking which charges when they may be paid two ways', () => {
    const legal = [
      act('1', { do: 'ability', target: 1, charges: { 'crate/4D': 2 } }),
      act('2', { do: 'ability', target: 1, charges: { 'crate/4D': 1, character: 1 } }),
      act('9', { do: 'end' }),
    ];
    const { ui, sent } = table(legal);
    expect(ui.can('pay')).toBe(true);
    ui.startAbility('pay');
    expect([...ui.targetSeats]).toEqual([1]);
    ui.clickSeat(1);
    expect(ui.targetOptions.map((a) => a.code)).toEqual(['1', '2']);
    expect(sent()).toEqual([]);
  });

  it('puts Bass Greeves\' 2 charges on the orange card chosen after the card discarded', () => {
    const legal = [
      act('1', { do: 'ability', cards: ['beer/6H'], target_card: 'crate/4D' }),
      act('2', { do: 'ability', cards: ['beer/6H'], target_card: 'bomb/7D' }),
      act('3', { do: 'ability', cards: ['bang/AS'], target_card: 'crate/4D' }),
    ];
    const { ui } = table(legal);
    ui.startAbility('load');
    expect(ui.multi).toEqual({ what: 'ability', from: 'hand', need: 1, shape: 'load' });
    ui.clickHand(2);
    expect(ui.multiAction([])).toBeUndefined(); // the orange card is chosen next
    expect(ui.actions.map((a) => a.code)).toEqual(['1', '2']);
  });

  it('shoots with Black Flower\'s one card at a player', () => {
    const legal = [
      act('1', { do: 'ability', cards: ['missed/2S'], target: 1 }),
      act('2', { do: 'ability', cards: ['missed/2S'], target: 2 }),
    ];
    const { ui, sent } = table(legal);
    ui.startAbility('shoot');
    expect(ui.multi?.need).toBe(1);
    ui.clickHand(3);
    expect([...ui.targetSeats]).toEqual([1, 2]);
    ui.clickSeat(2);
    expect(sent()).toEqual(['2']);
  });
});
