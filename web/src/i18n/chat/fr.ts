// Le chat de la table en français : les phrases rapides (ids dans src/lib/phrases.ts ; {player} est
// le nom d’une place, {card} le nom d’une carte dans la langue du lecteur) et le panneau.
import type { Plural } from '../../lib/i18n';
import type { ChatWords, PhraseGroup, PhraseId } from '../../lib/phrases';

const phrases: Record<PhraseId, string> = {
  claim_deputy: 'Je suis Adjoint !',
  claim_outlaw: 'Je suis Hors-la-loi.',
  claim_renegade: 'Je suis le Renégat.',
  claim_not_outlaw: 'Je ne suis pas Hors-la-loi !',
  claim_not_renegade: 'Je ne suis pas le Renégat !',
  claim_sheriff_friend: 'Je suis du côté du Shérif.',
  accuse_outlaw: '{player} est Hors-la-loi !',
  accuse_renegade: '{player} est le Renégat !',
  accuse_deputy: '{player} est Adjoint.',
  trust: 'J’ai confiance en {player}.',
  dont_shoot_me: 'Ne me tirez pas dessus !',
  dont_shoot: 'Ne tirez pas sur {player} !',
  shoot: 'Tirez sur {player} !',
  heal_sheriff: 'Soignez le Shérif !',
  help_me: 'À l’aide !',
  truce: 'Trêve, {player} ?',
  beware_card: '{player} a {card}',
  play_card: 'Jouez {card} maintenant',
  hello: 'Salut !',
  thanks: 'Merci !',
  sorry: 'Désolé !',
  well_played: 'Bien joué !',
  gg: 'Bonne partie !',
  ouch: 'Aïe !',
  oops: 'Oups !',
  wait: 'Attendez un instant…',
  yes: 'Oui.',
  no: 'Non.',
  haha: 'Haha !',
};

const groups: Record<PhraseGroup, string> = {
  claims: 'Annonces',
  accusations: 'Accusations',
  requests: 'Demandes',
  reactions: 'Réactions',
};

const ui = {
  title: 'Chat',
  players: 'Table',
  spectators: 'Spectateurs',
  channels: 'Canaux du chat',
  empty: 'Pas encore de message.',
  spectatorsHidden: 'Les joueurs lisent ce canal une fois la partie finie.',
  phrases: 'Phrases rapides',
  whichPlayer: 'Quel joueur ?',
  whichCard: 'Quelle carte ?',
  back: 'Retour',
  message: 'Message',
  placeholder: 'Écrire à la table…',
  placeholderSpectators: 'Écrire aux spectateurs…',
  send: 'Envoyer',
  tooLong: '{count} caractères au plus.',
  yourName: 'Votre nom dans le chat',
  spectator: 'Spectateur',
  writtenIn: 'Écrit en {lang}',
  people: 'Masquer',
  peopleTitle: 'Qui vous lisez',
  unmute: 'Réafficher {name}',
  muteSpectators: 'Masquer le canal des spectateurs',
  forTable: 'Pour la table',
  unmuteTable: 'Rendre la parole à {name}',
  mutedByHost: 'réduit au silence par l’hôte',
  mutedHidden: { one: '{count} message masqué', other: '{count} messages masqués' } as Plural,
  unread: { one: '{count} nouveau message', other: '{count} nouveaux messages' } as Plural,
  chat_limit: 'Non envoyé : trop de messages. Attendez un instant et réessayez.',
  muted: 'L’hôte vous a coupé la parole à cette table.',
  gagged: 'Non envoyé : une carte événement interdit aux joueurs de parler pour l’instant.',
  gagNote: '{event} : les joueurs ne peuvent pas parler avant qu’une autre carte événement soit révélée.',
  malformed: 'Ce message n’a pas pu être envoyé.',
  offline: 'Non envoyé : la connexion est coupée.',
};

const fr: ChatWords = { phrases, groups, ui };
export default fr;
