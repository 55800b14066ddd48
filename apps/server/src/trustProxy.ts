import { isIP } from 'node:net';
import { z } from 'zod';

/** TRUST_PROXY: the setting (config.ts) and what Fastify is given for it (app.ts). */

/** An address or CIDR range as proxy-addr (Fastify's trustProxy) reads it, or one of its names. */
function isAddressOrRange(s: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(s)) return true;
  const [ip, bits, extra] = s.split('/');
  const family = isIP(ip ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (false), the number of
 * proxies in front of the server, or the proxies' addresses. Never "everyone" (`true`): then any
 * client could forge the header and dodge every per-address limit (docs/decisions/0013).
 */
export const trustProxy = z.string().transform((s, c): false | number | string[] => {
  if (['', 'false', 'no', '0'].includes(s)) return false;
  if (['true', 'yes'].includes(s)) {
    c.addIssue({
      code: 'custom',
      message:
        'trusting every address lets any client forge X-Forwarded-For; give the number of proxies in front of the server (1) or their addresses (10.0.0.0/8,loopback)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(s)) {
    const hops = Number(s);
    if (hops <= 10) return hops;
  }
  const list = s
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrRange)) return list;
  c.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxies (1 to 10) or a comma-separated list of proxy addresses and CIDR ranges',
  });
  return z.NEVER;
});

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5.12 treats a bare
 * number as "trust nobody" (a direct client could otherwise claim any address), so counting hops
 * is only for servers that the proxies alone can reach (README "Running it for real").
 */
export function trustProxyOption(setting: false | number | string[]) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
