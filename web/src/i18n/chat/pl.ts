// Czat stołu po polsku: szybkie frazy (identyfikatory w src/lib/phrases.ts; {player} to nazwa
// miejsca, {card} nazwa karty w języku czytającego) i etykiety panelu czatu.
import type { Plural } from '../../lib/i18n';
import type { PhraseGroup, PhraseId } from '../../lib/phrases';

const phrases: Record<PhraseId, string> = {
  claim_deputy: 'Jestem Zastępcą!',
  claim_outlaw: 'Jestem Bandytą.',
  claim_renegade: 'Jestem Renegatem.',
  claim_not_outlaw: 'Nie jestem Bandytą!',
  claim_not_renegade: 'Nie jestem Renegatem!',
  claim_sheriff_friend: 'Jestem po stronie Szeryfa.',
  accuse_outlaw: '{player} to Bandyta!',
  accuse_renegade: '{player} to Renegat!',
  accuse_deputy: '{player} to Zastępca.',
  trust: 'Ufam graczowi {player}.',
  dont_shoot_me: 'Nie strzelaj do mnie!',
  dont_shoot: 'Nie strzelaj do: {player}!',
  shoot: 'Strzelaj do: {player}!',
  heal_sheriff: 'Uleczcie Szeryfa!',
  help_me: 'Pomocy!',
  truce: 'Rozejm, {player}?',
  beware_card: '{player} ma kartę {card}',
  play_card: 'Zagraj teraz kartę {card}',
  hello: 'Cześć!',
  thanks: 'Dzięki!',
  sorry: 'Przepraszam!',
  well_played: 'Dobrze zagrane!',
  gg: 'Dobra gra!',
  ouch: 'Auć!',
  oops: 'Ups!',
  wait: 'Chwileczkę…',
  yes: 'Tak.',
  no: 'Nie.',
  haha: 'Haha!',
};

const groups: Record<PhraseGroup, string> = {
  claims: 'Deklaracje',
  accusations: 'Oskarżenia',
  requests: 'Prośby',
  reactions: 'Reakcje',
};

const ui = {
  title: 'Czat',
  players: 'Stół',
  spectators: 'Widzowie',
  channels: 'Kanały czatu',
  empty: 'Jeszcze brak wiadomości.',
  spectatorsHidden: 'Gracze przeczytają ten kanał po zakończeniu gry.',
  phrases: 'Szybkie frazy',
  whichPlayer: 'Który gracz?',
  whichCard: 'Która karta?',
  back: 'Wstecz',
  message: 'Wiadomość',
  placeholder: 'Napisz do stołu…',
  placeholderSpectators: 'Napisz do widzów…',
  send: 'Wyślij',
  tooLong: 'Najwyżej {count} znaków.',
  yourName: 'Twoja nazwa na czacie',
  spectator: 'Widz',
  writtenIn: 'Napisane w języku: {lang}',
  people: 'Wycisz',
  peopleTitle: 'Kogo czytasz',
  unmute: 'Przywróć: {name}',
  muteSpectators: 'Wycisz kanał widzów',
  forTable: 'Dla stołu',
  unmuteTable: 'Pozwól mówić: {name}',
  mutedByHost: 'wyciszony przez gospodarza',
  mutedHidden: {
    one: '{count} ukryta wiadomość (wyciszona)',
    few: '{count} ukryte wiadomości (wyciszone)',
    many: '{count} ukrytych wiadomości (wyciszonych)',
    other: '{count} ukrytej wiadomości (wyciszonej)',
  } as Plural,
  unread: {
    one: '{count} nowa wiadomość',
    few: '{count} nowe wiadomości',
    many: '{count} nowych wiadomości',
    other: '{count} nowej wiadomości',
  } as Plural,
  chat_limit: 'Nie wysłano: za dużo wiadomości. Poczekaj chwilę i spróbuj ponownie.',
  muted: 'Gospodarz wyciszył cię przy tym stole.',
  gagged: 'Nie wysłano: karta wydarzenia zabrania teraz graczom rozmawiać.',
  gagNote: '{event}: gracze nie mogą rozmawiać, dopóki nie zostanie odkryta kolejna karta wydarzenia.',
  malformed: 'Nie udało się wysłać tej wiadomości.',
  offline: 'Nie wysłano: brak połączenia.',
};

const pl = { phrases, groups, ui };
export default pl;
