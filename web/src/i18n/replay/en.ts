// The replay of a finished table, "back to your table" on the home page and the
// question before leaving a game, in English. Every other language has exactly these keys.
import type { Plural } from '../../lib/i18n';

const en = {
  replay: 'Replay',
  watchReplay: 'Watch the replay',
  title: 'Replay of table {id}',
  loading: 'Loading the replay…',
  failed: 'The replay could not be loaded: {message}',
  notOver: 'This game is not over: its replay opens when it ends.',
  seenBy: 'Seen by',
  everything: 'Everything revealed',
  spectator: 'A spectator',
  toStart: 'To the deal',
  prevTurn: 'Previous turn',
  prev: 'One step back',
  play: 'Play',
  pause: 'Pause',
  next: 'One step forward',
  nextTurn: 'Next turn',
  toEnd: 'To the end',
  step: 'Step {step} of {count}',
  turn: 'Turn',
  turnOf: 'Turn {turn} of {count}',
  deal: 'The deal',
  moveBy: 'Move by {name}',
  speed: 'Speed',
  moment: 'Link to this moment',
  record: 'Download the game record',
  backToTable: 'Back to the table',
  // the home page
  yourTables: 'Your tables',
  yourTablesHint: 'The tables this browser holds a seat at, and the forum games it opened.',
  inLobby: 'Waiting for players',
  playing: 'In play',
  over: 'Over',
  players: { one: '{count} player', other: '{count} players' } as Plural,
  rejoin: 'Back to the table',
  forget: 'Forget',
  forumGame: 'Forum game',
  forumMaster: 'Game master',
  forumRound: 'Round {n}',
  forumDeadline: 'deadline {when}',
  forumChoosing: 'Characters being picked',
  forumYourMove: 'Your move',
  forumResolve: 'Everyone has moved',
  open: 'Open',
  // the Back button in a game
  leaveTitle: 'Leave the game?',
  leaveText: 'Your seat stays yours: while you are away a bot plays it, until you come back from this browser.',
  stay: 'Stay',
  leave: 'Leave',
};

export default en;
export type ReplayWords = { [K in keyof typeof en]: string | Plural };
