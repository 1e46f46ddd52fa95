import { describe, expect, it } from 'vitest';
import { decodeServer, encodeClient } from './codec';
import { dedupe, matchCards } from './actions';
import { parseRoute } from './route';
import { backoffMs } from './ws';
import type { LegalAction } from './protocol';

describe('codec', () => {
  it('keeps action codes past 2^53 exact', () => {
    const raw = '{"type":"state","legal":[{"code":4722366482869645213696,"do":"choose","cards":["beer/8H"]},{"code":2,"do":"end"}]}';
    const m = decodeServer(raw) as unknown as { legal: LegalAction[] };
    expect(m.legal[0].code).toBe('4722366482869645213696');
    expect(encodeClient({ type: 'act', code: m.legal[0].code, version: 7 })).toBe(
      '{"type":"act","code":4722366482869645213696,"version":7}',
    );
  });

  it('does not touch "code" inside strings, nor error codes', () => {
    const raw = '{"type":"table","table":{"seats":[{"name":"\\"code\\":5"}]}}';
    expect(JSON.stringify(decodeServer(raw))).toBe(JSON.stringify(JSON.parse(raw)));
    expect(decodeServer('{"type":"error","code":"stale","message":"x"}')).toEqual({
      type: 'error', code: 'stale', message: 'x',
    });
  });
});

describe('actions', () => {
  const legal: LegalAction[] = [
    { code: '10', do: 'discard', cards: ['stagecoach/9S', 'bang/4D'] },
    { code: '11', do: 'discard', cards: ['stagecoach/9S', 'stagecoach/9S'] },
    { code: '12', do: 'play', card: 'stagecoach/9S' },
    { code: '13', do: 'play', card: 'stagecoach/9S' },
  ];
  it('matches chosen cards as a multiset', () => {
    expect(matchCards(legal, 'discard', ['bang/4D', 'stagecoach/9S'])?.code).toBe('10');
    expect(matchCards(legal, 'discard', ['stagecoach/9S', 'stagecoach/9S'])?.code).toBe('11');
    expect(matchCards(legal, 'discard', ['bang/4D'])).toBeUndefined();
  });
  it('dedupes the two copies of a card', () => {
    expect(dedupe(legal.filter((a) => a.do === 'play')).map((a) => a.code)).toEqual(['12']);
  });
});

describe('routes and reconnection', () => {
  it('routes on the path', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/t/abc_D-1')).toEqual({ page: 'table', id: 'abc_D-1', watch: false });
    expect(parseRoute('/t/abc/watch')).toEqual({ page: 'table', id: 'abc', watch: true });
    expect(parseRoute('/t/abc/')).toEqual({ page: 'table', id: 'abc', watch: false });
  });
  it('backs off up to 10 s', () => {
    expect(backoffMs(0, () => 0.5)).toBe(500);
    expect(backoffMs(3, () => 0.5)).toBe(4000);
    expect(backoffMs(20, () => 0.5)).toBe(10000);
  });
});
