// Die Wiederholung eines beendeten Tisches, „deine Tische“ auf der Startseite und die Frage vor
// dem Verlassen einer Partie, auf Deutsch.
import type { Plural } from '../../lib/i18n';
import type { ReplayWords } from './en';

const de: ReplayWords = {
  replay: 'Wiederholung',
  watchReplay: 'Wiederholung ansehen',
  title: 'Wiederholung von Tisch {id}',
  loading: 'Wiederholung wird geladen…',
  failed: 'Die Wiederholung konnte nicht geladen werden: {message}',
  notOver: 'Diese Partie ist nicht vorbei: Ihre Wiederholung öffnet sich, wenn sie endet.',
  seenBy: 'Gesehen von',
  everything: 'Alles aufgedeckt',
  spectator: 'Ein Zuschauer',
  toStart: 'Zum Austeilen',
  prevTurn: 'Vorheriger Zug',
  prev: 'Einen Schritt zurück',
  play: 'Abspielen',
  pause: 'Pause',
  next: 'Einen Schritt vor',
  nextTurn: 'Nächster Zug',
  toEnd: 'Zum Ende',
  step: 'Schritt {step} von {count}',
  turn: 'Zug',
  turnOf: 'Zug {turn} von {count}',
  deal: 'Das Austeilen',
  moveBy: 'Zug von {name}',
  speed: 'Tempo',
  moment: 'Link zu diesem Moment',
  record: 'Spielprotokoll herunterladen',
  backToTable: 'Zurück zum Tisch',
  // the home page
  yourTables: 'Deine Tische',
  yourTablesHint: 'Die Tische, an denen dieser Browser einen Platz hat, und die Forumspartien, die er geöffnet hat.',
  inLobby: 'Warten auf Spieler',
  playing: 'Läuft',
  over: 'Vorbei',
  players: { one: '{count} Spieler', other: '{count} Spieler' } as Plural,
  rejoin: 'Zurück zum Tisch',
  forget: 'Vergessen',
  forumGame: 'Forumspartie',
  forumMaster: 'Spielleiter',
  forumRound: 'Runde {n}',
  forumDeadline: 'Frist {when}',
  forumChoosing: 'Charaktere werden gewählt',
  forumYourMove: 'Du bist dran',
  forumResolve: 'Alle haben gezogen',
  open: 'Öffnen',
  // the Back button in a game
  leaveTitle: 'Partie verlassen?',
  leaveText: 'Dein Platz bleibt deiner: Solange du weg bist, spielt ihn ein Bot, bis du aus diesem Browser zurückkommst.',
  stay: 'Bleiben',
  leave: 'Verlassen',
};

export default de;
