import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from './cards';
import { cardsAccusative } from '../i18n/ru';
import { LANGS, MESSAGES, cardLabel, guessLang, plainText, segments, translate, type Lang, type Msg } from './i18n';
import { TEST_FACTS } from './testfacts';

// Every kind and character the server knows (its card facts), and those of the base game's box.
const KINDS = Object.keys(TEST_FACTS.kinds);
const CHARACTERS = Object.keys(TEST_FACTS.characters);
const BASE_KINDS = KINDS.filter((k) => TEST_FACTS.kinds[k].box === 'base');
const BASE_CHARACTERS = CHARACTERS.filter((c) => TEST_FACTS.characters[c].box === 'base');

type Tree = { [k: string]: Msg | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, Msg> {
  const out = new Map<string, Msg>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string' || 'other' in v) out.set(prefix + k, v as Msg);
    else for (const [k2, v2] of leaves(v as Tree, `${prefix}${k}.`)) out.set(k2, v2);
  }
  return out;
}

// ({card_accs} is the placeholder card, said in the accusative: lib/i18n.ts)
const placeholders = (m: Msg): Set<string> => {
  const texts = typeof m === 'string' ? [m] : Object.values(m).filter((x): x is string => !!x);
  return new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1].replace(/_accs$/, ''))));
};

const en = leaves(MESSAGES.en as unknown as Tree);

describe('dictionaries', () => {
  for (const { code } of LANGS) {
    it(`${code} has exactly the English keys and no unknown placeholder`, () => {
      const tr = leaves(MESSAGES[code] as unknown as Tree);
      expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, msg] of tr) {
        const allowed = placeholders(en.get(key)!);
        if (key.startsWith('ui.') || key.startsWith('prompt.') || key.startsWith('log.')) {
          for (const p of placeholders(msg)) expect(allowed, `${code} ${key} {${p}}`).toContain(p);
        }
        if (typeof msg !== 'string') expect(msg.other, `${code} ${key}`).toBeTruthy();
      }
    });

    it(`${code} names every card, character and role the server knows`, () => {
      // the facts are the server's for every box at once (tests/server/test_card_facts_fixture.py)
      for (const box of ['base', 'dodge_city', 'gold_rush', 'valley_of_shadows', 'armed_and_dangerous']) {
        expect(KINDS.some((k) => TEST_FACTS.kinds[k].box === box), box).toBe(true);
        expect(CHARACTERS.some((c) => TEST_FACTS.characters[c].box === box), box).toBe(true);
      }
      const m = MESSAGES[code];
      for (const k of KINDS) expect((m.cards as Record<string, string>)[k]).toBeTruthy();
      for (const c of CHARACTERS) {
        expect((m.characters as Record<string, string>)[c]).toBeTruthy();
        expect((m.abilities as Record<string, string>)[c]).toBeTruthy();
      }
      for (const r of ROLES) expect((m.roles as Record<string, string>)[r]).toBeTruthy();
    });
  }
});

// The names must be the rulebooks' own (../shared/rules, when present).
const RULES = '../../shared/rules';
const BOOK: Partial<Record<Lang, string>> = { fa: '000', ru: '001', vi: '002', tr: '003' };

function book(lang: Lang): string | null {
  const prefix = BOOK[lang];
  if (!prefix || !existsSync(RULES)) return null;
  const dir = `${RULES}/`;
  const files = ['000_cf5282a2dbdbff04.txt', '001_e35f337c49a87481.txt', '002_b58fae7786c9d633.txt', '003_b51356ebbe2309d8.txt'];
  const file = files.find((f) => f.startsWith(prefix));
  return file && existsSync(dir + file) ? readFileSync(dir + file, 'utf8') : null;
}

describe('names as the rulebooks give them', () => {
  // Names a rulebook does not print: the weapons of the Vietnamese one (it says
  // "Súng số 2..5") keep their English names; the Russian one prints only a few
  // names, and declines them (its characters are the 3rd edition's).
  const notInBook: Partial<Record<Lang, string[]>> = {
    vi: ['schofield', 'remington', 'rev_carabine', 'winchester'],
  };
  // The Vietnamese rulebook's misprints, not kept: our name -> what the book prints
  // (docs/dodge_city_names.md; the General Store, in English there, is the Italian card's Emporio)
  const misprinted: Partial<Record<Lang, Record<string, string>>> = {
    vi: {
      'El Gringo': 'El Cringo',
      'Calamity Janet': 'Calamitt Janet',
      'Pedro Ramirez': 'Pedro Ramiez',
      'Sid Ketchum': 'Sid Hetchum',
      'Suzy Lafayette': 'Suzy Lafayatte',
      'Wells Fargo': 'Wells Fargos',
      Barile: 'Barlie',
      Appaloosa: 'Applosa',
      Emporio: 'General Store',
    },
  };

  // (the languages whose rulebook prints every name; the Russian one prints a few: below)
  for (const lang of (Object.keys(BOOK) as Lang[]).filter((l) => l !== 'ru')) {
    it(`${lang}: its rulebook is found (when ../shared/rules exists)`, () => {
      if (existsSync(RULES)) expect(book(lang)).not.toBeNull();
    });
    it(`${lang}: every card, character and role name is in its rulebook`, () => {
      const text = book(lang);
      if (text === null) return;
      const m = MESSAGES[lang];
      const skip = new Set(notInBook[lang] ?? []);
      // (the rulebooks are the base game's: Dodge City's names are chosen, docs/dodge_city_names.md)
      const names = [
        ...BASE_KINDS.filter((k) => !skip.has(k)).map((k) => (m.cards as Record<string, string>)[k]),
        ...BASE_CHARACTERS.map((c) => (m.characters as Record<string, string>)[c]),
        ...ROLES.map((r) => (m.roles as Record<string, string>)[r]),
      ];
      const printed = misprinted[lang] ?? {};
      for (const name of names) expect(text.includes(printed[name] ?? name), `${lang}: ${name}`).toBe(true);
      for (const [name, misprint] of Object.entries(printed)) {
        expect(names, `${lang}: ${name} is used`).toContain(name);
        expect(names, `${lang}: ${misprint} is not`).not.toContain(misprint);
      }
    });
  }

  it('ru: the names its rulebook prints', () => {
    const text = book('ru');
    if (text === null) return;
    const m = MESSAGES.ru;
    const cards = m.cards as Record<string, string>;
    const roles = m.roles as Record<string, string>;
    for (const name of [cards.bang, cards.missed, cards.beer, cards.dynamite, ...ROLES.map((r) => roles[r])]) {
      expect(text.toLowerCase().includes(name.toLowerCase()), name).toBe(true);
    }
  });

  it('gives each Dodge City card and character its own name in each language', () => {
    for (const { code } of LANGS) {
      const cards = MESSAGES[code].cards as Record<string, string>;
      const dodge = KINDS.filter((k) => TEST_FACTS.kinds[k].box === 'dodge_city');
      const names = new Set(KINDS.map((k) => cards[k]));
      expect(names.size, `${code}: two kinds share a name`).toBe(KINDS.length);
      expect(dodge.length).toBeGreaterThan(0); // its own kinds (its copies of base cards are base kinds)
      const characters = MESSAGES[code].characters as Record<string, string>;
      const named = new Set(CHARACTERS.map((c) => characters[c]));
      expect(named.size, `${code}: two characters share a name`).toBe(CHARACTERS.length);
    }
    expect(MESSAGES.vi.cards.brawl).toBe('Ẩu Đả'); // the Vietnamese fan game's names
    expect(MESSAGES.en.characters.jose_delgado).toBe('José Delgado');
  });

  it('uses the names the lead asked for', () => {
    expect(MESSAGES.tr.cards.missed).toBe('Karavana!');
    expect(MESSAGES.tr.cards.beer).toBe('Bira');
    expect(MESSAGES.tr.roles.deputy).toBe('Aynasız');
    expect(MESSAGES.tr.roles.renegade).toBe('Hain');
    expect(MESSAGES.ru.cards.missed).toBe('Мимо!');
    expect(MESSAGES.ru.cards.beer).toBe('Пиво');
  });
});

describe('translate', () => {
  it('fills placeholders and picks plurals', () => {
    expect(translate('en', 'ui.discard', { count: 1 })).toBe('Discard 1 card');
    expect(translate('en', 'ui.discard', { count: 3 })).toBe('Discard 3 cards');
    expect(translate('ru', 'ui.discard', { count: 2 })).toBe('Сбросить 2 карты');
    expect(translate('ru', 'ui.discard', { count: 5 })).toBe('Сбросить 5 карт');
    expect(translate('ru', 'ui.discard', { count: 21 })).toBe('Сбросить 21 карту');
  });

  it('speaks Italian with the Italian edition\'s names and its plurals', () => {
    expect(translate('it', 'ui.discard', { count: 1 })).toBe('Scarta 1 carta');
    expect(translate('it', 'ui.discard', { count: 3 })).toBe('Scarta 3 carte');
    expect(translate('it', 'screen.seats', { count: 1000 })).toBe('1000 giocatori'); // (Italian groups from 10 000)
    expect(cardLabel('it', 'missed/10C')).toBe('Mancato! 10♣');
    expect([MESSAGES.it.cards.general_store, MESSAGES.it.cards.scope, MESSAGES.it.cards.brawl]).toEqual(['Emporio', 'Mirino', 'Rissa']);
    expect(Object.values(MESSAGES.it.roles)).toEqual(['Sceriffo', 'Vice', 'Fuorilegge', 'Rinnegato']);
  });

  it('speaks Spanish with the Spanish edition\'s names and its plurals', () => {
    expect(translate('es', 'ui.discard', { count: 1 })).toBe('Descartar 1 carta');
    expect(translate('es', 'ui.discard', { count: 0 })).toBe('Descartar 0 cartas');
    expect(cardLabel('es', 'missed/10C')).toBe('¡Fallaste! 10♣');
    expect([MESSAGES.es.cards.general_store, MESSAGES.es.cards.saloon, MESSAGES.es.cards.stagecoach]).toEqual(['Almacén', 'Salón', 'Diligencia']);
    expect(Object.values(MESSAGES.es.roles)).toEqual(['Sheriff', 'Alguacil', 'Forajido', 'Renegado']);
  });

  it('speaks Brazilian Portuguese with its edition\'s names and its plurals (0 and 1 singular)', () => {
    expect(translate('pt', 'ui.discard', { count: 0 })).toBe('Descartar 0 carta');
    expect(translate('pt', 'ui.discard', { count: 1 })).toBe('Descartar 1 carta');
    expect(translate('pt', 'ui.discard', { count: 2 })).toBe('Descartar 2 cartas');
    expect(cardLabel('pt', 'missed/10C')).toBe('Errou! 10♣');
    expect([MESSAGES.pt.cards.general_store, MESSAGES.pt.cards.beer, MESSAGES.pt.cards.stagecoach]).toEqual(['Armazém', 'Cerveja', 'Diligência']);
    expect(Object.values(MESSAGES.pt.roles)).toEqual(['Xerife', 'Vice', 'Fora da Lei', 'Renegado']);
  });

  it('speaks German with the German edition\'s names and its plurals', () => {
    expect(translate('de', 'ui.discard', { count: 1 })).toBe('1 Karte abwerfen');
    expect(translate('de', 'ui.discard', { count: 3 })).toBe('3 Karten abwerfen');
    expect(translate('de', 'screen.seats', { count: 1000 })).toBe('1.000 Spieler'); // (German groups thousands with a dot)
    expect(cardLabel('de', 'missed/10C')).toBe('Fehlschuss! 10♣');
    expect([MESSAGES.de.cards.general_store, MESSAGES.de.cards.barrel, MESSAGES.de.cards.beer_keg]).toEqual(['Gemischtwarenladen', 'Fass', 'Bierfass']);
    expect(Object.values(MESSAGES.de.roles)).toEqual(['Sheriff', 'Hilfssheriff', 'Outlaw', 'Kopfgeldjäger']);
  });

  it('speaks French with the French edition\'s names, 0 and 1 singular', () => {
    expect(translate('fr', 'ui.discard', { count: 0 })).toBe('Défausser 0 carte');
    expect(translate('fr', 'ui.discard', { count: 1 })).toBe('Défausser 1 carte');
    expect(translate('fr', 'ui.discard', { count: 2 })).toBe('Défausser 2 cartes');
    expect(cardLabel('fr', 'missed/10C')).toBe('Raté\u00a0! 10♣');
    expect([MESSAGES.fr.cards.general_store, MESSAGES.fr.cards.panic, MESSAGES.fr.cards.barrel]).toEqual(['Magasin', 'Braquage', 'Planque']);
    expect(Object.values(MESSAGES.fr.roles)).toEqual(['Shérif', 'Adjoint', 'Hors-la-loi', 'Renégat']);
  });

  it('speaks Polish with the Polish edition\'s names, its three plural forms and its accusative', () => {
    expect([1, 2, 5, 12, 22, 25].map((count) => translate('pl', 'ui.discard', { count }))).toEqual([
      'Odrzuć 1 kartę', 'Odrzuć 2 karty', 'Odrzuć 5 kart', 'Odrzuć 12 kart', 'Odrzuć 22 karty', 'Odrzuć 25 kart']);
    expect(cardLabel('pl', 'missed/10C')).toBe('Pudło! 10♣');
    expect([MESSAGES.pl.cards.beer, MESSAGES.pl.cards.general_store, MESSAGES.pl.cards.stagecoach]).toEqual(['Piwo', 'Sklep', 'Dyliżans']);
    expect(Object.values(MESSAGES.pl.roles)).toEqual(['Szeryf', 'Zastępca', 'Bandyta', 'Renegat']);
    const said = (card: string) => plainText(segments('pl', 'ui.play', { card: { t: 'card', id: card } }), 'pl');
    expect([said('barrel/KS'), said('mustang/8H'), said('jail/JS')]).toEqual(['Zagraj Beczkę K♠', 'Zagraj Mustanga 8♥', 'Zagraj Więzienie J♠']);
  });

  it('speaks Czech with the Czech edition\'s names, its three plural forms and its accusative', () => {
    expect([1, 3, 5, 0, 22].map((count) => translate('cs', 'ui.discard', { count }))).toEqual([
      'Odhodit 1 kartu', 'Odhodit 3 karty', 'Odhodit 5 karet', 'Odhodit 0 karet', 'Odhodit 22 karet']);
    expect(cardLabel('cs', 'missed/10C')).toBe('Vedle! 10♣');
    expect([MESSAGES.cs.cards.general_store, MESSAGES.cs.cards.stagecoach, MESSAGES.cs.cards.gatling]).toEqual(['Hokynářství', 'Dostavník', 'Kulomet']);
    expect(Object.values(MESSAGES.cs.roles)).toEqual(['Šerif', 'Pomocník', 'Bandita', 'Odpadlík']);
    const said = (card: string) => plainText(segments('cs', 'ui.play', { card: { t: 'card', id: card } }), 'cs');
    expect([said('panic/JH'), said('mustang/8H'), said('barrel/KS')]).toEqual(['Zahrát Paniku! J♥', 'Zahrát Mustanga 8♥', 'Zahrát Barel K♠']);
  });

  it('writes numbers in the language', () => {
    expect(translate('fa', 'ui.discard', { count: 2 })).toBe('سوزاندن ۲ کارت');
  });

  it('labels cards with rank and suit', () => {
    expect(cardLabel('en', 'bang/4D')).toBe('BANG! 4♦');
    expect(cardLabel('tr', 'missed/10C')).toBe('Karavana! 10♣');
    expect(cardLabel('ru', 'rev_carabine/AC')).toBe('Карабин A♣');
  });

  it('guesses the language', () => {
    expect(guessLang(null, ['fa-IR', 'en'])).toBe('fa');
    expect(guessLang('tr', ['fa-IR'])).toBe('tr');
    expect(guessLang('xx', ['ja-JP'])).toBe('en');
    expect(guessLang(null, ['de-AT', 'en'])).toBe('de');
  });
});

describe('a card as the object of a verb (Russian: the accusative)', () => {
  const said = (lang: Lang, key: Parameters<typeof segments>[1], params: Parameters<typeof segments>[2]) =>
    plainText(segments(lang, key, params), lang);

  it('says the actions\' cards in the accusative where it differs, and the others as they are', () => {
    expect(said('ru', 'ui.play', { card: { t: 'card', id: 'barrel/KS' } })).toBe('Сыграть Бочку K♠');
    expect(said('ru', 'ui.play', { card: { t: 'card', id: 'jail/JS' } })).toBe('Сыграть Тюрьму J♠');
    expect(said('ru', 'ui.play', { card: { t: 'card', id: 'mustang/8H' } })).toBe('Сыграть Мустанга 8♥');
    expect(said('ru', 'ui.play', { card: { t: 'card', id: 'bang/AS' } })).toBe('Сыграть Бэнг! A♠');
    expect(said('ru', 'ui.play', { card: { t: 'card', id: 'duel/QD' } })).toBe('Сыграть Дуэль Q♦');
    expect(said('ru', 'ui.playAs', { card: { t: 'name', kind: 'missed' }, as: { t: 'name', kind: 'bang' } }))
      .toBe('Сыграть Мимо! как Бэнг!');
    expect(said('ru', 'ui.playPaying', { card: { t: 'card', id: 'tequila/9C' }, paid: { t: 'card', id: 'bible/10H' } }))
      .toBe('Сыграть Текилу 9♣, сбросив Библию 10♥');
    expect(said('ru', 'gold.buyCard', { card: { t: 'name', kind: 'bottle' } })).toBe('Купить Бутылку');
    expect(said('ru', 'valley.discardCard', { card: { t: 'card', id: 'bounty/4S' } })).toBe('Сбросить Награду 4♠');
    expect(said('ru', 'ui.use', { card: { t: 'card', id: 'canteen/7H' } })).toBe('Использовать Флягу 7♥');
    // a card segment keeps its chip, marked with the case its message asks
    expect(segments('ru', 'ui.play', { card: { t: 'card', id: 'barrel/KS' } })).toEqual([
      { t: 'text', text: 'Сыграть ' }, { t: 'card', id: 'barrel/KS', case: 'accs' }]);
    // where no verb governs it, the name itself
    expect(said('ru', 'ui.chooseTarget', { card: { t: 'card', id: 'panic/JH' } })).toContain('Паника! J♥');
  });

  it('says a log line\'s object in the accusative too, and English as it is', () => {
    const player = { t: 'player' as const, seat: 0, name: 'Анна' };
    expect(said('ru', 'log.played', { player, cards: [{ t: 'card', id: 'jail/JS' }] })).toBe('Анна играет Тюрьму J♠.');
    expect(said('ru', 'log.discarded', { player, cards: [{ t: 'card', id: 'barrel/KS' }] })).toBe('Анна сбрасывает Бочку K♠.');
    expect(said('en', 'ui.play', { card: { t: 'card', id: 'barrel/KS' } })).toBe('Play Barrel K♠');
  });

  it('gives an accusative only for a card Russian names, and only where it differs', () => {
    const names = MESSAGES.ru.cards as Record<string, string>;
    for (const [kind, form] of Object.entries(cardsAccusative)) {
      expect(names[kind], kind).toBeTruthy();
      expect(form, kind).not.toBe(names[kind]);
    }
    // every name whose first word is feminine in -а/-я changes ("Бочка", "Трубка мира", "Стальная
    // пластина"); "Разыскивается" is a verb, "Лоток старателя" a masculine noun, "На посошок" no noun
    for (const [kind, name] of Object.entries(names)) {
      if (/^[^ ]{2,}[^с][ая]!?( |$)/.test(name)) expect(cardsAccusative[kind], `${kind}: ${name}`).toBeTruthy();
    }
  });
});
