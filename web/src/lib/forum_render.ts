// A forum post as the forum will show it: the few BBCode tags and the Markdown the
// round's posts use (src/bang/rulesets/forum/post.py), rendered to HTML for the preview.
// Safe by construction: every character of the source is HTML-escaped first, and only
// fixed tags without attributes are made afterwards, so nothing typed can become markup.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// ---- BBCode ---------------------------------------------------------------------------

const INLINE: Record<string, string> = { b: 'strong', i: 'em', u: 'u', s: 's' };
const BLOCKS: Record<string, string> = {
  list: 'ul', table: 'table', tr: 'tr', td: 'td', th: 'th', quote: 'blockquote', code: 'code',
};
// Tags between which the source's line breaks only lay the markup out.
const STRUCTURE = new Set(['list', 'table', 'tr', '*']);
const TAG = /\[(\/?)(b|i|u|s|list|table|tr|td|th|quote|code|\*)\]/g;

/** BBCode (phpBB, MyBB, SMF) as HTML: b, i, u, s, list with [*], table/tr/th/td, quote, code.
 * An unknown tag stays as typed; a closing tag with nothing open to close is text. */
export function renderBBCode(source: string): string {
  const text = escapeHtml(source);
  const out: string[] = [];
  const open: string[] = []; // the tags open, innermost last ('*': a list item)
  let last = 0;
  let afterStructure = true; // the last thing emitted was a structural tag (or the start)

  const emitText = (chunk: string, beforeStructure: boolean) => {
    let t = chunk;
    if (afterStructure) t = t.replace(/^\n/, '');
    if (beforeStructure) t = t.replace(/\n$/, '');
    const inTableRow = open.length > 0 && ['table', 'tr', 'list'].includes(open[open.length - 1]);
    if (inTableRow && !t.trim()) return; // the layout's line breaks between rows and items
    if (t) {
      out.push(t.replace(/\n/g, '<br>'));
      afterStructure = false;
    }
  };
  const close = (tag: string) => {
    while (open.length) {
      const top = open.pop()!;
      out.push(top === '*' ? '</li>' : `</${INLINE[top] ?? BLOCKS[top]}>`);
      if (top === tag) break;
    }
  };

  for (const m of text.matchAll(TAG)) {
    const [whole, slash, name] = m;
    const at = m.index ?? 0;
    const structural = STRUCTURE.has(name);
    emitText(text.slice(last, at), structural);
    last = at + whole.length;
    if (slash) {
      if (name === '*' || !open.includes(name)) {
        out.push(whole); // nothing to close: shown as typed
        afterStructure = false;
        continue;
      }
      if (name === 'list' && open.includes('*')) close('*');
      close(name);
    } else if (name === '*') {
      if (!open.includes('list')) {
        out.push(whole);
        afterStructure = false;
        continue;
      }
      if (open[open.length - 1] === '*') close('*');
      open.push('*');
      out.push('<li>');
    } else {
      open.push(name);
      out.push(`<${INLINE[name] ?? BLOCKS[name]}>`);
    }
    afterStructure = structural;
  }
  emitText(text.slice(last), false);
  while (open.length) close(open[open.length - 1]);
  return out.join('');
}

// ---- Markdown ---------------------------------------------------------------------------

const ESCAPABLE = '\\`*_[]|#<>~';

/** Markdown as HTML: paragraphs, "- " lists, pipe tables, # headings, **bold**, *em*, _em_,
 * and a backslash before a markup character (the post's escapes). */
export function renderMarkdown(source: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
    } else if (line.startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i].startsWith('|')) rows.push(lines[i++]);
      out.push(table(rows));
    } else if (/^[-*] /.test(line)) {
      const items: string[] = [];
      while (i < lines.length && /^[-*] /.test(lines[i])) items.push(`<li>${inline(lines[i++].slice(2))}</li>`);
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      out.push(`<h${level + 2}>${inline(line.slice(level + 1))}</h${level + 2}>`);
      i++;
    } else {
      const para: string[] = [];
      while (i < lines.length && lines[i].trim() && !/^(\||[-*] |#{1,6} )/.test(lines[i])) para.push(inline(lines[i++]));
      out.push(`<p>${para.join('<br>')}</p>`);
    }
  }
  return out.join('');
}

/** One line's inline markup; escaped characters are kept aside (as private-use marks) first. */
function inline(text: string): string {
  const kept: string[] = [];
  const marked = text.replace(/\\(.)/g, (whole, c: string) => {
    if (!ESCAPABLE.includes(c)) return whole;
    kept.push(c);
    return `\uE000${kept.length - 1}\uE001`;
  });
  return escapeHtml(marked)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/\uE000(\d+)\uE001/g, (_, n: string) => escapeHtml(kept[Number(n)]));
}

function cells(row: string): string[] {
  // split on the pipes that are not escaped, then drop the row's outer pipes
  const parts = row.replace(/\\\|/g, '\uE002').split('|').map((c) => c.replace(/\uE002/g, '\\|').trim());
  return parts.slice(1, parts.length - 1);
}

function table(rows: string[]): string {
  const body = rows.filter((r) => !/^\|(\s*:?-+:?\s*\|)+\s*$/.test(r));
  const [head, ...rest] = body;
  const th = cells(head ?? '').map((c) => `<th>${inline(c)}</th>`).join('');
  const trs = rest.map((r) => `<tr>${cells(r).map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}
