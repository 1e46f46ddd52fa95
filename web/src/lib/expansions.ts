// The expansions a host may add, as the server says them (GET /api/expansions): each one's
// key and what it brings, and the combinations the engine refuses with its reason. The
// front end keeps no list of its own: the host form, the lobby and "your tables" name
// whatever the server and the table's settings hold (names: lib/events.ts, boxName).

import type { ExpansionFacts } from './events';

export interface Refused {
  expansions: string[];
  reason: string; // the engine's, in English
}

export interface ExpansionList {
  expansions: ExpansionFacts[];
  refused: Refused[];
}

/** GET /api/expansions; throws with the server's message (or the status) when it fails. */
export async function loadExpansions(fetcher: typeof fetch = fetch): Promise<ExpansionList> {
  const res = await fetcher('/api/expansions');
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  const body = (await res.json()) as ExpansionList;
  if (!Array.isArray(body.expansions) || !Array.isArray(body.refused)) throw new Error('malformed answer');
  return body;
}

/** The refused combination that ticking `key` beside `ticked` would complete, or null: the
 * others of it are what `key` is not played with. */
export function conflictOf(list: ExpansionList, ticked: readonly string[], key: string): Refused | null {
  if (ticked.includes(key)) return null;
  const would = new Set([...ticked, key]);
  return list.refused.find((r) => r.expansions.includes(key) && r.expansions.every((k) => would.has(k))) ?? null;
}

/** The expansions offered on their own: those that are no other's option. */
export function standalone(list: ExpansionList): ExpansionFacts[] {
  return list.expansions.filter((e) => !e.needs?.length);
}

/** The options of `key`: the expansions that need it (The Bullet's cards need High Noon). */
export function optionsOf(list: ExpansionList, key: string): ExpansionFacts[] {
  return list.expansions.filter((e) => e.needs?.includes(key));
}

/** What `key` needs that is not in `ticked` (empty: nothing, it may be ticked). */
export function missingFor(list: ExpansionList, ticked: readonly string[], key: string): string[] {
  const needs = list.expansions.find((e) => e.key === key)?.needs ?? [];
  return needs.filter((k) => !ticked.includes(k));
}

/** `keys` (a stored form's, say) less those the server does not offer, less an option
 * without what it needs, and less any that would complete a refused combination with those
 * kept before it, in the server's order. */
export function playable(list: ExpansionList, keys: readonly string[]): string[] {
  const kept: string[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const { key } of list.expansions) {
      if (!keys.includes(key) || kept.includes(key)) continue;
      if (missingFor(list, kept, key).length === 0 && conflictOf(list, kept, key) === null) {
        kept.push(key);
        grew = true;
      }
    }
  }
  return list.expansions.map((e) => e.key).filter((k) => kept.includes(k));
}
