type AudioContextConstructor = typeof AudioContext;

const defaultContextClass = (): AudioContextConstructor | undefined =>
  globalThis.AudioContext ??
  (globalThis as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;

/** What counts as the user touching the page: browsers allow audio from then on. */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** A chime's notes: when each starts (seconds from now) and its pitch (Hz). */
export type ChimeNotes = readonly (readonly [offset: number, frequency: number])[];

/** A waiter call: a rising two-note chime. */
export const CALL_NOTES: ChimeNotes = [
  [0, 880],
  [0.16, 1320],
];
/** A new round on the order board: three quick lower notes, told apart from a call by ear. */
export const ROUND_NOTES: ChimeNotes = [
  [0, 660],
  [0.12, 660],
  [0.24, 990],
];

/**
 * Short chimes made in code (no sound file to download), on one AudioContext shared by the
 * console's sounds (waiter calls, new rounds), so one gesture unlocks them all.
 *
 * Browsers refuse audio until the user has touched the page (Chrome's autoplay policy: an
 * AudioContext made or resumed before a gesture stays "suspended" and plays nothing). A console
 * opened from a bookmark and left to wait for calls has had no gesture yet: `unlockOnGesture`
 * makes and resumes the context at the first click or key, so the calls after it are heard. Until
 * then the notification and the badge still show the call.
 */
export class CallChime {
  private context: AudioContext | null = null;

  constructor(
    private readonly contextClass: () => AudioContextConstructor | undefined = defaultContextClass,
  ) {}

  /** The context, made on first use and resumed if the browser suspended it; null without audio. */
  private ready(): AudioContext | null {
    try {
      const Context = this.contextClass();
      if (!Context) return null;
      this.context ??= new Context();
      if (this.context.state === 'suspended') this.context.resume().catch(() => undefined);
      return this.context;
    } catch {
      return null;
    }
  }

  play(notes: ChimeNotes = CALL_NOTES): void {
    const context = this.ready();
    if (!context) return;
    try {
      const start = context.currentTime;
      for (const [offset, frequency] of notes) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + offset);
        gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + offset);
        oscillator.stop(start + offset + 0.32);
      }
    } catch {
      // audio blocked or unavailable: the notification is enough
    }
  }

  /**
   * Until audio runs, every click or key on `target` makes and resumes the context (inside the
   * gesture, which is what the browser asks for). Returns the clean-up.
   */
  unlockOnGesture(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const stop = () => {
      for (const gesture of GESTURES) target.removeEventListener(gesture, unlock, true);
    };
    const unlock = () => {
      const context = this.ready();
      if (!context) return stop();
      if (context.state === 'running') return stop();
      context
        .resume()
        .then(() => {
          if (context.state === 'running') stop();
        })
        .catch(() => undefined);
    };
    for (const gesture of GESTURES) target.addEventListener(gesture, unlock, true);
    return stop;
  }
}

/** The console's one chime. */
export const callChime = new CallChime();

export const playCallChime = (): void => callChime.play(CALL_NOTES);
export const unlockCallChime = (): (() => void) => callChime.unlockOnGesture();

/**
 * A new round's sound, only once the user has touched the page (`navigator.userActivation`, where
 * the browser has it): before that an AudioContext would stay suspended, and browsers warn about it.
 */
export function playRoundChime(): void {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)
    ?.userActivation;
  if (activation && !activation.hasBeenActive) return;
  callChime.play(ROUND_NOTES);
}
