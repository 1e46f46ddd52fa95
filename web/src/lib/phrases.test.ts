import { describe, expect, it } from 'vitest';
import { LANGS, plainText, type Lang, type LanguageChecks } from './i18n';

import {
  CHAT_WORDS,
  PHRASE_GROUPS,
  PHRASE_IDS,
  PHRASES,
  argsComplete,
  chatText,
  isPhrase,
  phraseSegments,
  phrasesOf,
  type ChatKey,
} from './phrases';

const LANG_CODES = LANGS.map((l) => l.code);
const CHECKS = import.meta.glob<LanguageChecks>('../i18n/checks/*.ts', { eager: true, import: 'default' });
const names = ['Ann', 'Bob', 'سارا', 'Борис'];
const nameOf = (seat: number) => names[seat] ?? '?';

describe('quick phrases', () => {
  it('lists the ids of the chat protocol, each in its group', () => {
    expect(PHRASE_IDS).toHaveLength(29);
    expect(phrasesOf('claims')).toEqual([
      'claim_deputy', 'claim_outlaw', 'claim_renegade', 'claim_not_outlaw', 'claim_not_renegade', 'claim_sheriff_friend',
    ]);
    expect(phrasesOf('accusations')).toEqual(['accuse_outlaw', 'accuse_renegade', 'accuse_deputy', 'trust']);
    expect(phrasesOf('requests')).toEqual([
      'dont_shoot_me', 'dont_shoot', 'shoot', 'heal_sheriff', 'help_me', 'truce', 'beware_card', 'play_card',
    ]);
    expect(phrasesOf('reactions')).toEqual([
      'hello', 'thanks', 'sorry', 'well_played', 'gg', 'ouch', 'oops', 'wait', 'yes', 'no', 'haha',
    ]);
    expect(PHRASE_GROUPS.flatMap(phrasesOf)).toEqual(PHRASE_IDS);
  });

  it.each(LANG_CODES)('has a text for every phrase in %s, with exactly its arguments', (lang) => {
    const texts = CHAT_WORDS[lang].phrases;
    expect(Object.keys(texts).sort()).toEqual([...PHRASE_IDS].sort());
    for (const id of PHRASE_IDS) {
      const text = texts[id];
      expect(text.trim().length, `${lang}.${id}`).toBeGreaterThan(0);
      const used = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(used, `${lang}.${id}`).toEqual([...PHRASES[id].args].sort());
      const same = CHECKS[`../i18n/checks/${lang}.ts`]?.sameAsEnglish.chat ?? []; // ("Haha!", "No.")
      if (lang !== 'en' && !same.includes(`phrases.${id}`)) {
        expect(text, `${lang}.${id} is translated`).not.toBe(CHAT_WORDS.en.phrases[id]);
      }
    }
  });

  it.each(LANG_CODES)('has every label of the chat panel and every group in %s', (lang) => {
    expect(Object.keys(CHAT_WORDS[lang].ui).sort()).toEqual(Object.keys(CHAT_WORDS.en.ui).sort());
    expect(Object.keys(CHAT_WORDS[lang].groups).sort()).toEqual([...PHRASE_GROUPS].sort());
    for (const key of Object.keys(CHAT_WORDS.en.ui) as ChatKey[]) {
      expect(chatText(lang, key, { count: 3, name: 'Bob', lang: 'fa' }).length, `${lang}.ui.${key}`).toBeGreaterThan(0);
    }
  });

  it('renders a phrase with its player and card in the reader language', () => {
    const render = (lang: Lang, id: (typeof PHRASE_IDS)[number], args: { player?: number; card?: string }) =>
      plainText(phraseSegments(lang, id, args, nameOf), lang);
    expect(render('en', 'accuse_outlaw', { player: 1 })).toBe('Bob is an Outlaw!');
    expect(render('fa', 'accuse_outlaw', { player: 1 })).toBe('Bob یاغیه!');
    expect(render('ru', 'accuse_outlaw', { player: 2 })).toBe('سارا — бандит!');
    expect(render('en', 'beware_card', { player: 3, card: 'barrel' })).toBe('Борис has a Barrel');
    expect(render('ru', 'beware_card', { player: 0, card: 'barrel' })).toBe('У игрока Ann есть Бочка');
    expect(render('fa', 'play_card', { card: 'beer' })).toBe('یه نوشیدنی بازی کن!');
    expect(render('tr', 'play_card', { card: 'missed' })).toBe('Karavana! kartını oyna');
    expect(render('vi', 'thanks', {})).toBe('Cảm ơn!');
    // the player stays a name segment (isolated when shown), the card a card chip
    const segs = phraseSegments('fa', 'beware_card', { player: 1, card: 'jail' }, nameOf);
    expect(segs).toContainEqual({ t: 'player', seat: 1, name: 'Bob' });
    expect(segs).toContainEqual({ t: 'card', id: 'jail' });
    // before the arguments are chosen (the picker's buttons): an ellipsis
    expect(plainText(phraseSegments('en', 'shoot', null, nameOf), 'en')).toBe('Shoot …!');
  });

  it('checks the arguments a phrase takes', () => {
    expect(isPhrase('gg')).toBe(true);
    expect(isPhrase('toString')).toBe(false);
    expect(argsComplete('gg', {})).toBe(true);
    expect(argsComplete('gg', { player: 1 })).toBe(false);
    expect(argsComplete('shoot', { player: 2 })).toBe(true);
    expect(argsComplete('shoot', {})).toBe(false);
    expect(argsComplete('beware_card', { player: 0, card: 'dynamite' })).toBe(true);
    expect(argsComplete('beware_card', { player: 0, card: 'joker' })).toBe(false);
    expect(argsComplete('play_card', { card: 'beer', player: 1 })).toBe(false);
  });

  it('spells the chat labels with plurals', () => {
    expect(chatText('en', 'unread', { count: 1 })).toBe('1 new message');
    expect(chatText('en', 'unread', { count: 4 })).toBe('4 new messages');
    expect(chatText('ru', 'unread', { count: 3 })).toBe('3 новых сообщения');
    expect(chatText('ru', 'unread', { count: 5 })).toBe('5 новых сообщений');
    expect(chatText('fa', 'unread', { count: 2 })).toBe('۲ پیام تازه');
    expect(chatText('en', 'unmute', { name: 'Bob' })).toBe('Unmute Bob');
  });
});
