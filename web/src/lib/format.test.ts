import { describe, expect, it } from 'vitest';
import {
  botName,
  clockText,
  drawStory,
  drawStorySegments,
  labelSep,
  listSep,
  logSegments,
  num,
  passKey,
  promptSegments,
  readDigits,
  secondsLeft,
} from './format';
import { LANGS as LANGUAGES, cardName, plainText, translate, type Lang } from './i18n';
import type { LegalAction, LogEntry, View } from './protocol';

// every language of src/i18n/languages.ts, and those other than English
const ALL_LANGS: Lang[] = LANGUAGES.map((l) => l.code);
const OTHER_LANGS: Lang[] = ALL_LANGS.filter((l) => l !== 'en');

const names = ['Ann', 'Bob', 'Cyd', 'بهرام'];
const nameOf = (s: number) => names[s] ?? '?';
const line = (e: Partial<LogEntry>, lang: Lang = 'en') => {
  const segs = logSegments(lang, { seq: 0, type: 'played', ...e } as LogEntry, nameOf);
  return segs === null ? null : plainText(segs, lang);
};

describe('Dodge City log lines and prompts', () => {
  it('words the green cards, the price and the new abilities', () => {
    expect(line({ type: 'used', player: 0, cards: ['canteen/7H'], count: 1 })).toBe('Ann used Canteen 7♥.');
    expect(line({ type: 'used', player: 0, target: 2, cards: ['knife/8H'], count: 1 })).toBe(
      'Ann used Knife 8♥ against Cyd.',
    );
    expect(line({ type: 'used', player: 1, target: 0, cards: ['iron_plate/AD'], count: 1 })).toBe(
      "Bob cancelled Ann's shot with Iron Plate A♦.",
    );
    expect(line({ type: 'played', player: 0, cards: ['brawl/JS', 'beer/6H'], count: 2, detail: 'paid' })).toBe(
      'Ann played Brawl J♠, discarding Beer 6♥.',
    );
    expect(
      line({ type: 'played', player: 0, target: 1, cards: ['springfield/KS', 'bang/AS'], count: 2, detail: 'paid' }),
    ).toBe('Ann played Springfield K♠ against Bob, discarding BANG! A♠.');
    expect(line({ type: 'took', player: 2, target: 1, cards: ['barrel/QS'], count: 1, detail: 'pat_brennan' })).toBe(
      'Cyd took Barrel Q♠ from in front of Bob instead of drawing.',
    );
    expect(line({ type: 'ability', player: 0, detail: 'chuck_wengam' })).toBe('Ann gave up a life point to draw 2 cards.');
    expect(
      line({ type: 'ability', player: 0, target: 1, cards: ['bang/AS', 'beer/6H'], count: 2, detail: 'doc_holyday' }),
    ).toBe('Ann discarded BANG! A♠, Beer 6♥ to shoot at Bob.');
    expect(line({ type: 'ability', player: 0, cards: ['barrel/QS'], count: 1, detail: 'jose_delgado' })).toBe(
      'Ann discarded Barrel Q♠ to draw 2 cards.',
    );
    expect(line({ type: 'ability', player: 3, target: 1, detail: 'vera_custer:sid_ketchum' })).toBe(
      "بهرام takes Sid Ketchum's ability (Bob) until the next turn.",
    );
    expect(line({ type: 'ability', player: 3, target: 1, detail: 'vera_custer:pat_brennan' }, 'fa')).toContain('پت برنن');
    expect(line({ type: 'played', player: 0, cards: ['brawl/JS', 'beer/6H'], count: 2, detail: 'paid' }, 'fa')).toContain(
      'زد و خورد',
    );
  });

  it('asks for Brawl, Pat Brennan and Vera Custer', () => {
    const view = (reason: Record<string, unknown>, me: number) =>
      ({ seat: me, pending: { player: 0, kind: 'choose' }, prompt: reason }) as unknown as View;
    const ask = (reason: Record<string, unknown>, me = 0, lang: Lang = 'en') =>
      plainText(promptSegments(lang, view(reason, me), nameOf), lang);
    expect(ask({ reason: 'brawl', target: 2 })).toBe('Brawl: choose which card Cyd discards.');
    expect(ask({ reason: 'brawl', target: 2 }, 1)).toBe('Ann chooses which card Cyd discards (Brawl).');
    expect(ask({ reason: 'pat_brennan' })).toContain('take one card in play');
    expect(ask({ reason: 'vera_custer' })).toContain('ability until your next turn');
    expect(ask({ reason: 'vera_custer' }, 1, 'ru')).toContain('Ann');
  });

  it('asks two Vulture Sams to share a dead player\'s cards, in every language', () => {
    const view = (me: number) =>
      ({ seat: me, pending: { player: 0, kind: 'choose' }, prompt: { reason: 'vulture_sam', target: 2 } }) as unknown as View;
    const ask = (me: number, lang: Lang) => plainText(promptSegments(lang, view(me), nameOf), lang);
    expect(ask(0, 'en')).toBe("Take a card of Cyd's: a random one from the hand or one in play (you share them in turn).");
    expect(ask(1, 'en')).toBe("Ann takes a card of Cyd's (they are shared in turn).");
    for (const lang of OTHER_LANGS) {
      expect(ask(0, lang)).toContain('Cyd');
      expect(ask(1, lang)).toContain('Ann');
      expect(ask(0, lang)).not.toBe(ask(0, 'en'));
    }
  });
});

describe('log lines', () => {
  it('spells out who did what to whom', () => {
    expect(line({ type: 'played', player: 0, target: 1, cards: ['bang/4D'], count: 1 })).toBe(
      'Ann played BANG! 4♦ against Bob.',
    );
    expect(line({ type: 'played', player: 0, cards: ['beer/6H'], count: 1, detail: 'dying' })).toBe(
      'Ann drank Beer 6♥ to stay in the game.',
    );
    expect(line({ type: 'played', player: 2, target: 1, cards: ['missed/2S'], count: 1, detail: 'as bang' })).toBe(
      'Cyd played Missed! 2♠ as BANG! against Bob.',
    );
    expect(line({ type: 'answered', player: 2, target: 0, cards: ['bang/4D'], count: 1, detail: 'as missed' })).toBe(
      'Cyd answered Ann with BANG! 4♦ (as Missed!).',
    );
  });

  it('counts the cards the reader may not see', () => {
    expect(line({ type: 'drew', player: 1, count: 2 })).toBe('Bob drew 2 cards.');
    expect(line({ type: 'drew', player: 1, count: 1 })).toBe('Bob drew a card.');
    expect(line({ type: 'drew', player: 1, count: 2, cards: ['bang/4D', 'beer/6H'] })).toBe(
      'Bob drew BANG! 4♦, Beer 6♥.',
    );
    expect(line({ type: 'stole', player: 0, target: 1, count: 1 })).toBe("Ann drew a card from Bob's hand.");
    expect(line({ type: 'drew', player: 1, count: 5 }, 'ru')).toBe('Bob берёт 5 карт.');
  });

  it('reads every kind of event', () => {
    expect(line({ type: 'discarded', player: 1, target: 0, cards: ['barrel/QS'], detail: 'cat_balou' })).toBe(
      'Ann made Bob discard Barrel Q♠.',
    );
    expect(line({ type: 'eliminated', player: 1, target: 0, detail: 'outlaw' })).toBe(
      'Ann eliminated Bob: Outlaw.',
    );
    expect(line({ type: 'eliminated', player: 1, detail: 'deputy' })).toBe('Bob is out of the game: Deputy.');
    expect(line({ type: 'damaged', player: 1, amount: 3 })).toBe('Bob lost 3 life points.');
    expect(line({ type: 'draw_check', player: 2, cards: ['beer/6H'], count: 1 })).toBe('“draw!” for Cyd: Beer 6♥.');
    expect(line({ type: 'dynamite_passed', player: 0, target: 1, cards: ['dynamite/2H'] })).toBe(
      'The Dynamite passes from Ann to Bob.',
    );
    expect(line({ type: 'game_over', detail: 'renegade' })).toBe('Game over: The Renegade wins.');
    expect(line({ type: 'phase', player: 0, detail: 'discard' })).toBe('Ann ended the play phase.');
    expect(line({ type: 'phase', player: 0, detail: 'play' })).toBeNull();
    expect(line({ type: 'revealed', player: 0, count: 3 })).toBe('Ann looked at the top 3 cards of the deck.');
    expect(line({ type: 'picked', player: 3, target: 1, count: 4, detail: 'vulture_sam' })).toBe(
      "بهرام took Bob's 4 cards.",
    );
  });

  it('uses the names of each language, with its list separator', () => {
    expect(line({ type: 'discarded', player: 3, cards: ['bang/4D', 'missed/2S'] }, 'fa')).toBe(
      'بهرام بنگ! 4♦، زپلشک! 2♠ را سوزاند.',
    );
    expect(line({ type: 'played', player: 0, target: 1, cards: ['missed/2S'] }, 'tr')).toBe(
      'Ann oynadı: Karavana! 2♠ → Bob.',
    );
  });
});

function view(partial: Partial<View>): View {
  return {
    seat: 1, role: 'outlaw', hand: [], players: [], turn: 0, phase: 'play', pending: null, deck_count: 40,
    discard: [], revealed: [], revealed_count: 0, winner: null, bangs_played: 0, prompt: null, ...partial,
  };
}

const ask = (v: Partial<View>, lang: Lang = 'en', legal: LegalAction[] = []) =>
  plainText(promptSegments(lang, view(v), nameOf, legal), lang);
const beer = [{ code: '7', do: 'play', card: 'beer/6H' }] as LegalAction[];

describe('prompts', () => {
  it('says what is asked and why', () => {
    const shot = { pending: { player: 1, kind: 'respond' as const }, prompt: { reason: 'bang' as const, from: 0, missed_needed: 1 } };
    expect(ask(shot)).toBe('Ann shoots at you with BANG! — play Missed! or take the hit.');
    expect(ask({ ...shot, prompt: { reason: 'bang', from: 0, missed_needed: 2 } })).toBe(
      'Ann shoots at you with BANG! — you need 2 Missed! cards, or take the hit.',
    );
    expect(ask({ ...shot, seat: 2 })).toBe('Bob must answer the BANG! of Ann.');
    const dying = { pending: { player: 1, kind: 'dying' as const }, prompt: { reason: 'dying' as const, from: 0, lives_needed: 1 } };
    expect(ask(dying, 'en', beer)).toBe('You are dying: play a Beer to stay in the game.');
    // asked with only "Give up" (issue 18, defect 8): no Beer is promised
    expect(ask(dying)).toBe('You are out of lives, and no Beer can save you now.');
    expect(ask({ pending: { player: 1, kind: 'discard' }, prompt: { reason: 'discard', count: 2 } }, 'ru')).toBe(
      'Слишком много карт на руке: сбросьте 2.',
    );
    expect(ask({ pending: { player: 1, kind: 'choose' }, prompt: { reason: 'lucky_duke', for: 'jail' } })).toBe(
      'Lucky Duke: pick the card that counts for the “draw!” (Jail).',
    );
    expect(ask({ pending: { player: 1, kind: 'draw' }, prompt: { reason: 'pedro_ramirez' } })).toBe(
      'Draw your first card from the deck or from the top of the discard pile.',
    );
  });

  it('labels the pass button', () => {
    expect(passKey({ reason: 'duel', from: 0, source: 0 })).toBe('ui.passLife');
    expect(passKey({ reason: 'dying', from: 0, lives_needed: 1 })).toBe('ui.passDie');
    expect(passKey({ reason: 'gatling', from: 0, missed_needed: 1 })).toBe('ui.passHit');
  });
});

describe('digits, bot names and "draw!" results', () => {
  it('writes numbers in Persian digits in Persian only', () => {
    expect(num('fa', 15)).toBe('۱۵');
    expect(num('en', 15)).toBe('15');
  });

  it('localises the names of bots, not of people', () => {
    expect(botName('fa', 'Bot Doc', true)).toBe('ربات داک');
    expect(botName('ru', 'Bot Tex', true)).toBe('Бот Текс');
    expect(botName('en', 'Bot Doc', true)).toBe('Bot Doc');
    expect(botName('fa', 'Bot Doc', false)).toBe('Bot Doc');
  });

  it('tells what a "draw!" was for and how it went, as the server says', () => {
    const log: LogEntry[] = [
      { seq: 1, type: 'turn_started', player: 2 },
      { seq: 2, type: 'draw_check', player: 2, cards: ['beer/7S'], detail: 'jail unlucky' },
      { seq: 3, type: 'jail_stayed', player: 2, cards: ['jail/JS'] },
      { seq: 4, type: 'played', player: 0, target: 1, cards: ['bang/4D'] },
      { seq: 5, type: 'draw_check', player: 1, cards: ['bang/7S'], detail: 'barrel unlucky' },
      { seq: 6, type: 'damaged', player: 1, target: 0, amount: 1 },
      { seq: 7, type: 'draw_check', player: 3, cards: ['beer/2H'], detail: 'chosen barrel lucky' },
      { seq: 8, type: 'shot_missed', player: 3, target: 0 },
      // an event's own "draw!" (Vendetta), then a hit: not taken for a Barrel
      { seq: 9, type: 'draw_check', player: 0, cards: ['bang/3S'], detail: 'vendetta' },
      { seq: 10, type: 'damaged', player: 0, target: 1, amount: 1 },
    ];
    expect(drawStory(log, 1)).toEqual({ player: 2, card: 'beer/7S', purpose: 'jail', lucky: false });
    const barrel = drawStory(log, 4)!;
    expect(barrel).toEqual({ player: 1, card: 'bang/7S', purpose: 'barrel', lucky: false });
    expect(plainText(drawStorySegments('en', barrel)!, 'en')).toBe('Barrel: BANG! 7♠, no luck');
    expect(drawStory(log, 6)?.lucky).toBe(true);
    expect(drawStory(log, 8)).toEqual({ player: 0, card: 'bang/3S', purpose: null, lucky: null });
    expect(drawStorySegments('en', drawStory(log, 8)!)).toBeNull();
    expect(drawStory(log, 0)).toBeNull();
  });
});

describe('separators beside numbers (issue 18, defect 2)', () => {
  it('never puts a dot beside Persian digits, where it reads as a zero', () => {
    for (const lang of ['fa'] as Lang[]) {
      expect(labelSep(lang)).not.toMatch(/[·.٠۰]/);
      expect(listSep(lang)).not.toMatch(/[·.٠۰]/);
    }
    expect(`دسته${labelSep('fa')}${num('fa', 80)}`).toBe('دسته: ۸۰');
    expect(`Deck${labelSep('en')}${num('en', 80)}`).toBe('Deck · 80');
  });
});

describe('every "draw!" line says what it was for and what it gave (issue 18, defect 4)', () => {
  it('words the purpose and the outcome in each language', () => {
    const draw = (detail: string, lang: Lang = 'en') =>
      line({ type: 'draw_check', player: 1, cards: ['bang/5D'], count: 1, detail }, lang);
    expect(draw('barrel unlucky')).toBe('“draw!” for Bob’s Barrel: BANG! 5♦, no luck.');
    expect(draw('barrel lucky')).toBe('“draw!” for Bob’s Barrel: BANG! 5♦, lucky.');
    expect(draw('jail unlucky')).toBe('“draw!” for Bob’s Jail: BANG! 5♦, no luck.');
    expect(draw('dynamite lucky')).toBe('“draw!” for Bob’s Dynamite: BANG! 5♦, lucky.');
    expect(draw('chosen barrel lucky')).toBe('Bob chose BANG! 5♦ for the Barrel “draw!”: lucky.');
    for (const lang of OTHER_LANGS) {
      const text = draw('barrel unlucky', lang)!;
      expect(text).not.toContain('{');
      expect(text).toContain(cardName(lang, 'barrel'));
      expect(text).toContain(translate(lang, 'screen.unlucky'));
    }
    // an entry without a detail (an older server) keeps the plain line
    expect(draw('')).toBe('“draw!” for Bob: BANG! 5♦.');
  });

  it('the table\'s last "draw!" reads the detail at once, before the next entries come', () => {
    const log = [{ seq: 0, type: 'draw_check', player: 1, cards: ['bang/5D'], count: 1, detail: 'barrel unlucky' }] as LogEntry[];
    expect(drawStory(log, 0)).toEqual({ player: 1, card: 'bang/5D', purpose: 'barrel', lucky: false });
  });
});

describe('a pass is worded as what the player chose (issue 18, defect 8)', () => {
  it('took the hit, or drank no Beer when dying (not "gave up": no concession)', () => {
    expect(line({ type: 'passed', player: 1 })).toBe('Bob took the hit.');
    expect(line({ type: 'passed', player: 1, detail: 'dying' })).toBe('Bob drank no Beer.');
    expect(line({ type: 'passed', player: 1 }, 'fa')).not.toContain('جوابی نداد');
  });
});

describe('the turn clock (issue 18, defect 10)', () => {
  it('counts down from the deadline it is given, never past it', () => {
    const now = 1_000_000;
    expect(clockText('en', secondsLeft(now + 60_000, now))).toBe('1:00');
    expect(clockText('en', secondsLeft(now + 59_100, now))).toBe('1:00');
    expect(clockText('en', secondsLeft(now + 5_000, now))).toBe('0:05');
    expect(secondsLeft(now - 3_000, now)).toBe(0);
    expect(clockText('fa', 65)).toBe('۱:۰۵');
  });

  it("shows a turn-based table's hours (issue 31)", () => {
    expect(clockText('en', 3599)).toBe('59:59');
    expect(clockText('en', 3600)).toBe('1:00:00');
    expect(clockText('en', 24 * 3600 - 1)).toBe('23:59:59');
    expect(clockText('en', 72 * 3600)).toBe('72:00:00');
    expect(clockText('fa', 3 * 3600 + 65)).toBe('۳:۰۱:۰۵');
  });
});

describe('numbers typed in Persian digits (issue 18, defect 11)', () => {
  it('reads Persian, Arabic and Latin digits alike', () => {
    expect(readDigits('۹۰')).toBe(90);
    expect(readDigits('٤٥')).toBe(45);
    expect(readDigits('۶0')).toBe(60);
    expect(readDigits('120 s')).toBe(120);
    expect(readDigits('')).toBeNull();
  });
});

describe('the event cards in the log and the prompts', () => {
  it('words a reveal, what an event did, and a player back in play, in each language', () => {
    expect(line({ type: 'event_revealed', player: 0, detail: 'the_reverend' })).toBe(
      'Ann reveals a new event: The Reverend.',
    );
    expect(line({ type: 'event_revealed', player: 0, detail: 'the_reverend' }, 'fa')).toContain('کشیش');
    expect(line({ type: 'event_effect', player: 1, detail: 'the_doctor' })).toBe('The Doctor tends to Bob.');
    expect(line({ type: 'event_effect', player: 2, detail: 'high_noon' })).toBe('High Noon strikes Cyd.');
    expect(line({ type: 'event_effect', player: 2, detail: 'ghost_town' })).toBe('Ghost Town: Cyd.');
    expect(line({ type: 'returned', player: 1, amount: 0, detail: 'ghost' })).toBe('Bob comes back into play as a ghost.');
    expect(line({ type: 'returned', player: 1, amount: 2, detail: '' })).toBe('Bob comes back into play with 2 life points.');
    expect(line({ type: 'returned', player: 1, amount: 2, detail: '' }, 'fa')).toContain('۲');
    expect(line({ type: 'discarded', player: 1, cards: ['barrel/QS'], count: 1, detail: 'the_daltons' })).toBe(
      'Bob discarded Barrel Q♠ (The Daltons).',
    );
    for (const lang of ALL_LANGS) {
      for (const e of [
        { type: 'event_revealed', player: 0, detail: 'ambush' },
        { type: 'event_effect', player: 0, detail: 'the_doctor' },
        { type: 'returned', player: 0, amount: 1, detail: '' },
      ]) {
        const text = line(e, lang) ?? '';
        expect(text, `${lang} ${e.type}`).not.toMatch(/[{}]|event_|returned/);
      }
    }
  });

  it('asks each decision of the event cards, and says what the others wait for', () => {
    const asked = (reason: string, kind: string, seat = 1) =>
      ask({ seat, pending: { player: 1, kind: kind as 'event' }, prompt: { reason } as View['prompt'] });
    expect(asked('the_daltons', 'discard')).toBe('The Daltons: choose which of your blue cards in play you discard.');
    expect(asked('the_daltons', 'discard', 0)).toBe('Bob chooses a blue card to discard (The Daltons).');
    expect(asked('hard_liquor', 'draw')).toBe('Hard Liquor: draw as usual, or skip drawing to regain a life point.');
    expect(asked('peyote', 'draw', 0)).toBe('Bob guesses red or black (Peyote).');
    expect(asked('blood_brothers', 'event')).toBe('Blood Brothers: you may give one of your life points to another player.');
    expect(asked('ranch', 'event')).toContain('Ranch: you may swap cards');
    expect(asked('russian_roulette', 'respond')).toBe('Russian Roulette: discard a Missed!, or lose 2 life points.');
    expect(asked('ricochet', 'respond')).toContain('play a Missed! to keep it');
    // a reason this page has no words for: the event in force names it
    expect(ask({ pending: { player: 1, kind: 'event' }, prompt: { reason: 'new_one' } as unknown as View['prompt'],
      in_force: { event: 'lasso' } })).toBe('Lasso: your decision.');
    // A Fistful of Cards shoots with nobody behind the gun: the prompt names the event that
    // fired (the server's prompt.event), whatever else is in force
    const shot = {
      pending: { player: 1, kind: 'respond' as const },
      prompt: { reason: 'bang' as const, from: null, missed_needed: 1, event: 'a_fistful_of_cards' },
      in_force: { event: 'a_fistful_of_cards' },
    };
    expect(ask(shot)).toBe('A Fistful of Cards shoots at you — play Missed! or take the hit.');
    expect(ask(shot, 'fa')).toContain('به خاطر یک مشت کارت');
    expect(ask({ ...shot, in_force: { event: 'lasso' } })).toBe('A Fistful of Cards shoots at you — play Missed! or take the hit.');
    expect(ask({ ...shot, seat: 0 })).toBe('Bob is shot at by A Fistful of Cards.');
  });

  it('labels the pass of an event\'s decision as what it gives up', () => {
    expect(passKey({ reason: 'russian_roulette' })).toBe('ui.passRoulette');
    expect(passKey({ reason: 'ricochet' })).toBe('ui.passRicochet');
    expect(passKey({ reason: 'ranch' })).toBe('ui.keepHand');
    expect(passKey({ reason: 'blood_brothers' })).toBe('ui.eventDecline');
    expect(translate('fa', 'ui.passRoulette')).toBe('۲ جان از دست می‌دهم');
  });
});

describe("The Valley of Shadows' and Armed & Dangerous' decisions and log lines", () => {
  const LANGS = ALL_LANGS;
  // seat 0 (Ann) is asked; the reader is Ann (me = 0) or Bob (me = 1)
  const ask = (prompt: Record<string, unknown>, me = 0, lang: Lang = 'en', kind = 'respond') =>
    plainText(
      promptSegments(lang, { seat: me, pending: { player: 0, kind }, prompt } as unknown as View, nameOf),
      lang,
    );

  it('asks each decision of the two boxes, and says what the others wait for', () => {
    expect(ask({ reason: 'escape', from: 2, card: 'panic' })).toBe(
      'Cyd plays Panic! at you alone: you may cancel it before it takes effect.',
    );
    expect(ask({ reason: 'escape', from: 2, card: 'duel' }, 1)).toBe('Ann may cancel the Duel of Cyd.');
    expect(ask({ reason: 'bandidos', from: 2 })).toBe(
      'Bandidos played by Cyd: discard 2 cards from your hand, or lose a life point.',
    );
    expect(ask({ reason: 'poker', from: 2, target: 0 }, 0, 'en', 'discard')).toBe(
      'Poker played by Cyd: discard a card of your choice, face up.',
    );
    expect(ask({ reason: 'poker', from: 0, target: null }, 0, 'en', 'choose')).toBe(
      'Poker: no Ace among the cards laid down — take 2 of them.',
    );
    expect(ask({ reason: 'saved', target: 2 })).toBe('Cyd is about to lose life points: play Saved! to spare them one?');
    expect(ask({ reason: 'saved', target: 2 }, 1)).toBe('Ann may spare Cyd a life point with Saved!.');
    expect(ask({ reason: 'tornado' }, 0, 'en', 'discard')).toBe('Tornado: discard a card from your hand, then you draw 2.');
    expect(ask({ reason: 'shotgun' }, 1, 'en', 'discard')).toBe('Ann discards a card (Shotgun).');
    expect(ask({ reason: 'lemonade_jim' })).toBe('Another player drank a Beer: discard a card to regain a life point?');
    expect(ask({ reason: 'evelyn_shebang' }, 0, 'en', 'draw')).toContain('a BANG! at a different player within reach');
    expect(ask({ reason: 'bomb' }, 1, 'en', 'choose')).toBe('Ann chooses who gets the Bomb.');
    expect(ask({ reason: 'charge', left: 1 }, 0, 'en', 'charge')).toBe(
      'Put your charge on one of your orange cards or on your character.',
    );
    expect(ask({ reason: 'charge', left: 3 }, 0, 'en', 'charge')).toBe(
      'Put your 3 charges, one at a time, on your orange cards or on your character.',
    );
    expect(ask({ reason: 'charge', left: 5 }, 0, 'ru', 'charge')).toContain('Положите 5 зарядов');
    expect(ask({ reason: 'charge', left: 2 }, 0, 'fa', 'charge')).toContain('۲ شارژ');
    expect(ask({ reason: 'al_preacher' }, 1)).toBe('Ann may pay 2 charges to draw a card.');
    // Lucky Duke's pick names what the "draw!" is for: a card of the box, or Colorado Bill
    expect(ask({ reason: 'lucky_duke', for: 'rattlesnake' }, 0, 'en', 'choose')).toContain('(Rattlesnake)');
    expect(ask({ reason: 'lucky_duke', for: 'colorado_bill' }, 0, 'ru', 'choose')).toContain('(Колорадо Билл)');
    expect(ask({ reason: 'lucky_duke', for: 'bomb' }, 0, 'tr', 'choose')).toContain('(Bomba)');
  });

  it('words every decision in every language, with its names and no placeholder left', () => {
    const decisions: [Record<string, unknown>, string][] = [
      [{ reason: 'escape', from: 2, card: 'cat_balou' }, 'respond'],
      [{ reason: 'bandidos', from: 2 }, 'respond'],
      [{ reason: 'poker', from: 2, target: 0 }, 'discard'],
      [{ reason: 'poker', from: 0, target: null }, 'choose'],
      [{ reason: 'tornado' }, 'discard'],
      [{ reason: 'saved', target: 2 }, 'respond'],
      [{ reason: 'lemonade_jim' }, 'respond'],
      [{ reason: 'shotgun' }, 'discard'],
      [{ reason: 'bomb' }, 'choose'],
      [{ reason: 'charge', left: 2 }, 'charge'],
      [{ reason: 'al_preacher' }, 'respond'],
      [{ reason: 'evelyn_shebang' }, 'draw'],
    ];
    for (const lang of LANGS) {
      for (const [prompt, kind] of decisions) {
        const mine = ask(prompt, 0, lang, kind);
        const theirs = ask(prompt, 1, lang, kind);
        const what = `${lang} ${String(prompt.reason)}`;
        expect(mine, what).not.toMatch(/[{}]/);
        expect(theirs, what).toContain('Ann'); // the others are told who decides
        expect(mine, what).not.toBe(theirs);
        if (prompt.from === 2 || prompt.target === 2) expect(mine, what).toContain('Cyd');
        if (lang !== 'en') expect(mine, what).not.toBe(ask(prompt, 0, 'en', kind));
      }
    }
  });

  it('labels each pass as what it gives up', () => {
    expect(passKey({ reason: 'escape' } as View['prompt'])).toBe('ui.passEscape');
    expect(passKey({ reason: 'bandidos' } as View['prompt'])).toBe('ui.passLife');
    expect(passKey({ reason: 'saved' } as View['prompt'])).toBe('ui.eventDecline');
    expect(passKey({ reason: 'al_preacher' } as View['prompt'])).toBe('ui.eventDecline');
    for (const lang of LANGS) expect(translate(lang, 'ui.passEscape').length, lang).toBeGreaterThan(3);
  });

  it('writes the log lines of their cards, abilities and charges', () => {
    expect(line({ type: 'dynamite_exploded', player: 1, cards: ['bomb/7D'], amount: 2, detail: 'bomb' })).toBe(
      'The Bomb exploded in front of Bob!',
    );
    expect(line({ type: 'equipped', player: 1, target: 2, cards: ['bomb/7D'], count: 1, detail: 'bomb' })).toBe(
      'The Bomb passes from Bob to Cyd.',
    );
    expect(line({ type: 'played', player: 1, target: 2, cards: ['saved/5H'], count: 1, detail: 'saved' })).toBe(
      'Bob played Saved! 5♥: Cyd loses one life point less.',
    );
    expect(line({ type: 'passed', player: 1, detail: 'bandidos' })).toBe('Bob chose to lose a life point.');
    expect(line({ type: 'discarded', player: 1, cards: ['whip/3C'], count: 1, detail: 'no_charges' })).toBe(
      'Bob’s Whip 3♣ has no charge left: discarded.',
    );
    expect(line({ type: 'ability', player: 0, target: 1, cards: ['beer/6C'], count: 1, detail: 'black_flower' })).toBe(
      'Ann discarded Beer 6♣ to shoot at Bob.',
    );
    expect(line({ type: 'ability', player: 0, cards: ['missed/2S'], count: 1, detail: 'lemonade_jim' })).toBe(
      'Ann discarded Missed! 2♠ to regain a life point.',
    );
    expect(line({ type: 'ability', player: 0, target: 2, detail: 'henry_block' })).toBe(
      'Ann shoots back at Cyd for reaching for one of his cards.',
    );
    expect(line({ type: 'ability', player: 0, count: 2, detail: 'evelyn_shebang' })).toBe('Ann draws 2 cards fewer to shoot.');
    expect(line({ type: 'ability', player: 0, amount: 1, detail: 'red_ringo' })).toBe(
      'Ann moved 1 charge from the character onto a card.',
    );
    expect(line({ type: 'ability', player: 0, amount: 3, detail: 'charge:bandolier/2C' })).toBe(
      'Ann put 3 charges on Bandolier 2♣.',
    );
    expect(line({ type: 'ability', player: 0, amount: 1, detail: 'charge:character' })).toBe(
      'Ann put a charge on their character.',
    );
    expect(line({ type: 'ability', player: 0, amount: 5, detail: 'charge:character' }, 'ru')).toBe(
      'Ann кладёт 5 зарядов на персонажа.',
    );
    expect(line({ type: 'ability', player: 0, amount: 2, detail: 'charge:character' }, 'fa')).toContain('۲ شارژ');
    // a Ghost card's ghost stays until the card goes: no "for this turn"
    expect(line({ type: 'returned', player: 2, amount: 0, detail: 'ghost' })).toBe('Cyd comes back into play as a ghost.');
    const entries: Partial<LogEntry>[] = [
      { type: 'dynamite_exploded', player: 1, cards: ['bomb/7D'], amount: 2, detail: 'bomb' },
      { type: 'equipped', player: 1, target: 2, cards: ['bomb/7D'], count: 1, detail: 'bomb' },
      { type: 'played', player: 1, target: 2, cards: ['saved/5H'], count: 1, detail: 'saved' },
      { type: 'passed', player: 1, detail: 'bandidos' },
      { type: 'discarded', player: 1, cards: ['whip/3C'], count: 1, detail: 'no_charges' },
      { type: 'ability', player: 1, target: 2, detail: 'henry_block' },
      { type: 'ability', player: 1, count: 1, detail: 'evelyn_shebang' },
      { type: 'ability', player: 1, cards: ['bang/5S'], count: 1, detail: 'bass_greeves' },
      { type: 'ability', player: 1, target: 2, detail: 'frankie_canton' },
      { type: 'ability', player: 1, target: 2, detail: 'mexicali_kid' },
      { type: 'ability', player: 1, amount: 2, detail: 'red_ringo' },
      { type: 'ability', player: 1, detail: 'al_preacher' },
      { type: 'ability', player: 1, amount: 2, detail: 'charge:crate/4D' },
      { type: 'ability', player: 1, amount: 1, detail: 'charge:character' },
      { type: 'returned', player: 1, amount: 0, detail: 'ghost' },
    ];
    for (const lang of LANGS) {
      for (const e of entries) {
        const text = line(e, lang) ?? '';
        const what = `${lang} ${e.type} ${e.detail}`;
        expect(text, what).toContain('Bob');
        expect(text, what).not.toMatch(/[{}]|charge:|_/);
        if (e.target === 2) expect(text, what).toContain('Cyd');
        if (lang !== 'en') expect(text, what).not.toBe(line(e, 'en'));
      }
      // the Bomb is named, not the Dynamite
      expect(line(entries[0], lang), lang).toContain(cardName(lang, 'bomb'));
      expect(line(entries[0], lang), lang).not.toContain(cardName(lang, 'dynamite'));
    }
  });
});
