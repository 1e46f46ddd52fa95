// La replica di una partita finita, «torna al tavolo» nella pagina iniziale e la domanda prima
// di lasciare una partita.
import type { ReplayWords } from './en';

const it: ReplayWords = {
  replay: 'Replica',
  watchReplay: 'Guarda la replica',
  title: 'Replica del tavolo {id}',
  loading: 'Caricamento della replica…',
  failed: 'Impossibile caricare la replica: {message}',
  notOver: 'Questa partita non è finita: la sua replica si apre quando finisce.',
  seenBy: 'Vista da',
  everything: 'Tutto scoperto',
  spectator: 'Uno spettatore',
  toStart: 'Alla distribuzione',
  prevTurn: 'Turno precedente',
  prev: 'Un passo indietro',
  play: 'Riproduci',
  pause: 'Pausa',
  next: 'Un passo avanti',
  nextTurn: 'Turno seguente',
  toEnd: 'Alla fine',
  step: 'Passo {step} di {count}',
  turn: 'Turno',
  turnOf: 'Turno {turn} di {count}',
  deal: 'La distribuzione',
  moveBy: 'Mossa di {name}',
  speed: 'Velocità',
  moment: 'Link a questo momento',
  record: 'Scarica la registrazione della partita',
  backToTable: 'Torna al tavolo',
  // the home page
  yourTables: 'I tuoi tavoli',
  yourTablesHint: 'I tavoli in cui questo browser ha un posto.',
  inLobby: 'In attesa di giocatori',
  playing: 'In corso',
  over: 'Finita',
  players: { one: '{count} giocatore', other: '{count} giocatori' },
  rejoin: 'Torna al tavolo',
  forget: 'Dimentica',
  // the Back button in a game
  leaveTitle: 'Lasciare la partita?',
  leaveText: 'Il tuo posto resta tuo: mentre sei via lo gioca un bot, finché non torni da questo browser.',
  stay: 'Resta',
  leave: 'Esci',
};

export default it;
