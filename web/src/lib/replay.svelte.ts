// A replay shown with the table's own components: a TableStore that never connects,
// whose view, log and chat are those of one frame of the replay at a time.

import { TableStore } from './table.svelte';
import { setCardFacts } from './cards';
import type { ChatMessage } from './protocol';
import { chatAt, type Replay } from './replay';

export class ReplayStore extends TableStore {
  replay = $state.raw<Replay | null>(null);
  at = $state(0);
  private messages: ChatMessage[] = [];

  constructor(id: string) {
    super(id, true);
  }

  /** A replay never connects: what it shows comes from `GET /api/tables/ID/replay`. */
  override start(): void {}

  load(replay: Replay, messages: ChatMessage[]): void {
    setCardFacts(replay.cards);
    this.facts = replay.cards;
    // who is connected now is no part of the game as it was: every seat is shown as played
    this.table = {
      ...replay.table,
      seats: replay.table.seats.map((s) => ({ ...s, connected: true, bot_controlled: false })),
    };
    this.replay = replay;
    this.messages = messages;
    const top = messages.reduce((m, x) => Math.max(m, x.seq), 0);
    this.chat.read = { players: top, spectators: top }; // nothing is news in a replay
    this.show(Math.min(this.at, replay.frames.length - 1));
  }

  /** Frame `at`: the board as its reader saw it then, the log and the chat up to it. */
  show(at: number): void {
    const replay = this.replay;
    if (!replay) return;
    const frame = replay.frames[at];
    this.at = at;
    this.version = frame.version;
    this.view = frame.view;
    this.legal = [];
    this.log = replay.log.slice(0, frame.log);
    this.seat = frame.view.seat;
    this.chat.messages = chatAt(this.messages, replay.frames, at);
  }
}
