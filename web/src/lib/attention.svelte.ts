// What the browser tab's title says about the game ("Your turn", "You are shot!"),
// and the seconds left when time is short ("⚠ 9 s left"), set by the table page and
// shown by App.svelte.

export const attention = $state<{ note: string | null; hurry: string | null }>({ note: null, hurry: null });

/** True when the user prefers little motion (the OS setting). */
export function reducedMotion(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
