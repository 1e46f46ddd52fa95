import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWN_LIKE, iconKind } from './cardicons';
import { TEST_FACTS } from './testfacts';

// The component's pictures: each `k === '...'` branch, and the revolvers and rifles it lists.
const SOURCE = readFileSync(new URL('../components/CardIcon.svelte', import.meta.url), 'utf8');
const DRAWN = new Set([
  ...[...SOURCE.matchAll(/k === '(\w+)'/g)].map((m) => m[1]),
  ...[...SOURCE.matchAll(/const (?:weapon|rifle) = \(k: string\) => \[([^\]]*)\]/g)].flatMap((m) =>
    [...m[1].matchAll(/'(\w+)'/g)].map((x) => x[1]),
  ),
]);

describe('card pictures', () => {
  it('reads the pictures the component draws', () => {
    for (const k of ['bang', 'missed', 'dynamite', 'conestoga', 'volcanic', 'winchester']) expect(DRAWN).toContain(k);
  });

  it('draws a kind like another only with a picture that exists, of a kind the server knows', () => {
    for (const [kind, like] of Object.entries(DRAWN_LIKE)) {
      expect(TEST_FACTS.kinds[kind], kind).toBeDefined();
      expect(TEST_FACTS.kinds[like], like).toBeDefined();
      expect(DRAWN, `${kind} -> ${like}`).toContain(like);
      expect(DRAWN, `${kind} has a picture of its own`).not.toContain(kind);
    }
  });

  it('keeps every other kind its own picture', () => {
    expect(iconKind('bomb')).toBe('dynamite');
    expect(iconKind('lemat')).toBe('schofield');
    expect(iconKind('dynamite')).toBe('dynamite');
    expect(iconKind('ghost')).toBe('ghost');
  });
});
