import { expect, it } from 'vitest';
import { svgDataUri } from './inlineFavicon.ts';

it('writes an SVG as a data: URI an attribute and a URL can hold', () => {
  const uri = svgDataUri('<svg fill="#20C05C">\n<text>100%</text></svg>\n');
  expect(uri).toBe(
    "data:image/svg+xml,%3Csvg fill='%2320C05C'%3E %3Ctext%3E100%25%3C/text%3E%3C/svg%3E",
  );
  expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
    "<svg fill='#20C05C'> <text>100%</text></svg>",
  );
});
