/**
 * `npm run console:owner -- --phone 13812345678 [--name 王校长]`: makes the first owner of the
 * console (docs/design/console.md §7), or promotes an existing member to owner. No password is printed or
 * stored: the owner opens /console/, taps 首次登录或忘记密码, and sets one with an SMS code to
 * that phone (the same first sign-in as every invited member). Uses the server's settings
 * (DATABASE_URL or DATA_DIR); with the embedded database, stop the server first (one process
 * at a time may open its folder).
 */
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { databaseOptions, openDatabase } from '../db/client.ts';
import { makeOwner } from '../modules/staff/manage.ts';

const { values } = parseArgs({
  options: { phone: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const phone = values.phone?.trim() ?? '';
if (!/^1[3-9]\d{9}$/.test(phone)) {
  console.error('usage: npm run console:owner -- --phone <11-digit mobile> [--name <name>]');
  process.exit(2);
}
const name = values.name?.trim() || '所有者';

const config = loadConfig(process.env);
const database = await openDatabase(databaseOptions(config));
try {
  const ctx = { config, db: database.db, clock: systemClock } as unknown as AppContext;
  const { member, created } = await makeOwner(ctx, { phone, name });
  console.log(
    created
      ? `Owner added: ${member.name} (${member.phone}).`
      : `${member.name} (${member.phone}) is an owner.`,
  );
  console.log(
    member.hasPassword
      ? 'They sign in at /console/ with their password and an SMS code.'
      : 'No password yet: open /console/, choose "首次登录或忘记密码", and set one with the SMS code sent to this phone.',
  );
} finally {
  await database.close();
}
