import type { Server } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { addressList, familyOf } from '../net-addresses.ts';

/** What a connection that became a live stream calls to leave the count (streams are exempt). */
const releases = new WeakMap<Socket, () => void>();

/**
 * At most `perAddress` open connections from one address (0: no cap), so one client cannot
 * hold every socket (1,100 slow posts stopped the server once). Live streams leave the count
 * once they are streams; the proxies in front (`exempt`) are not counted at all.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number, exempt: BlockList): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (isIP(address) && exempt.check(address, familyOf(address))) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    };
    releases.set(socket, release);
    socket.once('close', release);
  });
}

/** A connection that now carries a live stream no longer counts against its address's cap. */
export function exemptFromConnectionCap(socket: Socket): void {
  releases.get(socket)?.();
}

/** The addresses and networks of TRUST_PROXY as a list the cap can check; a hop count names none. */
export function proxyAddresses(trustProxy: false | number | string): BlockList {
  if (typeof trustProxy !== 'string') return new BlockList();
  const entries = trustProxy.split(',').flatMap((entry) => (entry === 'loopback' ? ['127.0.0.0/8', '::1'] : [entry]));
  return addressList(entries);
}
