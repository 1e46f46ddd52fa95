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

/** `keys` (a stored form's, say) less those the server does not offer, and less any that
 * would complete a refused combination with those kept before it, in the server's order. */
export function playable(list: ExpansionList, keys: readonly string[]): string[] {
  const kept: string[] = [];
  for (const { key } of list.expansions) {
    if (keys.includes(key) && conflictOf(list, kept, key) === null) kept.push(key);
  }
  return kept;
}
