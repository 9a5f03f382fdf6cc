/**
 * The addresses a check must never reach (issue 33, "Safety"): loopback, private, link-local,
 * CGNAT, cloud metadata, unspecified, multicast and reserved ranges. Node's own `net.BlockList`
 * holds the ranges (no package needed, and it compares parsed addresses, not strings).
 */
import { BlockList, isIP } from 'node:net';

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT (and Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (and the cloud metadata 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast 255.255.255.255
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local (and AWS's metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a check must not reach; anything that is not an IP address is refused too. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 0) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are refused whole
  // rather than unwrapped. (BlockList cannot hold these as IPv6 subnets: it also matches them
  // against every IPv4 address.) The URL parser gives the compressed canonical form.
  if (family === 6 && /^\[::(ffff:)?[0-9a-f]{0,4}(:[0-9a-f]{1,4})?\]$/.test(new URL(`http://[${bare}]/`).hostname)) return true;
  return forbidden.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
