/**
 * Which network addresses a connection made for the model (WebFetch) may reach. An address is public, private
 * (loopback, RFC 1918, carrier-grade NAT, unique-local, unspecified, multicast, reserved) or link-local (where clouds
 * serve instance metadata: 169.254.0.0/16, fe80::/10, fd00:ec2::254, Alibaba's 100.100.100.200). IPv6 forms that
 * carry an IPv4 address — IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96, and the
 * local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32) — are judged by the IPv4 address they carry.
 */
import { BlockList, isIP } from 'node:net';

export type AddressKind = 'public' | 'private' | 'link-local';

const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addAddress('100.100.100.200', 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
LINK_LOCAL.addAddress('fd00:ec2::254', 'ipv6');

const PRIVATE = new BlockList();
// biome-ignore format: a table, one range a line
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
// biome-ignore format: a table, one range a line
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fec0::', 10], ['ff00::', 8], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32]] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** An IPv6 address as eight 16-bit groups (a trailing dotted quad and `::` expanded, a zone dropped), or undefined. */
function groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
  return all.length === 8 && all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : undefined;
}

const v4 = (hi: number, lo: number): string => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4, Teredo), if any. */
export function embeddedIpv4(address: string): string | undefined {
  const g = groups(address);
  if (g === undefined) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeros = (...xs: number[]): boolean => xs.every((x) => x === 0);
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return v4(g6, g7);
  if (zeros(g0, g1, g2, g3, g4, g5) && (g6 !== 0 || g7 > 1)) return v4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return v4(g6, g7);
  if (g0 === 0x2002) return v4(g1, g2);
  // Teredo: the client's address, bit-inverted, in the last 32 bits.
  if (g0 === 0x2001 && g1 === 0) return v4(g6 ^ 0xffff, g7 ^ 0xffff);
  return undefined;
}

/** What kind of address this is; a string that is no IP address is `private` (never reached as public). */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'private';
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== undefined) return addressKind(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LINK_LOCAL.check(bare, type)) return 'link-local';
  if (PRIVATE.check(bare, type)) return 'private';
  return 'public';
}
