import { expect, it } from 'vitest';
import { compactHtml } from './compactHtml.ts';

it('drops comments, minifies inline scripts and styles, and leaves everything else', async () => {
  const html = `<head>
    <!-- why this is here -->
    <style>
      /* critical */
      body {
        font-family: 'Helvetica Neue', Arial;
        margin: 0;
      }
    </style>
    <script>
      (function () {
        // the boot script
        var longName = document.documentElement;
        longName.className += ' boot-splash';
      })();
    </script>
    <script type="module" src="/x.js"></script>
    <script type="application/json" id="data">null</script>
  </head>`;
  const out = await compactHtml(html);
  expect(out).not.toContain('<!--');
  expect(out).not.toContain('critical');
  expect(out).toContain("<style>body{font-family:'Helvetica Neue',Arial;margin:0;}</style>");
  const script = /<script>([\s\S]*?)<\/script>/.exec(out)![1]!;
  expect(script).not.toContain('the boot script');
  expect(script.length).toBeLessThan(80);
  expect(out).toContain('<script type="module" src="/x.js"></script>');
  expect(out).toContain('<script type="application/json" id="data">null</script>');
  document.documentElement.className = '';
  new Function(script)();
  expect(document.documentElement.className).toBe(' boot-splash');
});
