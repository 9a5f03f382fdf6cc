/**
 * The add-time refusal of an address that leads to a private network (issue 33, "Sites"): a
 * literal IP is judged as it is, a name by what it resolves to now. A name that does not resolve
 * (yet) is accepted: its checks will say "DNS". The checks judge every address again anyway.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isForbiddenAddress } from './addresses';

export async function leadsToPrivateAddress(url: string, options: { timeoutMs?: number } = {}): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isForbiddenAddress(host);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), options.timeoutMs ?? 3_000)));
  try {
    const addresses = await Promise.race([lookup(host, { all: true }).catch(() => null), timeout]);
    return (addresses ?? []).some((a) => isForbiddenAddress(a.address));
  } finally {
    clearTimeout(timer);
  }
}
