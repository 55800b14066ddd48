import { z } from 'zod';

/**
 * The largest id: ids are PostgreSQL `integer` identity columns. An id past it could never exist,
 * and sent to the database it fails the query instead of finding nothing.
 */
export const ID_MAX = 2_147_483_647;

const rangeError = `must be a valid id (1 to ${ID_MAX})`;

/**
 * Every id a client sends (query or JSON body): a whole number from 1 to ID_MAX. In a query it is
 * text, so it is coerced; a JSON body may send it as a number or numeric text.
 */
export const id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive(rangeError)
  .max(ID_MAX, rangeError);

/** An id in a JSON body that must be a JSON number (a strict body: no numeric text). */
export const bodyId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} ${rangeError}`)
    .max(ID_MAX, `${name} ${rangeError}`);

/**
 * A family named by its id or its 11-digit mobile number, as one text field (the console's
 * filters): an id must be one that can exist (1 to ID_MAX), or the query fails in the database.
 */
export const idOrPhone = z
  .string()
  .trim()
  .regex(/^(\d{1,10}|1[3-9]\d{9})$/, 'must be a family id or an 11-digit phone')
  .refine((s) => s.length === 11 || (Number(s) >= 1 && Number(s) <= ID_MAX), rangeError);
