import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

/**
 * Writes `.gz` and `.br` beside every compressible file of the build, so the server sends
 * precompressed files (best compression, no CPU per request) in the encoding the browser accepts.
 * Small files too (issue 17: every script and style is sent compressed): a variant is written
 * whenever it is smaller than the file, which for a 360-byte chunk still saves a third.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await walk(outDir);
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.map'))
          .map(async (f) => {
            const data = await readFile(f);
            const gzipped = await gz(data, { level: 9 });
            const brotli = await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            if (gzipped.length < data.length) await writeFile(`${f}.gz`, gzipped);
            if (brotli.length < data.length) await writeFile(`${f}.br`, brotli);
          }),
      );
    },
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat().filter((f) => !/\.(gz|br)$/.test(f));
}
