import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterLives, parseCard, reachOf, setCardFacts, targetingReach, weaponRange } from './cards';
import { TEST_FACTS } from './testfacts';

beforeAll(() => setCardFacts(TEST_FACTS));
afterAll(() => setCardFacts(null));

describe('reach', () => {
  it('is the Colt’s 1, or the weapon in play', () => {
    expect(reachOf([])).toBe(1);
    expect(reachOf(['mustang/8H'])).toBe(1);
    expect(reachOf(['barrel/QS', 'winchester/8S'])).toBe(5);
  });

  it('marks players in range only while the hand holds a card that hits one', () => {
    expect(targetingReach(['beer/6H', 'duel/QD'], 'bart_cassidy', 3)).toBeNull();
    expect(targetingReach(['bang/AS'], 'bart_cassidy', 3)).toBe(3);
    expect(targetingReach(['missed/2S'], 'bart_cassidy', 3)).toBeNull();
    expect(targetingReach(['missed/2S'], 'calamity_janet', 2)).toBe(2);
    expect(targetingReach(['panic/JH'], 'bart_cassidy', 4)).toBe(1);
    expect(targetingReach(['punch/10S'], 'bart_cassidy', 4)).toBe(1);
    // a green card in play that can be used now counts too
    expect(targetingReach([], 'bart_cassidy', 3, ['pepperbox/AH'])).toBe(3);
    expect(targetingReach(['beer/6H'], 'bart_cassidy', 3, ['knife/8H'])).toBe(1);
    expect(targetingReach([], 'bart_cassidy', 3, ['buffalo_rifle/QC'])).toBeNull(); // any distance
  });

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

  it('knows nothing without facts: every card is brown, the Colt reaches 1', () => {
    setCardFacts(null);
    expect(parseCard('barrel/QS').blue).toBe(false);
    expect(reachOf(['winchester/8S'])).toBe(1);
    setCardFacts(TEST_FACTS);
  });
});
