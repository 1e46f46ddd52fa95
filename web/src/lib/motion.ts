// Moves on the table, drawn with the Web Animations API over the page: a card
// flying from a hand to its target or to the discard pile, a seat flashing and
// a bullet falling when a player is hit. Nothing moves when the user prefers
// reduced motion; the seat still flashes, without animation (app.css).

import { parseCard } from './cards';
import type { CardId } from './protocol';

function centre(el: Element): { x: number; y: number } | null {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** A card face (`name`) flying from one element to another. */
export function flyCard(card: CardId, name: string, from: Element, to: Element): void {
  const a = centre(from);
  const b = centre(to);
  if (!a || !b) return;
  const c = parseCard(card);
  const ghost = document.createElement('div');
  ghost.className = `card sm flying${c.blue ? ' blue' : ''}${c.green ? ' green' : ''}${c.red ? ' red' : ''}`;
  ghost.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'cname';
  label.textContent = name;
  ghost.append(label);
  document.body.append(ghost);
  const start = `translate(${a.x}px, ${a.y}px) translate(-50%, -50%) scale(1)`;
  const end = `translate(${b.x}px, ${b.y}px) translate(-50%, -50%) scale(0.8)`;
  const anim = ghost.animate(
    [
      { transform: start, opacity: 0.2 },
      { transform: start, opacity: 1, offset: 0.1 },
      { transform: end, opacity: 1, offset: 0.85 },
      { transform: end, opacity: 0 },
    ],
    { duration: 650, easing: 'ease-in-out' },
  );
  anim.onfinish = anim.oncancel = () => ghost.remove();
}

/** A seat flashes red and one bullet per life point lost drops out of it. */
export function hitSeat(seat: Element, amount: number, moving: boolean): void {
  seat.classList.remove('hit');
  void (seat as HTMLElement).offsetWidth; // restart the flash
  seat.classList.add('hit');
  setTimeout(() => seat.classList.remove('hit'), 900);
  if (!moving) return;
  const life = seat.querySelector('.life') ?? seat;
  const at = centre(life);
  if (!at) return;
  for (let i = 0; i < Math.min(amount, 5); i++) {
    const bullet = document.createElement('span');
    bullet.className = 'bullet full falling';
    bullet.setAttribute('aria-hidden', 'true');
    document.body.append(bullet);
    const x = at.x + i * 12;
    const anim = bullet.animate(
      [
        { transform: `translate(${x}px, ${at.y}px) rotate(0deg)`, opacity: 1 },
        { transform: `translate(${x + 18}px, ${at.y + 70}px) rotate(200deg)`, opacity: 0 },
      ],
      { duration: 800, delay: i * 120, easing: 'cubic-bezier(.3,0,.8,.6)', fill: 'backwards' },
    );
    anim.onfinish = anim.oncancel = () => bullet.remove();
  }
}

/** A seat lit for a moment (no movement: the same with reduced motion): `returned`, a
 * player out who plays again; `touched`, one the event in force just acted on. */
export function flashSeat(seat: Element, why: 'returned' | 'touched'): void {
  seat.classList.remove(why);
  void (seat as HTMLElement).offsetWidth;
  seat.classList.add(why);
  setTimeout(() => seat.classList.remove(why), 1500);
}
