// The "time is nearly up" warning: a short beep (silent when the sound is muted, or
// before the page was touched or clicked once) and a vibration on phones.

import { playHurry } from './sounds.svelte';

export function warnTimeShort(): void {
  playHurry();
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // vibration refused (a desktop, or no user gesture yet)
  }
}
