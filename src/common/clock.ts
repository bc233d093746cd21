import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time as the server's correspondence rules see it: deadlines, the time-out sweep and webhook
 * retries all ask this clock, never `new Date()`, so tests move it forward instead of sleeping
 * (`jest.spyOn(app.get(Clock), 'now')`).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One clock for the whole process. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
