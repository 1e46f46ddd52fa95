// The table chat's messages as a reader holds them: merged by `seq`, split by
// channel, filtered by the reader's mutes, counted as unread. Pure functions (the
// reactive store is chat.svelte.ts).

import type { ChatChannel, ChatMessage, ChatMutes, ClientMessage, Seat, TableStatus } from './protocol';

export const NO_MUTES: ChatMutes = { mine: [], spectators: false, host: [] };

/** The longest free text the server takes, in characters after cleaning (docs/protocol.md). */
export const TEXT_LIMIT = 200;

/** The codes of `error` frames that answer a chat frame. */
const CHAT_CODES = new Set(['chat_limit', 'muted', 'gagged']);
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

/** How many messages of `channel` this reader's mutes hide: the server's count (it keeps
 * them back, so the reader never holds them), else those held that a mute now hides. */
export function hiddenCount(messages: readonly ChatMessage[], channel: ChatChannel, mutes: ChatMutes): number {
  const counted = channel === 'players' ? mutes.hidden_players : mutes.hidden_spectators;
  if (counted !== undefined) return counted;
  return messages.filter((m) => m.channel === channel && mutedByMe(m, mutes)).length;
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

// line breaks and tabs read as spaces; control and format characters (NUL, direction
// marks, embeddings, overrides, isolates, zero-width space, BOM) go, but for the
// joiners (Persian spells with the zero-width non-joiner): as src/bang/server/text.py
const SPACING = /[\t\n\v\f\r\x1c-\x1f\x85\u2028\u2029]/g;
const UNSEEN = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** Free text roughly as the server keeps it (to count it; the server has the last word). */
export function cleanText(text: string): string {
  return text.replace(SPACING, ' ').replace(UNSEEN, '').trim();
}

/** Its length as the server counts it: characters (code points), not UTF-16 units. */
export function textLength(text: string): number {
  return [...cleanText(text)].length;
}
