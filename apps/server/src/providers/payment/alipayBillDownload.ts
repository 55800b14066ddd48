import { isDetailCsv, parseAlipayBill } from './alipayBill.ts';
import type { GatewayBillRow } from './types.ts';

/** A bill zip is a few megabytes at most; refuse to inflate anything near this. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;

/**
 * Downloads the zip Alipay's bill address points to and reads its details file (GBK). The
 * address comes from Alipay's signed answer and is valid for 30 seconds. fflate (kept, no
 * dependencies) is loaded only here.
 */
export async function downloadAlipayBill(
  url: string,
  timeoutMs: number,
): Promise<GatewayBillRow[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`alipay bill download: HTTP ${res.status}`);
  const zip = new Uint8Array(await res.arrayBuffer());
  const { unzipSync } = await import('fflate');
  const files = unzipSync(zip, { filter: (f) => f.originalSize < MAX_FILE_BYTES });
  const gbk = new TextDecoder('gbk');
  for (const data of Object.values(files)) {
    const text = gbk.decode(data);
    if (isDetailCsv(text)) return parseAlipayBill(text);
  }
  throw new Error('alipay bill: no details file in the zip');
}
