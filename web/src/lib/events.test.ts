import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCardFacts } from './cards';
import { TEST_FACTS } from './testfacts';
import {
  EVENT_WORDS,
  boxHint,
  boxName,
  deckLines,
  eventLabel,
  eventName,
  eventText,
  inForceLines,
  type InForce,
  type EventPiece,
  type ExpansionFacts,
} from './events';
import { conflictOf, missingFor, optionsOf, playable, standalone, type ExpansionList } from './expansions';
import { refusalText } from './cardtext';
import { LANGS, type Msg } from './i18n';

// Every event card the server knows (its facts of every box at once), and every box.
const EVENTS = Object.keys(TEST_FACTS.events ?? {});
const BOXES = [
  ...new Set(
    [
      ...Object.values(TEST_FACTS.kinds),
      ...Object.values(TEST_FACTS.characters),
      ...Object.values(TEST_FACTS.events ?? {}),
    ].map((x) => x.box),
  ),
].filter((b) => b !== 'base');
// Worded before the engine plays them (FORMAT.md's lists): A Fistful of Cards' and Wild West
// Show's event cards. Once the engine has a box, the facts fixture holds its cards and they
// are checked against it like the others.
const AHEAD_BOXES: string[] = [];
const CARD_WORDS = ['bang', 'missed', 'beer', 'stagecoach', 'wells_fargo', 'jail', 'dynamite'];

// ({card_accs} is the placeholder card, said in the accusative: lib/i18n.ts)
const placeholders = (m: Msg): string[] => {
  const texts = typeof m === 'string' ? [m] : Object.values(m).filter((x): x is string => !!x);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1].replace(/_accs$/, ''))))].sort();
};

beforeEach(() => setCardFacts(TEST_FACTS));
afterEach(() => setCardFacts(TEST_FACTS)); // as src/lib/test-setup.ts leaves them

describe('the event cards in every language', () => {
  it('knows High Noon at least, and each box of the server', () => {
    expect(EVENTS).toContain('the_reverend');
    expect(BOXES).toContain('high_noon');
  });

  for (const { code } of LANGS) {
    const words = EVENT_WORDS[code];

    it(`${code}: names and words every event card the server knows`, () => {
      for (const key of EVENTS) {
        expect(words.names[key], `${code}: no name for ${key}`).toBeTruthy();
        expect(words.texts[key]?.length ?? 0, `${code}: no text for ${key}`).toBeGreaterThan(10);
      }
    });

    it(`${code}: has exactly the English keys, and no placeholder English lacks`, () => {
      const en = EVENT_WORDS.en;
      expect(Object.keys(words.names).sort()).toEqual(Object.keys(en.names).sort());
      expect(Object.keys(words.texts).sort()).toEqual(Object.keys(en.names).sort());
      expect(Object.keys(words.boxes).sort()).toEqual(Object.keys(en.boxes).sort());
      expect(Object.keys(words.labels).sort()).toEqual(Object.keys(en.labels).sort());
      expect(Object.keys(words.facts).sort()).toEqual(Object.keys(en.facts).sort());
      for (const [k, v] of Object.entries(words.labels)) {
        expect(placeholders(v), `${code} labels.${k}`).toEqual(placeholders(en.labels[k as keyof typeof en.labels]));
      }
      for (const [k, v] of Object.entries(words.facts)) {
        expect(placeholders(v), `${code} facts.${k}`).toEqual(placeholders(en.facts[k as keyof typeof en.facts]));
      }
      for (const [k, v] of Object.entries(words.texts)) {
        for (const p of placeholders(v)) expect(CARD_WORDS, `${code} texts.${k} {${p}}`).toContain(p);
      }
      for (const [k, v] of Object.entries(words.boxes)) {
        expect(v.name, `${code} ${k}`).toBeTruthy();
        for (const p of placeholders(v.hint)) expect(['cards', 'characters', 'events'], `${code} ${k}`).toContain(p);
      }
    });

    it(`${code}: names every box, and no two event cards alike`, () => {
      for (const box of [...BOXES, ...AHEAD_BOXES]) expect(words.boxes[box]?.name, `${code}: ${box}`).toBeTruthy();
      // one card per box may share its box's name: the final one (High Noon, A Fistful of Cards, Wild West Show)
      const names = Object.values(words.names);
      expect(new Set(names).size, `${code}: two event cards share a name`).toBe(names.length);
      for (const key of Object.keys(words.names)) {
        const { box } = TEST_FACTS.events?.[key] ?? { box: null };
        if (box !== null && words.names[key] === words.boxes[box]?.name) expect(TEST_FACTS.events?.[key]?.final).toBe(true);
      }
    });

    it(`${code}: the refusal of a card the event forbids names the event`, () => {
      const why = refusalText(code, { code: 'event_forbids', event: 'the_reverend' }, () => '?');
      expect(why).toContain(EVENT_WORDS[code].names.the_reverend);
      expect(why).not.toContain('{');
    });
  }

  it('words an event with the card names of the language', () => {
    expect(eventName('en', 'the_reverend')).toBe('The Reverend');
    expect(eventText('en', 'the_reverend')).toBe('No Beer may be played.');
    expect(eventText('fa', 'the_reverend')).toContain('نوشیدنی');
    expect(eventText('ru', 'the_sermon')).toContain('Бэнг!');
    for (const { code } of LANGS) for (const key of EVENTS) expect(eventText(code, key), `${code} ${key}`).not.toContain('{');
  });

  it('falls back on the server\'s English facts, then on the key, for a card it has no words for', () => {
    setCardFacts({ ...TEST_FACTS, events: { new_card: { name: 'New Card', box: 'x', final: false, text: 'Does a thing.' } } });
    expect(eventName('fa', 'new_card')).toBe('New Card');
    expect(eventText('fa', 'new_card')).toBe('Does a thing.');
    expect(eventName('fa', 'nothing_known')).toBe('nothing_known');
  });
});

describe('what holds now', () => {
  const nameOf = (seat: number) => ['Ann', 'Bob', 'Cid'][seat] ?? '?';

  it('says each fact of the rules in force, in the reader\'s words and digits', () => {
    const inForce = {
      event: 'ambush', distance_one: true, suit: 'H' as const, bangs_a_turn: 2, phase_one_cards: 1,
      counter_clockwise: true, cards_in_play_work: false, abilities_work: false, turn_takers: [1, 2],
    };
    expect(inForceLines('en', inForce, nameOf)).toEqual([
      'Every distance is 1',
      'Every card counts as hearts',
      '2 BANG! cards a turn',
      'Phase 1: draw 1 card',
      'Turns go counter-clockwise ↺',
      'Cards in play have no effect',
      'No character has an ability',
      'Out, yet playing their turns: Bob, Cid',
    ]);
    const fa = inForceLines('fa', inForce, nameOf);
    expect(fa).toHaveLength(8);
    expect(fa[2]).toContain('۲');
    expect(fa[7]).toContain('Bob، Cid');
    expect(inForceLines('ru', { phase_one_cards: 3 }, nameOf)).toEqual(['Фаза 1: взять 3 карты']);
    expect(inForceLines('en', { event: 'the_reverend' }, nameOf)).toEqual([]); // its text says it
    expect(inForceLines('en', undefined, nameOf)).toEqual([]);
  });

  it('words the event cards\' own facts: a suit named, a card that must be played, Gag, open hands, each for himself', () => {
    const inForce: InForce = {
      handcuffs: 'H', must_play: 'bang/5D', gag: true, hands_face_up: true, last_one_standing: true,
    };
    expect(inForceLines('en', inForce, nameOf, 1)).toEqual([
      'This turn only cards of hearts may be played',
      'Bob must play BANG! 5♦ before ending the turn',
      'The players may not talk: their chat is closed',
      'Every hand is face up',
      'Each plays for themselves: the last one standing wins',
    ]);
    expect(inForceLines('en', { must_play: 'bang/5D' }, nameOf)).toEqual([]); // whose turn unknown: not said
    // the card a player must play is the verb's object: in the Russian accusative
    expect(inForceLines('ru', { must_play: 'barrel/KS' }, nameOf, 1)).toEqual(['Bob должен сыграть Бочку K♠, прежде чем закончить ход']);
    for (const { code } of LANGS) {
      const lines = inForceLines(code, inForce, nameOf, 1);
      expect(lines, code).toHaveLength(5);
      for (const line of lines) expect(line, code).not.toMatch(/[{}]/);
      expect(lines[1], code).toContain('Bob');
    }
  });

  it('says how many event cards are left, when the next comes, and the final one', () => {
    const round: EventPiece = {
      event: 'thirst', event_deck_count: 9, events_shown: ['curse', 'shootout'], event_final: 'high_noon',
      event_revealed_by: 'round',
    };
    expect(deckLines('en', round)).toEqual([
      '9 event cards left',
      'Next: at the Sheriff’s next turn.',
      'Last: High Noon, in force to the end.',
    ]);
    expect(deckLines('en', { ...round, event: null, events_shown: [], event_deck_count: 13 })[0]).toBe(
      'The first: at the Sheriff’s second turn.',
    );
    const show: EventPiece = { ...round, event: null, event_revealed_by: 'show', event_final: 'wild_west_show' };
    expect(deckLines('en', show)[0]).toBe('The first: when a Stagecoach or a Wells Fargo is played.');
    expect(deckLines('fa', show)[0]).toContain('دلیجان');
    const last: EventPiece = { ...round, event: 'high_noon', event_deck_count: 0, event_final: null };
    expect(deckLines('en', last)).toEqual(['The last event card: in force to the end of the game.']);
    expect(deckLines('ru', { ...round, event_deck_count: 2 })[0]).toBe('Осталось 2 карты событий');
    expect(eventLabel('fa', 'left', { count: 12 })).toContain('۱۲');
  });
});

describe('the expansions', () => {
  const facts = (key: string, events = 0): ExpansionFacts => ({
    key, cards: key === 'dodge_city' ? 40 : 0, characters: key === 'dodge_city' ? 15 : 8 * Number(key === 'wild_west_show'),
    events, events_revealed_by: events ? (key === 'wild_west_show' ? 'show' : 'round') : null,
    event_final: events ? key : null,
  });
  const list: ExpansionList = {
    expansions: [facts('dodge_city'), facts('high_noon', 13), facts('fistful_of_cards', 15), facts('wild_west_show', 10)],
    refused: [
      { expansions: ['high_noon', 'wild_west_show'], reason: 'not played together' },
      { expansions: ['fistful_of_cards', 'wild_west_show'], reason: 'not played together' },
    ],
  };

  it('names each one and says what it adds, with the server\'s counts', () => {
    expect(boxName('en', 'high_noon')).toBe('High Noon');
    expect(boxName('ru', 'fistful_of_cards')).toBe('За пригоршню карт');
    expect(boxHint('en', facts('dodge_city'))).toBe('40 more cards (green ones among them) and 15 more characters');
    expect(boxHint('fa', facts('high_noon', 13))).toContain('۱۳');
    // one the words do not know: its key, and what it adds in general words
    expect(boxName('en', 'great_train_robbery')).toBe('great train robbery');
    expect(boxHint('en', { ...facts('great_train_robbery'), cards: 16, characters: 8 })).toBe('16 cards, 8 characters, 0 event cards');
  });

  it('refuses the combinations the server refuses, and only those', () => {
    expect(conflictOf(list, [], 'wild_west_show')).toBeNull();
    expect(conflictOf(list, ['high_noon'], 'wild_west_show')?.expansions).toEqual(['high_noon', 'wild_west_show']);
    expect(conflictOf(list, ['wild_west_show'], 'fistful_of_cards')?.reason).toBe('not played together');
    expect(conflictOf(list, ['high_noon'], 'fistful_of_cards')).toBeNull();
    expect(conflictOf(list, ['dodge_city', 'high_noon'], 'dodge_city')).toBeNull(); // ticked already
    expect(playable(list, ['wild_west_show', 'high_noon', 'gone_box', 'dodge_city'])).toEqual([
      'dodge_city',
      'high_noon',
    ]);
    expect(playable(list, [])).toEqual([]);
  });

  it('offers an option only with what it needs: The Bullet\'s cards with High Noon', () => {
    const bullet = { ...facts('the_bullet', 2), event_final: null, needs: ['high_noon'] };
    const withBullet: ExpansionList = {
      ...list,
      expansions: [list.expansions[0], list.expansions[1], bullet, ...list.expansions.slice(2)],
    };
    expect(standalone(withBullet).map((e) => e.key)).toEqual(['dodge_city', 'high_noon', 'fistful_of_cards', 'wild_west_show']);
    expect(optionsOf(withBullet, 'high_noon').map((e) => e.key)).toEqual(['the_bullet']);
    expect(optionsOf(withBullet, 'dodge_city')).toEqual([]);
    expect(missingFor(withBullet, [], 'the_bullet')).toEqual(['high_noon']);
    expect(missingFor(withBullet, ['high_noon'], 'the_bullet')).toEqual([]);
    expect(missingFor(withBullet, [], 'high_noon')).toEqual([]);
    expect(playable(withBullet, ['the_bullet', 'high_noon'])).toEqual(['high_noon', 'the_bullet']);
    expect(playable(withBullet, ['the_bullet'])).toEqual([]); // High Noon unticked: its option goes
    expect(playable(withBullet, ['wild_west_show', 'the_bullet'])).toEqual(['wild_west_show']); // (its need not ticked)
  });

  it('names The Bullet\'s option and what it needs in every language', () => {
    for (const { code } of LANGS) {
      expect(boxName(code, 'the_bullet'), code).not.toBe('the bullet');
      expect(boxName(code, 'the_bullet'), code).toContain(boxName(code, 'high_noon'));
      expect(eventLabel(code, 'needs', { names: boxName(code, 'high_noon') }), code).toContain(boxName(code, 'high_noon'));
    }
  });
});
