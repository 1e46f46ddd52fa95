// The table chat in English: the quick phrases (ids in src/lib/phrases.ts; {player}
// is a seat's name, {card} a card's name in the reader's language) and the chat
// panel's labels. Every other language has exactly these keys.
import type { Plural } from '../../lib/i18n';
import type { PhraseGroup, PhraseId } from '../../lib/phrases';

const phrases: Record<PhraseId, string> = {
  claim_deputy: "I'm a Deputy!",
  claim_outlaw: "I'm an Outlaw.",
  claim_renegade: "I'm the Renegade.",
  claim_not_outlaw: "I'm not an Outlaw!",
  claim_not_renegade: "I'm not the Renegade!",
  claim_sheriff_friend: "I'm on the Sheriff's side.",
  accuse_outlaw: '{player} is an Outlaw!',
  accuse_renegade: '{player} is the Renegade!',
  accuse_deputy: '{player} is a Deputy.',
  trust: 'I trust {player}.',
  dont_shoot_me: "Don't shoot me!",
  dont_shoot: "Don't shoot {player}!",
  shoot: 'Shoot {player}!',
  heal_sheriff: 'Heal the Sheriff!',
  help_me: 'Help me!',
  truce: 'Truce, {player}?',
  beware_card: '{player} has a {card}',
  play_card: 'Play a {card} now',
  hello: 'Hello!',
  thanks: 'Thanks!',
  sorry: 'Sorry!',
  well_played: 'Well played!',
  gg: 'Good game!',
  ouch: 'Ouch!',
  oops: 'Oops!',
  wait: 'Wait a moment…',
  yes: 'Yes.',
  no: 'No.',
  haha: 'Haha!',
};

const groups: Record<PhraseGroup, string> = {
  claims: 'Claims',
  accusations: 'Accusations',
  requests: 'Requests',
  reactions: 'Reactions',
};

const ui = {
  title: 'Chat',
  players: 'Table',
  spectators: 'Spectators',
  channels: 'Chat channels',
  empty: 'No messages yet.',
  spectatorsHidden: 'The players read this channel once the game is over.',
  phrases: 'Quick phrases',
  whichPlayer: 'Which player?',
  whichCard: 'Which card?',
  back: 'Back',
  message: 'Message',
  placeholder: 'Write to the table…',
  placeholderSpectators: 'Write to the spectators…',
  send: 'Send',
  tooLong: 'At most {count} characters.',
  yourName: 'Your name in the chat',
  spectator: 'Spectator',
  writtenIn: 'Written in {lang}',
  people: 'Mute',
  peopleTitle: 'Who you read',
  unmute: 'Unmute {name}',
  muteSpectators: "Mute the spectators' channel",
  forTable: 'For the table',
  unmuteTable: 'Let {name} talk again',
  mutedByHost: 'muted by the host',
  mutedHidden: { one: '{count} message hidden (muted)', other: '{count} messages hidden (muted)' } as Plural,
  unread: { one: '{count} new message', other: '{count} new messages' } as Plural,
  chat_limit: 'Not sent: too many messages. Wait a moment and try again.',
  muted: 'The host has muted you at this table.',
  gagged: 'Not sent: an event card forbids the players to talk for now.',
  gagNote: '{event}: the players may not talk until another event card is revealed.',
  malformed: 'That message could not be sent.',
  offline: 'Not sent: the connection is down.',
};

const en = { phrases, groups, ui };
export default en;
