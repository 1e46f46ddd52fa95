// The card pop-up's state (one pop-up for the whole page, shown by CardInfo.svelte)
// and `infoTrigger`, the action that opens it from a card, a log chip or a character:
// on hover with a mouse, on a tap where a tap does nothing else, on a long press
// everywhere (a long press never also plays the card), and with the "i" key.

import type { Action } from 'svelte/action';
import type { CardId } from './protocol';

export type InfoSubject =
  // reason: why it cannot be played, in words; fresh: a green card put in play this turn
  | { what: 'card'; id: CardId; reason?: string | null; fresh?: boolean }
  // reason: why your own character's ability has no use now, in words
  | { what: 'character'; id: string; reason?: string | null };

export interface OpenInfo {
  subject: InfoSubject;
  anchor: { left: number; top: number; right: number; bottom: number };
  by: 'hover' | 'press';
  owner: symbol; // the trigger that opened it
}

export const cardInfo = $state<{ open: OpenInfo | null }>({ open: null });

export function openInfo(subject: InfoSubject, node: Element, by: OpenInfo['by'], owner = Symbol('info')): void {
  const r = node.getBoundingClientRect();
  cardInfo.open = { subject, anchor: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, by, owner };
}

export function closeInfo(): void {
  cardInfo.open = null;
}

export interface TriggerOptions {
  subject: InfoSubject | null; // null: no pop-up (e.g. while this seat is a target)
  /** A tap or click does something else here (play the card): only hover and long press open it. */
  interactive?: boolean;
}

const HOVER_MS = 350;
const LONG_PRESS_MS = 450;

export const infoTrigger: Action<HTMLElement, TriggerOptions> = (node, initial) => {
  let opts = initial;
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let pressAt: { x: number; y: number } | null = null;
  let swallowClick = false;
  const owner = Symbol('info');
  // A card inside a button (a chip in "Play BANG!") never takes the button's click.
  const interactive = () => opts.interactive || node.parentElement?.closest('button') !== null;
  const isOpenHere = () => cardInfo.open?.owner === owner;

  const stopPress = () => {
    clearTimeout(pressTimer);
    pressAt = null;
  };

  function onEnter(e: PointerEvent) {
    if (e.pointerType !== 'mouse' || !opts.subject) return;
    const subject = opts.subject;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => openInfo(subject, node, 'hover', owner), HOVER_MS);
  }

  function onLeave(e: PointerEvent) {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer);
    if (isOpenHere() && cardInfo.open?.by === 'hover') closeInfo();
  }

  function onDown(e: PointerEvent) {
    if (e.pointerType === 'mouse' || !opts.subject) return;
    const subject = opts.subject;
    swallowClick = false;
    pressAt = { x: e.clientX, y: e.clientY };
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => {
      swallowClick = true; // the finger lifting must not also play the card
      openInfo(subject, node, 'press', owner);
    }, LONG_PRESS_MS);
  }

  function onMove(e: PointerEvent) {
    if (pressAt && Math.hypot(e.clientX - pressAt.x, e.clientY - pressAt.y) > 10) stopPress();
  }

  function onClick(e: MouseEvent) {
    if (swallowClick) {
      swallowClick = false;
      e.preventDefault();
      e.stopImmediatePropagation();
      return;
    }
    if (interactive()) {
      // the click plays the card: a pop-up its hover opened would cover the prompt
      clearTimeout(hoverTimer);
      if (isOpenHere() && cardInfo.open?.by === 'hover') closeInfo();
      return;
    }
    if (!opts.subject) return;
    clearTimeout(hoverTimer);
    if (isOpenHere() && cardInfo.open?.by === 'press') closeInfo();
    else openInfo(opts.subject, node, 'press', owner);
  }

  function onKey(e: KeyboardEvent) {
    if (!opts.subject) return;
    if (e.key === 'i' || e.key === 'I' || (!interactive() && (e.key === 'Enter' || e.key === ' '))) {
      e.preventDefault();
      openInfo(opts.subject, node, 'press', owner);
    }
  }

  const onContext = (e: Event) => {
    if (pressAt || swallowClick) e.preventDefault(); // no context menu on a long press
  };

  node.addEventListener('pointerenter', onEnter);
  node.addEventListener('pointerleave', onLeave);
  node.addEventListener('pointerdown', onDown);
  node.addEventListener('pointermove', onMove);
  node.addEventListener('pointerup', stopPress);
  node.addEventListener('pointercancel', stopPress);
  node.addEventListener('click', onClick, true);
  node.addEventListener('keydown', onKey);
  node.addEventListener('contextmenu', onContext);

  return {
    update(next: TriggerOptions) {
      opts = next;
      if (!next.subject) clearTimeout(hoverTimer);
    },
    destroy() {
      clearTimeout(hoverTimer);
      clearTimeout(pressTimer);
      node.removeEventListener('pointerenter', onEnter);
      node.removeEventListener('pointerleave', onLeave);
      node.removeEventListener('pointerdown', onDown);
      node.removeEventListener('pointermove', onMove);
      node.removeEventListener('pointerup', stopPress);
      node.removeEventListener('pointercancel', stopPress);
      node.removeEventListener('click', onClick, true);
      node.removeEventListener('keydown', onKey);
      node.removeEventListener('contextmenu', onContext);
      if (isOpenHere()) closeInfo();
    },
  };
};
