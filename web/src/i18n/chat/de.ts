// Der Tischchat auf Deutsch: die Schnellsätze (ids in src/lib/phrases.ts; {player} ist der Name
// eines Platzes, {card} der Name einer Karte in der Sprache des Lesers) und die Beschriftungen.
import type { Plural } from '../../lib/i18n';
import type { ChatWords, PhraseGroup, PhraseId } from '../../lib/phrases';

const phrases: Record<PhraseId, string> = {
  claim_deputy: 'Ich bin Hilfssheriff!',
  claim_outlaw: 'Ich bin ein Outlaw.',
  claim_renegade: 'Ich bin der Kopfgeldjäger.',
  claim_not_outlaw: 'Ich bin kein Outlaw!',
  claim_not_renegade: 'Ich bin nicht der Kopfgeldjäger!',
  claim_sheriff_friend: 'Ich bin auf der Seite des Sheriffs.',
  accuse_outlaw: '{player} ist ein Outlaw!',
  accuse_renegade: '{player} ist der Kopfgeldjäger!',
  accuse_deputy: '{player} ist Hilfssheriff.',
  trust: 'Ich vertraue {player}.',
  dont_shoot_me: 'Schieß nicht auf mich!',
  dont_shoot: 'Schieß nicht auf {player}!',
  shoot: 'Schieß auf {player}!',
  heal_sheriff: 'Heilt den Sheriff!',
  help_me: 'Hilfe!',
  truce: 'Waffenstillstand, {player}?',
  beware_card: '{player} hat {card}',
  play_card: 'Spiel jetzt {card}',
  hello: 'Hallo!',
  thanks: 'Danke!',
  sorry: 'Entschuldigung!',
  well_played: 'Gut gespielt!',
  gg: 'Gutes Spiel!',
  ouch: 'Autsch!',
  oops: 'Hoppla!',
  wait: 'Moment mal…',
  yes: 'Ja.',
  no: 'Nein.',
  haha: 'Haha!',
};

const groups: Record<PhraseGroup, string> = {
  claims: 'Behauptungen',
  accusations: 'Vorwürfe',
  requests: 'Bitten',
  reactions: 'Reaktionen',
};

const ui = {
  title: 'Chat',
  players: 'Tisch',
  spectators: 'Zuschauer',
  channels: 'Chatkanäle',
  empty: 'Noch keine Nachrichten.',
  spectatorsHidden: 'Die Spieler lesen diesen Kanal, sobald die Partie vorbei ist.',
  phrases: 'Schnellsätze',
  whichPlayer: 'Welcher Spieler?',
  whichCard: 'Welche Karte?',
  back: 'Zurück',
  message: 'Nachricht',
  placeholder: 'An den Tisch schreiben…',
  placeholderSpectators: 'An die Zuschauer schreiben…',
  send: 'Senden',
  tooLong: 'Höchstens {count} Zeichen.',
  yourName: 'Dein Name im Chat',
  spectator: 'Zuschauer',
  writtenIn: 'Geschrieben auf {lang}',
  people: 'Stumm',
  peopleTitle: 'Wen du liest',
  unmute: '{name} wieder lesen',
  muteSpectators: 'Zuschauerkanal stummschalten',
  forTable: 'Für den Tisch',
  unmuteTable: '{name} wieder reden lassen',
  mutedByHost: 'vom Gastgeber stummgeschaltet',
  mutedHidden: { one: '{count} Nachricht ausgeblendet (stumm)', other: '{count} Nachrichten ausgeblendet (stumm)' } as Plural,
  unread: { one: '{count} neue Nachricht', other: '{count} neue Nachrichten' } as Plural,
  chat_limit: 'Nicht gesendet: zu viele Nachrichten. Warte einen Moment und versuch es noch einmal.',
  muted: 'Der Gastgeber hat dich an diesem Tisch stummgeschaltet.',
  gagged: 'Nicht gesendet: Eine Ereigniskarte verbietet den Spielern gerade das Reden.',
  gagNote: '{event}: Die Spieler dürfen nicht reden, bis eine andere Ereigniskarte aufgedeckt wird.',
  malformed: 'Diese Nachricht konnte nicht gesendet werden.',
  offline: 'Nicht gesendet: Die Verbindung ist weg.',
};

const de: ChatWords = { phrases, groups, ui };
export default de;
