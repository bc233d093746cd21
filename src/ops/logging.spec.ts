import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { AppLogging } from './logging';

/** Every line the logger writes, parsed. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    callback();
  }
}

/** A real Express application behind the logging middleware, as createApp mounts it first of all. */
function appLogging(level: 'info' | 'error'): { app: express.Express; logs: LogLines; logging: AppLogging } {
  const logs = new LogLines();
  const logging = new AppLogging({ log: { level, pretty: false } }, { destination: logs });
  const app = express();
  app.use(logging.middleware());
  app.get('/later', (_req, res) => {
    // A log call made for the request after an await still carries the request (AsyncLocalStorage).
    void Promise.resolve().then(() => {
      logging.logger.error('something to say', 'Probe');
      res.status(200).json({ ok: true });
    });
  });
  app.get('/broken', (_req, res) => void res.status(500).json({ ok: false }));
  app.get('/missing', (_req, res) => void res.status(404).json({ ok: false }));
  app.get('/health/live', (_req, res) => void res.status(200).json({ ok: true }));
  return { app, logs, logging };
}

describe('request logging (src/ops/logging.ts)', () => {
  it('writes one line per request at its status level, with its id, and none for health probes', async () => {
    const { app, logs } = appLogging('info');
    const ok = await request(app).get('/later?secret=1').set('X-Request-Id', 'given-id.1').set('User-Agent', 'bot/1');
    expect(ok.headers['x-request-id']).toBe('given-id.1');
    await request(app).get('/missing');
    await request(app).get('/broken');
    await request(app).get('/health/live');
    const requestLines = logs.lines.filter((line) => typeof line.responseTime === 'number');
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ id: 'given-id.1', method: 'GET', url: '/later?…', userAgent: 'bot/1' }),
        res: { statusCode: 200 },
      }),
      expect.objectContaining({ level: 40, msg: 'request completed', res: { statusCode: 404 } }),
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        res: { statusCode: 500 },
        err: expect.objectContaining({ message: 'failed with status code 500' }),
      }),
    ]);
    // A fresh id when the client sends none.
    expect((requestLines[1].req as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives a log call made while handling a request that request's fields, and logs nothing below the level", async () => {
    const { app, logs } = appLogging('error');
    await request(app).get('/later').set('X-Request-Id', 'inside.2');
    await request(app).get('/missing');
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'something to say',
        context: 'Probe',
        req: expect.objectContaining({ id: 'inside.2', url: '/later' }),
      }),
    ]);
  });
});
