// Every language of src/i18n/languages.ts has every dictionary, every key of the English one
// and no word left in English (docs/adding-a-language.md): the test a language added fails
// until it is complete. What a language may rightly keep in English is listed in its own
// src/i18n/checks/<code>.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CARD_TEXT } from './cardtext';
import { EVENT_WORDS } from './events';
import { LANGS, MESSAGES, MISSING_DICTIONARIES, type Lang, type LanguageChecks, type Msg } from './i18n';
import { CHAT_WORDS } from './phrases';
import { replayText } from './replay';

const CHECKS = import.meta.glob<LanguageChecks>('../i18n/checks/*.ts', { eager: true, import: 'default' });
const checks = (code: Lang): LanguageChecks | undefined => CHECKS[`../i18n/checks/${code}.ts`];

// The files each registry finds (as src/lib/{i18n,cardtext,events,phrases,replay}.ts glob them).
const FILES: Record<string, string[]> = {
  main: Object.keys(import.meta.glob(['../i18n/*.ts', '!../i18n/languages.ts'])),
  cardtext: Object.keys(import.meta.glob('../i18n/cardtext/*.ts')),
  events: Object.keys(import.meta.glob('../i18n/events/*.ts')),
  chat: Object.keys(import.meta.glob('../i18n/chat/*.ts')),
  replay: Object.keys(import.meta.glob('../i18n/replay/*.ts')),
  checks: Object.keys(CHECKS),
};

const REPLAY_WORDS = Object.fromEntries(
  LANGS.map(({ code }) => [code, import.meta.glob('../i18n/replay/*.ts', { eager: true, import: 'default' })[
    `../i18n/replay/${code}.ts`
  ]]),
) as Record<Lang, unknown>;

type Dictionary = 'main' | 'cardtext' | 'events' | 'chat' | 'replay';
const DICTIONARIES: Record<Dictionary, (code: Lang) => unknown> = {
  main: (code) => MESSAGES[code],
  cardtext: (code) => CARD_TEXT[code],
  events: (code) => EVENT_WORDS[code],
  chat: (code) => CHAT_WORDS[code],
  replay: (code) => REPLAY_WORDS[code],
};

const isPlural = (v: unknown): v is Exclude<Msg, string> =>
  typeof v === 'object' && v !== null && typeof (v as { other?: unknown }).other === 'string';

/** A dictionary's messages by dotted key ("ui.discard"). */
function leaves(tree: unknown, prefix = ''): Map<string, Msg> {
  const out = new Map<string, Msg>();
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof v === 'string' || isPlural(v)) out.set(prefix + k, v);
    else if (typeof v === 'object' && v !== null) for (const [k2, v2] of leaves(v, `${prefix}${k}.`)) out.set(k2, v2);
    else out.set(prefix + k, String(v)); // (a number or a function: the key comparison reports it)
  }
  return out;
}

const texts = (m: Msg): string[] => (typeof m === 'string' ? [m] : Object.values(m).filter((x): x is string => !!x));
// ({card_accs} is the placeholder card said in the accusative, where a language declines it: lib/i18n.ts)
const placeholders = (m: Msg): Set<string> =>
  new Set(texts(m).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1].replace(/_accs$/, ''))));

/** The plural categories a language uses for whole numbers below a million (Intl's, from CLDR). */
export function pluralCategories(code: string): Set<Intl.LDMLPluralRule> {
  const rules = new Intl.PluralRules(code);
  const found = new Set<Intl.LDMLPluralRule>();
  for (let n = 0; n <= 1000; n++) found.add(rules.select(n));
  return found;
}

/** Keys whose words are names, the same in every language written in Latin letters. */
const NAMES = /^(characters|botNames)\./;

/** A message of placeholders and signs only ("{event}: {what}") is in no language. */
const wordless = (m: Msg): boolean => texts(m).every((t) => !/\p{L}/u.test(t.replace(/\{\w+\}/g, '')));

const OTHERS = LANGS.filter(({ code }) => code !== 'en');

describe('the registry of languages', () => {
  it('lists each language once, with its own name and a direction, in a code Intl knows', () => {
    const codes = LANGS.map((l) => l.code);
    expect(codes[0]).toBe('en');
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(LANGS.map((l) => l.name)).size).toBe(codes.length);
    for (const { code, dir } of LANGS) {
      expect(['ltr', 'rtl'], code).toContain(dir);
      expect(Intl.PluralRules.supportedLocalesOf([code]), `${code}: plural rules`).toEqual([code]);
      expect(Intl.NumberFormat.supportedLocalesOf([code]), `${code}: digits`).toEqual([code]);
    }
    expect(Object.keys(LANGUAGES)).toEqual(codes);
  });

  it('finds every dictionary of every language, and a file of checks', () => {
    expect(MISSING_DICTIONARIES).toEqual([]);
    for (const { code } of LANGS) expect(checks(code), `src/i18n/checks/${code}.ts`).toBeDefined();
  });

  it('words the offline page (public/offline.html, no script of ours there) in every language', () => {
    const page = readFileSync(new URL('../../public/offline.html', import.meta.url), 'utf8');
    const block = page.slice(page.indexOf('const words = {') + 'const words = '.length, page.indexOf('};') + 1);
    const lines = new Map(Object.entries(new Function(`return ${block};`)() as Record<string, string[]>));
    for (const { code, dir } of LANGS) {
      const words = lines.get(code) as string[] | undefined;
      expect(words, `public/offline.html: no line for ${code}`).toBeDefined();
      expect(words!.length, code).toBe(4);
      expect(words![3], code).toBe(dir);
      if (code !== 'en') for (let i = 0; i < 3; i++) expect(words![i], `${code} offline`).not.toBe(lines.get('en')![i]);
    }
    expect([...lines.keys()].sort()).toEqual(LANGS.map((l) => l.code).sort());
  });

  it('finds no dictionary of a language it does not list', () => {
    const codes = new Set<string>(LANGS.map((l) => l.code));
    for (const [kind, files] of Object.entries(FILES)) {
      expect(files.length, kind).toBeGreaterThanOrEqual(LANGS.length);
      for (const file of files) {
        const code = file.split('/').pop()!.replace(/\.ts$/, '');
        expect(codes.has(code), `${file}: no line for "${code}" in src/i18n/languages.ts`).toBe(true);
      }
    }
  });
});

describe('every dictionary of every language', () => {
  for (const { code } of OTHERS) {
    for (const kind of Object.keys(DICTIONARIES) as Dictionary[]) {
      it(`${code} ${kind}: the English keys, no empty word, no placeholder English lacks`, () => {
        const english = leaves(DICTIONARIES[kind]('en'));
        const words = leaves(DICTIONARIES[kind](code));
        expect([...words.keys()].filter((k) => !english.has(k)), `${code} ${kind}: keys English lacks`).toEqual([]);
        expect([...english.keys()].filter((k) => !words.has(k)), `${code} ${kind}: missing keys`).toEqual([]);
        for (const [key, msg] of words) {
          for (const text of texts(msg)) expect(text.trim(), `${code} ${kind} ${key}`).not.toBe('');
          const allowed = placeholders(english.get(key)!);
          for (const p of placeholders(msg)) expect([...allowed], `${code} ${kind} ${key}: {${p}}`).toContain(p);
        }
      });

      it(`${code} ${kind}: nothing left in English but the words its checks list`, () => {
        const english = leaves(DICTIONARIES[kind]('en'));
        const words = leaves(DICTIONARIES[kind](code));
        const same = new Set(checks(code)?.sameAsEnglish[kind] ?? []);
        const untranslated = [...words]
          .filter(([key, msg]) => !(kind === 'main' && NAMES.test(key)) && !same.has(key) && !wordless(msg))
          .filter(([key, msg]) => JSON.stringify(msg) === JSON.stringify(english.get(key)))
          .map(([key]) => key);
        expect(untranslated, `${code} ${kind}: the same as English (translate, or list in src/i18n/checks/${code}.ts)`)
          .toEqual([]);
        // the list holds no word that is translated after all, nor a key that does not exist
        for (const key of same) {
          expect(words.has(key), `${code} ${kind}: ${key} is no key`).toBe(true);
          expect(JSON.stringify(words.get(key)), `${code} ${kind}: ${key} is translated: take it off the list`)
            .toBe(JSON.stringify(english.get(key)));
        }
      });
    }

    it(`${code}: each plural message has the forms of the language's plural rules`, () => {
      const needed = pluralCategories(code);
      const own = checks(code);
      const invariable = own?.invariableNouns ?? false;
      const wrong: string[] = [];
      for (const kind of Object.keys(DICTIONARIES) as Dictionary[]) {
        const english = leaves(DICTIONARIES[kind]('en'));
        for (const [key, msg] of leaves(DICTIONARIES[kind](code))) {
          const en = english.get(key)!;
          if (typeof msg === 'string') {
            // one string where English counts: right where the noun does not change with the
            // number, or where the words avoid counting it ("Eliminations: {count}")
            const counted = isPlural(en) && en.one !== undefined && en.one !== en.other && needed.size > 1;
            if (counted && !invariable && !own?.uncounted?.includes(`${kind}:${key}`)) wrong.push(`${kind} ${key}: one form`);
            continue;
          }
          if (!invariable) for (const c of needed) if (!msg[c]) wrong.push(`${kind} ${key}: no "${c}" form`);
          for (const c of Object.keys(msg)) {
            if (!needed.has(c as Intl.LDMLPluralRule) && c !== 'zero' && c !== 'other') {
              wrong.push(`${kind} ${key}: "${c}" is no form of ${code}, never shown`);
            }
          }
        }
      }
      expect(wrong, `${code}: plural forms (Intl.PluralRules('${code}'): ${[...needed].join(', ')})`).toEqual([]);
    });
  }

  it('a language that declines card names declines only known cards (export const cardsAccusative)', () => {
    const main = import.meta.glob<{ cardsAccusative?: Record<string, string> }>(
      ['../i18n/*.ts', '!../i18n/languages.ts'], { eager: true },
    );
    for (const { code } of LANGS) {
      const declined = main[`../i18n/${code}.ts`]?.cardsAccusative ?? {};
      for (const [kind, name] of Object.entries(declined)) {
        expect(Object.keys(MESSAGES.en.cards), `${code} cardsAccusative.${kind}`).toContain(kind);
        expect(name.trim(), `${code} cardsAccusative.${kind}`).not.toBe('');
      }
    }
  });

  it('a language reads its own words, not English, once found', () => {
    for (const { code } of OTHERS) {
      expect(replayText(code, 'replay'), code).not.toBe(replayText('en', 'replay'));
      expect(CARD_TEXT[code], code).not.toBe(CARD_TEXT.en);
      expect(EVENT_WORDS[code], code).not.toBe(EVENT_WORDS.en);
      expect(CHAT_WORDS[code], code).not.toBe(CHAT_WORDS.en);
      expect(MESSAGES[code], code).not.toBe(MESSAGES.en);
    }
  });

  it('the test itself tells a missing key, an English word and a missing form', () => {
    // a dictionary as a language half done would give it
    const english = leaves({ ui: { a: 'Deck', b: { one: '{count} card', other: '{count} cards' } } });
    const half = leaves({ ui: { a: 'Deck', b: { one: '{count} carta', other: '{count} carte' } } });
    expect([...english.keys()].filter((k) => !leaves({ ui: { a: 'Mazzo' } }).has(k))).toEqual(['ui.b']);
    expect([...half].filter(([k, v]) => JSON.stringify(v) === JSON.stringify(english.get(k))).map(([k]) => k))
      .toEqual(['ui.a']);
    expect([...pluralCategories('pl')].sort()).toEqual(['few', 'many', 'one']);
    expect([...pluralCategories('cs')].sort()).toEqual(['few', 'one', 'other']);
    expect([...pluralCategories('it')].sort()).toEqual(['one', 'other']);
    expect(pluralCategories('pt').has('one') && new Intl.PluralRules('pt').select(0)).toBe('one'); // Brazil: 0 is one
    expect(new Intl.PluralRules('fr').select(0)).toBe('one');
  });
});
