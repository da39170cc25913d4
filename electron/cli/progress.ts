/**
 * Progress on stderr for long simulations. On a terminal it redraws one line (at most ten
 * times a second) and clears it at the end; when stderr is a file or a pipe it stays quiet
 * for the first second, then writes a line at most once a second. stdout is never touched.
 */
export class ProgressReporter {
  private readonly start: number;
  private lastWrite = -Infinity;
  private shown = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly isTTY: boolean,
    private readonly now: () => number,
    private readonly label = 'Simulating',
  ) {
    this.start = now();
  }

  /** fraction: share of the work done, 0..1. */
  update(fraction: number): void {
    const t = this.now();
    const elapsed = t - this.start;
    if (!this.isTTY && elapsed < 1000) return;
    if (t - this.lastWrite < (this.isTTY ? 100 : 1000)) return;
    this.lastWrite = t;
    const pct = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
    const text = `${this.label}: ${pct} % (${(elapsed / 1000).toFixed(1)} s)`;
    this.write(this.isTTY ? `\r${text}\x1b[K` : `${text}\n`);
    this.shown = true;
  }

  /** Ends the progress display; says how long it took when progress was shown. */
  finish(): void {
    if (!this.shown) return;
    const seconds = ((this.now() - this.start) / 1000).toFixed(1);
    this.write(
      this.isTTY
        ? `\r${this.label}: done in ${seconds} s\x1b[K\n`
        : `${this.label}: done in ${seconds} s\n`,
    );
  }
}
