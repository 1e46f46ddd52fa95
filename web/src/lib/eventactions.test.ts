import { describe, expect, it } from 'vitest';
import {
  eventActionSegs,
  eventActions,
  eventShape,
  inPlayDiscards,
  markedForSwap,
  sniperCards,
  sniperShots,
  sniperTargets,
  swapAction,
  swapPlan,
  swappable,
} from './eventactions';
import { plainText } from './i18n';
import type { LegalAction } from './protocol';

let code = 0;
const act = (a: Omit<LegalAction, 'code'>): LegalAction => ({ code: String(++code), ...a });
const nameOf = (s: number) => ['Ann', 'Bob', 'Cyd'][s] ?? '?';

describe('the event cards\' decisions, by the shape of their actions', () => {
  it('tells each shape apart', () => {
    expect(eventShape(act({ do: 'event', choice: 'red' }))).toBe('guess');
    expect(eventShape(act({ do: 'event', cards: ['bang/AS', 'bang/KD'], target: 2 }))).toBe('sniper');
    expect(eventShape(act({ do: 'event', cards: ['beer/6H'] }))).toBe('mark');
    expect(eventShape(act({ do: 'event', cards: ['beer/6H', 'bang/AS'] }))).toBe('swap');
    expect(eventShape(act({ do: 'event', target: 1 }))).toBe('give');
    expect(eventShape(act({ do: 'event' }))).toBe('plain');
  });

  it('finds The Daltons\' discards of cards in play, not of the hand', () => {
    const legal = [act({ do: 'discard', cards: ['barrel/QS'] }), act({ do: 'discard', cards: ['jail/4H'] })];
    expect(inPlayDiscards(legal, ['bang/AS'])).toHaveLength(2);
    expect(inPlayDiscards([act({ do: 'discard', cards: ['bang/AS'] })], ['bang/AS'])).toHaveLength(0);
  });

  it('pairs two BANG! cards for a Sniper shot, at the players the server allows', () => {
    const legal = [
      act({ do: 'event', cards: ['bang/AS', 'bang/KD'], target: 1 }),
      act({ do: 'event', cards: ['bang/AS', 'bang/KD'], target: 2 }),
      act({ do: 'play', card: 'bang/AS', target: 1 }),
      act({ do: 'end' }),
    ];
    expect([...sniperCards(legal)].sort()).toEqual(['bang/AS', 'bang/KD']);
    expect([...sniperTargets(legal)].sort()).toEqual([1, 2]);
    expect(sniperShots(legal, ['bang/KD', 'bang/AS']).map((a) => a.target)).toEqual([1, 2]);
    expect(sniperShots(legal, ['bang/AS', 'bang/AS'])).toEqual([]);
  });

  it('plans a Ranch swap: each card marked, one state at a time, then the swap', () => {
    const marking = [
      act({ do: 'event', cards: ['beer/6H'] }),
      act({ do: 'event', cards: ['bang/AS'] }),
      act({ do: 'event', cards: ['jail/4H'] }),
      act({ do: 'pass' }),
    ];
    expect([...swappable(marking)].sort()).toEqual(['bang/AS', 'beer/6H', 'jail/4H']);
    const plan = swapPlan(marking, ['beer/6H', 'jail/4H'])!;
    expect(plan).toEqual([{ cards: ['beer/6H'] }, { cards: ['jail/4H'] }, { swap: true }]);
    expect(swapAction(marking, plan[0])?.cards).toEqual(['beer/6H']);
    // once marked, the swap of the marked cards is offered
    const marked = [act({ do: 'event', cards: ['bang/AS'] }), act({ do: 'event' }), act({ do: 'pass' })];
    expect(swapAction(marked, plan[2])?.do).toBe('event');
    expect(swapAction(marked, plan[2])?.cards).toBeUndefined();
    expect(swapAction([act({ do: 'end' })], plan[2])).toBeUndefined(); // gone: the plan stops
    expect(swapPlan(marking, ['missed/5S'])).toBeNull();
    expect(swapPlan(marking, [])).toBeNull();
  });

  it('sends one action when the server offers the whole swap at once', () => {
    const whole = [act({ do: 'event', cards: ['beer/6H', 'jail/4H'] }), act({ do: 'event', cards: ['beer/6H'] })];
    expect(swapPlan(whole, ['jail/4H', 'beer/6H'])).toEqual([{ cards: ['jail/4H', 'beer/6H'] }]);
  });

  it('words any event action it has no words of its own for', () => {
    const words = (a: LegalAction, event: string | null = 'blood_brothers') => plainText(eventActionSegs('en', a, event, nameOf), 'en');
    expect(words(act({ do: 'event', target: 2 }))).toBe('Blood Brothers: Cyd');
    expect(words(act({ do: 'event', choice: 'black' }), 'peyote')).toBe('Peyote: Black');
    expect(words(act({ do: 'event', cards: ['bang/AS', 'bang/KD'], target: 1 }), 'sniper')).toBe('Sniper: BANG! A♠ BANG! K♦ Bob');
    expect(words(act({ do: 'event' }), 'hard_liquor')).toBe('Hard Liquor');
    expect(plainText(eventActionSegs('fa', act({ do: 'event', choice: 'red' }), 'peyote', nameOf), 'fa')).toBe('پیوت: سرخ');
    expect(eventActions([act({ do: 'event' }), act({ do: 'event' }), act({ do: 'end' })])).toHaveLength(1);
  });

  it('finds the cards marked for a swap already: those of the hand no action offers (Ranch)', () => {
    const hand = ['bang/AS', 'beer/6H', 'missed/2S'];
    const legal = [act({ do: 'event', cards: ['bang/AS'] }), act({ do: 'event' })];
    expect(markedForSwap(hand, legal, 2)).toEqual(['beer/6H', 'missed/2S']);
    expect(markedForSwap(hand, [act({ do: 'event' })], 3)).toEqual(hand); // every card marked
    expect(markedForSwap(hand, legal, 0)).toEqual([]); // none marked: nothing is
  });
});
