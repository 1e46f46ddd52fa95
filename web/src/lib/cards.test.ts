import { describe, expect, it } from 'vitest';
import { CHARACTER_LIFE, CHARACTERS, reachOf, targetingReach } from './cards';

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
  });

  it('knows every character’s life points', () => {
    for (const c of CHARACTERS) expect([3, 4]).toContain(CHARACTER_LIFE[c]);
    expect(CHARACTER_LIFE.paul_regret).toBe(3);
  });
});
