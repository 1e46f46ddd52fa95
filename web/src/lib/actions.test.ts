import { describe, expect, it } from 'vitest';
import { onePerKind } from './actions';
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
