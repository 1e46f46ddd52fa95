// The words of the seat's banner (components/SeatBanner.svelte) about its clock: a bot
// playing the seat, or a decision just out of time. Every number comes from the server's
// `state` (timeouts, misses_to_bot, timed_out): the page keeps no rule of when a bot takes
// a seat (2 at a live table; the host's choice at a turn-based one, 0 for never).
import { translate, type Key, type Lang } from './i18n';

export interface SeatClock {
  botControlled: boolean;
  timedOut: boolean;
  timeouts: number;
  missesToBot: number;
}

export type SeatLine = { key: Key; count?: number };

/** The banner's message and its count; null: nothing to say (or, out of time, not seated). */
export function seatLine(clock: SeatClock, seated: boolean): SeatLine | null {
  if (clock.botControlled) {
    // the misses that gave the seat to the bot (the count stops there while it plays)
    return clock.timedOut ? { key: 'seat.botTimedOut', count: Math.max(1, clock.timeouts) } : { key: 'seat.botAway' };
  }
  if (!seated || clock.timeouts < 1) return null;
  if (clock.missesToBot <= 0) return { key: 'seat.timedOutNoBot' };
  return { key: 'seat.timedOutBotIn', count: Math.max(1, clock.missesToBot - clock.timeouts) };
}

/** That message in ``lang``, its plural picked by the count. */
export function seatLineText(lang: Lang, line: SeatLine): string {
  return translate(lang, line.key, line.count === undefined ? {} : { count: line.count });
}
