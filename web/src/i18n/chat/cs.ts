// Chat u stolu česky: rychlé fráze (identifikátory v src/lib/phrases.ts; {player} je jméno
// místa, {card} název karty v jazyce čtenáře) a popisky panelu chatu.
import type { Plural } from '../../lib/i18n';
import type { PhraseGroup, PhraseId } from '../../lib/phrases';

const phrases: Record<PhraseId, string> = {
  claim_deputy: 'Jsem Pomocník!',
  claim_outlaw: 'Jsem Bandita.',
  claim_renegade: 'Jsem Odpadlík.',
  claim_not_outlaw: 'Nejsem Bandita!',
  claim_not_renegade: 'Nejsem Odpadlík!',
  claim_sheriff_friend: 'Jsem na straně Šerifa.',
  accuse_outlaw: '{player} je Bandita!',
  accuse_renegade: '{player} je Odpadlík!',
  accuse_deputy: '{player} je Pomocník.',
  trust: 'Věřím hráči {player}.',
  dont_shoot_me: 'Nestřílej na mě!',
  dont_shoot: 'Nestřílejte na hráče {player}!',
  shoot: 'Střílejte na hráče {player}!',
  heal_sheriff: 'Vyléčte Šerifa!',
  help_me: 'Pomoc!',
  truce: 'Příměří, {player}?',
  beware_card: '{player} má kartu {card}',
  play_card: 'Zahraj teď kartu {card}',
  hello: 'Ahoj!',
  thanks: 'Díky!',
  sorry: 'Promiň!',
  well_played: 'Dobře zahráno!',
  gg: 'Dobrá hra!',
  ouch: 'Au!',
  oops: 'Jejda!',
  wait: 'Moment…',
  yes: 'Ano.',
  no: 'Ne.',
  haha: 'Haha!',
};

const groups: Record<PhraseGroup, string> = {
  claims: 'Prohlášení',
  accusations: 'Obvinění',
  requests: 'Prosby',
  reactions: 'Reakce',
};

const ui = {
  title: 'Chat',
  players: 'Stůl',
  spectators: 'Diváci',
  channels: 'Kanály chatu',
  empty: 'Zatím žádné zprávy.',
  spectatorsHidden: 'Hráči si tento kanál přečtou po skončení hry.',
  phrases: 'Rychlé fráze',
  whichPlayer: 'Který hráč?',
  whichCard: 'Která karta?',
  back: 'Zpět',
  message: 'Zpráva',
  placeholder: 'Napiš stolu…',
  placeholderSpectators: 'Napiš divákům…',
  send: 'Odeslat',
  tooLong: 'Nejvýš {count} znaků.',
  yourName: 'Tvoje jméno v chatu',
  spectator: 'Divák',
  writtenIn: 'Napsáno v jazyce: {lang}',
  people: 'Ztlumit',
  peopleTitle: 'Koho čteš',
  unmute: 'Zrušit ztlumení: {name}',
  muteSpectators: 'Ztlumit kanál diváků',
  forTable: 'Pro stůl',
  unmuteTable: 'Nechat znovu mluvit: {name}',
  mutedByHost: 'ztlumen hostitelem',
  mutedHidden: {
    one: '{count} skrytá zpráva (ztlumeno)',
    few: '{count} skryté zprávy (ztlumeno)',
    other: '{count} skrytých zpráv (ztlumeno)',
  } as Plural,
  unread: {
    one: '{count} nová zpráva',
    few: '{count} nové zprávy',
    other: '{count} nových zpráv',
  } as Plural,
  chat_limit: 'Neodesláno: příliš mnoho zpráv. Chvíli počkej a zkus to znovu.',
  muted: 'Hostitel tě u tohoto stolu ztlumil.',
  gagged: 'Neodesláno: karta události teď hráčům zakazuje mluvit.',
  gagNote: '{event}: hráči nesmějí mluvit, dokud nebude odhalena další karta události.',
  malformed: 'Tuto zprávu nebylo možné odeslat.',
  offline: 'Neodesláno: spojení nefunguje.',
};

const cs = { phrases, groups, ui };
export default cs;
