import pg from 'pg';

/**
 * For the PostgreSQL run: checks the server is reachable once, so a misconfigured
 * TEST_DATABASE_URL fails fast with a clear message. Each test file then makes its own database.
 */
export async function setup() {
  if (process.env.TEST_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`cannot reach TEST_DATABASE_URL (${url}): ${(err as Error).message}`, {
      cause: err,
    });
  } finally {
    await client.end().catch(() => {});
  }
}
