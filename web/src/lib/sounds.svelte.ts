// Sounds made on the spot with WebAudio (no sound files): a gunshot when you are
// hit, a two-note bell when it is your turn, three slower notes when an event card is
// revealed and a beep when your time is nearly up. Silent when muted (remembered in
// localStorage) and before the page has had a first click or key (browsers
// refuse audio until then).

import { isMuted, setMuted } from './prefs';

export const sound = $state({ muted: isMuted() });

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (sound.muted || typeof AudioContext === 'undefined') return null;
  if (!ctx) ctx = new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx.state === 'running' ? ctx : null;
}

// The first click or key press of the page wakes the audio up, so that the
// first sound that follows is heard.
function unlock(): void {
  window.removeEventListener('pointerdown', unlock);
  window.removeEventListener('keydown', unlock);
  audio();
}
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
}

export function toggleMuted(): void {
  sound.muted = !sound.muted;
  setMuted(sound.muted);
  if (!sound.muted) audio();
}

/** A short burst of noise, falling fast: a shot. */
export function playShot(): void {
  const ac = audio();
  if (!ac) return;
  const length = Math.floor(ac.sampleRate * 0.35);
  const buffer = ac.createBuffer(1, length, ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / length, 4);
  const noise = ac.createBufferSource();
  noise.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(2400, ac.currentTime);
  filter.frequency.exponentialRampToValueAtTime(300, ac.currentTime + 0.3);
  const gain = ac.createGain();
  gain.gain.setValueAtTime(0.7, ac.currentTime);
  noise.connect(filter).connect(gain).connect(ac.destination);
  noise.start();
}

/** Two soft bell notes, going up: your turn. */
export function playYourTurn(): void {
  const ac = audio();
  if (!ac) return;
  [660, 880].forEach((freq, i) => {
    const at = ac.currentTime + i * 0.16;
    const osc = ac.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const gain = ac.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.5);
    osc.connect(gain).connect(ac.destination);
    osc.start(at);
    osc.stop(at + 0.55);
  });
}

/** One short high beep: your time is nearly up. */
export function playHurry(): void {
  const ac = audio();
  if (!ac) return;
  const osc = ac.createOscillator();
  const gain = ac.createGain();
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, ac.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ac.currentTime + 0.4);
  osc.connect(gain).connect(ac.destination);
  osc.start();
  osc.stop(ac.currentTime + 0.4);
}

/** Three low bell notes going up, a little slower: an event card is revealed. */
export function playEvent(): void {
  const ac = audio();
  if (!ac) return;
  [392, 523, 784].forEach((freq, i) => {
    const at = ac.currentTime + i * 0.22;
    const osc = ac.createOscillator();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    const gain = ac.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.22, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    osc.connect(gain).connect(ac.destination);
    osc.start(at);
    osc.stop(at + 0.95);
  });
}
