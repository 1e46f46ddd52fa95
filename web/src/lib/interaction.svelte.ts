// What the player is in the middle of choosing at the table: a card to play (and the
// card it is paid with, for a card with the "discard another card" price) and its target
// (and, for Panic!/Cat Balou, which card of the target); a green card in play to use;
// several cards (discard, an ability's cards, Kit Carlson's two); Gold Rush's card of the
// shop to buy (and how it is used), another's black card whose discard is paid for, the
// way Josh McCloud uses the card he took. Every choice ends in one legal action, sent with
// TableStore.act. Reset on each new state.
//
// The abilities are told apart by the shape of their actions (actions.ts, abilityShape).

import { untrack } from 'svelte';
import {
  abilityShape,
  cardsNeeded,
  dedupe,
  find,
  isPlayable,
  matchCards,
  plays,
  sameCards,
  targetsOf,
  volleyAction,
  volleyNext,
  type AbilityShape,
} from './actions';
import { chargePlaces } from './charges';
import { abilityWhyNot, refusalText, type Refusal } from './cardtext';
import {
  eventActions,
  inPlayDiscards,
  markedForSwap,
  sniperCards,
  sniperShots,
  swapAction,
  swapPlan,
  swappable,
  type SwapStep,
} from './eventactions';
import { paidDiscards, purchases, sales } from './gold';
import { locale } from './locale.svelte';
import type { CardId, LegalAction, Seat } from './protocol';
import type { TableStore } from './table.svelte';

export interface MultiMode {
  what: 'discard' | 'ability' | 'choose' | 'sniper' | 'swap';
  from: 'hand' | 'revealed';
  need: number; // (a swap: at most; one card is enough)
  shape?: AbilityShape; // the ability whose cards are being picked
}

export class Interaction {
  selected = $state<number | null>(null); // index in the hand of the card being played
  price = $state<number | null>(null); // index in the hand of the card it is paid with
  using = $state<CardId | null>(null); // a green card in play being used
  target = $state<Seat | null>(null); // its target, when a card of the target must be chosen
  picks = $state<number[]>([]); // indices chosen in multi mode
  abilityMode = $state<AbilityShape | null>(null); // picking the cards of this ability
  sniping = $state(false); // picking the two BANG! cards of a Sniper shot (A Fistful of Cards)
  buying = $state<CardId | null>(null); // a card of the shop being bought (Gold Rush): how it is used
  paying = $state<{ seat: Seat; card: CardId } | null>(null); // another's black card whose discard you pay for
  volley = $state<Seat[]>([]); // the players chosen so far of several (Fanning's two; Evelyn Shebang's shots)
  // Cards picked for the discard phase and confirmed, still to send: the engine takes
  // one discard at a time, so each new state sends the next one.
  private discardQueue = $state<CardId[]>([]);
  // A swap of cards (Ranch) confirmed, still to send: one mark per state, then the swap.
  private swapQueue = $state<SwapStep[]>([]);

  constructor(private readonly store: TableStore) {}

  /** Called on every new state: forget the choice in progress, send the next confirmed discard. */
  reset(): void {
    this.selected = null;
    this.price = null;
    this.using = null;
    this.target = null;
    this.picks = [];
    this.abilityMode = null;
    this.sniping = false;
    this.buying = null;
    this.paying = null;
    this.volley = [];
    untrack(() => {
      this.sendNextDiscard();
      this.sendNextSwap();
    });
  }

  /** Swap the picked cards and those marked already (Ranch): one confirm, then one action
   * per state (each picked card marked, then the swap). */
  confirmSwap(): void {
    const ids = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
    this.swapQueue = ids.length ? (swapPlan(this.legal, ids) ?? []) : this.marked.size ? [{ swap: true }] : [];
    this.sendNextSwap();
  }

  /** How many cards a swap confirmed now would swap: those picked and those marked already. */
  get swapCount(): number {
    return this.picks.length + this.marked.size;
  }

  get swapping(): boolean {
    return this.swapQueue.length > 0;
  }

  private sendNextSwap(): void {
    if (this.swapQueue.length === 0) return;
    const action = this.kind === 'event' ? swapAction(this.legal, this.swapQueue[0]) : undefined;
    this.swapQueue = action ? this.swapQueue.slice(1) : [];
    if (action) this.store.act(action);
  }

  /** Discard every picked card: one confirm, then one discard per state (or, where one
   * action discards them all, as Bandidos' two cards, that action). */
  confirmDiscard(): void {
    const ids = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
    const whole = ids.length > 1 ? matchCards(this.legal, 'discard', ids) : undefined;
    if (whole) {
      this.store.act(whole);
      return;
    }
    this.discardQueue = ids;
    this.sendNextDiscard();
  }

  get discarding(): boolean {
    return this.discardQueue.length > 0;
  }

  private sendNextDiscard(): void {
    if (this.discardQueue.length === 0) return;
    const action = this.kind === 'discard' || this.kind === 'respond'
      ? matchCards(this.legal, 'discard', [this.discardQueue[0]])
      : undefined;
    if (!action) {
      this.discardQueue = [];
      return;
    }
    this.discardQueue = this.discardQueue.slice(1);
    this.store.act(action);
  }

  /** Why the hand's card `id` cannot be played now, in the reader's language (null: it can). */
  reasonOf(id: CardId): string | null {
    const view = this.store.view;
    const reason: Refusal | undefined = view?.refusals?.[id];
    if (!reason || !view) return null;
    return refusalText(locale.lang, reason, (seat) => view.players[seat]?.name ?? '?');
  }

  /** Why a green card of yours in play cannot be used now (the server's reason: put in
   * play this turn, only against a shot...); null when the server gives none. */
  inPlayReasonOf(id: CardId): string | null {
    return this.reasonOf(id);
  }

  /** Why your character's ability has no use now, in your play phase (null: it has, or none). */
  get abilityReason(): string | null {
    const view = this.store.view;
    if (this.kind !== 'play' || !view) return null;
    return abilityWhyNot(locale.lang, view.refusals, this.legal, (seat) => view.players[seat]?.name ?? '?');
  }

  get legal(): LegalAction[] {
    return this.store.legal;
  }

  /** The card of your hand the event in force makes you play this turn (Law of the West's
   * card shown in phase 1: view.in_force.must_play), or null. */
  get mustPlay(): CardId | null {
    const id = this.store.view?.in_force?.must_play;
    return typeof id === 'string' && this.hand.includes(id) ? id : null;
  }

  get hand(): CardId[] {
    return this.store.view?.hand ?? [];
  }

  get mine(): boolean {
    const v = this.store.view;
    return Boolean(v && v.pending && v.seat !== null && v.pending.player === v.seat);
  }

  get kind(): string | null {
    return this.mine ? (this.store.view?.pending?.kind ?? null) : null;
  }

  get reason(): string | null {
    return this.mine ? (this.store.view?.prompt?.reason ?? null) : null;
  }

  // --- abilities ---------------------------------------------------------------------

  /** The legal uses of the ability of this shape now. */
  abilities(shape: AbilityShape): LegalAction[] {
    return this.legal.filter((a) => a.do === 'ability' && abilityShape(a) === shape);
  }

  can(shape: AbilityShape): boolean {
    return this.abilities(shape).length > 0;
  }

  /** Ranch: the cards of your hand marked for the swap already (those its actions no longer
   * offer: the prompt's count says how many there are), e.g. after a reload mid-swap. */
  get marked(): Set<CardId> {
    const prompt = this.store.view?.prompt;
    if (this.kind !== 'event' || prompt?.reason !== 'ranch') return new Set();
    return new Set(markedForSwap(this.hand, this.legal, prompt.count ?? 0));
  }

  get multi(): MultiMode | null {
    if (this.sniping) return { what: 'sniper', from: 'hand', need: 2 };
    if (this.kind === 'event' && (swappable(this.legal).size > 0 || this.marked.size > 0)) {
      return { what: 'swap', from: 'hand', need: this.hand.length };
    }
    const shape = this.abilityMode;
    if (shape === 'heal') return { what: 'ability', from: 'hand', need: 2, shape };
    if (shape === 'shoot') {
      // Doc Holyday's two cards; Black Flower's (or Flint Westwood's) one
      return { what: 'ability', from: 'hand', need: this.abilities('shoot')[0]?.cards?.length ?? 2, shape };
    }
    if (shape === 'trade' || shape === 'load') return { what: 'ability', from: 'hand', need: 1, shape };
    if (this.kind === 'discard' && inPlayDiscards(this.legal, this.hand).length === 0) {
      const prompt = this.store.view?.prompt;
      const count = prompt?.reason === 'discard' ? prompt.count : cardsNeeded(this.legal, 'discard');
      return { what: 'discard', from: 'hand', need: Math.max(1, count) };
    }
    if (this.kind === 'respond' && this.legal.some((a) => a.do === 'discard')) {
      // Bandidos: two cards of the hand (one, when it holds one), or a life point
      return { what: 'discard', from: 'hand', need: Math.max(1, cardsNeeded(this.legal, 'discard')) };
    }
    if (this.kind === 'choose' && (this.reason === 'kit_carlson' || cardsNeeded(this.legal, 'choose') > 1)) {
      // Kit Carlson keeps two of three; Poker's player takes two of the cards laid down
      return { what: 'choose', from: 'revealed', need: Math.max(2, cardsNeeded(this.legal, 'choose')) };
    }
    return null;
  }

  /** Whether the hand's card `i` may be picked in multi mode (José Delgado: a blue card). */
  pickable(i: number): boolean {
    const id = this.hand[i];
    if (id === undefined) return false;
    if (this.sniping) return sniperCards(this.legal).has(id);
    if (this.multi?.what === 'swap') return swappable(this.legal).has(id);
    const shape = this.abilityMode;
    if (shape === null) return true;
    return this.abilities(shape).some((a) => a.cards?.includes(id));
  }

  /** The discards of cards in play (The Daltons: one of your blue cards). */
  get inPlayDiscards(): LegalAction[] {
    return this.kind === 'discard' ? inPlayDiscards(this.legal, this.hand) : [];
  }

  /** Sniper shots can be made now (two BANG! cards at one player). */
  get canSnipe(): boolean {
    return this.kind === 'play' && eventActions(this.legal, 'sniper').length > 0;
  }

  startSniper(): void {
    this.reset();
    this.sniping = true;
  }

  // --- playing a card from the hand, paying for it, using a green card ---------------

  playable(i: number): boolean {
    const id = this.hand[i];
    return id !== undefined && (isPlayable(this.legal, id) || sales(this.legal, id).length > 0);
  }

  /** Every play of the selected card (any price). */
  private get allPlays(): LegalAction[] {
    const id = this.selected === null ? undefined : this.hand[this.selected];
    return id === undefined ? [] : plays(this.legal, id);
  }

  /** The selected card is played with a price ("discard another card") not chosen yet. */
  get needsPrice(): boolean {
    return this.price === null && this.allPlays.some((a) => (a.cards?.length ?? 0) > 0) && !this.optionalPrice;
  }

  /** The selected card may be played alone or together with another card of the hand (a
   * BANG! card with an Aim): the other card is chosen in the hand, or not at all. */
  get optionalPrice(): boolean {
    const all = this.allPlays;
    return all.some((a) => (a.cards?.length ?? 0) > 0) && all.some((a) => !a.cards?.length);
  }

  /** The hand's cards that can pay for the selected card. */
  get priceCards(): Set<CardId> {
    return new Set(this.allPlays.flatMap((a) => a.cards ?? []));
  }

  get priceCard(): CardId | null {
    return this.price === null ? null : (this.hand[this.price] ?? null);
  }

  /** The actions of what is being chosen: the selected card's plays (at its price), the
   * green card's uses, or the shots of Doc Holyday's two cards once picked. */
  get actions(): LegalAction[] {
    if (this.using !== null) return dedupe(this.legal.filter((a) => a.do === 'use' && a.card === this.using));
    if (this.buying !== null) return purchases(this.legal, this.buying);
    if (this.joshChoosing) return dedupe(this.legal.filter((a) => a.do === 'choose'));
    if (this.abilityMode === 'borrow') return this.abilities('borrow'); // Jacky Murieta's paid shot
    if (this.abilityMode === 'pay') return this.abilities('pay'); // Mexicali Kid's shot paid in charges
    if (this.abilityMode === 'take') return this.abilities('take'); // Frankie Canton's charge taken
    if (this.abilityMode === 'load') {
      // Bass Greeves: the card of the hand picked, then the orange card that gets 2 charges
      const ids = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
      return ids.length === 1 ? this.abilities('load').filter((a) => sameCards(a.cards ?? [], ids)) : [];
    }
    if (this.sniping) {
      const ids = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
      return ids.length === 2 ? sniperShots(this.legal, ids) : [];
    }
    if (this.abilityMode === 'shoot') {
      const ids = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
      if (ids.length !== this.multi?.need) return [];
      return this.abilities('shoot').filter((a) => sameCards(a.cards ?? [], ids));
    }
    if (this.needsPrice) return [];
    const price = this.priceCard;
    if (price !== null) return this.allPlays.filter((a) => a.cards?.[0] === price);
    const id = this.selectedCard;
    if (this.optionalPrice) return this.allPlays.filter((a) => !a.cards?.length); // alone, unless one is picked
    return id === null ? this.allPlays : [...this.allPlays, ...sales(this.legal, id)]; // a Beer: sold, too
  }

  /** Something chosen is now aimed at a seat: a card of the hand, a green card in play, a
   * purchase, Doc Holyday's or Jacky Murieta's shot, a Sniper's two BANG!s, Josh McCloud's card. */
  private get aiming(): boolean {
    return (
      this.selected !== null || this.using !== null || this.buying !== null || this.sniping ||
      this.abilityMode === 'shoot' || this.abilityMode === 'borrow' || this.abilityMode === 'pay' ||
      this.abilityMode === 'take' || this.joshChoosing
    );
  }

  /** Josh McCloud uses the equipment card he took at once: how (its ways are `choose` actions). */
  get joshChoosing(): boolean {
    return this.kind === 'choose' && this.reason === 'josh_mccloud';
  }

  /** Buy the shop's card `card`: at once when it has one way to be used, else choose how. */
  startBuying(card: CardId): void {
    const ways = purchases(this.legal, card);
    if (ways.length === 0) return;
    this.reset();
    if (ways.length === 1 && ways[0].target === undefined) {
      this.store.act(ways[0]);
      return;
    }
    this.buying = card;
  }

  /** Black cards in front of `seat` whose discard you may pay for now (in your play phase,
   * while nothing else is chosen). */
  payableCardsOf(seat: Seat): Set<CardId> {
    if (this.kind !== 'play' || this.aiming || this.multi) return new Set();
    return new Set(paidDiscards(this.legal, seat).keys());
  }

  /** Another's black card tapped: the decision panel asks to confirm the price. */
  clickPaidDiscard(seat: Seat, card: CardId): void {
    if (!this.payableCardsOf(seat).has(card)) return;
    const same = this.paying?.seat === seat && this.paying.card === card;
    this.reset();
    this.paying = same ? null : { seat, card };
  }

  /** The paid discard being confirmed, if still legal. */
  get paidDiscard(): LegalAction | undefined {
    const p = this.paying;
    return p ? paidDiscards(this.legal, p.seat).get(p.card) : undefined;
  }

  get selectedCard(): CardId | null {
    return this.selected === null ? null : (this.hand[this.selected] ?? null);
  }

  /** Cards in play of yours that can be used now (green, orange, black: in your play phase, or
   * to answer a shot), or, while you place a charge (Armed & Dangerous), those that may hold it. */
  get usableCards(): Set<CardId> {
    if (this.kind === 'charge') return new Set([...this.chargePlaces.keys()].filter((p) => p !== 'character'));
    return new Set(this.legal.filter((a) => a.do === 'use' && a.card).map((a) => a.card as CardId));
  }

  /** Armed & Dangerous: where the charge being placed may go (a card in play, "character"). */
  get chargePlaces(): Map<CardId, LegalAction> {
    return this.kind === 'charge' ? chargePlaces(this.legal) : new Map();
  }

  // --- several players aimed at: Fanning's two, Evelyn Shebang's shots -------------------

  /** The ways of what is chosen that aim at several players (Fanning). */
  private get volleys(): LegalAction[] {
    return this.actions.filter((a) => a.targets?.length);
  }

  /** Evelyn Shebang's shots instead of cards, in her draw: the players within reach. */
  get volleySeats(): Set<Seat> {
    if (this.kind !== 'draw') return new Set();
    return new Set(this.abilities('volley').flatMap((a) => a.targets ?? []));
  }

  /** The draw with the shots at the players picked (Evelyn Shebang), once they make one. */
  get volleyDraw(): LegalAction | undefined {
    const picked = new Set(this.volley);
    return this.abilities('volley').find((a) => a.targets!.length === picked.size && a.targets!.every((s) => picked.has(s)));
  }

  /** The legal uses of green cards now (the answers to a shot, among others). */
  get uses(): LegalAction[] {
    return dedupe(this.legal.filter((a) => a.do === 'use'));
  }

  /** Seats that can be clicked now: targets of what is chosen, Jesse Jones's draw, Vera Custer's pick. */
  get targetSeats(): Set<Seat> {
    if (this.aiming && this.volleys.length) return volleyNext(this.volleys, this.volley).next;
    if (this.aiming) return targetsOf(this.actions);
    if (this.kind === 'choose') return targetsOf(this.seatChoices); // the Bomb passed on
    if (this.kind === 'draw' && this.volleySeats.size) {
      return new Set([...this.volleySeats, ...targetsOf(this.legal.filter((a) => a.do === 'draw' && a.from === 'player'))]);
    }
    if (this.kind === 'event') return targetsOf(eventActions(this.legal, 'give')); // Blood Brothers
    if (this.kind === 'draw') return targetsOf(this.legal.filter((a) => a.do === 'draw' && a.from === 'player'));
    if (this.reason === 'vera_custer') return targetsOf(this.abilities('borrow'));
    return new Set();
  }

  /** The actions of the selected card at the chosen target (Panic!, Cat Balou, "as" variants). */
  get targetOptions(): LegalAction[] {
    if (this.target === null) return [];
    return this.actions.filter((a) => a.target === this.target);
  }

  /** The choices that name a card in play of another seat: Brawl's picks, Pat Brennan's draw. */
  private get cardChoices(): LegalAction[] {
    if (this.selected !== null || this.using !== null || this.buying !== null) return [];
    return this.legal.filter(
      (a) =>
        (a.do === 'choose' || (a.do === 'draw' && a.from === 'in_play')) &&
        a.target !== undefined &&
        a.target_card !== undefined &&
        a.target_card !== 'hand',
    );
  }

  /** Cards in play of `seat` that can be clicked now: taken, discarded, drawn. */
  targetCardsOf(seat: Seat): Set<CardId> {
    const choices = [...this.actions, ...this.cardChoices].filter(
      (a) => a.target === seat && a.target_card !== undefined && a.target_card !== 'hand',
    );
    return new Set(choices.map((a) => a.target_card as CardId));
  }

  clickHand(i: number): void {
    const multi = this.multi;
    if (multi && multi.from === 'hand') {
      if (this.pickable(i) || this.picks.includes(i)) this.togglePick(i, multi.need);
      return;
    }
    const other = this.hand[i];
    const optional = this.optionalPrice && other !== undefined && this.priceCards.has(other);
    if (this.selected !== null && i !== this.selected && (this.needsPrice || this.price !== null || optional)) {
      const id = this.hand[i];
      if (this.price === i) {
        this.price = null;
        this.target = null;
      } else if (id !== undefined && this.priceCards.has(id)) {
        this.price = i;
        this.target = null;
      }
      return;
    }
    if (!this.playable(i)) return;
    this.target = null;
    this.price = null;
    this.using = null;
    this.buying = null;
    this.paying = null;
    this.selected = this.selected === i ? null : i;
  }

  /** A card in play in front of you: a card you can use now, or the one that gets a charge. */
  clickInPlay(card: CardId): void {
    if (!this.usableCards.has(card)) return;
    const charge = this.chargePlaces.get(card);
    if (charge) {
      this.store.act(charge);
      return;
    }
    if (this.using === card) {
      this.using = null;
      return;
    }
    this.selected = null;
    this.price = null;
    this.target = null;
    this.abilityMode = null;
    this.picks = [];
    this.buying = null;
    this.paying = null;
    this.using = card;
    // out of your turn (an answer to a shot) a use has no target: it is played at once
    const uses = this.actions;
    if (this.kind !== 'play' && uses.length === 1 && uses[0].target === undefined) this.store.act(uses[0]);
  }

  clickRevealed(i: number, revealed: CardId[]): void {
    const multi = this.multi;
    if (multi && multi.from === 'revealed') {
      this.togglePick(i, multi.need);
      return;
    }
    const id = revealed[i];
    const action = id === undefined ? undefined : matchCards(this.legal, 'choose', [id]);
    if (action) this.store.act(action);
  }

  /** The choices of a player alone (the Bomb passed on: who gets it). */
  private get seatChoices(): LegalAction[] {
    return this.legal.filter((a) => a.do === 'choose' && a.target !== undefined && a.target_card === undefined && !a.cards?.length);
  }

  clickSeat(seat: Seat): void {
    if (this.aiming && this.volleys.length) {
      // Fanning: the first player in reach, then (if any) the second at distance 1 from him
      const chosen = [...this.volley, seat];
      const { ways, next } = volleyNext(this.volleys, chosen);
      if (ways.length === 0) return;
      const exact = volleyAction(this.volleys, chosen);
      if (exact && next.size === 0) this.store.act(exact);
      else this.volley = chosen;
      return;
    }
    if (!this.aiming && this.volleySeats.has(seat)) {
      // Evelyn Shebang: a shot at each player picked instead of a card (confirmed in the panel)
      this.volley = this.volley.includes(seat) ? this.volley.filter((s) => s !== seat) : [...this.volley, seat];
      return;
    }
    if (!this.aiming) {
      const pick =
        this.seatChoices.find((a) => a.target === seat) ??
        this.legal.find((a) => a.do === 'draw' && a.from === 'player' && a.target === seat) ??
        (this.kind === 'event' ? eventActions(this.legal, 'give').find((a) => a.target === seat) : undefined) ??
        (this.reason === 'vera_custer' ? this.abilities('borrow').find((a) => a.target === seat) : undefined);
      if (pick) this.store.act(pick);
      return;
    }
    const at = dedupe(this.actions.filter((a) => a.target === seat));
    if (at.length === 0) return;
    if (at.length === 1 && at[0].target_card === undefined) {
      this.store.act(at[0]);
      return;
    }
    this.target = seat; // choose among a card of the target / the "as" variants
  }

  clickTargetCard(seat: Seat, card: CardId | 'hand'): void {
    const action =
      this.actions.find((a) => a.target === seat && a.target_card === card) ??
      this.cardChoices.find((a) => a.target === seat && a.target_card === card);
    if (action) this.store.act(action);
  }

  togglePick(i: number, need: number): void {
    if (this.picks.includes(i)) this.picks = this.picks.filter((x) => x !== i);
    else if (this.picks.length < need) this.picks = [...this.picks, i];
  }

  /** The legal action matching the cards picked in multi mode, if complete (not Doc
   * Holyday's: his two cards are then aimed at a seat, see `actions`). */
  multiAction(revealed: CardId[]): LegalAction | undefined {
    const multi = this.multi;
    if (!multi || this.picks.length !== multi.need || multi.shape === 'shoot' || multi.shape === 'load') return undefined;
    if (multi.what === 'sniper' || multi.what === 'swap') return undefined; // aimed, or confirmed (confirmSwap)
    const source = multi.from === 'hand' ? this.hand : revealed;
    const ids = this.picks.map((i) => source[i]).filter((x): x is CardId => x !== undefined);
    if (multi.shape) return this.abilities(multi.shape).find((a) => sameCards(a.cards ?? [], ids));
    return matchCards(this.legal, multi.what, ids);
  }

  startAbility(shape: AbilityShape = 'heal'): void {
    this.reset();
    this.abilityMode = shape;
  }

  cancel(): void {
    this.reset();
  }

  get endAction(): LegalAction | undefined {
    return find(this.legal, 'end');
  }

  get passAction(): LegalAction | undefined {
    return find(this.legal, 'pass');
  }

  /** Sid Ketchum's heal (two cards for a life point) can be used now. */
  get canAbility(): boolean {
    return this.can('heal');
  }
}
