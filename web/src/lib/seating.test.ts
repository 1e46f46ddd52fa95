import { describe, expect, it } from 'vitest';
import { inReach, myReach, seatsAround } from './seating';
import type { PlayerView, View } from './protocol';

function player(seat: number, distance: number | null, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    seat, name: `P${seat}`, character: 'bart_cassidy', hp: 4, max_hp: 4, alive: true, hand_count: 3, in_play: [],
    role: null, distance, ...extra,
  };
}

function view(players: PlayerView[], partial: Partial<View> = {}): View {
  return {
    seat: 0, role: 'sheriff', hand: [], players, turn: 0, phase: 'play', pending: null, deck_count: 40, discard: [],
    revealed: [], revealed_count: 0, winner: null, bangs_played: 0, prompt: null, ...partial,
  };
}

describe('the seats round the table', () => {
  const four = [player(0, null, { reach: 1 }), player(1, 1), player(2, 2), player(3, 1)];

  it('start from the reader, in the seats’ numbers until two swap places', () => {
    expect(seatsAround(view(four))).toEqual([0, 1, 2, 3]);
    expect(seatsAround(view(four, { seat: 2 }))).toEqual([2, 3, 0, 1]);
    expect(seatsAround(view(four, { seat: null }))).toEqual([0, 1, 2, 3]);
  });

  it('follow the server’s seating once Lady Rose of Texas swapped two', () => {
    const swapped = { in_force: { seating: [0, 2, 1, 3] } };
    expect(seatsAround(view(four, swapped))).toEqual([0, 2, 1, 3]);
    expect(seatsAround(view(four, { ...swapped, seat: 1 }))).toEqual([1, 3, 0, 2]);
  });
});

describe('the reader’s reach', () => {
  it('is the server’s, and a player is in reach at a distance no more than it', () => {
    const players = [player(0, null, { reach: 2 }), player(1, 1), player(2, 3), player(3, 2), player(4, null, { alive: false })];
    const v = view(players);
    expect(myReach(v)).toBe(2);
    expect(players.map((p) => inReach(v, p))).toEqual([false, true, false, true, false]);
  });

  it('is nobody’s for a spectator, a player out, or a view without it', () => {
    const players = [player(0, null, { reach: 3 }), player(1, 1)];
    expect(inReach(view(players, { seat: null }), players[1])).toBe(false);
    const out = [player(0, null, { reach: null, alive: false }), player(1, null)];
    expect(myReach(view(out))).toBeNull();
    expect(inReach(view([player(0, null), player(1, 1)]), player(1, 1))).toBe(false);
  });
});
