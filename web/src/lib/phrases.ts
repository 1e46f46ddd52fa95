// The table's quick phrases (docs/protocol.md, "Table chat"). A phrase travels as
// its id and arguments (a seat, a card kind) and every reader sees it in their own
// language: "{player} is an Outlaw!" written in Persian reads in Russian for the
// Russian player.
//
// PHRASES mirrors src/bang/server/phrases.py (a python test reads this file): one
// phrase a line, `  id: { group: '...', args: [...] },`, in the same order.

import { byLanguage, fillMessage, type Lang, type Seg } from './i18n';
import { kindsInPlay } from './cards';
import en from '../i18n/chat/en';

export type PhraseGroup = 'claims' | 'accusations' | 'requests' | 'reactions';
export type PhraseArg = 'player' | 'card';

export const PHRASE_GROUPS: readonly PhraseGroup[] = ['claims', 'accusations', 'requests', 'reactions'];

export const PHRASES = {
  claim_deputy: { group: 'claims', args: [] },
  claim_outlaw: { group: 'claims', args: [] },
  claim_renegade: { group: 'claims', args: [] },
  claim_not_outlaw: { group: 'claims', args: [] },
  claim_not_renegade: { group: 'claims', args: [] },
  claim_sheriff_friend: { group: 'claims', args: [] },
  accuse_outlaw: { group: 'accusations', args: ['player'] },
  accuse_renegade: { group: 'accusations', args: ['player'] },
  accuse_deputy: { group: 'accusations', args: ['player'] },
  trust: { group: 'accusations', args: ['player'] },
  dont_shoot_me: { group: 'requests', args: [] },
  dont_shoot: { group: 'requests', args: ['player'] },
  shoot: { group: 'requests', args: ['player'] },
  heal_sheriff: { group: 'requests', args: [] },
  help_me: { group: 'requests', args: [] },
  truce: { group: 'requests', args: ['player'] },
  beware_card: { group: 'requests', args: ['player', 'card'] },
  play_card: { group: 'requests', args: ['card'] },
  hello: { group: 'reactions', args: [] },
  thanks: { group: 'reactions', args: [] },
  sorry: { group: 'reactions', args: [] },
  well_played: { group: 'reactions', args: [] },
  gg: { group: 'reactions', args: [] },
  ouch: { group: 'reactions', args: [] },
  oops: { group: 'reactions', args: [] },
  wait: { group: 'reactions', args: [] },
  yes: { group: 'reactions', args: [] },
  no: { group: 'reactions', args: [] },
  haha: { group: 'reactions', args: [] },
} as const satisfies Record<string, { group: PhraseGroup; args: readonly PhraseArg[] }>;

export type PhraseId = keyof typeof PHRASES;
export const PHRASE_IDS = Object.keys(PHRASES) as PhraseId[];

/** The card kinds a phrase may name: those of this table's deck (its card facts; the
 * server takes any kind of bang.cards.Kind). */
export function phraseCards(): readonly string[] {
  return kindsInPlay();
}

export type PhraseArgs = { player?: number; card?: string };

/** The chat's own words in one language: the phrases and the panel's labels. */
export interface ChatWords {
  phrases: Record<PhraseId, string>;
  groups: Record<PhraseGroup, string>;
  ui: typeof en.ui;
}

export const CHAT_WORDS: Record<Lang, ChatWords> = byLanguage(
  import.meta.glob<ChatWords>('../i18n/chat/*.ts', { eager: true, import: 'default' }),
  '../i18n/chat/',
);

export function isPhrase(id: unknown): id is PhraseId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(PHRASES, id);
}

export function phraseArgs(id: PhraseId): readonly PhraseArg[] {
  return PHRASES[id].args;
}

export function phrasesOf(group: PhraseGroup): PhraseId[] {
  return PHRASE_IDS.filter((id) => PHRASES[id].group === group);
}

/** Whether `args` hold exactly what phrase `id` takes (a seat number, a card kind). */
export function argsComplete(id: PhraseId, args: PhraseArgs): boolean {
  const want = phraseArgs(id);
  const keys = Object.keys(args).filter((k) => args[k as PhraseArg] !== undefined);
  if (keys.length !== want.length || !keys.every((k) => (want as readonly string[]).includes(k))) return false;
  if (want.includes('player') && !(Number.isInteger(args.player) && (args.player ?? -1) >= 0)) return false;
  if (want.includes('card') && !phraseCards().includes(args.card ?? '')) return false;
  return true;
}

/**
 * Phrase `id` in `lang`, split into segments: the player as a name (isolated when
 * rendered), the card as a card chip; a missing argument reads "…" (the picker's
 * buttons show the phrases that way before a player or card is chosen).
 */
export function phraseSegments(
  lang: Lang,
  id: PhraseId,
  args: PhraseArgs | null,
  nameOf: (seat: number) => string,
): Seg[] {
  const template = CHAT_WORDS[lang].phrases[id] ?? en.phrases[id];
  const out: Seg[] = [];
  template.split(/\{(\w+)\}/).forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) out.push({ t: 'text', text: part });
    } else if (part === 'player' && typeof args?.player === 'number') {
      out.push({ t: 'player', seat: args.player, name: nameOf(args.player) });
    } else if (part === 'card' && typeof args?.card === 'string') {
      out.push({ t: 'card', id: args.card });
    } else {
      out.push({ t: 'text', text: '…' });
    }
  });
  return out;
}

export type ChatKey = keyof ChatWords['ui'];

/** One of the chat panel's labels in `lang`, {name} placeholders filled, the plural picked by `count`. */
export function chatText(lang: Lang, key: ChatKey, params: Record<string, string | number> = {}): string {
  return fillMessage(lang, CHAT_WORDS[lang].ui[key] ?? en.ui[key], params);
}
