// Where each player sits and what the reader's own seat reaches, as the server says it:
// the seats' order round the table (`view.in_force.seating` once two players swapped
// places, else the seats' numbers), and the reader's reach (`view.players[seat].reach`,
// the rules in force: weapons, events). Nothing here measures a distance or a reach.

import type { PlayerView, View } from './protocol';

/** The seats clockwise round the table, the reader's first (a spectator's: seat 0's). */
export function seatsAround(view: View): number[] {
  const n = view.players.length;
  const told = view.in_force?.seating;
  const ring = Array.isArray(told) && told.length === n ? (told as number[]) : view.players.map((p) => p.seat);
  const start = Math.max(0, ring.indexOf(view.seat ?? ring[0]));
  return ring.map((_, i) => ring[(start + i) % n]);
}

/** How far the reader's own BANG! goes now, as the server says (null: a spectator, a player
 * out, or a server that does not tell). */
export function myReach(view: View): number | null {
  const me = view.seat !== null ? view.players[view.seat] : undefined;
  return me?.alive && typeof me.reach === 'number' ? me.reach : null;
}

/** Whether `p` is within the reader's reach: the server's distance to them is no more
 * than the server's reach. */
export function inReach(view: View, p: PlayerView): boolean {
  const reach = myReach(view);
  return reach !== null && p.seat !== view.seat && p.alive && p.distance !== null && p.distance <= reach;
}
