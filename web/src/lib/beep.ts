/** One tone of the alert: its pitch and when it sounds, in seconds from the start of its beep. */
export interface Tone {
  frequency: number;
  offsetS: number;
  durationS: number;
}

/** The spec's alert (business spec §9): a two-tone beep, 800 Hz then 600 Hz. */
export const beepTones: readonly Tone[] = [
  { frequency: 800, offsetS: 0, durationS: 0.15 },
  { frequency: 600, offsetS: 0.15, durationS: 0.15 },
];

/** A milestone plays the beep twice, this far apart (start to start). */
export const beepRepeatGapS = 0.4;

const volume = 0.2;
// An exponential fade cannot reach zero; this is silent to the ear and avoids a click at the end.
const silence = 0.001;

/** The part of the Web Audio API the beep uses, so a test can hand in its own. */
export type BeepAudioContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'close' | 'resume' | 'state'
>;

function browserAudioContext(): BeepAudioContext | null {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  return Context ? new Context() : null;
}

/**
 * Plays the two-tone beep `times` times (a new customer once, a milestone twice), scheduled on the
 * audio clock so the tones keep their timing even when the page is busy. Silent where the browser
 * has no Web Audio; the context is closed once the last tone has ended.
 */
export function playBeep(
  times = 1,
  createContext: () => BeepAudioContext | null = browserAudioContext,
): void {
  const context = createContext();
  if (!context) return;
  // A context made outside a click may start suspended; the owner's click that added the customer
  // normally allows it to run.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const start = context.currentTime;
  let last: OscillatorNode | null = null;
  for (let repeat = 0; repeat < times; repeat++) {
    for (const tone of beepTones) {
      const at = start + repeat * beepRepeatGapS + tone.offsetS;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(tone.frequency, at);
      gain.gain.setValueAtTime(volume, at);
      gain.gain.exponentialRampToValueAtTime(silence, at + tone.durationS);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.durationS);
      last = oscillator;
    }
  }
  if (last) last.onended = () => void context.close().catch(() => undefined);
}
