import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  const body = '{"id":"d1","event":"YOUR_TURN"}';

  it('is sha256= and the hex HMAC-SHA256 of "<timestamp>.<body>"', () => {
    const hex = createHmac('sha256', 'secret').update(`1700000000.${body}`).digest('hex');
    expect(signWebhook('secret', 1700000000, body)).toBe(`sha256=${hex}`);
  });

  it.each([
    ['the right secret, body and a fresh timestamp', 'secret', body, 1700000000, 1700000100, true],
    ['another secret', 'other', body, 1700000000, 1700000100, false],
    ['a changed body', 'secret', body.replace('YOUR_TURN', 'GAME_OVER'), 1700000000, 1700000100, false],
    ['a replay six minutes later', 'secret', body, 1700000000, 1700000360, false],
  ])('verifies %s', (_case, secret, received, timestamp, now, valid) => {
    const signature = signWebhook('secret', timestamp, body);
    expect(verifyWebhook(secret, { signature, timestamp: String(timestamp) }, received, now)).toBe(valid);
  });

  it('refuses a signature for another timestamp', () => {
    const signature = signWebhook('secret', 1700000000, body);
    expect(verifyWebhook('secret', { signature, timestamp: '1700000001' }, body, 1700000001)).toBe(false);
  });
});
