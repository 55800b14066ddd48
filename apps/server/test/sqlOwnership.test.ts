import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { providerTables, readJoins, tableOwners } from '../../../eslint.layers.js';

/**
 * The layer lint (eslint.boundaries.js) checks which schema files a module imports; SQL written
 * as text names tables without importing anything. This test reads the text of every server
 * module and of the providers and refuses a table another module owns, unless `readJoins` of
 * eslint.layers.js lists that read (decision 0011): the same rule, for the SQL the lint cannot see.
 */

const src = path.resolve(import.meta.dirname, '../src');

/** Table name -> its schema file (`db/schema/<file>.ts`, the key of `tableOwners`). */
async function tablesBySchemaFile(): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (const file of readdirSync(path.join(src, 'db/schema'))) {
    if (!file.endsWith('.ts') || file === 'index.ts' || file.includes('.test.')) continue;
    const exports = (await import(path.join(src, 'db/schema', file))) as Record<string, unknown>;
    for (const value of Object.values(exports))
      if (is(value, PgTable)) byName.set(getTableName(value), file.replace(/\.ts$/, ''));
  }
  return byName;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|(^|\/)(testing|testFixture)\.ts$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The text of each template literal's static parts: where SQL written as text lives. */
const templateText = (code: string) =>
  [...code.matchAll(/`((?:[^`\\]|\\.)*)`/gs)].map((m) => m[1]!.replace(/\$\{[^}]*\}/g, ' '));

/** Table names a piece of SQL reads or writes. */
const SQL_TABLE =
  /\b(?:from|join|into|update|exists\s*\(\s*select\s+1\s+from)\s+([a-z_][a-z0-9_]*)/gi;

function namedTables(file: string, known: Map<string, string>): string[] {
  const names = new Set<string>();
  for (const text of templateText(readFileSync(file, 'utf8')))
    for (const m of text.matchAll(SQL_TABLE)) {
      const name = m[1]!.toLowerCase();
      if (known.has(name)) names.add(name);
    }
  return [...names];
}

const schemaFilesOf = (module: string) => [
  ...Object.entries(tableOwners)
    .filter(([, owners]) => owners.includes(module))
    .map(([schemaFile]) => schemaFile),
  ...(readJoins[module] ?? []),
];

/** Every table named outside its owners: `where: table (schema file)`. */
async function trespasses(): Promise<string[]> {
  const known = await tablesBySchemaFile();
  const found: string[] = [];
  const check = (dir: string, allowed: string[]) => {
    for (const file of sourceFiles(dir))
      for (const table of namedTables(file, known)) {
        const schemaFile = known.get(table)!;
        if (!allowed.includes(schemaFile))
          found.push(`${path.relative(src, file)}: ${table} (db/schema/${schemaFile}.ts)`);
      }
  };
  for (const module of readdirSync(path.join(src, 'modules'), { withFileTypes: true }))
    if (module.isDirectory())
      check(path.join(src, 'modules', module.name), schemaFilesOf(module.name));
  check(path.join(src, 'providers'), providerTables);
  check(path.join(src, 'http'), []);
  return found;
}

describe('SQL written as text keeps to the tables its module owns or lists as read joins', () => {
  it('finds the tables a statement names', async () => {
    const known = await tablesBySchemaFile();
    expect(known.get('credit_grants')).toBe('credits');
    expect(known.get('textbooks')).toBe('books');
    const text = templateText(
      'sql`select 1 from lessons l join teachers t on t.id = l.teacher_id where ${x}` + `update credit_grants set x = 1`',
    ).join(' ');
    const names = [...text.matchAll(SQL_TABLE)].map((m) => m[1]);
    expect(names).toEqual(['lessons', 'teachers', 'credit_grants']);
  });

  it('no module, provider or request-path file names another module’s table unlisted', async () => {
    expect(await trespasses()).toEqual([]);
  });
});
