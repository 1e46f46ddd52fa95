// Small preferences kept between visits, in localStorage:
//   bang.muted      "1" when the sounds are off
//   bang.hostForm   the host's last table settings (JSON), to fill the form again

import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel, type CreateTableRequest } from './protocol';

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode or storage full: the preference lasts this visit only
  }
}

export function isMuted(): boolean {
  return get('bang.muted') === '1';
}

export function setMuted(muted: boolean): void {
  set('bang.muted', muted ? '1' : '0');
}

/** The host's last settings, each field checked; null when none are stored. */
export function loadHostForm(): CreateTableRequest | null {
  const raw = get('bang.hostForm');
  if (!raw) return null;
  try {
    const f = JSON.parse(raw) as Partial<CreateTableRequest>;
    const seats = [3, 4, 5, 6, 7, 8].includes(Number(f.seats)) ? Number(f.seats) : 5;
    const bots = Math.min(seats - 1, Math.max(0, Math.round(Number(f.bots) || 0)));
    const turn = Math.min(3600, Math.max(10, Math.round(Number(f.turn_seconds) || 60)));
    return {
      seats,
      bots,
      character_choice: f.character_choice === true,
      turn_seconds: turn,
      simplified: f.simplified === true,
      rotate_sheriff: f.rotate_sheriff === true,
      bot_level: BOT_LEVELS.includes(f.bot_level as BotLevel) ? (f.bot_level as BotLevel) : DEFAULT_BOT_LEVEL,
      // the keys as stored: the form keeps those the server still offers (lib/expansions.ts)
      expansions: Array.isArray(f.expansions)
        ? [...new Set(f.expansions.filter((x): x is string => typeof x === 'string'))]
        : [],
      turn_based: f.turn_based === true,
      decision_hours: [1, 4, 12, 24, 48, 72].includes(Number(f.decision_hours)) ? Number(f.decision_hours) : 24,
      misses_to_bot: [0, 1, 2, 3, 5].includes(Number(f.misses_to_bot)) ? Number(f.misses_to_bot) : 0,
    };
  } catch {
    return null;
  }
}

export function saveHostForm(form: CreateTableRequest): void {
  set('bang.hostForm', JSON.stringify(form));
}
