import { describe, expect, it } from 'vitest';
import { TEST_FACTS } from './testfacts';
import {
  CARD_TEXT,
  REASON_CODES,
  abilityWhyNot,
  colourTag,
  cardLabelText,
  cardRules,
  rankSuitWords,
  refusalText,
  spokenCard,
} from './cardtext';
import { LANGS, MESSAGES, abilityText, cardName, type LanguageChecks, type Msg } from './i18n';
import { parseCard } from './cards';
import FIXTURE from './card_facts.fixture.json';

const KINDS = Object.keys(TEST_FACTS.kinds);
const CHARACTERS = Object.keys(TEST_FACTS.characters);

const placeholders = (m: Msg): string[] => {
  const texts = typeof m === 'string' ? [m] : Object.values(m).filter((x): x is string => !!x);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1])))].sort();
};

// The green cards that cancel a shot (Bible, Iron Plate, Sombrero, Ten Gallon Hat) work from the
// next player's turn on, not from their owner's next turn (docs/rulings.md, Dodge City's green
// cards): each language says so in the same words for the four (src/i18n/checks/<lang>.ts).
const CHECKS = import.meta.glob<LanguageChecks>('../i18n/checks/*.ts', { eager: true, import: 'default' });
const nextPlayersTurn = (code: string): RegExp | undefined => CHECKS[`../i18n/checks/${code}.ts`]?.nextPlayersTurn;
const GREEN_SHIELDS = ['bible', 'iron_plate', 'sombrero', 'ten_gallon_hat'];

describe('green shields: usable from the next player’s turn', () => {
  for (const { code } of LANGS) {
    it(`${code}: the four say the next player's turn, never the owner's next turn`, () => {
      const words = nextPlayersTurn(code);
      expect(words, code).toBeDefined();
      for (const k of GREEN_SHIELDS) expect(CARD_TEXT[code].kinds[k], `${code} ${k}`).toMatch(words!);
    });
  }
});

describe('card texts', () => {
  for (const { code } of LANGS) {
    const text = CARD_TEXT[code];

    it(`${code}: every kind has its own rules text, no other key`, () => {
      expect(Object.keys(text.kinds).sort()).toEqual([...KINDS].sort());
      for (const k of KINDS) expect(text.kinds[k].length, `${code} ${k}`).toBeGreaterThan(10);
      // the "discard another card" price and the green border say so, in the same words each time
      const start = (k: string) => text.kinds[k].slice(0, 12);
      for (const k of KINDS.filter((x) => TEST_FACTS.kinds[x].pay)) expect(start(k), `${code} ${k}`).toBe(start('brawl'));
      for (const k of KINDS.filter((x) => TEST_FACTS.kinds[x].colour === 'green')) {
        expect(start(k), `${code} ${k}`).toBe(start('canteen'));
      }
      // so do the orange ones (Armed & Dangerous): in play with charges
      const orange = KINDS.filter((x) => TEST_FACTS.kinds[x].colour === 'orange');
      expect(orange.length).toBeGreaterThan(0);
      for (const k of orange) expect(start(k), `${code} ${k}`).toBe(start('ace_up_the_sleeve'));
      // the weapons name their own range in the language's digits or Latin ones (the facts' range:
      // the base game's, The Valley of Shadows' and Armed & Dangerous' weapons alike)
      const weapons = KINDS.filter((x) => TEST_FACTS.kinds[x].range > 0);
      expect(weapons).toEqual(expect.arrayContaining(['volcanic', 'winchester', 'lemat', 'shotgun', 'big_fifty']));
      for (const k of weapons) {
        const r = TEST_FACTS.kinds[k].range;
        const digits = [String(r), new Intl.NumberFormat(code).format(r)];
        expect(digits.some((d) => text.kinds[k].includes(d)), `${code} ${k}`).toBe(true);
      }
    });

    it(`${code}: every character has an ability text`, () => {
      const abilities = MESSAGES[code].abilities as Record<string, Msg>;
      for (const c of CHARACTERS) expect(abilities[c], `${code}: no ability text for ${c}`).toBeTruthy();
      for (const c of Object.keys(abilities)) expect(CHARACTERS, `${code}: ${c} is no character`).toContain(c);
      for (const c of CHARACTERS) expect(abilityText(code, c).length, `${code} ${c}`).toBeGreaterThan(10);
    });

    it(`${code}: suits, ranks, labels and reasons have the English keys and placeholders`, () => {
      const en = CARD_TEXT.en;
      expect(Object.keys(text.suits).sort()).toEqual(Object.keys(en.suits).sort());
      expect(Object.keys(text.ranks).sort()).toEqual(Object.keys(en.ranks).sort());
      expect(Object.keys(text.labels).sort()).toEqual(Object.keys(en.labels).sort());
      expect(Object.keys(text.reasons).sort()).toEqual([...REASON_CODES].sort());
      for (const [k, v] of Object.entries(text.labels)) {
        expect(placeholders(v), `${code} labels.${k}`).toEqual(placeholders(en.labels[k as keyof typeof en.labels]));
      }
      for (const c of REASON_CODES) expect(placeholders(text.reasons[c]), `${code} ${c}`).toEqual(placeholders(en.reasons[c]));
      expect(placeholders(text.rankSuit)).toEqual(['rank', 'suit']);
      expect(placeholders(text.spoken)).toEqual(['card', 'rankSuit']);
      // four different suit words: a screen reader must tell them apart
      expect(new Set(Object.values(text.suits)).size).toBe(4);
    });

    it(`${code}: a card is spoken as its name and its rank and suit in words`, () => {
      const spoken = spokenCard(code, 'bang/KD', cardName(code, 'bang'));
      expect(spoken).toContain(cardName(code, 'bang'));
      expect(spoken).toContain(text.ranks.K);
      expect(spoken).toContain(text.suits.D);
      expect(spoken).not.toMatch(/[♠♥♦♣]/);
    });
  }

  it('speaks English cards in full', () => {
    expect(spokenCard('en', 'bang/KD', 'BANG!')).toBe('BANG!, king of diamonds');
    expect(rankSuitWords('en', 'beer/10H')).toBe('10 of hearts');
    expect(rankSuitWords('ru', 'bang/AS')).toBe('туз пик');
    expect(rankSuitWords('tr', 'bang/KD')).toBe('karo papaz');
    expect(rankSuitWords('fa', 'beer/10H')).toBe('۱۰ دل');
  });

  it('words a refusal from its code and facts, in each language', () => {
    const reason = { code: 'out_of_reach', target: 2, distance: 2, reach: 1 };
    const nameOf = (s: number) => ['Ann', 'Bob', 'Cid'][s];
    expect(refusalText('en', reason, nameOf)).toBe('Cid is at distance 2, your range is 1.');
    expect(refusalText('fa', reason, nameOf)).toBe('Cid در فاصله‌ی ۲ است، تیررس شما ۱ است.');
    expect(refusalText('ru', reason, nameOf)).toBe('Cid на расстоянии 2, ваша дальность 1.');
    expect(refusalText('en', { code: 'no_such_code' }, nameOf)).toBe(CARD_TEXT.en.reasons.not_now);
  });

  it('words the refusals of Dodge City with their facts: a suit, a count, a limit', () => {
    const nameOf = (s: number) => ['Ann', 'Bob', 'Cid'][s];
    const immune = { code: 'immune', target: 1, suit: 'D' as const };
    expect(refusalText('en', immune, nameOf)).toBe('Cards of diamonds you play do nothing to Bob.');
    expect(refusalText('ru', immune, nameOf)).toBe('Ваши карты бубен не действуют на Bob.');
    expect(refusalText('en', { code: 'ability_cards', count: 2 }, nameOf)).toBe('Your ability needs 2 cards from your hand.');
    expect(refusalText('fa', { code: 'ability_used', limit: 2 }, nameOf)).toContain('(۲)');
    expect(refusalText('vi', { code: 'green_fresh' }, nameOf)).toBe(CARD_TEXT.vi.reasons.green_fresh);
  });

  it('picks plurals in labels and falls back to English rules for an unknown language entry', () => {
    expect(cardLabelText('ru', 'life', { count: 3 })).toBe('3 патрона');
    expect(cardLabelText('ru', 'life', { count: 5 })).toBe('5 патронов');
    expect(cardLabelText('fa', 'life', { count: 4 })).toBe('۴ جان');
    expect(cardRules('en', 'bang/AS')).toBe(CARD_TEXT.en.kinds.bang);
  });
});

describe("the ability's why-not", () => {
  const names = ['Ann', 'Bob', 'Cid'];
  const nameOf = (seat: number) => names[seat] ?? '?';
  const play = [{ do: 'play' }, { do: 'end' }];
  const far = { ability: { code: 'out_of_reach', target: 1, distance: 2, reach: 1 } };

  it('words the view\'s "ability" refusal in every language, naming the player', () => {
    expect(abilityWhyNot('en', far, play, nameOf)).toBe('Bob is at distance 2, your range is 1.');
    expect(abilityWhyNot('en', { ability: { code: 'last_life' } }, play, nameOf)).toBe(
      'Your ability cannot cost your last life point.',
    );
    for (const { code } of LANGS) {
      const words = abilityWhyNot(code, far, play, nameOf);
      expect(words, code).toContain('Bob');
      expect(words, code).not.toContain('{');
      expect(abilityWhyNot(code, { ability: { code: 'ability_used', limit: 1 } }, play, nameOf), code).toBe(
        refusalText(code, { code: 'ability_used', limit: 1 }, nameOf),
      );
      expect(cardLabelText(code, 'cantUseAbility').length, code).toBeGreaterThan(5);
    }
  });

  it('says nothing while the ability has a use, or without a reason', () => {
    expect(abilityWhyNot('en', far, [...play, { do: 'ability' }], nameOf)).toBeNull();
    expect(abilityWhyNot('en', {}, play, nameOf)).toBeNull();
    expect(abilityWhyNot('en', undefined, play, nameOf)).toBeNull();
    expect(abilityWhyNot('en', { 'bang/AS': { code: 'bang_used' } }, play, nameOf)).toBeNull();
  });
});

describe("The Valley of Shadows' and Armed & Dangerous' cards in the pop-up", () => {
  const boxes = ['valley_of_shadows', 'armed_and_dangerous'];
  const kinds = KINDS.filter((k) => boxes.includes(TEST_FACTS.kinds[k].box));
  const characters = CHARACTERS.filter((c) => boxes.includes(TEST_FACTS.characters[c].box));

  it('knows both boxes: 15 and 22 kinds of their own, 8 characters each', () => {
    expect(kinds.filter((k) => TEST_FACTS.kinds[k].box === 'valley_of_shadows')).toHaveLength(15);
    expect(kinds.filter((k) => TEST_FACTS.kinds[k].box === 'armed_and_dangerous')).toHaveLength(22);
    expect(characters).toHaveLength(16);
  });

  for (const { code } of LANGS) {
    it(`${code}: each card and character has its own name and text, Persian numbers in Persian digits`, () => {
      for (const k of kinds) {
        const id = FIXTURE.kinds[k as keyof typeof FIXTURE.kinds].cards[0]; // a copy of the box, as the server lists it
        expect(cardRules(code, id), `${code} ${k}`).toBe(CARD_TEXT[code].kinds[k]);
        expect(cardName(code, k), `${code} ${k}`).not.toBe(k);
        if (code !== 'en') expect(cardRules(code, id), `${code} ${k}`).not.toBe(CARD_TEXT.en.kinds[k]);
        if (code === 'fa') expect(cardRules(code, id), k).not.toMatch(/[0-9]/);
      }
      for (const c of characters) {
        if (code !== 'en') expect(abilityText(code, c), `${code} ${c}`).not.toBe(abilityText('en', c));
        if (code === 'fa') expect(abilityText(code, c), c).not.toMatch(/[0-9]/);
      }
    });

    it(`${code}: an orange card is tagged orange, not brown, and its charges are counted`, () => {
      const bomb = parseCard('bomb/7D');
      expect(bomb.colour).toBe('orange');
      expect(colourTag(code, bomb.colour)).toBe(CARD_TEXT[code].labels.orange);
      expect(colourTag(code, bomb.colour)).not.toBe(colourTag(code, 'brown'));
      expect(colourTag(code, parseCard('ghost/9S').colour)).toBe(CARD_TEXT[code].labels.blue);
      expect(colourTag(code, parseCard('tornado/AC').colour)).toBe(CARD_TEXT[code].labels.brown);
      expect(cardLabelText(code, 'charges', { count: 3 })).toContain(new Intl.NumberFormat(code).format(3));
    });
  }

  it('says why an orange card cannot be used: too few charges, in the reader\'s digits', () => {
    const why = { code: 'charges_needed', charges: 1, needed: 3 };
    expect(refusalText('en', why, () => '?')).toBe('It needs 3 charges; it holds 1.');
    expect(refusalText('fa', why, () => '?')).toBe('۳ شارژ لازم دارد؛ ۱ شارژ رویش هست.');
    for (const { code } of LANGS) expect(refusalText(code, why, () => '?'), code).not.toBe(CARD_TEXT[code].reasons.not_now);
  });

  it('counts charges with each language\'s plural', () => {
    expect(cardLabelText('en', 'charges', { count: 1 })).toBe('1 charge');
    expect(cardLabelText('en', 'charges', { count: 4 })).toBe('4 charges');
    expect(cardLabelText('ru', 'charges', { count: 1 })).toBe('1 заряд');
    expect(cardLabelText('ru', 'charges', { count: 3 })).toBe('3 заряда');
    expect(cardLabelText('ru', 'charges', { count: 0 })).toBe('0 зарядов');
    expect(cardLabelText('fa', 'charges', { count: 4 })).toBe('۴ شارژ');
    expect(cardLabelText('tr', 'charges', { count: 2 })).toBe('2 şarj');
    expect(cardLabelText('vi', 'charges', { count: 2 })).toBe('2 điểm nạp');
  });

  it('words the rules as the engine plays them', () => {
    expect(cardRules('en', 'saved/5H')).toContain('take 2 random cards from his hand'); // docs/rulings.md: CZ's reading
    expect(cardRules('en', 'tornado/AC')).toContain('draws 2 cards'); // the English printing
    expect(cardRules('en', 'tomahawk/AD')).toContain('up to distance 2');
    expect(cardRules('en', 'big_fifty/QS')).toContain('target’s cards in play and ability do nothing');
    expect(cardRules('en', 'tumbleweed/4C')).toContain('made again');
    expect(abilityText('en', 'tuco_franziskaner')).toContain('2 more cards');
    // a Tomahawk reaches distance 2, a Punch 1: the refusal names the distance, not a reach of 1
    const tooFar = { code: 'too_far', target: 1, distance: 3 };
    for (const { code } of LANGS) {
      const why = refusalText(code, tooFar, () => 'Bob');
      expect(why, code).toContain('Bob');
      expect(why, code).toContain(new Intl.NumberFormat(code).format(3));
      expect(why, code).not.toMatch(/[1۱]/);
    }
    expect(abilityText('ru', 'lemonade_jim')).toContain('Пиво');
    expect(cardName('ru', 'lemat')).toBe('Ле Ма'); // the Russian edition's names
    expect(MESSAGES.ru.characters.lemonade_jim).toBe('Лимонный Джим');
  });
});
