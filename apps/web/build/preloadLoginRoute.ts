import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/**
 * The entry route `/` is the login screen, which is lazily loaded like every page. Left alone, the
 * browser would only discover its chunk after the entry script has run (a request waterfall that
 * delays the largest paint). This plugin adds `modulepreload` links for the login page's chunk and
 * the chunks it needs, plus its CSS, so they download in parallel with the entry script.
 */
export function preloadLoginRoute(
  pageFile = '/src/pages/login/LoginPage.tsx',
  // The home tab renders inside two lazily loaded layouts (src/app/router.tsx); its loader is in
  // the page table, which also loads the other screens' Chinese texts (src/app/pages.ts).
  homeFiles = [
    '/src/app/QueryLayout.tsx',
    '/src/app/TabLayout.tsx',
    '/src/pages/home/HomePage.tsx',
    '/src/app/pageTable.ts',
    '/src/lib/locales/zhMore.ts',
  ],
): Plugin {
  let base = '/';
  return {
    name: 'school:preload-login-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(pageFile));
        const entry = chunks.find((c) => c.isEntry);
        if (!page || !entry) return [];

        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const staticClosure = (start: OutputChunk): Set<string> => {
          const seen = new Set<string>();
          const visit = (c: OutputChunk) => {
            if (seen.has(c.fileName)) return;
            seen.add(c.fileName);
            for (const dep of c.imports) {
              const next = byName.get(dep);
              if (next) visit(next);
            }
          };
          visit(start);
          return seen;
        };
        const alreadyLoaded = staticClosure(entry);
        const tags: HtmlTagDescriptor[] = [];
        for (const file of staticClosure(page)) {
          if (alreadyLoaded.has(file)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
          const css = (byName.get(file) as { viteMetadata?: { importedCss: Set<string> } })
            .viteMetadata?.importedCss;
          for (const sheet of css ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${sheet}` },
              injectTo: 'head',
            });
          }
        }
        // A family with a stored session opens on the home tab: index.html's boot script
        // preloads that page's chunks (and CSS) from this list instead of the login route's, so
        // they too download beside the entry script rather than after it has run.
        const home = homeFiles.map((f) => chunks.find((c) => c.facadeModuleId?.endsWith(f)));
        if (home.every(Boolean)) {
          const files: string[] = [];
          const wanted = new Set(home.flatMap((c) => [...staticClosure(c!)]));
          for (const file of wanted) {
            if (alreadyLoaded.has(file)) continue;
            files.push(`${base}${file}`);
            const css = (byName.get(file) as { viteMetadata?: { importedCss: Set<string> } })
              .viteMetadata?.importedCss;
            for (const sheet of css ?? []) files.push(`${base}${sheet}`);
          }
          tags.push({
            tag: 'meta',
            attrs: { name: 'home-scripts', content: files.join(' ') },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}
