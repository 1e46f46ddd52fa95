// English card texts, written from the rules' meaning (the rulebooks in ../shared/rules
// are in other languages). The shape is CardText (src/lib/cardtext.ts); every other
// language has exactly these keys (checked by src/lib/cardtext.test.ts).

import type { CardText } from '../../lib/cardtext';

const en: CardText = {
  kinds: {
    bang: 'Shoot a player within your weapon’s range: they lose 1 life point unless they cancel the shot with a Missed! (or a Barrel). Only one BANG! per turn.',
    missed: 'Cancels a BANG! or a Gatling shot aimed at you. Played out of your turn, as an answer; you can only cancel shots at yourself.',
    beer: 'Regain 1 life point, never above your starting life. Play it in your turn, or out of turn only when you lose your last life point. No effect when only two players are left.',
    saloon: 'Every player still in the game, you included, regains 1 life point. Only in your turn: it is not a Beer and cannot save you from death.',
    stagecoach: 'Draw 2 cards from the deck.',
    wells_fargo: 'Draw 3 cards from the deck.',
    general_store: 'Turn up as many cards from the deck as there are players in the game. Starting with you and going clockwise, each player takes one of them into their hand.',
    panic: 'Take a card from a player at distance 1: a random card from their hand, or a card of your choice in play in front of them. Weapons do not change this distance; Mustang and Scope do.',
    cat_balou: 'Make any player, at any distance, discard a card: a random card from their hand, or a card of your choice in play in front of them.',
    duel: 'Challenge any player, at any distance. The challenged player discards a BANG!, then you, and so on; the first who does not discard a BANG! loses 1 life point. Missed! and Barrel do not help.',
    gatling: 'Shoots a BANG! at every other player, at any distance; each may cancel it with a Missed! or a Barrel. It is not a BANG! card: you may still play your BANG! this turn.',
    indians: 'Every other player discards a BANG! or loses 1 life point. Missed! and Barrel do not help.',
    barrel: 'Stays in play. When you are the target of a BANG!, you may “draw!”: on a heart the shot is missed, as if you played a Missed!. If not, you may still play a Missed!.',
    dynamite: 'Place it in front of you. When your next turn starts, “draw!”: a spade from 2 to 9 makes it explode — you lose 3 life points and discard it. Otherwise pass it to the player on your left.',
    jail: 'Play it in front of any player but the Sheriff, at any distance. When their turn starts they “draw!”: on a heart they escape and play normally, otherwise they skip the turn. Jail is then discarded.',
    mustang: 'Stays in play. The other players see you one farther (distance +1); you still see them as before.',
    scope: 'Stays in play. You see every other player one closer (distance −1, never below 1); they still see you as before.',
    volcanic: 'Weapon, range 1. With it you may play any number of BANG! cards in your turn. One weapon at a time: a new one replaces the old.',
    schofield: 'Weapon, range 2: your BANG! reaches players up to distance 2. One weapon at a time: a new one replaces the old.',
    remington: 'Weapon, range 3: your BANG! reaches players up to distance 3. One weapon at a time: a new one replaces the old.',
    rev_carabine: 'Weapon, range 4: your BANG! reaches players up to distance 4. One weapon at a time: a new one replaces the old.',
    winchester: 'Weapon, range 5: your BANG! reaches players up to distance 5. One weapon at a time: a new one replaces the old.',
  },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  ranks: { J: 'jack', Q: 'queen', K: 'king', A: 'ace' },
  rankSuit: '{rank} of {suit}',
  // How a screen reader says a card: "BANG!, king of diamonds".
  spoken: '{card}, {rankSuit}',
  labels: {
    brown: 'Brown card: play it, then discard it',
    blue: 'Blue card: stays in play in front of you',
    range: 'Range {range}',
    life: '{count} life points',
    character: 'Character',
    cantPlay: 'You cannot play it now',
    close: 'Close',
    yourRange: 'Your range: {reach}',
    inRange: 'in range',
  },
  reasons: {
    missed_answer_only: 'Missed! is only played in answer to a shot.',
    bang_used: 'You have already played a BANG! this turn.',
    out_of_reach: '{name} is at distance {distance}, your range is {reach}.',
    panic_too_far: 'Panic! reaches only distance 1; {name}, the nearest, is at distance {distance}.',
    no_cards: 'Nobody you can reach has a card to take.',
    jail_no_target: 'Nobody can be jailed: the Sheriff never, nor a player already in Jail.',
    already_in_play: 'You already have this card in play.',
    cannot_answer: 'This card does not answer what you are asked.',
    beer_two_left: 'With only two players left, a Beer saves nobody.',
    only_beer: 'Only a Beer can save you now.',
    not_now: 'You cannot play this card now.',
  },
};

export default en;
