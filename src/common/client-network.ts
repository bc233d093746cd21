import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, as one key: its IPv4 /24 or its IPv6 /64 (an IPv4-mapped IPv6
 * address counts as the IPv4 address). One household, office or cloud host usually holds a whole /24 or
 * /64, so counting by network rather than address keeps an attacker from getting fresh budgets by moving
 * within their own block. Anything else (a unix socket, `unknown`) is a network of its own.
 */
export function clientNetworkOf(address: string | undefined): string {
  const given = (address ?? 'unknown').trim();
  const plain = unmappedAddress(given);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  const unzoned = plain.replace(/%.*$/, '');
  if (isIPv6(unzoned)) return `${ipv6Groups(unzoned).slice(0, 4).join(':')}::/64`;
  return given;
}

/**
 * An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as Node reports an IPv4 client on a dual-stack socket) as its
 * IPv4 address; any other as given.
 */
export function unmappedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === null ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
