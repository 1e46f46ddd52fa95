import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterLives, parseCard, setCardFacts, weaponRange } from './cards';
import { TEST_FACTS } from './testfacts';

beforeAll(() => setCardFacts(TEST_FACTS));
afterAll(() => setCardFacts(null));

describe('the server’s card facts', () => {
  it('reads every character’s life points and every colour from the server’s facts', () => {
    for (const c of Object.keys(TEST_FACTS.characters)) expect([3, 4, 5, 9]).toContain(characterLives(c));
    expect(characterLives('big_spencer')).toBe(9);
    expect(characterLives('paul_regret')).toBe(3);
    expect(characterLives('vera_custer')).toBe(3);
    expect(parseCard('barrel/QS').blue).toBe(true);
    expect(parseCard('sombrero/7C').green).toBe(true);
    expect(parseCard('sombrero/7C').blue).toBe(false);
    expect(parseCard('brawl/JS').colour).toBe('brown');
    expect(weaponRange('rev_carabine')).toBe(4);
    expect(weaponRange('knife')).toBe(0);
  });

  it('knows nothing without facts: every card is brown, no weapon has a range', () => {
    setCardFacts(null);
    expect(parseCard('barrel/QS').blue).toBe(false);
    expect(weaponRange('winchester')).toBe(0);
    setCardFacts(TEST_FACTS);
  });
});
