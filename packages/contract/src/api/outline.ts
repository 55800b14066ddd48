import { z } from 'zod';
import { id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import { listOf } from '../envelope.ts';

export interface OutlineNodeOut {
  id: number;
  parentId: number | null;
  name: string;
  status: number;
  level: number;
  sort: number;
  cover: string | null;
  children: OutlineNodeOut[];
}

/** A course outline node; status 2 nodes never reach the client (docs/design/overview.md §5). */
export const outlineNode: z.ZodType<OutlineNodeOut> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    status: z.number().int(),
    level: z.number().int().min(1).describe('1 for roots, increasing with depth'),
    sort: z.number().int(),
    cover: z.string().nullable(),
    children: z.array(outlineNode),
  }),
);

export const listOutline = endpoint('GET', `${COURSE}/outline/list`, 'public', {
  input: z.object({}),
  output: listOf(outlineNode),
  summary: 'The course outline tree (status 2 removed at every depth, with level)',
  tags: ['outline'],
});

export const listOutlineParents = endpoint('GET', `${COURSE}/outline/parent/list`, 'public', {
  input: z.object({ id }),
  output: listOf(outlineNode),
  summary: 'The path from the root to a node (each without children)',
  tags: ['outline'],
});
