import { createHash } from 'node:crypto';
import { basename, relative } from 'node:path';

/**
 * CSS module class names: short in the build (they ship inside the JS of every screen), readable
 * in development. The build's names depend only on the file and the class, so the prerender's
 * separate SSR build (build/prerenderLogin.ts) produces the same names as the client build.
 */
export function cssModuleNames(root: string, short: boolean) {
  return (name: string, filename: string) => {
    const hash = createHash('sha1')
      .update(`${relative(root, filename)}:${name}`)
      .digest('base64url');
    return short
      ? `_${hash.slice(0, 6)}`
      : `${basename(filename).split('.')[0]}_${name}_${hash.slice(0, 4)}`;
  };
}
