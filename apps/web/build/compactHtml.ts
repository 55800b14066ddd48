import { minify } from 'vite';

/**
 * index.html as written (commented for the people who read it) made small for the browser: no
 * HTML comments, inline scripts minified, comments and runs of spaces out of inline styles. Every
 * visitor downloads and parses it before the first paint. Runs before the prerendered markup goes
 * in: React's `<!--$-->` comments there are needed for hydration.
 */
export async function compactHtml(html: string): Promise<string> {
  let out = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [...out.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  for (const [tag, code] of scripts) {
    // The app's own target (vite.config.ts): a browser that cannot run it cannot run the app.
    const result = await minify('inline.js', code!, { compress: { target: 'es2022' } });
    if (result.errors.length) throw new Error(`inline script: ${result.errors[0]!.message}`);
    out = out.replace(tag, () => `<script>${result.code.trim()}</script>`);
  }
  out = out.replace(/<style>([\s\S]*?)<\/style>/g, (_tag, css: string) => {
    const compact = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{}:;,])\s*/g, '$1')
      .trim();
    return `<style>${compact}</style>`;
  });
  return out.replace(/\n\s*\n/g, '\n');
}
