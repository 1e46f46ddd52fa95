import { describe, expect, it } from 'vitest';
import { renderBBCode, renderMarkdown } from './forum_render';

describe('renderBBCode', () => {
  it('renders the tags the posts use', () => {
    expect(renderBBCode('[b]Раунд 2[/b]\n\n[list]\n[*]a\n[*]b\n[/list]')).toBe(
      '<strong>Раунд 2</strong><br><ul><li>a</li><li>b</li></ul>',
    );
    expect(renderBBCode('[table]\n[tr][th]Игрок[/th][/tr]\n[tr][td]Bob[/td][/tr]\n[/table]')).toBe(
      '<table><tr><th>Игрок</th></tr><tr><td>Bob</td></tr></table>',
    );
  });

  it('escapes first: nothing typed becomes markup', () => {
    expect(renderBBCode('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(renderBBCode('[url=javascript:alert(1)]x[/url]')).toBe('[url=javascript:alert(1)]x[/url]');
    expect(renderBBCode('"\'&')).toBe('&quot;&#39;&amp;');
  });

  it('shows an escaped name as typed, as a forum does', () => {
    // post.py writes the name "[b]Bob" as "[[b][/b]b]Bob"
    const html = renderBBCode('[[b][/b]b]Bob');
    expect(html).toBe('[<strong></strong>b]Bob');
    expect(html.replace(/<[^>]*>/g, '')).toBe('[b]Bob'); // what the reader sees
  });

  it('leaves a stray closing tag as text and closes what is left open', () => {
    expect(renderBBCode('a[/b]c')).toBe('a[/b]c');
    expect(renderBBCode('[b]open')).toBe('<strong>open</strong>');
    expect(renderBBCode('[*]no list')).toBe('[*]no list');
  });
});

describe('renderMarkdown', () => {
  it('renders bold, lists and tables', () => {
    expect(renderMarkdown('**Ходы**\n\n- a\n- b')).toBe('<p><strong>Ходы</strong></p><ul><li>a</li><li>b</li></ul>');
    expect(renderMarkdown('| A | B |\n|---|---|\n| 1 | x\\|y |')).toBe(
      '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>x|y</td></tr></tbody></table>',
    );
  });

  it('keeps escaped characters as typed and escapes HTML', () => {
    expect(renderMarkdown('\\*\\*Bob\\*\\* \\_x\\_ \\<b\\>')).toBe('<p>**Bob** _x_ &lt;b&gt;</p>');
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
