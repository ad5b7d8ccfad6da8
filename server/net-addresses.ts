import { lookup as dnsLookup, type LookupAddress, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses that are not on the public internet (RFC 6890 and friends): loopback, private, link-local, mapped, documentation… */
const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');

export const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether the server may connect to `address`: public, or one of the private ones configured (`allowed`). */
export function reachable(address: string, allowed: BlockList): boolean {
  if (!isIP(address)) return false;
  return allowed.check(address, familyOf(address)) || !NOT_PUBLIC.check(address, familyOf(address));
}

/** A URL's host as an address when it is one (brackets of IPv6 removed), else undefined. */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

/**
 * An address the server may call on a member's word (a Web Push endpoint): https, and not an
 * address of this network unless configured (`allowed`). A name is checked as the socket
 * connects (publicOnlyLookup), whatever it resolves to then.
 */
export function callableHttpsUrl(url: URL, allowed: BlockList): boolean {
  const literal = literalAddress(url);
  return url.protocol === 'https:' && (!literal || reachable(literal, allowed));
}

/** `localhost` and its subdomains: this machine by name, refused before any lookup. */
export const isLocalName = (url: URL) => url.hostname === 'localhost' || url.hostname.endsWith('.localhost');

/**
 * dns.lookup for sockets that must reach only public addresses: every address a name resolves
 * to is checked at connect time, so a name that resolves to 127.0.0.1 (or changes to it after
 * it was checked) is never connected to.
 */
export function publicOnlyLookup(allowed: BlockList) {
  return (
    hostname: string,
    options: LookupOneOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !reachable(a.address, allowed));
      if (refused)
        return callback(Object.assign(new Error(`${hostname} resolves to ${refused.address}, which is not a public address`), { code: 'EADDRNOTPUBLIC' }), '');
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Addresses and networks from a comma-separated list (`10.0.0.5,192.168.0.0/16`). */
export function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    if (!isIP(address!)) continue;
    if (bits === undefined) list.addAddress(address!, familyOf(address!));
    else list.addSubnet(address!, Number(bits), familyOf(address!));
  }
  return list;
}
