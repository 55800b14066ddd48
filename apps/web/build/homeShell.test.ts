import { describe, expect, it } from 'vitest';
import {
  HOME_SHELL_PLACEHOLDER,
  homeSheets,
  homeShellTemplate,
  sheetUsed,
  withHomeShell,
} from './homeShell.ts';

describe('the home shell in index.html', () => {
  const markup = '<div class="_page"><h1 class="_hi x">%%HI%%</h1></div>';

  it("keeps the stylesheets the shell's markup uses, and any that styles more than classes", () => {
    expect(sheetUsed('._page{color:red}._other{margin:0}', markup)).toBe(true);
    expect(sheetUsed('._card{color:red}@media (min-width:1px){._tag{margin:0}}', markup)).toBe(
      false,
    );
    expect(sheetUsed(':root{--a:1}body{font-size:13px}.adm-x{color:red}', markup)).toBe(true);
    expect(
      sheetUsed('@keyframes spin{to{transform:rotate(1turn)}}._s{animation:spin 1s}', markup),
    ).toBe(true);
    expect(sheetUsed('', markup)).toBe(true);
  });

  it("reads the stylesheets of index.html's home preload list", () => {
    const html = '<meta name="home-scripts" content="/assets/a.js /assets/a.css /assets/b.css" />';
    const files: Record<string, string> = { '/assets/a.css': ' ._a{} ', '/assets/b.css': '._b{}' };
    expect(homeSheets(html, (href) => files[href])).toEqual([
      { href: '/assets/a.css', css: '._a{}' },
      { href: '/assets/b.css', css: '._b{}' },
    ]);
    expect(() => homeSheets(html, () => undefined)).toThrow(/a\.css/);
    expect(homeSheets('<title>x</title>', () => '')).toEqual([]);
  });

  it('writes an inert template: used stylesheets with their markers, the markup, the texts', () => {
    const template = homeShellTemplate({
      markup: '<link rel="preload" as="image" href="%%BANNER%%"/>' + markup,
      sheets: [
        { href: '/assets/page.css', css: '._page{color:red}' },
        { href: '/assets/card.css', css: '._card{color:red}' },
      ],
      texts: { hiName: '{{greeting}}，{{name}}', quote: '"<&>' },
    });
    expect(template.startsWith('<template id="home-shell" data-texts="')).toBe(true);
    expect(template).toContain(
      '<style>._page{color:red}</style><link rel="stylesheet" href="/assets/page.css" disabled>',
    );
    expect(template).not.toContain('card.css');
    expect(template).not.toContain('rel="preload"');
    expect(template).toContain(`disabled>${markup}</template>`);
    const texts = /data-texts="([^"]*)"/.exec(template)![1]!;
    expect(texts).not.toMatch(/[<>"]/);
    const decoded = texts
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    expect(JSON.parse(decoded.replace(/&amp;/g, '&'))).toEqual({
      hiName: '{{greeting}}，{{name}}',
      quote: '"<&>',
    });
    expect(template.endsWith('</template>')).toBe(true);
  });

  it('goes where index.html has its empty template', () => {
    expect(
      withHomeShell(`<body>${HOME_SHELL_PLACEHOLDER}</body>`, '<template>x$&</template>'),
    ).toBe('<body><template>x$&</template></body>');
    expect(() => withHomeShell('<body></body>', 'x')).toThrow(/home-shell/);
  });
});
