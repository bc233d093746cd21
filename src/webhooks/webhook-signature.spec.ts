import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  const body = '{"id":"d1","event":"YOUR_TURN"}';
  const secret = 'whsec_' + randomBytes(32).toString('base64');

  it('is v1, and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" under the decoded whsec_ key', () => {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const b64 = createHmac('sha256', key).update(`d1.1700000000.${body}`).digest('base64');
    expect(signWebhook(secret, 'd1', 1700000000, body)).toBe(`v1,${b64}`);
  });

  it('verifies with the published standardwebhooks library, for generated and for raw secrets', () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = (s: string) => ({
      'webhook-id': 'd1',
      'webhook-timestamp': String(now),
      'webhook-signature': signWebhook(s, 'd1', now, body),
    });
    expect(new Webhook(secret).verify(body, headers(secret))).toEqual(JSON.parse(body));
    const raw = 'a-user-chosen-secret-of-some-length';
    expect(new Webhook(raw, { format: 'raw' }).verify(body, headers(raw))).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('d1', 'd2'), headers(secret))).toThrow();
  });

  it.each([
    ['the right secret, body and a fresh timestamp', secret, body, 1700000000, 1700000100, true],
    ['another secret', 'whsec_' + randomBytes(32).toString('base64'), body, 1700000000, 1700000100, false],
    ['a changed body', secret, body.replace('YOUR_TURN', 'GAME_OVER'), 1700000000, 1700000100, false],
    ['a replay six minutes later', secret, body, 1700000000, 1700000360, false],
  ])('verifies %s', (_case, key, received, timestamp, now, valid) => {
    const signature = signWebhook(secret, 'd1', timestamp, body);
    expect(verifyWebhook(key, { id: 'd1', signature, timestamp: String(timestamp) }, received, now)).toBe(valid);
  });

  it('refuses a signature for another timestamp or another id', () => {
    const signature = signWebhook(secret, 'd1', 1700000000, body);
    expect(verifyWebhook(secret, { id: 'd1', signature, timestamp: '1700000001' }, body, 1700000001)).toBe(false);
    expect(verifyWebhook(secret, { id: 'd2', signature, timestamp: '1700000000' }, body, 1700000000)).toBe(false);
  });

  it('accepts one matching signature among several (a secret rotation)', () => {
    const signature = `v1,AAAA ${signWebhook(secret, 'd1', 1700000000, body)}`;
    expect(verifyWebhook(secret, { id: 'd1', signature, timestamp: '1700000000' }, body, 1700000000)).toBe(true);
  });
});
