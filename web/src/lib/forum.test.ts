// The forum pages' words: a card as a verb's object in the Russian accusative, a name in
// the case the server's dictionary is sure of (else a wording without one), the end of a
// game, and the master's override as the console confirms it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endWords, fCard, ft, moveLabel, overrideSaid } from './forum';
import { locale } from './locale.svelte';
import type { Lang } from './i18n';

let before: Lang;
beforeEach(() => {
  before = locale.lang;
});
afterEach(() => {
  locale.lang = before;
});

const NAMES = ['Анна', 'Bob', 'Cid', 'Dan'];

describe('a card as the object of a move, in Russian', () => {
  it('puts the names that change in the accusative, and leaves the others', () => {
    locale.lang = 'ru';
    expect(moveLabel({ kind: 'play', card: 'hat' }, NAMES)).toBe('Сыграть Шляпу');
    expect(moveLabel({ kind: 'play', card: 'barrel' }, NAMES)).toBe('Сыграть Бочку');
    expect(moveLabel({ kind: 'play', card: 'bang', target: 1 }, NAMES)).toBe('Сыграть Бэнг! → Bob');
    expect(moveLabel({ kind: 'play', card: 'duel', target: 0 }, NAMES)).toBe('Сыграть Дуэль → Анна');
    expect(moveLabel({ kind: 'heal', cards: ['hat', 'barrel', 'beer'] }, NAMES)).toBe('Сбросить Шляпу, Бочку, Пиво за жизнь');
    expect(moveLabel({ kind: 'put_back', card: 'hat' }, NAMES)).toBe('Вернуть Шляпу');
    expect(moveLabel({ kind: 'play', card: 'missed', as_card: 'bang' }, NAMES)).toBe('Сыграть Мимо как Бэнг!');
    expect(fCard('hat')).toBe('Шляпа'); // the name itself, where no verb governs it
  });

  it('is the card name itself in English', () => {
    locale.lang = 'en';
    expect(moveLabel({ kind: 'play', card: 'hat' }, NAMES)).toBe('Play Hat');
    expect(moveLabel({ kind: 'heal', cards: ['hat', 'barrel', 'beer'] }, NAMES)).toBe('Discard Hat, Barrel, Beer for a life');
  });
});

describe('a name in its case', () => {
  it('says the genitive the server is sure of, else a wording without a case', () => {
    locale.lang = 'ru';
    expect(ft('pendingFrom', { effect: 'Дуэль', name: 'Анна', name_gent: 'Анны' })).toBe('Дуэль от Анны');
    expect(ft('pendingFrom', { effect: 'Дуэль', name: 'Bob', name_gent: undefined })).toBe('Дуэль от игрока Bob');
    expect(ft('privateFor', { name: 'Анна', name_gent: 'Анны' })).toBe('Лично для Анны: отправьте в личные сообщения');
    expect(ft('privateFor', { name: 'Bob' })).toBe('Лично для игрока Bob: отправьте в личные сообщения');
    locale.lang = 'en';
    expect(ft('pendingFrom', { effect: 'Duel', name: 'Bob' })).toBe('Duel from Bob');
  });
});

describe('the end of a game', () => {
  it('names the side that won and each winner with their role', () => {
    locale.lang = 'ru';
    const winners = [{ name: 'Анна', role: 'sheriff' }, { name: 'Dan', role: 'deputy' }];
    expect(endWords('law', winners)).toEqual(['Игра окончена: победа закона', 'Победители: Анна (Шериф), Dan (Помощник шерифа)']);
    expect(endWords('nobody', [])).toEqual(['Игра окончена: никто не победил', 'Победителей нет']);
    expect(endWords(null, [])[0]).toBe('Игра окончена: предел раундов');
    locale.lang = 'en';
    expect(endWords('outlaws', [{ name: 'Bob', role: 'outlaw' }])).toEqual(['Game over: the outlaws win', 'Winners: Bob (Outlaw)']);
  });
});

describe("the master's override, confirmed", () => {
  it('says what was recorded and why', () => {
    locale.lang = 'ru';
    expect(overrideSaid({ kind: 'life', player: 1, value: 2, reason: 'Бочка была в игре' }, NAMES))
      .toBe('Поправка записана: жизни — Bob: 2. Причина: Бочка была в игре');
    expect(overrideSaid({ kind: 'give_card', player: 0, card: 'hat', reason: 'потерялась' }, NAMES))
      .toBe('Поправка записана: дать карту — Анна: Шляпа. Причина: потерялась');
    expect(overrideSaid({ kind: 'ruling', reason: 'так решил ведущий' }, NAMES))
      .toBe('Поправка записана: решение. Причина: так решил ведущий');
    locale.lang = 'en';
    expect(overrideSaid({ kind: 'life', player: 1, value: 2, reason: 'x' }, NAMES)).toBe('Override recorded: life — Bob: 2. Reason: x');
  });
});
