// Translations: pure functions over the dictionaries in src/i18n/. The reactive
// "current language" lives in locale.svelte.ts; everything here takes the
// language as an argument so it can be unit-tested without Svelte.

import en from '../i18n/en';
import { LANGUAGES } from '../i18n/languages';
import { parseCard, rankSuit } from './cards';
import type { CardId, Seat } from './protocol';

export type Plural = { zero?: string; one?: string; two?: string; few?: string; many?: string; other: string };
export type Msg = string | Plural;
type Shape<T> = { [K in keyof T]: T[K] extends string | Plural ? Msg : Shape<T[K]> };
export type Messages = Shape<typeof en>;

/** A language of the client: src/i18n/languages.ts lists them, one line each. */
export type Lang = keyof typeof LANGUAGES;

export const LANGS: readonly { code: Lang; name: string; dir: 'ltr' | 'rtl' }[] = (
  Object.entries(LANGUAGES) as [Lang, { name: string; dir: 'ltr' | 'rtl' }][]
).map(([code, { name, dir }]) => ({ code, name, dir }));

/** The dictionary files a registry looked for and did not find ("../i18n/cardtext/xx.ts"):
 * that language reads English there until it has one (src/lib/languages.test.ts fails). */
export const MISSING_DICTIONARIES: string[] = [];

/** One kind of dictionary for every language, from the files `import.meta.glob` found in
 * `folder` (one a language, named by its code: "../i18n/cardtext/" + "it.ts"). */
export function byLanguage<T>(files: Record<string, T>, folder: string): Record<Lang, T> {
  const english = files[`${folder}en.ts`];
  if (english === undefined) throw new Error(`no English dictionary in ${folder}`);
  const out = {} as Record<Lang, T>;
  for (const { code } of LANGS) {
    const file = `${folder}${code}.ts`;
    if (files[file] === undefined) MISSING_DICTIONARIES.push(file);
    out[code] = files[file] ?? english;
  }
  return out;
}

/** A main dictionary's file: its words, and the cases it declines card names in (below). */
type MainFile = { default: Messages; cardsAccusative?: Record<string, string> };
const MAIN_FILES = import.meta.glob<MainFile>(['../i18n/*.ts', '!../i18n/languages.ts'], { eager: true });

export const MESSAGES: Record<Lang, Messages> = byLanguage(
  Object.fromEntries(Object.entries(MAIN_FILES).map(([file, module]) => [file, module.default])),
  '../i18n/',
);

/** A grammatical case a message may put a card's name in: ``{card_accs}`` is ``card`` as
 * the object of a verb ("Сыграть {card_accs}": "Сыграть Бочку"). A language gives the
 * forms that differ from the name (Russian: src/i18n/ru.ts, ``cardsAccusative``); any
 * other name, and every name of a language without them, is said as it is. */
export type Case = 'accs';
const CASES: readonly Case[] = ['accs'];
const CARD_CASES: Partial<Record<Lang, Record<Case, Record<string, string>>>> = Object.fromEntries(
  LANGS.flatMap(({ code }) => {
    const accusative = MAIN_FILES[`../i18n/${code}.ts`]?.cardsAccusative; // (export const cardsAccusative)
    return accusative ? [[code, { accs: accusative }]] : [];
  }),
);

/** ``{card_accs}``: the parameter ``card`` in the accusative; else the name itself. */
function casedField(field: string): [string, Case | undefined] {
  const cut = field.lastIndexOf('_');
  const grammaticalCase = field.slice(cut + 1) as Case;
  return cut > 0 && CASES.includes(grammaticalCase) ? [field.slice(0, cut), grammaticalCase] : [field, undefined];
}

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, x);
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return LANGS.find((l) => l.code === lang)?.dir ?? 'ltr';
}

/** The best language for a browser: the stored choice, else navigator.languages. */
export function guessLang(stored: string | null, preferred: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const p of preferred) {
    const base = p.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

// Dotted keys of the dictionary, e.g. "ui.join" or "log.played".
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | Plural ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type Key = Leaves<typeof en>;

function lookup(lang: Lang, key: string): Msg {
  const get = (m: Messages): Msg | undefined => {
    let node: unknown = m;
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node as Msg | undefined;
  };
  return get(MESSAGES[lang]) ?? get(en as Messages) ?? key;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

function choose(lang: Lang, msg: Msg, count: number | undefined): string {
  if (typeof msg === 'string') return msg;
  if (count === undefined) return msg.other;
  if (count === 0 && msg.zero) return msg.zero;
  return msg[pluralCategory(lang, count)] ?? msg.other;
}

export function fmtNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(lang).format(n);
}

export type Param = string | number;

/** A message as plain text: numbers are localized, the plural picked by `count`. */
export function translate(lang: Lang, key: Key, params: Record<string, Param> = {}): string {
  return fillMessage(lang, lookup(lang, key), params);
}

/** Any message (of this file's words or another's: chat, replay) filled in as plain text. */
export function fillMessage(lang: Lang, msg: Msg, params: Record<string, Param> = {}): string {
  const count = typeof params.count === 'number' ? params.count : undefined;
  return choose(lang, msg, count).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name] ?? params[casedField(name)[0]]; // (a text is said as it is, in any case)
    if (v === undefined) return whole;
    return typeof v === 'number' ? fmtNumber(lang, v) : v;
  });
}

// --- Segments: messages with names and cards kept apart, for rich rendering ----------

export type Seg =
  | { t: 'text'; text: string }
  | { t: 'player'; seat: Seat | null; name: string }
  | { t: 'card'; id: CardId; case?: Case };

/** A card named without its chip (a kind, or a card whose suit does not matter): plain
 * text in the message, in the case its placeholder asks ({as_accs}). */
export type CardWord = { t: 'name'; kind: string };

export type SegParam = Param | Seg | Seg[] | CardWord;

/** A message split into segments, so names (bdi) and cards (chips) render apart. */
export function segments(lang: Lang, key: Key, params: Record<string, SegParam> = {}): Seg[] {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const template = choose(lang, lookup(lang, key), count);
  const out: Seg[] = [];
  const text = (s: string) => {
    if (!s) return;
    const last = out[out.length - 1];
    if (last && last.t === 'text') last.text += s;
    else out.push({ t: 'text', text: s });
  };
  const parts = template.split(/\{(\w+)\}/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) return text(part);
    const [field, grammaticalCase] = params[part] === undefined ? casedField(part) : [part, undefined];
    const v = params[field];
    if (v === undefined) return text(`{${part}}`);
    if (typeof v === 'number') return text(fmtNumber(lang, v));
    if (typeof v === 'string') return text(v);
    if (!Array.isArray(v) && v.t === 'name') return text(cardName(lang, v.kind, grammaticalCase));
    for (const seg of Array.isArray(v) ? v : [v]) {
      if (seg.t === 'text') text(seg.text);
      else if (seg.t === 'card' && grammaticalCase) out.push({ ...seg, case: grammaticalCase });
      else out.push(seg);
    }
  });
  return out;
}

export function plainText(segs: Seg[], lang: Lang): string {
  return segs
    .map((s) => (s.t === 'text' ? s.text : s.t === 'player' ? s.name : cardLabel(lang, s.id, s.case)))
    .join('');
}

// --- Names -------------------------------------------------------------------------

/** A card's name (of its kind), in ``grammaticalCase`` where the language declines it. */
export function cardName(lang: Lang, idOrKind: string, grammaticalCase?: Case): string {
  const kind = idOrKind.includes('/') ? parseCard(idOrKind).kind : idOrKind;
  const cased = grammaticalCase ? CARD_CASES[lang]?.[grammaticalCase][kind] : undefined;
  if (cased) return cased;
  const cards = MESSAGES[lang].cards as Record<string, Msg>;
  const name = cards[kind] ?? (en.cards as Record<string, string>)[kind] ?? kind;
  return typeof name === 'string' ? name : name.other;
}

/** "BANG! 4♦" */
export function cardLabel(lang: Lang, id: CardId, grammaticalCase?: Case): string {
  const rs = rankSuit(id);
  return rs ? `${cardName(lang, id, grammaticalCase)} ${rs}` : cardName(lang, id, grammaticalCase);
}

function entry(lang: Lang, section: 'characters' | 'abilities' | 'roles' | 'sides', id: string): string {
  const table = MESSAGES[lang][section] as Record<string, Msg>;
  const v = table[id] ?? (en[section] as Record<string, string>)[id] ?? id;
  return typeof v === 'string' ? v : v.other;
}

export const characterName = (lang: Lang, id: string) => entry(lang, 'characters', id);
export const abilityText = (lang: Lang, id: string) => entry(lang, 'abilities', id);
export const roleName = (lang: Lang, id: string) => entry(lang, 'roles', id);
export const sideName = (lang: Lang, id: string) => entry(lang, 'sides', id);

/** What src/lib/languages.test.ts needs to know of a language besides its dictionaries:
 * src/i18n/checks/<code>.ts, one file a language (docs/adding-a-language.md). */
export interface LanguageChecks {
  /** The words rightly the same as English, by dictionary and dotted key ("cards.volcanic"):
   * a gun's make, a borrowed word. Characters' and bots' names may always be the same. */
  sameAsEnglish: Partial<Record<'main' | 'cardtext' | 'events' | 'chat' | 'replay', readonly string[]>>;
  /** A counted noun does not change with the number (Persian, Turkish, Vietnamese: "3 kart"):
   * a message that is plural in English may be one string. */
  invariableNouns?: boolean;
  /** Messages plural in English that this language words without counting a noun, as one
   * string ("Eliminations: {count}"), by dictionary and key: "main:screen.kills". */
  uncounted?: readonly string[];
  /** How the card texts of Dodge City's four green shields say "from the next player's turn
   * on" (never "from your next turn": docs/rulings.md). */
  nextPlayersTurn: RegExp;
}
