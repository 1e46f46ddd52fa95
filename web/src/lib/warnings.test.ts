import { describe, expect, it } from 'vitest';
import { WARNING_KEYS, warningFor, warningMessage } from './warnings';
import { LANGS, translate, type Key } from './i18n';
import type { LegalAction, PlayerView, View } from './protocol';

function player(seat: number, hp: number, max = 4, alive = true): PlayerView {
  return { seat, name: `P${seat}`, hp, max_hp: max, alive, character: 'bart_cassidy', role: null, hand_count: 3, in_play: [], distance: 1 } as unknown as PlayerView;
}

function view(players: PlayerView[], partial: Partial<View> = {}): View {
  return {
    seat: 0, role: 'sheriff', hand: [], players, turn: 0, phase: 'play', pending: { player: 0, kind: 'play' },
    deck_count: 40, discard: [], revealed: [], revealed_count: 0, winner: null, bangs_played: 0,
    prompt: { reason: 'play', can_bang: true }, ...partial,
  } as View;
}

const act = (a: Partial<LegalAction>): LegalAction => ({ code: '1', do: 'play', ...a }) as LegalAction;
const beer = act({ card: 'beer/6H' });
const pass = act({ code: '9', do: 'pass' });
const shot = (reason: string) => ({ pending: { player: 0, kind: 'respond' as const }, prompt: { reason, from: 1, missed_needed: 1 } });

describe('warnings for likely mistakes (issue 18)', () => {
  const wasted = (a: Partial<LegalAction>) => act({ ...a, warn: 'no_effect' });

  it('asks only about a move the server says would change nothing', () => {
    const four = [player(0, 5, 5), player(1, 2), player(2, 4), player(3, 4)];
    const beer = wasted({ card: 'beer/6H' });
    expect(warningFor(view(four), [beer], beer)).toEqual({ key: 'fullLife', card: 'beer' });
    const told = act({ card: 'beer/6H' }); // no `warn`: the server says it does something
    expect(warningFor(view(four), [told], told)).toBeNull();
    const canteen = wasted({ do: 'use', card: 'canteen/7H' });
    expect(warningFor(view(four), [canteen], canteen)).toEqual({ key: 'fullLife', card: 'canteen' });
  });

  it('says why from what everyone sees: the target, nobody hurt, your life, two players left', () => {
    const full = [player(0, 5, 5), player(1, 4), player(2, 4)];
    const saloon = wasted({ card: 'saloon/5H' });
    expect(warningFor(view(full), [saloon], saloon)?.key).toBe('allFull');
    const tequila = wasted({ card: 'tequila/9C', target: 2, cards: ['bang/AS'] });
    expect(warningFor(view(full), [tequila], tequila)).toEqual({ key: 'targetFull', seat: 2, card: 'tequila' });
    const onMyself = wasted({ card: 'tequila/9C', target: 0, cards: ['bang/AS'] });
    expect(warningFor(view([player(0, 5, 5), player(1, 2), player(2, 4)]), [onMyself], onMyself)?.key).toBe('fullLife');
    const two = [player(0, 2, 5), player(1, 2), player(2, 0, 4, false), player(3, 0, 4, false)];
    const beer = wasted({ card: 'beer/6H' });
    expect(warningFor(view(two), [beer], beer)).toEqual({ key: 'twoLeft', card: 'beer' });
    const hurt = [player(0, 3, 5), player(1, 2), player(2, 4)];
    expect(warningFor(view(hurt), [beer], beer)).toEqual({ key: 'noEffect', card: 'beer' }); // (an event's, say)
    const asBang = wasted({ card: 'missed/2S', as: 'bang' });
    expect(warningFor(view(hurt), [asBang], asBang)?.card).toBe('bang');
  });

  it('taking the hit, losing a life or giving up while an answer is offered', () => {
    const players = [player(0, 3, 5), player(1, 4), player(2, 4)];
    const missed = act({ card: 'missed/2S' });
    expect(warningFor(view(players, shot('bang')), [missed, pass], pass)?.key).toBe('hitWithMissed');
    expect(warningFor(view(players, shot('gatling')), [act({ do: 'use', card: 'iron_plate/AD' }), pass], pass)?.key).toBe(
      'hitWithMissed',
    );
    expect(warningFor(view(players, shot('bang')), [pass], pass)).toBeNull(); // nothing to answer with
    const indians = { pending: { player: 0, kind: 'respond' as const }, prompt: { reason: 'indians', from: 1 } };
    expect(warningFor(view(players, indians), [act({ card: 'bang/AS' }), pass], pass)?.key).toBe('hitWithBang');
    const duel = { pending: { player: 0, kind: 'respond' as const }, prompt: { reason: 'duel', from: 1, source: 1 } };
    expect(warningFor(view(players, duel), [act({ card: 'bang/AS' }), pass], pass)).toBeNull(); // a choice of tactics
    const dying = { pending: { player: 0, kind: 'dying' as const }, prompt: { reason: 'dying', from: 1, lives_needed: 1 } };
    expect(warningFor(view(players, dying), [beer, pass], pass)?.key).toBe('giveUpWithBeer');
    expect(warningFor(view(players, dying), [pass], pass)).toBeNull();
  });

  it('never for another seat\'s decision, nor for the moves a player means', () => {
    const players = [player(0, 5, 5), player(1, 4), player(2, 4)];
    expect(warningFor(view(players, { pending: { player: 1, kind: 'play' } }), [beer], beer)).toBeNull();
    expect(warningFor(view(players, { seat: null }), [beer], beer)).toBeNull();
    const bang = act({ card: 'bang/AS', target: 1 });
    expect(warningFor(view(players), [bang], bang)).toBeNull();
    expect(warningFor(view(players), [act({ do: 'end' })], act({ do: 'end' }))).toBeNull();
  });
});

describe('every warning is worded in every language', () => {
  it('has its message, with no placeholder left', () => {
    for (const { code } of LANGS) {
      for (const key of WARNING_KEYS) {
        const text = translate(code, warningMessage(key) as Key, { beer: 'B', card: 'C', bang: 'X', name: 'N' });
        expect(text, `${code}: ${key}`).not.toMatch(/^prompt\.|\{/);
      }
    }
  });
});
