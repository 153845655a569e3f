import { describe, expect, it } from 'vitest';
import { CallChime } from './chime';

/** An AudioContext as a browser makes it before the user touched the page: suspended. */
class FakeAudioContext {
  static made = 0;
  state: AudioContextState = 'suspended';
  resumes = 0;
  oscillators = 0;
  currentTime = 0;
  destination = {};
  /** whether the browser lets `resume` start the audio (only inside a gesture) */
  static allowed = false;
  constructor() {
    FakeAudioContext.made += 1;
  }
  resume() {
    this.resumes += 1;
    if (FakeAudioContext.allowed) this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    this.oscillators += 1;
    const node = {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    };
    return node;
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (next: unknown) => next };
  }
}

function chimeWithFakeAudio() {
  FakeAudioContext.made = 0;
  FakeAudioContext.allowed = false;
  let context: FakeAudioContext | null = null;
  const Context = class extends FakeAudioContext {
    constructor() {
      super();
      context = this;
    }
  };
  const chime = new CallChime(() => Context as unknown as typeof AudioContext);
  return { chime, context: () => context };
}

describe('the call chime', () => {
  it('lets the first click allow audio, so that a later call is heard', async () => {
    const { chime, context } = chimeWithFakeAudio();
    const page = new EventTarget() as unknown as Window;
    const stop = chime.unlockOnGesture(page);
    // a click: the browser allows audio inside it
    FakeAudioContext.allowed = true;
    page.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(context()?.state).toBe('running');
    expect(context()?.resumes).toBeGreaterThan(0);

    // later clicks leave the running audio alone
    const resumes = context()?.resumes;
    page.dispatchEvent(new Event('keydown'));
    expect(context()?.resumes).toBe(resumes);

    chime.play();
    expect(context()?.oscillators).toBe(2);
    expect(FakeAudioContext.made).toBe(1);
    stop();
  });

  it('keeps listening while the browser still refuses audio', async () => {
    const { chime, context } = chimeWithFakeAudio();
    const page = new EventTarget() as unknown as Window;
    chime.unlockOnGesture(page);
    page.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(context()?.state).toBe('suspended');
    FakeAudioContext.allowed = true;
    page.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(context()?.state).toBe('running');
  });

  it('plays nothing, and throws nothing, where there is no audio', () => {
    const chime = new CallChime(() => undefined);
    expect(() => chime.play()).not.toThrow();
    expect(() => chime.unlockOnGesture(new EventTarget() as unknown as Window)()).not.toThrow();
  });
});
