import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../config/app-config';

/**
 * The client's address of an HTTP request or a WebSocket upgrade, as Express's `req.ip` reads it with the
 * same `trust proxy` setting (TRUST_PROXY): the peer's address, or the nearest X-Forwarded-For entry that
 * a trusted proxy added. WebSocket upgrades never pass through Express, so they need this of their own.
 */
export function clientAddressOf(trust: TrustProxy = false): (request: IncomingMessage) => string {
  const trusted = compileTrust(trust);
  return (request) => {
    try {
      return proxyAddr(request, trusted);
    } catch {
      return request.socket.remoteAddress ?? 'unknown';
    }
  };
}

/** Express's own rule for turning `trust proxy` into proxy-addr's trust function. */
function compileTrust(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}
