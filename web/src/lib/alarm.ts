// The "time is nearly up" warning: a short beep made with WebAudio (no sound file),
// and a vibration on phones. Browsers allow sound only after the page was touched
// or clicked once; without that, the warning stays silent (the title still says it).

let audio: AudioContext | null = null;

function beep(): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.4);
  } catch {
    // no audio here: the title and the banner still warn
  }
}

export function warnTimeShort(): void {
  beep();
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // vibration refused (a desktop, or no user gesture yet)
  }
}
