import { describe, expect, it } from 'vitest';
import type { GoldPiece } from './gold';
import { Interaction } from './interaction.svelte';
import type { LegalAction, View } from './protocol';
import type { TableStore } from './table.svelte';

// What a tap at the table chooses with Gold Rush: a card bought (at once, or how it is used), a
// Beer sold, another's black card's discard paid for, Jacky Murieta's shot, Josh McCloud's card.

const act = (code: string, a: Partial<LegalAction>): LegalAction => ({ code, do: 'play', ...a }) as LegalAction;

function table(legal: LegalAction[], over: Partial<View> = {}) {
  const sent: LegalAction[] = [];
  const piece: GoldPiece = { gold: [3, 0, 0, 0], shop: ['gun_belt', 'wanted', 'bottle'], shop_deck: 21,
    equipment: [[], ['calumet'], [], []], costs: { gun_belt: 2, wanted: 2, bottle: 2 }, discard_costs: { calumet: 4 } };
  const view = {
    seat: 0, hand: ['beer/6H', 'bang/AS'], pending: { player: 0, kind: 'play' }, prompt: { reason: 'play' },
    players: [0, 1, 2, 3].map((seat) => ({ seat, name: `P${seat}`, alive: true, in_play: [] })),
    pieces: { gold_rush: piece }, ...over,
  } as unknown as View;
  const store = { view, legal, act: (a: LegalAction) => sent.push(a) } as unknown as TableStore;
  return { ui: new Interaction(store), sent };
}

describe('Gold Rush at the table: what a tap chooses', () => {
  it('buys a card with one way at once, and asks how for one with several', () => {
    const legal = [
      act('1', { do: 'buy', card: 'gun_belt' }),
      act('2', { do: 'buy', card: 'bottle', as: 'beer' }),
      act('3', { do: 'buy', card: 'bottle', target: 1, as: 'bang' }),
      act('4', { do: 'buy', card: 'bottle', target: 1, target_card: 'hand', as: 'panic' }),
      act('9', { do: 'end' }),
    ];
    const { ui, sent } = table(legal);
    ui.startBuying('gun_belt');
    expect(sent.map((a) => a.code)).toEqual(['1']);
    ui.startBuying('bottle');
    expect(ui.buying).toBe('bottle');
    expect(ui.actions.map((a) => a.code)).toEqual(['2', '3', '4']);
    expect([...ui.targetSeats]).toEqual([1]);
    ui.clickSeat(1); // two ways at Bob: which one is asked
    expect(ui.target).toBe(1);
    expect(ui.targetOptions.map((a) => a.code)).toEqual(['3', '4']);
    ui.clickTargetCard(1, 'hand');
    expect(sent.map((a) => a.code)).toEqual(['1', '4']);
    ui.reset(); // (the next state)
    ui.startBuying('wanted'); // no legal purchase: nothing happens
    expect(ui.buying).toBeNull();
    expect(sent.map((a) => a.code)).toEqual(['1', '4']);
  });

  it('offers a Beer of the hand for sale beside its play', () => {
    const legal = [act('5', { do: 'sell', card: 'beer/6H' }), act('6', { do: 'play', card: 'beer/6H', warn: 'no_effect' })];
    const { ui } = table(legal);
    expect(ui.playable(0)).toBe(true);
    ui.clickHand(0);
    expect(ui.actions.map((a) => a.code).sort()).toEqual(['5', '6']);
    const sellOnly = table([act('5', { do: 'sell', card: 'beer/6H' })]).ui;
    expect(sellOnly.playable(0)).toBe(true); // (a Beer that cannot be drunk may still be sold)
    expect(sellOnly.playable(1)).toBe(false);
  });

  it('asks to confirm a paid discard of another player’s black card', () => {
    const legal = [act('7', { do: 'discard_equipment', target: 1, target_card: 'calumet' }), act('9', { do: 'end' })];
    const { ui, sent } = table(legal);
    expect([...ui.payableCardsOf(1)]).toEqual(['calumet']);
    expect(ui.payableCardsOf(2).size).toBe(0);
    ui.clickPaidDiscard(1, 'calumet');
    expect(ui.paying).toEqual({ seat: 1, card: 'calumet' });
    expect(ui.paidDiscard?.code).toBe('7');
    expect(sent).toEqual([]); // nothing paid before the confirm
    ui.clickPaidDiscard(1, 'calumet'); // a second tap lets it go
    expect(ui.paying).toBeNull();
    // out of the own play phase, none is offered
    expect(table(legal, { pending: { player: 1, kind: 'play' } } as Partial<View>).ui.payableCardsOf(1).size).toBe(0);
  });

  it('aims Jacky Murieta’s paid shot, and Josh McCloud’s card the way he chooses', () => {
    const jacky = table([act('8', { do: 'ability', target: 2 }), act('9', { do: 'end' })]);
    expect(jacky.ui.can('borrow')).toBe(true);
    jacky.ui.startAbility('borrow');
    expect([...jacky.ui.targetSeats]).toEqual([2]);
    jacky.ui.clickSeat(2);
    expect(jacky.sent.map((a) => a.code)).toEqual(['8']);

    const josh = table(
      [act('10', { do: 'choose', card: 'shot', target: 0 }), act('11', { do: 'choose', card: 'shot', target: 3 })],
      { pending: { player: 0, kind: 'choose' }, prompt: { reason: 'josh_mccloud', card: 'shot' } } as Partial<View>,
    );
    expect(josh.ui.joshChoosing).toBe(true);
    expect([...josh.ui.targetSeats].sort()).toEqual([0, 3]);
    josh.ui.clickSeat(3);
    expect(josh.sent.map((a) => a.code)).toEqual(['11']);
  });
});
