import { playBeep, type BeepAudioContext } from './beep';

interface PlayedTone {
  frequency: number;
  start: number;
  stop: number;
  fadesOutBy: number;
}

/** A Web Audio context that records what would sound: each oscillator's pitch, start and stop. */
function fakeAudioContext(currentTime: number, state: AudioContextState = 'running') {
  const played: PlayedTone[] = [];
  const oscillators: { onended: (() => void) | null }[] = [];
  const close = jest.fn(() => Promise.resolve());
  const resume = jest.fn(() => Promise.resolve());
  const context = {
    currentTime,
    state,
    destination: {},
    close,
    resume,
    createGain: () => {
      const gain = {
        gain: {
          setValueAtTime: jest.fn(),
          exponentialRampToValueAtTime: (_value: number, at: number) => {
            const tone = played.at(-1);
            if (tone) tone.fadesOutBy = at;
          },
        },
        connect: jest.fn(),
      };
      return gain;
    },
    createOscillator: () => {
      const tone: PlayedTone = { frequency: 0, start: -1, stop: -1, fadesOutBy: -1 };
      played.push(tone);
      const oscillator = {
        type: 'square',
        frequency: { setValueAtTime: (value: number) => (tone.frequency = value) },
        connect: jest.fn(),
        start: (at: number) => (tone.start = at),
        stop: (at: number) => (tone.stop = at),
        onended: null as (() => void) | null,
      };
      oscillators.push(oscillator);
      return oscillator;
    },
  };
  return {
    context: context as unknown as BeepAudioContext,
    played,
    close,
    resume,
    endLast: () => oscillators.at(-1)?.onended?.(),
  };
}

const rounded = (tones: PlayedTone[]) =>
  tones.map((tone) => ({
    frequency: tone.frequency,
    start: Number(tone.start.toFixed(3)),
    stop: Number(tone.stop.toFixed(3)),
    fadesOutBy: Number(tone.fadesOutBy.toFixed(3)),
  }));

describe('the alert beep', () => {
  it('plays 800 Hz then 600 Hz, one after the other, from the audio clock', () => {
    const audio = fakeAudioContext(10);
    playBeep(1, () => audio.context);
    expect(rounded(audio.played)).toEqual([
      { frequency: 800, start: 10, stop: 10.15, fadesOutBy: 10.15 },
      { frequency: 600, start: 10.15, stop: 10.3, fadesOutBy: 10.3 },
    ]);
  });

  it('plays it twice 400 ms apart for a milestone', () => {
    const audio = fakeAudioContext(2);
    playBeep(2, () => audio.context);
    expect(rounded(audio.played).map(({ frequency, start }) => [frequency, start])).toEqual([
      [800, 2],
      [600, 2.15],
      [800, 2.4],
      [600, 2.55],
    ]);
  });

  it('closes its context once the last tone has ended', () => {
    const audio = fakeAudioContext(0);
    playBeep(2, () => audio.context);
    expect(audio.close).not.toHaveBeenCalled();
    audio.endLast();
    expect(audio.close).toHaveBeenCalledTimes(1);
  });

  it('resumes a context the browser started suspended', () => {
    const audio = fakeAudioContext(0, 'suspended');
    playBeep(1, () => audio.context);
    expect(audio.resume).toHaveBeenCalledTimes(1);
  });

  it('is silent where the browser has no Web Audio', () => {
    expect(() => playBeep(1, () => null)).not.toThrow();
    expect(() => playBeep(1)).not.toThrow();
  });
});
