import { describe, expect, it } from 'vitest';
import { cutName, tidyName, visibleLength } from './names';

const ZWNJ = '\u200c';

describe('nicknames cut as the server counts them (issue 18, defect 3)', () => {
  it('does not count the non-joiner nor accents', () => {
    expect(visibleLength(`می${ZWNJ}خواهم`)).toBe(7);
    expect(visibleLength('Nguyễn')).toBe(6);
    expect(visibleLength('Ann 🤠')).toBe(5);
  });

  it('cuts a Persian name at 24 code points without leaving a non-joiner at the end', () => {
    // 23 letters, then a non-joiner and more: a 24-unit cut (the field's old maxlength)
    // ended on the non-joiner, and the server refused the name
    const name = `${'ب'.repeat(23)}${ZWNJ}ها`;
    expect(name.slice(0, 24).endsWith(ZWNJ)).toBe(true);
    expect(cutName(name)).toBe('ب'.repeat(23));
    const words = `علی${ZWNJ}رضا محمد${ZWNJ}حسین ابوالفضل`; // 26 code points
    expect(cutName(words)).toBe(`علی${ZWNJ}رضا محمد${ZWNJ}حسین ابوالف`);
    expect([...cutName(words)].length).toBe(24);
  });

  it('keeps a letter with its accents whole, an emoji whole, and tidies what it sends', () => {
    expect(cutName(`${'a'.repeat(22)}e\u0301\u0302x`)).toBe('a'.repeat(22));
    expect(cutName(`${'a'.repeat(21)}e\u0301\u0302x`)).toBe(`${'a'.repeat(21)}e\u0301\u0302`);
    expect(cutName(`${'a'.repeat(23)}🤠🔥`)).toBe(`${'a'.repeat(23)}🤠`);
    expect(tidyName(`  ${ZWNJ}سارا${ZWNJ}  `)).toBe('سارا');
    expect(tidyName(`Ann${ZWNJ}Lee   Smith`)).toBe('AnnLee Smith');
    expect(tidyName(`می${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
  });
});
