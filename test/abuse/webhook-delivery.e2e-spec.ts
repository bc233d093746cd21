import type { AddressInfo } from 'node:net';
import net from 'node:net';
import http from 'node:http';
import { Client as PgClient } from 'pg';
import { Clock } from '../../src/common/clock';
import { WebhookWorker } from '../../src/webhooks/webhook-worker';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/** A receiver that reads the request and answers with one byte of its status line, then nothing more. */
async function tarpit(): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let hits = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('data', () => {
      hits++;
      socket.write('H');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits: () => hits,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function okReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.end('thanks'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function webhookTo(app: TestApp, user: RegisteredUser, url: string): Promise<string> {
  const created = await gql<{ createWebhook: { webhook: { id: string } } }>(
    app,
    'mutation($u: String!) { createWebhook(url: $u, events: [YOUR_TURN]) { webhook { id } } }',
    { token: user.token, variables: { u: url } },
  );
  return created.data!.createWebhook.webhook.id;
}

/**
 * Puts one due delivery into the outbox, as a notification would: due at the app's clock, as the outbox
 * sink writes it. PostgreSQL's now() would not do: it has microseconds, the app's clock milliseconds, so a
 * claim made within the same millisecond as the insert would find the row not yet due.
 */
async function enqueue(db: PgClient, webhookId: string, dueAt: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, event, body, next_attempt_at) VALUES ($1, 'YOUR_TURN', '{}', $2) RETURNING id`,
    [webhookId, dueAt.toISOString()],
  );
  return rows[0].id;
}

describe('Abuse: a receiver that trickles cannot hold webhook deliveries', () => {
  const settings = {
    CLAIM_TIMEOUT_SWEEP: '0',
    CLAIM_WEBHOOK_POLL: '0',
    CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
  };

  it("fails the slow attempt at its deadline; the batch's other deliveries are delivered", async () => {
    const app = await startTestApp({ env: { ...settings, CLAIM_WEBHOOK_TIMEOUT: '2s' } });
    const db = new PgClient({ connectionString: app.database.url });
    await db.connect();
    const [slow, fine] = [await tarpit(), await okReceiver()];
    try {
      const user = await registerUser(app);
      const slowDelivery = await enqueue(db, await webhookTo(app, user, slow.url), app.app.get(Clock).now());
      const fineDelivery = await enqueue(db, await webhookTo(app, user, fine.url), app.app.get(Clock).now());
      expect(await app.app.get(WebhookWorker).deliverDue()).toBe(2);
      const { rows } = await db.query<{ id: string; status: string; last_error: string | null }>(
        'SELECT id, status, last_error FROM webhook_deliveries',
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(fineDelivery)).toMatchObject({ status: 'delivered', last_error: null });
      expect(byId.get(slowDelivery)).toMatchObject({ status: 'pending', last_error: 'no response within 2000 ms' });
    } finally {
      await db.end();
      await slow.close();
      await fine.close();
      await app.close();
    }
  });

  it('does not hold the shutdown: an attempt in flight is abandoned, to be retried after its lease', async () => {
    const app = await startTestApp({ env: { ...settings, CLAIM_WEBHOOK_TIMEOUT: '10m' } });
    const db = new PgClient({ connectionString: app.database.url });
    await db.connect();
    const slow = await tarpit();
    try {
      const user = await registerUser(app);
      const delivery = await enqueue(db, await webhookTo(app, user, slow.url), app.app.get(Clock).now());
      const round = app.app.get(WebhookWorker).tick();
      for (let i = 0; i < 500 && slow.hits() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(slow.hits()).toBe(1);
      await app.app.close(); // before: waited for the 10-minute time-out
      await round;
      const { rows } = await db.query('SELECT status, attempts, last_error FROM webhook_deliveries WHERE id = $1', [
        delivery,
      ]);
      expect(rows[0]).toEqual({ status: 'pending', attempts: 1, last_error: null });
    } finally {
      await db.end();
      await slow.close();
      await app.database.drop().catch(() => undefined);
    }
  });
});
