// The table chat's messages as a reader holds them: merged by `seq`, split by
// channel, filtered by the reader's mutes, counted as unread. Pure functions (the
// reactive store is chat.svelte.ts).

import type { ChatChannel, ChatMessage, ChatMutes, ClientMessage, Seat, TableStatus } from './protocol';

export const NO_MUTES: ChatMutes = { mine: [], spectators: false, host: [] };

/** The longest free text the server takes, in characters after cleaning (docs/protocol.md). */
export const TEXT_LIMIT = 200;

/** The codes of `error` frames that answer a chat frame. */
const CHAT_CODES = new Set(['chat_limit', 'muted']);
const CHAT_FRAMES = new Set<ClientMessage['type']>(['say', 'mute', 'host_mute']);

/** Whether an `error` with `code`, after the frame `lastSent`, is the chat's refusal. */
export function isChatRefusal(code: string, lastSent: ClientMessage['type'] | null): boolean {
  return CHAT_CODES.has(code) || (lastSent !== null && CHAT_FRAMES.has(lastSent));
}

/** `old` and `incoming` together, once each, oldest first. */
export function mergeMessages(old: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of old) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Whether this reader muted the sender of `m` (a seat, or the spectators' channel). */
export function mutedByMe(m: ChatMessage, mutes: ChatMutes): boolean {
  if (m.channel === 'spectators') return mutes.spectators;
  return m.seat !== null && mutes.mine.includes(m.seat);
}

/** The messages of `channel` this reader reads (not muted). */
export function shownIn(messages: readonly ChatMessage[], channel: ChatChannel, mutes: ChatMutes): ChatMessage[] {
  return messages.filter((m) => m.channel === channel && !mutedByMe(m, mutes));
}

/** Whether `m` was written by this reader (a seated player; a spectator's own are not told apart). */
export function isOwn(m: ChatMessage, seat: Seat | null): boolean {
  return seat !== null && m.channel === 'players' && m.seat === seat;
}

/** The messages of `channel` (all channels: null) after `read`, shown and not this reader's own. */
export function unreadCount(
  messages: readonly ChatMessage[],
  read: Readonly<Record<ChatChannel, number>>,
  mutes: ChatMutes,
  seat: Seat | null,
  channel: ChatChannel | null = null,
): number {
  return messages.filter(
    (m) =>
      (channel === null || m.channel === channel) &&
      m.seq > read[m.channel] &&
      !mutedByMe(m, mutes) &&
      !isOwn(m, seat),
  ).length;
}

/** The channel this reader writes in: the players' when seated, else the spectators'. */
export function myChannel(seat: Seat | null): ChatChannel {
  return seat === null ? 'spectators' : 'players';
}

/** Whether this reader may read the spectators' channel: a spectator, or anyone once the game is over. */
export function readsSpectators(seat: Seat | null, status: TableStatus | undefined): boolean {
  return seat === null || status === 'over';
}

// control characters (NUL included), direction marks, embeddings, overrides and
// isolates, zero-width characters: what the server removes from free text
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u200d-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** Free text roughly as the server keeps it (to count it; the server has the last word). */
export function cleanText(text: string): string {
  return text.replace(UNSEEN, '').replace(/[\t\n\r]+/g, ' ').trim();
}

/** Its length as the server counts it: characters (code points), not UTF-16 units. */
export function textLength(text: string): number {
  return [...cleanText(text)].length;
}
