import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Work a process repeats on an interval (time-out sweep, webhook deliveries), registered with
 * @nestjs/schedule. A round never overlaps the previous one (a slow round must not pile rounds up),
 * a failing round is logged and the next one tries again, and shutdown waits for the running round.
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private running: Promise<void> | null = null;
  protected stopped = false;

  protected constructor(
    private readonly scheduler: SchedulerRegistry,
    private readonly name: string,
  ) {}

  /** Milliseconds between rounds; 0 or less turns the task off (tests call `tick` themselves). */
  protected abstract get intervalMs(): number;

  /** One round of work. */
  protected abstract runOnce(): Promise<void>;

  onApplicationBootstrap(): void {
    if (this.intervalMs <= 0) return;
    this.scheduler.addInterval(
      this.name,
      setInterval(() => void this.tick(), this.intervalMs),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', this.name)) this.scheduler.deleteInterval(this.name);
    await this.running;
  }

  /** One round unless one is still going. */
  tick(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.runOnce()
      .catch((error: unknown) =>
        this.logger.error(`${this.name} failed`, error instanceof Error ? error.stack : String(error)),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
