import { createHash } from 'node:crypto';

/**
 * `items` in an order fixed by `seed` (Fisher-Yates driven by a SHA-256 stream of the seed): the
 * same seed gives the same order on every server copy, another seed almost always another order.
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  let block = createHash('sha256').update(seed).digest();
  let at = 0;
  const next = () => {
    if (at + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    const v = block.readUInt32BE(at);
    at += 4;
    return v / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
