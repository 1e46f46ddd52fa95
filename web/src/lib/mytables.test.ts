import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forumGameFrom, forumGamePath } from './mytables';
import { storage } from './storage';

// The unit tests run without a browser: a Storage of their own (the browser test of the
// forum, tests/e2e/test_forum.py, lists a forum game from a real page's localStorage).
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}
vi.stubGlobal('localStorage', new MemoryStorage());

describe('forum games in Your tables', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the private links this browser opened, the first visit time staying', () => {
    storage.setForumGame('player', 'g1', 'tok1');
    const first = storage.forumGames();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: 'g1', kind: 'player', token: 'tok1' });
    storage.setForumGame('player', 'g1', 'tok1');
    expect(storage.forumGames()[0].since).toBe(first[0].since);
    storage.setForumGame('master', 'g1', 'mtok');
    expect(storage.forumGames().map((g) => g.kind).sort()).toEqual(['master', 'player']);
    storage.setForumGame('player', 'g1', null);
    expect(storage.forumGames().map((g) => g.kind)).toEqual(['master']);
    localStorage.setItem('bang.forum.player.bad', '{not json');
    expect(storage.forumGames().map((g) => g.kind)).toEqual(['master']); // one it cannot read: skipped
  });

  it('says when the game waits on this browser', () => {
    const player = { id: 'g', kind: 'player' as const, token: 't', since: 1 };
    const master = { ...player, kind: 'master' as const };
    const playing = { status: 'playing', deadline: 100, name: 'Bob', table: { round: 3 } };
    expect(forumGameFrom(player, { ...playing, moved: false, legal: [{}] })).toMatchObject({ yourMove: true, round: 3, name: 'Bob' });
    expect(forumGameFrom(player, { ...playing, moved: true, legal: [{}] }).yourMove).toBe(false);
    expect(forumGameFrom(player, { ...playing, moved: false, legal: [] }).yourMove).toBe(false); // out of the game
    expect(forumGameFrom(player, { status: 'choosing', deadline: null, choosing: { mine: null } }).yourMove).toBe(true);
    expect(forumGameFrom(player, { status: 'choosing', deadline: null, choosing: { mine: 'jourdonnais' } }).yourMove).toBe(false);
    expect(forumGameFrom(master, { status: 'playing', deadline: 100, round: 2, waiting: [] })).toMatchObject({ yourMove: true, round: 2 });
    expect(forumGameFrom(master, { status: 'playing', deadline: 100, round: 2, waiting: [1] }).yourMove).toBe(false);
    expect(forumGameFrom(master, { status: 'over', deadline: null, waiting: [] }).yourMove).toBe(false);
  });

  it('opens the page of the link kept', () => {
    expect(forumGamePath({ id: 'ab', kind: 'player', token: 'x/y' })).toBe('/f/ab/p/x%2Fy');
    expect(forumGamePath({ id: 'ab', kind: 'master', token: 'z' })).toBe('/f/ab/master/z');
  });
});
