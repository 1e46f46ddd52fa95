// One websocket to /ws/ID that says `hello` on every (re)connection and comes back
// by itself after a drop, waiting longer after each failed try (0.5 s doubling to
// 10 s, with jitter). A ping every 20 s; no frame for 50 s counts as a drop.

import { decodeServer, encodeClient } from './codec';
import type { ClientMessage, ServerMessage } from './protocol';

export type ConnStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface SocketHooks {
  /** The `hello` to send on each connection (reads the stored token then). */
  hello: () => ClientMessage;
  onMessage: (m: ServerMessage) => void;
  onStatus: (s: ConnStatus) => void;
}

export function wsUrl(table: string, loc: Pick<Location, 'protocol' | 'host'> = location): string {
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${loc.host}/ws/${encodeURIComponent(table)}`;
}

export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

const PING_MS = 20_000;
const SILENCE_MS = 50_000;

export class TableSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastFrame = 0;
  private readonly wake = () => {
    if (!this.stopped && (!this.ws || this.ws.readyState > WebSocket.OPEN)) this.reconnectNow();
  };

  constructor(
    private readonly url: string,
    private readonly hooks: SocketHooks,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.wake);
    this.open('connecting');
  }

  /** Stop for good (page left) or until `reconnectNow` (seat taken, table not found). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.hooks.onStatus('stopped');
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }

  dispose(): void {
    this.stop();
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.wake);
  }

  reconnectNow(): void {
    this.stopped = false;
    this.attempt = 0;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    ws?.close();
    this.open('connecting');
  }

  /** A healthy exchange happened (a `welcome`): the next drop retries quickly again. */
  healthy(): void {
    this.attempt = 0;
  }

  send(msg: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(encodeClient(msg));
    return true;
  }

  private open(status: ConnStatus): void {
    this.hooks.onStatus(status);
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.lastFrame = Date.now();
      this.hooks.onStatus('open');
      ws.send(encodeClient(this.hooks.hello()));
      this.pingTimer = setInterval(() => this.ping(ws), PING_MS);
    };
    ws.onmessage = (ev: MessageEvent) => {
      if (this.ws !== ws) return;
      this.lastFrame = Date.now();
      let msg: ServerMessage;
      try {
        msg = decodeServer(String(ev.data));
      } catch {
        return;
      }
      this.hooks.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearTimers();
      if (!this.stopped) this.scheduleRetry();
    };
    ws.onerror = () => {
      // onclose follows and schedules the retry
    };
  }

  private ping(ws: WebSocket): void {
    if (Date.now() - this.lastFrame > SILENCE_MS) {
      ws.close(); // a silent connection is a dead one
      return;
    }
    if (ws.readyState === WebSocket.OPEN) ws.send(encodeClient({ type: 'ping' }));
  }

  private scheduleRetry(): void {
    this.hooks.onStatus('reconnecting');
    const delay = backoffMs(this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open('reconnecting');
    }, delay);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }
}
