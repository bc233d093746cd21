import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from './auth-user';
import { unmappedAddress } from '../common/client-network';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config';
import { AddressHasher } from './address-hash';
import { SessionAddressesRepository } from './session-addresses.repository';

/** A sighting already written is written again (its last_seen) at most this often per process. */
const RECORD_EVERY_MS = 10 * 60_000;

/** Sightings remembered per process, so a busy server does not grow this without bound. */
const REMEMBERED = 10_000;

/**
 * Records where each signed-in session is used from (docs/fair-play.md "Addresses"): called by
 * BearerAuthGuard for every authenticated request of a session (personal and app tokens are not recorded),
 * without holding the request up; a failed write is only logged. Only keyed hashes are stored.
 */
@Injectable()
export class AddressRecorder {
  private readonly logger = new Logger(AddressRecorder.name);
  private readonly hasher: AddressHasher;
  private readonly written = new Map<string, number>();

  constructor(
    private readonly repository: SessionAddressesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hasher = new AddressHasher(config.jwt.secret);
  }

  seen(caller: AuthUser, address: string | undefined, device: string | string[] | undefined): void {
    const sessionId = caller.session?.id;
    if (!sessionId || caller.tokenId !== null || address === undefined || isLoopback(address)) return;
    const addressHash = this.hasher.address(address);
    const deviceHash = this.hasher.device(typeof device === 'string' ? device : undefined);
    const key = `${sessionId} ${addressHash} ${deviceHash}`;
    const now = this.clock.now();
    const last = this.written.get(key);
    if (last !== undefined && now.getTime() - last < RECORD_EVERY_MS) return;
    if (this.written.size >= REMEMBERED) this.written.clear();
    this.written.set(key, now.getTime());
    this.repository
      .record({ userId: caller.id, sessionId, addressHash, deviceHash, at: now })
      .catch((error: unknown) => {
        this.written.delete(key);
        this.logger.warn(
          `could not record a session's address: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  }
}

/**
 * A loopback address is no network a player is on: a proxy in front of the server without TRUST_PROXY (every
 * player would seem to share it), a developer's machine, the test suites. Not recorded.
 */
function isLoopback(address: string): boolean {
  const plain = unmappedAddress(address);
  return plain === '' || plain === '::1' || plain.startsWith('127.') || plain === 'unknown';
}
