// Le replay d’une table finie, « vos tables » sur l’accueil et la question avant de quitter une
// partie, en français.
import type { Plural } from '../../lib/i18n';
import type { ReplayWords } from './en';

const fr: ReplayWords = {
  replay: 'Revoir',
  watchReplay: 'Revoir la partie',
  title: 'Rediffusion de la table {id}',
  loading: 'Chargement de la rediffusion…',
  failed: 'La rediffusion n’a pas pu être chargée : {message}',
  notOver: 'Cette partie n’est pas finie : sa rediffusion s’ouvre quand elle se termine.',
  seenBy: 'Vue par',
  everything: 'Tout révélé',
  spectator: 'Un spectateur',
  toStart: 'À la donne',
  prevTurn: 'Tour précédent',
  prev: 'Un pas en arrière',
  play: 'Lecture',
  pause: 'Pause',
  next: 'Un pas en avant',
  nextTurn: 'Tour suivant',
  toEnd: 'À la fin',
  step: 'Étape {step} sur {count}',
  turn: 'Tour',
  turnOf: 'Tour {turn} sur {count}',
  deal: 'La donne',
  moveBy: 'Coup de {name}',
  speed: 'Vitesse',
  moment: 'Lien vers ce moment',
  record: 'Télécharger le relevé de la partie',
  backToTable: 'Retour à la table',
  // the home page
  yourTables: 'Vos tables',
  yourTablesHint: 'Les tables où ce navigateur a une place, et les parties sur forum qu’il a ouvertes.',
  inLobby: 'En attente de joueurs',
  playing: 'En cours',
  over: 'Finie',
  players: { one: '{count} joueur', other: '{count} joueurs' } as Plural,
  rejoin: 'Retour à la table',
  forget: 'Oublier',
  forumGame: 'Partie sur forum',
  forumMaster: 'Meneur',
  forumRound: 'Tour {n}',
  forumDeadline: 'échéance {when}',
  forumChoosing: 'Choix des personnages',
  forumYourMove: 'À vous',
  forumResolve: 'Tout le monde a joué',
  open: 'Ouvrir',
  // the Back button in a game
  leaveTitle: 'Quitter la partie ?',
  leaveText: 'Votre place reste la vôtre : pendant votre absence, un bot la joue, jusqu’à votre retour depuis ce navigateur.',
  stay: 'Rester',
  leave: 'Quitter',
};

export default fr;
