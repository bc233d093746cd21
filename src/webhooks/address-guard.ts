import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach in production: loopback, private, link-local (cloud metadata
 * services live there), carrier-grade NAT, unique-local, multicast and reserved ranges. Otherwise any
 * user could make the server probe its own network (SSRF).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['192.88.99.0', 24],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
// IANA's special-purpose IPv6 ranges that are not globally reachable, and the transition forms that embed
// an IPv4 address (so that a private IPv4 could be reached through them): IPv4-compatible (::/96,
// deprecated), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48),
// Teredo and the other IETF protocol assignments (2001::/23), 6to4 (2002::/16, deprecated), and the
// deprecated site-local fec0::/10. IPv4-mapped addresses (::ffff:0:0/96) are judged as their IPv4.
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Is this IP literal one a webhook must not reach (see above)? IPv4-mapped IPv6 counts as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = mappedIpv4(address);
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** The IPv4 address of an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in any spelling), else null. */
function mappedIpv4(address: string): string | null {
  // The URL parser writes every IPv6 address in its one canonical, compressed form.
  let canonical: string;
  try {
    canonical = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const [high, low] = [parseInt(match[1], 16), parseInt(match[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Says neither the address nor whether the name resolved at all: the webhook's owner reads `lastError`,
 * and it must not become a way to learn what internal host names resolve to.
 */
export const NOT_PUBLIC = 'the host does not resolve to a public address';

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(NOT_PUBLIC);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses non-public addresses after resolving, so the check applies
 * to the address actually connected to (a name cannot pass the check and then resolve elsewhere).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(
      hostname,
      options as never,
      ((
        error: NodeJS.ErrnoException | null,
        address: string | { address: string; family: number }[],
        family?: number,
      ) => {
        if (error) return callback(error, address, family);
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
        const blocked = allowPrivate ? undefined : addresses.find(isPrivateAddress);
        if (blocked !== undefined) return callback(new BlockedAddressError(blocked), address, family);
        callback(null, address, family);
      }) as never,
    );
  };
}

/** Problems with a webhook URL itself, or null when it may be registered. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > 2000) return 'must be at most 2000 characters';
  // The URL parser would trim around them and escape them inside: refuse them rather than store a URL other
  // than the one given.
  if (/[\p{Cc}\p{Cf}\s]/u.test(raw)) return 'must not contain spaces, control or format characters';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.username || url.password) return 'must not contain credentials';
  if (!allowPrivate && isLocalHost(url.hostname)) return 'must not point at a private, loopback or link-local address';
  return null;
}

/** Names every resolver on the server's machine may take for itself (RFC 6761, and Debian's /etc/hosts). */
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

/**
 * A private or loopback IP literal, or a name that resolves to the machine itself. The URL parser has
 * lower-cased the name already; a trailing dot (the absolute form of the same name) is dropped first, so
 * `LOCALHOST.` is `localhost`. Delivery checks the resolved address again (dns lookup above).
 */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '');
  return isPrivateAddress(host) || LOCAL_NAMES.has(host) || host.endsWith('.localhost');
}
