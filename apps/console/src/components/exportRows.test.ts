import { describe, expect, it } from 'vitest';
import { fetchAllPages, toCsv } from './exportRows.ts';

describe('export', () => {
  it('writes CSV with a BOM, quotes what needs it and defuses formulas', () => {
    const csv = toCsv(
      [
        { title: '姓名', value: (r: { name: string; n: number | null }) => r.name },
        { title: 'n', value: (r) => r.n },
      ],
      [
        { name: '王, "小"', n: 1 },
        { name: '=HYPERLINK("x")', n: null },
      ],
    );
    expect(csv).toBe('\uFEFF姓名,n\r\n"王, ""小""",1\r\n"\'=HYPERLINK(""x"")",\r\n');
  });

  it('pages through the whole list, 100 at a time', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const pages: number[] = [];
    const rows = await fetchAllPages(async (page, size) => {
      pages.push(page);
      return { list: all.slice((page - 1) * size, page * size), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('goes past a capped count to the last page', async () => {
    // The server stopped counting at 200 (`more`); the list really holds 250.
    const all = Array.from({ length: 250 }, (_, i) => i);
    const rows = await fetchAllPages(async (page, size) => ({
      list: all.slice((page - 1) * size, page * size),
      total: 200,
      more: true,
    }));
    expect(rows).toEqual(all);
  });
});
