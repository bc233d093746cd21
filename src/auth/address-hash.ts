import { createHmac } from 'crypto';
import { unmappedAddress } from '../common/client-network';

/**
 * The keyed hashes of session_addresses (docs/fair-play.md "Addresses"). The key is derived from the server's
 * JWT secret (JWT_SECRET, or the one generated in the data directory) under a label of its own, so no extra
 * secret has to be configured and the hashes cannot be reversed by anyone without the server's secret (an
 * IPv4 address alone is a small space: an unkeyed hash would be a lookup table away from the address).
 * Changing the secret starts new hashes: old rows then match nothing, which only shortens the history.
 */
export class AddressHasher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('claim fair-play address key/1').digest();
  }

  /** The client address, as Express's req.ip gives it (an IPv4-mapped IPv6 address counts as its IPv4). */
  address(address: string): string {
    return (
      'a:' +
      createHmac('sha256', this.key)
        .update(`address ${unmappedAddress(address)}`)
        .digest('base64url')
    );
  }

  /** The web client's random device id (X-Claim-Device); '' when none or not one of ours. */
  device(id: string | undefined): string {
    if (id === undefined || !DEVICE_ID.test(id)) return '';
    return 'd:' + createHmac('sha256', this.key).update(`device ${id}`).digest('base64url');
  }
}

/** What the web client sends: 16 to 64 URL-safe characters (it makes 22 from 16 random bytes). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
