/**
 * Runs one wave at a time in this process, and lets callers share waves: `next()` is the outcome of a wave that
 * starts after the call, the one starting now when none runs, else the one queued behind the running wave, which
 * every caller until it starts shares. So a quiet server runs a wave for each post at once, and a busy one folds
 * all the posts that came during a wave into the next (as group commit folds moves: docs/lobbies.md "Automatch").
 * Other processes' waves queue behind this one's on the database's lock, not here.
 */
export class Waves<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly wave: () => Promise<T>) {}

  next(): Promise<T> {
    if (this.queued !== null) return this.queued;
    const previous = this.running;
    if (previous === null) return this.start();
    const after = (): Promise<T> => {
      this.queued = null;
      return this.start();
    };
    this.queued = previous.then(after, after);
    return this.queued;
  }

  private start(): Promise<T> {
    const run = this.wave();
    this.running = run;
    const done = (): void => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }
}
