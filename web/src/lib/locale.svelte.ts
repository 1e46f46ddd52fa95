// The current language (reactive) and the shortcuts components use: t(), card(), ...
import {
  abilityText,
  cardLabel,
  cardName,
  characterName,
  dirOf,
  guessLang,
  roleName,
  segments,
  sideName,
  translate,
  type Case,
  type Key,
  type Lang,
  type Param,
  type SegParam,
} from './i18n';
import { storage } from './storage';

function initialLang(): Lang {
  const nav = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  return guessLang(storage.getLang(), nav);
}

export const locale = $state<{ lang: Lang }>({ lang: initialLang() });

export function applyLang(lang: Lang): void {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = dirOf(lang);
}

export function setLang(lang: Lang): void {
  locale.lang = lang;
  storage.setLang(lang);
  applyLang(lang);
}

export const t = (key: Key, params?: Record<string, Param>) => translate(locale.lang, key, params);
export const tSeg = (key: Key, params?: Record<string, SegParam>) => segments(locale.lang, key, params);
export const card = (id: string) => cardLabel(locale.lang, id);
export const cardN = (idOrKind: string, grammaticalCase?: Case) => cardName(locale.lang, idOrKind, grammaticalCase);
export const charName = (id: string) => characterName(locale.lang, id);
export const ability = (id: string) => abilityText(locale.lang, id);
export const role = (id: string) => roleName(locale.lang, id);
export const side = (id: string) => sideName(locale.lang, id);
