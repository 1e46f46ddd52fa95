import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './protocol';
import {
  NO_MUTES,
  cleanText,
  hiddenCount,
  isChatRefusal,
  isOwn,
  mergeMessages,
  myChannel,
  readsSpectators,
  shownIn,
  textLength,
  unreadCount,
} from './chatlog';

function msg(seq: number, seat: number | null, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    seq,
    channel: seat === null ? 'spectators' : 'players',
    seat,
    name: seat === null ? 'Spectator' : `P${seat}`,
    bot: false,
    at: 1764530000 + seq,
    phrase: null,
    args: null,
    text: `hi ${seq}`,
    lang: 'en',
    ...extra,
  };
}

describe('chat log', () => {
  it('merges a history and new messages once each, oldest first', () => {
    const history = [msg(1, 0), msg(3, 1), msg(4, null)];
    const merged = mergeMessages(history, [msg(3, 1), msg(6, 2), msg(5, 0)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 3, 4, 5, 6]);
    expect(mergeMessages([], [])).toEqual([]);
  });

  it('keeps the channels apart and hides what this reader muted', () => {
    const all = [msg(1, 0), msg(2, 1), msg(3, null), msg(4, 2), msg(5, null)];
    expect(shownIn(all, 'players', NO_MUTES).map((m) => m.seq)).toEqual([1, 2, 4]);
    expect(shownIn(all, 'spectators', NO_MUTES).map((m) => m.seq)).toEqual([3, 5]);
    const mutes = { mine: [1], spectators: true, host: [2] };
    expect(shownIn(all, 'players', mutes).map((m) => m.seq)).toEqual([1, 4]); // host mutes hide nothing said before
    expect(shownIn(all, 'spectators', mutes)).toEqual([]);
  });

  it('counts what is unread: after the last read, shown, not this reader own', () => {
    const all = [msg(1, 0), msg(2, 1), msg(3, null), msg(4, 2), msg(5, 1)];
    const read = { players: 2, spectators: 0 };
    expect(unreadCount(all, read, NO_MUTES, 1)).toBe(2); // 3 (spectators) and 4; 5 is mine
    expect(unreadCount(all, read, NO_MUTES, 1, 'players')).toBe(1);
    expect(unreadCount(all, read, { mine: [2], spectators: true, host: [] }, 1)).toBe(0);
    expect(unreadCount(all, { players: 5, spectators: 3 }, NO_MUTES, null)).toBe(0);
    expect(isOwn(msg(5, 1), 1)).toBe(true);
    expect(isOwn(msg(3, null), null)).toBe(false);
  });

  it('knows which channel a reader writes in and whether spectators are read', () => {
    expect(myChannel(2)).toBe('players');
    expect(myChannel(null)).toBe('spectators');
    expect(readsSpectators(null, 'playing')).toBe(true);
    expect(readsSpectators(0, 'playing')).toBe(false);
    expect(readsSpectators(0, 'lobby')).toBe(false);
    expect(readsSpectators(0, 'over')).toBe(true);
  });

  it('tells the chat refusals from other errors', () => {
    expect(isChatRefusal('chat_limit', 'act')).toBe(true);
    expect(isChatRefusal('muted', null)).toBe(true);
    expect(isChatRefusal('gagged', null)).toBe(true); // Gag in force: the players may not talk
    expect(isChatRefusal('malformed', 'say')).toBe(true);
    expect(isChatRefusal('forbidden', 'host_mute')).toBe(true);
    expect(isChatRefusal('malformed', 'act')).toBe(false);
    expect(isChatRefusal('stale', 'act')).toBe(false);
  });

  it('counts free text as the server does: cleaned, in characters', () => {
    expect(cleanText('  \u202eevil\u202c text\u200b \u0000')).toBe('evil text');
    expect(cleanText('a\u2066b\u2069\u200ec\u200f')).toBe('abc');
    expect(cleanText('می\u200cخوانم')).toBe('می\u200cخوانم'); // the Persian half-space is a letter's shape, kept
    expect(textLength('🤠🤠')).toBe(2);
    expect(textLength(' \n ')).toBe(0);
  });
});

describe('the count of messages a mute hides (issue 18, defect 13)', () => {
  it('is the server\'s count once it says it, since it keeps them back', () => {
    const held = [msg(1, 1), msg(2, 1)]; // received before the mute
    const mutes = { ...NO_MUTES, mine: [1] };
    expect(hiddenCount(held, 'players', mutes)).toBe(2);
    // the third is never sent: only the server's count knows it
    expect(hiddenCount(held, 'players', { ...mutes, hidden_players: 3, hidden_spectators: 0 })).toBe(3);
    expect(hiddenCount(held, 'spectators', { ...mutes, hidden_players: 3, hidden_spectators: 0 })).toBe(0);
  });
});
