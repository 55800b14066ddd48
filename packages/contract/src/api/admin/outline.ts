import { z } from 'zod';
import { bodyId } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { biText, type BiText } from './bilingual.ts';

/** The course outline tree in the console (docs/design/school-texts.md §9): status 2 hides a node and its subtree. */

const tags = ['console'];

export interface AdminOutlineNode {
  id: number;
  parentId: number | null;
  name: BiText;
  status: number;
  sort: number;
  cover: string | null;
  children: AdminOutlineNode[];
}

export const adminOutlineNode: z.ZodType<AdminOutlineNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: biText(100),
    status: z.number().int().describe('1 shown, 2 hidden from the app with everything under it'),
    sort: z.number().int(),
    cover: z.string().nullable(),
    children: z.array(adminOutlineNode),
  }),
);

export const OUTLINE_STATUSES = [1, 2] as const;

/** The whole tree, hidden nodes included (a few hundred rows: not paged). */
export const viewAdminOutline = endpoint(
  'GET',
  `${ADMIN}/learning/outline/tree`,
  staff('content.read'),
  {
    input: z.object({}),
    output: z.object({ list: z.array(adminOutlineNode) }),
    summary: 'The whole course outline, hidden nodes included',
    tags,
  },
);

export const saveAdminOutlineNode = endpoint(
  'POST',
  `${ADMIN}/learning/outline/save`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id').optional(),
      /** A new node's parent (null: a root, i.e. a level); an edit keeps its place. */
      parentId: bodyId('parentId').nullable().default(null),
      name: biText(100),
      status: z.union([z.literal(1), z.literal(2)]).default(1),
      cover: z.string().trim().min(1).max(500).nullable().default(null),
    }),
    output: z.object({ id: z.number().int() }),
    summary: 'Add a node (last among its siblings) or rename it, set its status and cover',
    tags,
  },
);

/** Puts a node under a parent (or at the root) at a position among its siblings. */
export const moveAdminOutlineNode = endpoint(
  'POST',
  `${ADMIN}/learning/outline/move`,
  staff('content.edit'),
  {
    input: z.strictObject({
      id: bodyId('id'),
      parentId: bodyId('parentId').nullable(),
      index: z
        .number()
        .int()
        .min(0)
        .max(10_000)
        .describe('0-based position among the new siblings'),
    }),
    output: z.null(),
    summary: 'Move a node under a parent (null: the root) to a position among its siblings',
    tags,
  },
);
