// The languages of the web client, one line each (docs/adding-a-language.md): the code (a
// BCP 47 language, as Intl takes it: plurals and digits follow it), the name in the language
// itself (the picker's) and the direction of its script. A language's words are found by
// their file names: src/i18n/<code>.ts and src/i18n/{cardtext,events,chat,replay}/<code>.ts
// (src/lib/languages.test.ts fails on a missing file, key or word). The server lists the same
// codes (src/bang/server/languages/codes.py). Git merges this file line by line
// (.gitattributes: merge=union), so languages added side by side merge cleanly: keep each
// entry on one line, and nothing else between the braces.
export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  fa: { name: 'فارسی', dir: 'rtl' },
  ru: { name: 'Русский', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  pt: { name: 'Português (Brasil)', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  cs: { name: 'Čeština', dir: 'ltr' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl' }>;
