type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

/**
 * A short two-note chime made in code (no sound file to download). Browsers may refuse to play
 * before the user has touched the page: then nothing is heard and the notification still shows.
 */
export function playCallChime(): void {
  try {
    const Context: AudioContextConstructor | undefined =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
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
