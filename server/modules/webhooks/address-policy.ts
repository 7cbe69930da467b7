import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may not be sent: a company must not make our node POST into the platform's own network
 * or to services on the node's host (SSRF). Loopback is allowed only by WEBHOOK_ALLOW_LOOPBACK=1 (tests,
 * a local relay); private, shared (CGNAT), link-local (cloud metadata), unspecified and multicast never.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether the IP address is this machine's (IPv4-mapped IPv6 judged as its IPv4). */
export const isLoopback = (address: string): boolean => LOOPBACK.check(address, familyOf(address));

/** Whether a delivery may connect to the IP address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (isLoopback(address)) return allowLoopback;
  return !INTERNAL.check(address, familyOf(address));
}

/** The address a URL's host names by itself (an IP literal, brackets off; localhost), else null: a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return '127.0.0.1';
  return isIP(bare) ? bare : null;
}

/** A host that resolved (or is) an address not allowed: the attempt fails without a connection. */
export class AddressNotAllowedError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} → ${address}: address not allowed`);
    this.name = 'AddressNotAllowedError';
  }
}

/** How host names are resolved: node:dns lookup, or a test's stand-in. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * The `lookup` of a delivery's connection: resolves the host once, refuses it if any of its addresses is
 * not allowed, and hands the connection exactly the addresses it checked, so a DNS answer changed between
 * a check and the connection (rebinding) cannot take it elsewhere.
 */
export function guardedLookup(allowLoopback: boolean, resolve: Resolver = lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
      const [first] = addresses;
      if (refused || !first)
        return callback(new AddressNotAllowedError(hostname, refused?.address ?? ''), '');
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
