// The state of one table page, fed by the websocket: the TableInfo, this seat,
// the latest `state` frame and the whole log. Components read it; actions go
// through `act`, `join`, `start` and `back`.

import type { ClientMessage, ErrorCode, LegalAction, LogEntry, ServerMessage, TableInfo, View } from './protocol';
import { storage } from './storage';
import { navigate, tablePath, watchPath } from './route';
import { TableSocket, wsUrl, type ConnStatus } from './ws';
import { ChatStore } from './chat.svelte';
import { isChatRefusal } from './chatlog';
import { setCardFacts, type CardFacts } from './cards';
import { warningFor, type Warning } from './warnings';

export type Fatal = 'not_found' | 'seat_taken';

/** The seats a bot took over (`bot_took_over`) or handed back (`bot_handed_back`) between
 * two TableInfos, as log entries without their `seq`. */
export function takeoverNotes(before: TableInfo, after: TableInfo): Omit<LogEntry, 'seq'>[] {
  const notes: Omit<LogEntry, 'seq'>[] = [];
  for (const seat of after.seats) {
    const was = before.seats.find((s) => s.seat === seat.seat);
    if (!was || seat.bot || was.bot_controlled === seat.bot_controlled) continue;
    notes.push({ type: seat.bot_controlled ? 'bot_took_over' : 'bot_handed_back', player: seat.seat });
  }
  return notes;
}

/** Whether the host holds (pauses) the game of this table: nobody's move is taken until the
 * host plays it on (the server refuses one with `held`; docs/protocol.md, "Turn-based tables"). */
export function heldByHost(info: TableInfo | null): boolean {
  return info !== null && info.status === 'playing' && info.held === true;
}

export interface Notice {
  code: ErrorCode | string;
  message: string;
  at: number;
}

export class TableStore {
  readonly id: string;
  readonly watching: boolean;

  status = $state<ConnStatus>('connecting');
  table = $state.raw<TableInfo | null>(null);
  /** The facts of this table's cards and characters (from `welcome`; cards.ts reads them). */
  facts = $state.raw<CardFacts | null>(null);
  seat = $state<number | null>(null);
  version = $state(0);
  view = $state.raw<View | null>(null);
  legal = $state.raw<LegalAction[]>([]);
  log = $state.raw<LogEntry[]>([]);
  deadlineAt = $state<number | null>(null);
  botControlled = $state(false);
  /** This seat's answers given by the server for single choices (its player asked). */
  autoAnswer = $state(false);
  /** This seat's decisions in a row that ran out of time. */
  timeouts = $state(0);
  /** How many of them in a row give a seat to a bot at this table (0: never), as the server says. */
  missesToBot = $state(0);
  /** A bot plays this seat because it ran out of time too often (not because it is away). */
  timedOut = $state(false);
  /** A turn-based table whose server sends mail: whether this seat gave an address (null:
   * no mail here, the page offers none). */
  mailSet = $state<boolean | null>(null);
  /** The first log entry missed while away (null: nothing to summarise). */
  awaySince = $state<number | null>(null);
  notice = $state.raw<Notice | null>(null);
  fatal = $state<Fatal | null>(null);
  busy = $state(false);
  /** A move held back to be confirmed (warnings.ts: one a player would rarely mean). */
  warning = $state.raw<{ action: LegalAction; warning: Warning } | null>(null);
  /** The table chat (its frames and refusals go there). */
  readonly chat: ChatStore = new ChatStore(
    (m) => this.send(m),
    () => this.seat,
  );

  private socket: TableSocket;
  private lastSent: ClientMessage['type'] | null = null;
  private sentToken: string | null = null;
  private busyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(id: string, watching: boolean) {
    this.id = id;
    this.watching = watching;
    this.socket = new TableSocket(wsUrl(id), {
      hello: () => {
        this.sentToken = watching ? null : storage.getSeatToken(id);
        this.lastSent = 'hello';
        return { type: 'hello', token: this.sentToken };
      },
      onMessage: (m) => this.receive(m),
      onStatus: (s) => {
        this.status = s;
        if (s !== 'open') this.setBusy(false);
      },
    });
  }

  /** The host holds the game (`heldByHost`): the page sends no move, its buttons say so. */
  get held(): boolean {
    return heldByHost(this.table);
  }

  /** No move may be sent now: one is on its way (`busy`), or the host holds the game. */
  get locked(): boolean {
    return this.busy || this.held;
  }

  get hostToken(): string | null {
    return storage.getHostToken(this.id);
  }

  start(): void {
    this.socket.start();
  }

  dispose(): void {
    this.socket.dispose();
  }

  retry(): void {
    this.fatal = null;
    this.socket.reconnectNow();
  }

  join(name: string): void {
    storage.setName(name);
    this.send({ type: 'join', name });
  }

  startGame(): void {
    const token = this.hostToken;
    if (token) this.send({ type: 'start', host_token: token });
  }

  takeSeatBack(): void {
    this.send({ type: 'back' });
  }

  setAutoAnswer(on: boolean): void {
    this.send({ type: 'auto_answer', on });
  }

  /** The host holds the game (``on``) or plays it on (docs/protocol.md, "Turn-based tables"). */
  hold(on: boolean): void {
    const token = this.hostToken;
    if (token) this.send({ type: 'hold', host_token: token, on });
  }

  /** The host gives the seat of a player gone for good to a bot, for the rest of the game. */
  replaceSeat(seat: number): void {
    const token = this.hostToken;
    if (token) this.send({ type: 'replace', host_token: token, seat });
  }

  /** Tell this seat by e-mail when the table waits on it (null: no more mails), in ``lang``. */
  setMail(address: string | null, lang: string): void {
    this.send({ type: 'mail', address, lang });
  }

  playAgain(): void {
    this.send({ type: 'again' });
  }

  /** Once the game is over: keep this seat's character in the next game of the match, or not. */
  keepCharacter(keep: boolean): void {
    this.send({ type: 'keep', keep });
  }

  dismissAway(): void {
    this.awaySince = null;
  }

  /** A new game with the same seats: this browser's keys open it too; go there. */
  private followToNextTable(next: string): void {
    const token = storage.getSeatToken(this.id);
    if (token && !this.watching) storage.setSeatToken(next, token);
    const host = storage.getHostToken(this.id);
    if (host) storage.setHostToken(next, host);
    navigate(this.watching || !token ? watchPath(next) : tablePath(next));
  }

  /** Send a move; one a player would rarely mean waits for `confirmWarning` first. */
  act(action: LegalAction, confirmed = false): void {
    if (this.locked) return;
    const warning = confirmed || !this.view ? null : warningFor(this.view, this.legal, action);
    this.warning = warning ? { action, warning } : null;
    if (warning) return;
    if (this.send({ type: 'act', code: action.code, version: this.version })) this.setBusy(true);
  }

  confirmWarning(): void {
    const held = this.warning;
    if (held) this.act(held.action, true);
  }

  dismissWarning(): void {
    this.warning = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private send(msg: ClientMessage): boolean {
    this.lastSent = msg.type;
    const ok = this.socket.send(msg);
    if (!ok) this.notify('offline', '');
    return ok;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    if (this.busyTimer) clearTimeout(this.busyTimer);
    this.busyTimer = busy ? setTimeout(() => (this.busy = false), 8000) : null;
  }

  private notify(code: string, message: string): void {
    this.notice = { code, message, at: Date.now() };
  }

  /** A line in the log when a bot takes over a player's seat, or hands it back (the
   * server's log holds the game's events only: these are this page's own, at the point of
   * the log where it learnt of them, and a reload does not bring them back). */
  private noteTakeovers(before: TableInfo | null, after: TableInfo): void {
    if (!before || after.status !== 'playing' || this.log.length === 0) return;
    for (const note of takeoverNotes(before, after)) {
      const last = this.log[this.log.length - 1];
      this.log = [...this.log, { ...note, seq: last.seq + 0.01 }];
    }
  }

  receive(m: ServerMessage): void {
    switch (m.type) {
      case 'welcome':
        this.socket.healthy();
        if (m.cards) setCardFacts(m.cards);
        this.facts = m.cards ?? null;
        this.table = m.table;
        this.seat = m.seat;
        if (m.seat !== null && !this.watching) storage.setSeatNumber(this.id, m.seat);
        this.log = []; // the next `state` carries the whole log again
        if (m.table.status === 'over' && m.table.next_table) {
          this.followToNextTable(m.table.next_table); // the game was played again meanwhile
          break;
        }
        this.fatal = null;
        if (this.sentToken && m.seat === null) {
          // The server does not know our token (a new database?): forget it.
          storage.setSeatToken(this.id, null);
          this.notify('forgotten', '');
        }
        break;
      case 'joined':
        storage.setSeatToken(this.id, m.token);
        storage.setSeatNumber(this.id, m.seat);
        this.seat = m.seat;
        break;
      case 'table':
        this.noteTakeovers(this.table, m.table);
        this.table = m.table;
        if (m.table.next_table) this.followToNextTable(m.table.next_table);
        break;
      case 'away':
        this.awaySince = m.since;
        break;
      case 'state': {
        this.version = m.version;
        this.warning = null; // it was about the decision before
        this.view = m.view;
        this.legal = m.legal;
        const last = this.log.length ? this.log[this.log.length - 1].seq : -Infinity;
        const fresh = m.log.filter((e) => e.seq > last);
        if (fresh.length) this.log = [...this.log, ...fresh];
        this.deadlineAt = m.deadline === null ? null : Date.now() + m.deadline * 1000;
        this.botControlled = m.bot_controlled;
        this.autoAnswer = m.auto_answer ?? false;
        this.timeouts = m.timeouts ?? 0;
        this.missesToBot = m.misses_to_bot ?? 0;
        this.timedOut = m.timed_out ?? false;
        if (m.view.seat !== null) this.seat = m.view.seat;
        this.setBusy(false);
        break;
      }
      case 'error':
        this.setBusy(false);
        if (m.code === 'not_found' && this.lastSent === 'hello') {
          this.fatal = 'not_found';
          this.socket.stop();
        } else if (m.code === 'seat_taken') {
          this.fatal = 'seat_taken';
          this.socket.stop();
        } else if (m.code === 'forbidden' && this.lastSent === 'hello' && this.sentToken) {
          storage.setSeatToken(this.id, null);
          this.notify('forgotten', m.message);
          this.socket.reconnectNow();
        } else if (isChatRefusal(m.code, this.lastSent)) {
          this.chat.refuse(m.code, m.message);
        } else {
          this.notify(m.code, m.message);
        }
        break;
      case 'pong':
        break;
      case 'mail':
        this.mailSet = m.set;
        break;
      case 'chat':
      case 'mutes':
        this.chat.receive(m);
        break;
    }
  }
}
