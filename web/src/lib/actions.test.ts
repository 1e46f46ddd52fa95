import { describe, expect, it } from 'vitest';
import { abilityShape, dedupe, onePerKind, plays } from './actions';
import type { LegalAction } from './protocol';

describe('answer buttons', () => {
  it('keeps one answer per kind of card, whatever the suit', () => {
    const legal: LegalAction[] = [
      { code: '1', do: 'play', card: 'missed/2S' },
      { code: '2', do: 'play', card: 'missed/KC' },
      { code: '3', do: 'play', card: 'bang/AS', as: 'missed' },
      { code: '4', do: 'play', card: 'bang/4D', as: 'missed' },
      { code: '5', do: 'play', card: 'beer/6H' },
    ];
    expect(onePerKind(legal).map((a) => a.code)).toEqual(['1', '3', '5']);
  });

  it('keeps different targets apart', () => {
    const legal: LegalAction[] = [
      { code: '1', do: 'play', card: 'bang/AS', target: 1 },
      { code: '2', do: 'play', card: 'bang/4D', target: 2 },
    ];
    expect(onePerKind(legal)).toHaveLength(2);
  });
});

describe('Dodge City actions', () => {
  it('tells the abilities apart by their shape, whoever holds them', () => {
    const shape = (a: Partial<LegalAction>) => abilityShape({ code: '0', do: 'ability', ...a });
    expect(shape({ cards: ['bang/AS', 'beer/6H'] })).toBe('heal'); // Sid Ketchum
    expect(shape({ cards: ['bang/AS', 'beer/6H'], target: 2 })).toBe('shoot'); // Doc Holyday
    expect(shape({ cards: ['barrel/QS'] })).toBe('trade'); // José Delgado
    expect(shape({})).toBe('draw'); // Chuck Wengam
    expect(shape({ target: 3 })).toBe('borrow'); // Vera Custer
  });

  it('keeps a card played at each price apart', () => {
    const legal: LegalAction[] = [
      { code: '1', do: 'play', card: 'springfield/KS', target: 1, cards: ['beer/6H'] },
      { code: '2', do: 'play', card: 'springfield/KS', target: 1, cards: ['bang/AS'] },
      { code: '3', do: 'play', card: 'springfield/KS', target: 2, cards: ['beer/6H'] },
      { code: '4', do: 'use', card: 'knife/8H', target: 1 },
    ];
    expect(plays(legal, 'springfield/KS')).toHaveLength(3);
    expect(dedupe(legal)).toHaveLength(4);
  });
});
