/** A short two-note chime made in the browser: no sound file to fetch. Browsers may refuse it before a click. */
export function playChime(): void {
  try {
    const context = new AudioContext();
    const notes = [880, 1320];
    notes.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + index * 0.15;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    });
    window.setTimeout(() => void context.close(), 1_000);
  } catch {
    // No audio on this device: the chat still becomes active, silently.
  }
}
