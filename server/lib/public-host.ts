import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an operator's integration may not point at (issue 68): the server would otherwise connect, on an
 * admin's word, to its own loopback, the private network it runs in or a cloud's metadata service (a request
 * forgery). Loopback, private, link-local, carrier-grade NAT and unspecified ranges, IPv4 and IPv6.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

const isInternal = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The address to connect to for `host` when every address it resolves to is public; null when one is internal
 * (or when it does not resolve: the caller reports it unreachable). `allowInternal` is the deployment's choice
 * (`INTEGRATIONS_ALLOW_INTERNAL`: a mail relay on the same network; the tests' local servers).
 */
export async function publicAddress(host: string, allowInternal: boolean): Promise<string | null> {
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return host;
  if (!allowInternal && addresses.some((a) => isInternal(a.address))) return null;
  return addresses[0]?.address ?? host;
}
