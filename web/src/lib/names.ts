// A nickname as the server takes it (src/bang/server/names.py): at most 24 code points
// (the protocol's bound: an accent and the zero-width non-joiner count there), of which
// at most 24 visible; the non-joiner (Persian spells with it) is kept only between two
// Arabic-script letters. The field cuts what is typed or pasted on a boundary that keeps
// the name valid: never after a lone non-joiner, never inside a letter's accents, never
// in the middle of a UTF-16 pair (the browser's maxlength cut all three ways).

export const NAME_LIMIT = 24;

const ZWNJ = '\u200c';
const MARK = /^\p{M}$/u;
const ARABIC_LETTER = /^(?=\p{L})\p{Script=Arabic}$/u;

function visible(c: string): boolean {
  return c !== ZWNJ && !MARK.test(c);
}

/** How many characters of `name` the server counts (code points, less marks and non-joiners). */
export function visibleLength(name: string): number {
  let n = 0;
  for (const c of name) if (visible(c)) n++;
  return n;
}

/** `name` without the non-joiners the server would refuse (any not between two Arabic letters). */
function keepJoinersInWords(chars: string[]): string[] {
  return chars.filter(
    (c, i) => c !== ZWNJ || (i > 0 && i < chars.length - 1 && ARABIC_LETTER.test(chars[i - 1]) && ARABIC_LETTER.test(chars[i + 1])),
  );
}

/** What is typed, cut to `limit` code points on a letter's boundary (a letter goes with
 * all its accents or not at all); a non-joiner left dangling at the cut dropped. */
export function cutName(raw: string, limit = NAME_LIMIT): string {
  const chars = [...raw];
  if (chars.length <= limit) return raw;
  let end = limit;
  while (end > 0 && MARK.test(chars[end])) end--; // the cut falls among a letter's accents: not that letter
  const out = chars.slice(0, end);
  while (out.length && out[out.length - 1] === ZWNJ) out.pop();
  return out.join('');
}

/** The name to send: spaces trimmed and runs of them made one, stray non-joiners out, cut. */
export function tidyName(raw: string): string {
  const spaced = raw.replace(/\s+/gu, ' ').trim();
  return keepJoinersInWords([...cutName(spaced)]).join('').trim();
}
