import { Client as PgClient } from 'pg';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { createApiToken } from '../api/api-support';
import { challenge, dataOf } from '../lobbies/lobby-support';
import { verifyWebhook } from '../../src/webhooks/webhook-signature';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { moveOnce, startCorrespondenceMatch, startReceiver, waitFor } from './correspondence-support';

const CREATE = `mutation($url: String!, $events: [NotificationKind!]!, $secret: String) {
  createWebhook(url: $url, events: $events, secret: $secret) { secret webhook { id url events createdAt } } }`;
const DELIVERIES = `query($w: ID!) { webhookDeliveries(webhookId: $w) {
  id event body status attempts lastResponseCode lastError nextAttemptAt createdAt deliveredAt } }`;

interface Delivery {
  id: string;
  event: string;
  body: string;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** Tiny retry delays so backoff is observable in a test; the worker polls every 20 ms. */
const FAST = {
  CLAIM_TIMEOUT_SWEEP: '0',
  CLAIM_WEBHOOK_POLL: '20ms',
  CLAIM_WEBHOOK_RETRY_DELAYS: '100ms,300ms,600ms',
  CLAIM_WEBHOOK_TIMEOUT: '2s',
  CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
};

async function createWebhook(app: TestApp, user: RegisteredUser, url: string, events: string[], secret?: string) {
  return gql<{ createWebhook: { secret: string; webhook: { id: string; url: string; events: string[] } } }>(
    app,
    CREATE,
    {
      token: user.token,
      variables: { url, events, secret },
    },
  );
}

async function deliveries(app: TestApp, user: RegisteredUser, webhookId: string): Promise<Delivery[]> {
  const response = await gql<{ webhookDeliveries: Delivery[] }>(app, DELIVERIES, {
    token: user.token,
    variables: { w: webhookId },
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.webhookDeliveries;
}

describe('Webhooks', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ env: FAST });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers, lists and deletes webhooks; only http(s), only the owner', async () => {
    const created = await createWebhook(app, alice, 'https://hooks.example.org/claim', ['YOUR_TURN', 'GAME_OVER']);
    expect(created.errors).toBeUndefined();
    const { webhook, secret } = created.data!.createWebhook;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // A Standard Webhooks secret: whsec_ and 32 random bytes in base64, what the published libraries take as is.
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(() => new StandardWebhook(secret)).not.toThrow();
    expect(webhook).toMatchObject({ url: 'https://hooks.example.org/claim', events: ['YOUR_TURN', 'GAME_OVER'] });

    const listed = await gql<{ webhooks: { id: string }[] }>(app, 'query { webhooks { id url events } }', {
      token: alice.token,
    });
    expect(listed.data!.webhooks.map((w) => w.id)).toEqual([webhook.id]);
    expect(
      (await gql<{ webhooks: unknown[] }>(app, 'query { webhooks { id } }', { token: bob.token })).data!.webhooks,
    ).toEqual([]);

    for (const [url, problem] of [
      ['ftp://hooks.example.org/', 'must be an http or https URL'],
      ['javascript:alert(1)', 'must be an http or https URL'],
    ]) {
      const bad = await createWebhook(app, alice, url, ['YOUR_TURN']);
      expect(bad.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { url: [problem] } });
    }
    const shortSecret = await createWebhook(app, alice, 'https://hooks.example.org/x', ['YOUR_TURN'], 'short');
    expect(shortSecret.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { secret: ['must be 16 to 200 characters'] },
    });

    const foreign = await gql(app, DELIVERIES, { token: bob.token, variables: { w: webhook.id } });
    expect(foreign.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND', entity: 'Webhook' });
    const notMine = await gql(app, 'mutation($id: ID!) { deleteWebhook(id: $id) }', {
      token: bob.token,
      variables: { id: webhook.id },
    });
    expect(notMine.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND', entity: 'Webhook' });
    const deleted = await gql(app, 'mutation($id: ID!) { deleteWebhook(id: $id) }', {
      token: alice.token,
      variables: { id: webhook.id },
    });
    expect(deleted.data).toEqual({ deleteWebhook: true });
    expect(
      (await gql<{ webhooks: unknown[] }>(app, 'query { webhooks { id } }', { token: alice.token })).data!.webhooks,
    ).toEqual([]);
  });

  it('is managed from a signed-in session only, not with a personal API token', async () => {
    const token = await createApiToken(app, alice.token, ['MATCH_READ', 'MATCH_PLAY', 'LOBBY']);
    const created = await gql(app, CREATE, {
      token: token.secret,
      variables: { url: 'https://hooks.example.org/claim', events: ['YOUR_TURN'] },
    });
    expect(created.errors?.[0].extensions).toEqual({ code: 'FORBIDDEN' });
    const listed = await gql(app, 'query { webhooks { id } }', { token: token.secret });
    expect(listed.errors?.[0].extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('signs each delivery as Standard Webhooks do (v1, HMAC-SHA256 of "<id>.<timestamp>.<body>"), and the body carries no card', async () => {
    const receiver = await startReceiver();
    try {
      const secret = 'a-secret-of-alices-32-characters';
      const carol = await registerUser(app);
      const dave = await registerUser(app);
      // Both players listen, so every event of the match (the start and two moves) is delivered at least once.
      for (const player of [carol, dave]) {
        const hook = await createWebhook(
          app,
          player,
          receiver.url,
          ['YOUR_TURN', 'OPPONENT_MOVED', 'GAME_OVER'],
          secret,
        );
        expect(hook.errors).toBeUndefined();
      }
      const players = [carol, dave];
      const matchId = await startCorrespondenceMatch(app, players, 3);
      await moveOnce(app, players, matchId);
      await moveOnce(app, players, matchId);
      await waitFor(
        'a delivery for every event',
        async () => new Set(receiver.received.map((r) => JSON.parse(r.body).version)).size === 3,
      );

      for (const request of receiver.received) {
        const signature = request.headers['webhook-signature'] as string;
        const timestamp = request.headers['webhook-timestamp'] as string;
        const id = request.headers['webhook-id'] as string;
        expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
        expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
        expect(verifyWebhook(secret, { id, signature, timestamp }, request.body, Math.floor(Date.now() / 1000))).toBe(
          true,
        );
        // A receiver using the published Standard Webhooks library (raw format: this secret was chosen, not whsec_).
        expect(new StandardWebhook(secret, { format: 'raw' }).verify(request.body, request.headers as never)).toEqual(
          JSON.parse(request.body),
        );
        expect(
          verifyWebhook(
            'another-secret-entirely!',
            { id, signature, timestamp },
            request.body,
            Math.floor(Date.now() / 1000),
          ),
        ).toBe(false);
        expect(request.headers['content-type']).toBe('application/json');
        const body = JSON.parse(request.body);
        expect(request.headers['webhook-id']).toBe(body.id);
        expect(request.headers['x-claim-event']).toBe(body.event);
        expect(Object.keys(body).sort()).toEqual([
          'deadline',
          'event',
          'id',
          'matchId',
          'occurredAt',
          'seat',
          'version',
        ]);
        expect(body.matchId).toBe(matchId);
        expect(request.body).not.toMatch(/[a-z]+:\d|hero:/);
      }
      const heard = receiver.received.map((r) => JSON.parse(r.body) as { event: string; version: number });
      expect(heard.every((b) => b.event === 'YOUR_TURN' || b.event === 'OPPONENT_MOVED')).toBe(true);
      expect(heard.map((b) => b.version).sort()).toEqual([...new Set(heard.map((b) => b.version))].sort());
    } finally {
      await receiver.close();
    }
  });

  it('delivers challenge notifications too', async () => {
    const receiver = await startReceiver();
    try {
      const kim = await registerUser(app);
      const lee = await registerUser(app);
      await createWebhook(app, lee, receiver.url, ['INVITATION']);
      const sent = dataOf(await challenge(app, kim.token, lee.username, { preset: 'claim', daysPerMove: 7 })).challenge;
      await waitFor('the invitation', async () => receiver.received.length === 1);
      const body = JSON.parse(receiver.received[0].body);
      expect(body).toEqual({
        id: body.id,
        event: 'INVITATION',
        occurredAt: body.occurredAt,
        challengeId: sent.id,
        challengeStatus: 'pending',
        from: kim.username,
        matchId: null,
      });
    } finally {
      await receiver.close();
    }
  });

  it('retries after 500s with growing waits, then gives up; the delivery log shows each attempt', async () => {
    // Fails the first two attempts of every delivery, then accepts: one delivery that succeeds on the
    // third attempt. A second webhook always fails and runs out of attempts.
    const flaky = await startReceiver((n) => (n < 2 ? 500 : 204));
    const broken = await startReceiver(() => 503);
    try {
      const erin = await registerUser(app);
      const frank = await registerUser(app);
      const a = (await createWebhook(app, erin, flaky.url, ['GAME_OVER'])).data!.createWebhook.webhook.id;
      const b = (await createWebhook(app, erin, broken.url, ['GAME_OVER'])).data!.createWebhook.webhook.id;
      const matchId = await startCorrespondenceMatch(app, [erin, frank], 1);
      const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: frank.token,
        variables: { m: matchId },
      });
      expect(resigned.errors).toBeUndefined();

      const [delivered] = await waitFor('the flaky delivery', async () => {
        const log = await deliveries(app, erin, a);
        return log.length === 1 && log[0].status === 'DELIVERED' ? log : null;
      });
      expect(delivered).toMatchObject({
        event: 'GAME_OVER',
        attempts: 3,
        lastResponseCode: 204,
        lastError: null,
        nextAttemptAt: null,
      });
      expect(flaky.received.map((r) => r.headers['webhook-id'])).toEqual([delivered.id, delivered.id, delivered.id]);
      const [t0, t1, t2] = flaky.received.map((r) => r.at);
      expect(t1 - t0).toBeGreaterThanOrEqual(90);
      expect(t2 - t1).toBeGreaterThanOrEqual(290);
      // Each attempt is signed afresh, with its own timestamp.
      expect(new Set(flaky.received.map((r) => r.body)).size).toBe(1);

      const [failed] = await waitFor('the broken delivery to give up', async () => {
        const log = await deliveries(app, erin, b);
        return log[0]?.status === 'FAILED' ? log : null;
      });
      expect(failed).toMatchObject({
        attempts: 4,
        lastResponseCode: 503,
        lastError: 'HTTP 503',
        nextAttemptAt: null,
        deliveredAt: null,
      });
      expect(broken.received).toHaveLength(4);
      const gaps = broken.received.slice(1).map((r, i) => r.at - broken.received[i].at);
      expect(gaps[0]).toBeGreaterThanOrEqual(90);
      expect(gaps[1]).toBeGreaterThanOrEqual(290);
      expect(gaps[2]).toBeGreaterThanOrEqual(590);
    } finally {
      await Promise.all([flaky.close(), broken.close()]);
    }
  });
});

// Each test below runs its own server on its own database. (Passport strategies are process-wide: the
// last app built serves every app's guards, so no test here shares an app with one that closes.)
describe('Webhook safety and durability', () => {
  it('refuses private and loopback targets unless the environment allows them', async () => {
    const strict = await startTestApp({
      env: { ...FAST, CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: '', CLAIM_WEBHOOK_POLL: '0' },
    });
    try {
      const alice = await registerUser(strict);
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://10.0.0.1/x',
        'http://169.254.169.254/latest',
        'http://[::1]/x',
        'http://localhost/x',
      ]) {
        const refused = await createWebhook(strict, alice, url, ['YOUR_TURN']);
        expect(refused.errors?.[0].extensions).toEqual({
          code: 'BAD_USER_INPUT',
          fields: { url: ['must not point at a private, loopback or link-local address'] },
        });
      }
    } finally {
      await strict.close();
    }
  });

  it('never connects to a private address in production, even for a name that resolves to one', async () => {
    const database = await createTestDatabase();
    const receiver = await startReceiver();
    const strict = await startTestApp({ database, env: { ...FAST, CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: '' } });
    const db = new PgClient({ connectionString: database.url });
    await db.connect();
    try {
      const [mia, ned] = await Promise.all([registerUser(strict), registerUser(strict)]);
      // Registered behind the API's back (as if the rules had changed since): one IP literal, one name.
      const port = new URL(receiver.url).port;
      for (const url of [`http://127.0.0.1:${port}/x`, `http://localhost:${port}/x`]) {
        await db.query(
          `INSERT INTO webhooks (user_id, url, secret, events) VALUES ($1, $2, 'a-secret-for-the-private-test', '["GAME_OVER"]')`,
          [mia.id, url],
        );
      }
      const matchId = await startCorrespondenceMatch(strict, [mia, ned], null);
      await gql(strict, 'mutation($m: ID!) { resign(matchId: $m) { version } }', {
        token: ned.token,
        variables: { m: matchId },
      });
      const tried = await waitFor('both attempts', async () => {
        const { rows } = await db.query<{ last_error: string | null; attempts: number }>(
          'SELECT last_error, attempts FROM webhook_deliveries',
        );
        return rows.length === 2 && rows.every((r) => r.attempts >= 1 && r.last_error) ? rows : null;
      });
      for (const row of tried)
        // Refused without saying what the name resolved to (the owner reads lastError).
        expect(row.last_error).toBe('the host does not resolve to a public address');
      expect(receiver.received).toEqual([]);
    } finally {
      await db.end();
      await strict.close();
      await receiver.close();
      await database.drop();
    }
  });

  it('shows a pending retry with its next attempt and last response in the log', async () => {
    const database = await createTestDatabase();
    const down = await startReceiver(() => 500);
    const slow = await startTestApp({ database, env: { ...FAST, CLAIM_WEBHOOK_RETRY_DELAYS: '1h' } });
    try {
      const gina = await registerUser(slow);
      const hal = await registerUser(slow);
      const id = (await createWebhook(slow, gina, down.url, ['GAME_OVER'])).data!.createWebhook.webhook.id;
      const matchId = await startCorrespondenceMatch(slow, [gina, hal], null);
      await gql(slow, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: hal.token,
        variables: { m: matchId },
      });
      const [pending] = await waitFor('the first attempt', async () => {
        const log = await deliveries(slow, gina, id);
        return log[0]?.attempts === 1 && log[0].lastResponseCode === 500 ? log : null;
      });
      expect(pending).toMatchObject({ status: 'PENDING', lastError: 'HTTP 500', deliveredAt: null });
      const wait = Date.parse(pending.nextAttemptAt!) - Date.now();
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
    } finally {
      await slow.close();
      await down.close();
      await database.drop();
    }
  });

  it('keeps the outbox through a restart: written with the event, delivered by whichever process runs next', async () => {
    const database = await createTestDatabase();
    const receiver = await startReceiver();
    try {
      // A process whose worker never runs: the outbox fills but nothing is sent.
      const first = await startTestApp({ database, env: { ...FAST, CLAIM_WEBHOOK_POLL: '0' } });
      const [ivy, jack] = await Promise.all([registerUser(first), registerUser(first)]);
      const hook = await createWebhook(first, ivy, receiver.url, ['YOUR_TURN', 'OPPONENT_MOVED', 'GAME_OVER']);
      const matchId = await startCorrespondenceMatch(first, [ivy, jack], 2);
      await gql(first, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: jack.token,
        variables: { m: matchId },
      });
      const db = new PgClient({ connectionString: database.url });
      await db.connect();
      const outbox = (await db.query('SELECT event, status FROM webhook_deliveries ORDER BY created_at, event')).rows;
      await db.end();
      expect(outbox.every((r) => r.status === 'pending')).toBe(true);
      expect(outbox.map((r) => r.event)).toContain('GAME_OVER');
      const jwt = first.config.jwt;
      await first.close();
      expect(receiver.received).toHaveLength(0);

      const second = await startTestApp({ database, jwt, env: FAST });
      try {
        const log = await waitFor('the outbox to drain', async () => {
          const entries = await deliveries(second, ivy, hook.data!.createWebhook.webhook.id);
          return entries.every((d) => d.status === 'DELIVERED') ? entries : null;
        });
        expect(log).toHaveLength(outbox.length);
        expect(receiver.received).toHaveLength(outbox.length);
        expect(receiver.received.map((r) => JSON.parse(r.body).event).sort()).toEqual(
          outbox.map((r) => r.event).sort(),
        );
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
      await database.drop();
    }
  });
});
