// The table chat of one page: the messages this reader may see (from `chat`
// frames), its mutes and the host's (from `mutes` frames), what is unread, the
// last refusal; and the frames it sends: `say`, `mute`, `host_mute`.
// The TableStore owns one and hands it the chat's frames and refusals.

import type { ChatChannel, ChatMessage, ChatMutes, ClientMessage, Seat, ServerMessage } from './protocol';
import type { PhraseArgs, PhraseId } from './phrases';
import { NO_MUTES, cleanText, mergeMessages, textLength, TEXT_LIMIT, unreadCount } from './chatlog';

export interface ChatRefusal {
  code: string;
  message: string;
  at: number;
}

export class ChatStore {
  messages = $state.raw<ChatMessage[]>([]);
  mutes = $state.raw<ChatMutes>(NO_MUTES);
  /** The highest `seq` read in each channel. */
  read = $state<Record<ChatChannel, number>>({ players: 0, spectators: 0 });
  refusal = $state.raw<ChatRefusal | null>(null);
  /** The free text being written: emptied once the server echoes it, kept when refused. */
  draft = $state('');
  /** The last `seq` of the history that came with the page (null: none came yet). */
  loadedUpTo = $state<number | null>(null);

  private loaded = false;
  /** The free text sent and not yet echoed back. */
  private sending: string | null = null;

  constructor(
    private readonly send: (m: ClientMessage) => boolean,
    private readonly seat: () => Seat | null,
  ) {}

  /** The chat's frames; false for any other. */
  receive(m: ServerMessage): boolean {
    if (m.type === 'chat') {
      this.messages = mergeMessages(this.messages, m.messages);
      if (!this.loaded) {
        // the history that comes with the page is not news
        this.loaded = true;
        for (const x of this.messages) this.read[x.channel] = Math.max(this.read[x.channel], x.seq);
        this.loadedUpTo = this.messages.length ? this.messages[this.messages.length - 1].seq : 0;
      }
      const sending = this.sending;
      if (sending !== null && m.messages.some((x) => x.text === sending)) {
        this.sending = null; // ours came back: the box is free again
        if (cleanText(this.draft) === sending) this.draft = '';
      }
      return true;
    }
    if (m.type === 'mutes') {
      this.mutes = {
        mine: [...m.mine],
        spectators: m.spectators,
        host: [...m.host],
        hidden_players: m.hidden_players,
        hidden_spectators: m.hidden_spectators,
      };
      return true;
    }
    return false;
  }

  unread(channel: ChatChannel | null = null): number {
    return unreadCount(this.messages, this.read, this.mutes, this.seat(), channel);
  }

  markRead(channel: ChatChannel): void {
    let top = this.read[channel];
    for (const m of this.messages) if (m.channel === channel && m.seq > top) top = m.seq;
    if (top !== this.read[channel]) this.read[channel] = top;
  }

  sayPhrase(phrase: PhraseId, args: PhraseArgs, lang: string, name?: string): boolean {
    const clean: PhraseArgs = {};
    if (args.player !== undefined) clean.player = args.player;
    if (args.card !== undefined) clean.card = args.card;
    return this.say({ type: 'say', phrase, ...(Object.keys(clean).length ? { args: clean } : {}), lang, ...named(name) });
  }

  /** Sends the draft (it stays in the box until it comes back); false when empty or too long. */
  sayDraft(lang: string, name?: string): boolean {
    const text = cleanText(this.draft);
    if (!text || textLength(text) > TEXT_LIMIT) return false;
    const sent = this.say({ type: 'say', text, lang, ...named(name) });
    if (sent) this.sending = text;
    return sent;
  }

  mute(seat: Seat, on: boolean): void {
    this.send({ type: 'mute', seat, on });
  }

  muteSpectators(on: boolean): void {
    this.send({ type: 'mute', seat: -1, on });
  }

  hostMute(hostToken: string, seat: Seat, on: boolean): void {
    this.send({ type: 'host_mute', host_token: hostToken, seat, on });
  }

  /** An `error` frame that answers a chat frame: shown in the panel (a refused text stays in the box). */
  refuse(code: string, message: string): void {
    this.refusal = { code, message, at: Date.now() };
    this.sending = null;
  }

  dismissRefusal(): void {
    this.refusal = null;
  }

  private say(m: ClientMessage): boolean {
    const ok = this.send(m);
    if (ok) this.refusal = null;
    else this.refusal = { code: 'offline', message: '', at: Date.now() };
    return ok;
  }
}

function named(name: string | undefined): { name?: string } {
  const clean = name === undefined ? '' : cleanText(name);
  return clean ? { name: clean } : {};
}
