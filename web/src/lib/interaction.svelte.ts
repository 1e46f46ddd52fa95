// What the player is in the middle of choosing at the table: a card to play and
// its target (and, for Panic!/Cat Balou, which card of the target), or several
// cards (discard, Sid Ketchum's ability, Kit Carlson's two). Every choice ends in
// one legal action, sent with TableStore.act. Reset on each new state.

import { untrack } from 'svelte';
import { cardsNeeded, dedupe, find, isPlayable, matchCards, plays, targetsOf } from './actions';
import { refusalText, type Refusal } from './cardtext';
import { locale } from './locale.svelte';
import type { CardId, LegalAction, Seat } from './protocol';
import type { TableStore } from './table.svelte';

export interface MultiMode {
  what: 'discard' | 'ability' | 'choose';
  from: 'hand' | 'revealed';
  need: number;
}

export class Interaction {
  selected = $state<number | null>(null); // index in the hand of the card being played
  target = $state<Seat | null>(null); // its target, when a card of the target must be chosen
  picks = $state<number[]>([]); // indices chosen in multi mode
  abilityMode = $state(false);
  // Cards picked for the discard phase and confirmed, still to send: the engine takes
  // one discard at a time, so each new state sends the next one.
  private discardQueue = $state<CardId[]>([]);

  constructor(private readonly store: TableStore) {}

  /** Called on every new state: forget the choice in progress, send the next confirmed discard. */
  reset(): void {
    this.selected = null;
    this.target = null;
    this.picks = [];
    this.abilityMode = false;
    untrack(() => this.sendNextDiscard());
  }

  /** Discard every picked card: one confirm, then one discard per state. */
  confirmDiscard(): void {
    this.discardQueue = this.picks.map((i) => this.hand[i]).filter((x): x is CardId => x !== undefined);
    this.sendNextDiscard();
  }

  get discarding(): boolean {
    return this.discardQueue.length > 0;
  }

  private sendNextDiscard(): void {
    if (this.discardQueue.length === 0) return;
    const action = this.kind === 'discard' ? matchCards(this.legal, 'discard', [this.discardQueue[0]]) : undefined;
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

  get legal(): LegalAction[] {
    return this.store.legal;
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

  get multi(): MultiMode | null {
    if (this.abilityMode) return { what: 'ability', from: 'hand', need: 2 };
    if (this.kind === 'discard') {
      const prompt = this.store.view?.prompt;
      const count = prompt?.reason === 'discard' ? prompt.count : cardsNeeded(this.legal, 'discard');
      return { what: 'discard', from: 'hand', need: Math.max(1, count) };
    }
    if (this.kind === 'choose' && this.store.view?.prompt?.reason === 'kit_carlson') {
      return { what: 'choose', from: 'revealed', need: 2 };
    }
    return null;
  }

  playable(i: number): boolean {
    const id = this.hand[i];
    return id !== undefined && isPlayable(this.legal, id);
  }

  /** The play actions of the selected card. */
  get actions(): LegalAction[] {
    const id = this.selected === null ? undefined : this.hand[this.selected];
    return id === undefined ? [] : plays(this.legal, id);
  }

  get selectedCard(): CardId | null {
    return this.selected === null ? null : (this.hand[this.selected] ?? null);
  }

  /** Seats that can be clicked now: targets of the selected card, or Jesse Jones's draw. */
  get targetSeats(): Set<Seat> {
    if (this.selected !== null) return targetsOf(this.actions);
    if (this.kind === 'draw') return targetsOf(this.legal.filter((a) => a.do === 'draw' && a.from === 'player'));
    return new Set();
  }

  /** The actions of the selected card at the chosen target (Panic!, Cat Balou, "as" variants). */
  get targetOptions(): LegalAction[] {
    if (this.target === null) return [];
    return this.actions.filter((a) => a.target === this.target);
  }

  /** Cards in play of `seat` that the selected card can take or discard. */
  targetCardsOf(seat: Seat): Set<CardId> {
    return new Set(
      this.actions
        .filter((a) => a.target === seat && a.target_card !== undefined && a.target_card !== 'hand')
        .map((a) => a.target_card as CardId),
    );
  }

  clickHand(i: number): void {
    const multi = this.multi;
    if (multi && multi.from === 'hand') {
      this.togglePick(i, multi.need);
      return;
    }
    if (!this.playable(i)) return;
    this.target = null;
    this.selected = this.selected === i ? null : i;
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

  clickSeat(seat: Seat): void {
    if (this.selected === null) {
      const draw = this.legal.find((a) => a.do === 'draw' && a.from === 'player' && a.target === seat);
      if (draw) this.store.act(draw);
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
    const action = this.actions.find((a) => a.target === seat && a.target_card === card);
    if (action) this.store.act(action);
  }

  togglePick(i: number, need: number): void {
    if (this.picks.includes(i)) this.picks = this.picks.filter((x) => x !== i);
    else if (this.picks.length < need) this.picks = [...this.picks, i];
  }

  /** The legal action matching the cards picked in multi mode, if complete. */
  multiAction(revealed: CardId[]): LegalAction | undefined {
    const multi = this.multi;
    if (!multi || this.picks.length !== multi.need) return undefined;
    const source = multi.from === 'hand' ? this.hand : revealed;
    const ids = this.picks.map((i) => source[i]).filter((x): x is CardId => x !== undefined);
    return matchCards(this.legal, multi.what, ids);
  }

  startAbility(): void {
    this.reset();
    this.abilityMode = true;
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

  get canAbility(): boolean {
    return Boolean(find(this.legal, 'ability'));
  }
}
