import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless WEBHOOKS_ALLOW_PRIVATE: the portal's own network, loopback,
 * link-local (cloud metadata at 169.254.169.254), and the ranges that are no public host.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
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
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is a public host's (an IPv4-mapped IPv6 address is judged as its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/**
 * The addresses a delivery to `hostname` connects to: resolved once, every one checked, and then the only ones
 * used (the request's lookup answers them), so a name cannot resolve to a public address for the check and to a
 * private one for the connection.
 */
export async function resolveOutbound(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: LookupAddress[] = family ? [{ address: host, family }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new OutboundRefused(`Refused: ${host} resolves to ${refused.address}, a private, loopback or link-local address.`);
  }
  return addresses;
}
