import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outlineNode } from '@school/contract/api/outline';
import { adminOutlineNode } from '@school/contract/api/admin/outline';
import type { FileLimits } from './files.ts';

/**
 * Schemas published as named components: a recursive schema can only be written as a reference
 * to itself, so it needs a name (without one, the reference points nowhere).
 */
const COMPONENTS: [z.ZodType, string][] = [
  [outlineNode, 'OutlineNode'],
  [adminOutlineNode, 'AdminOutlineNode'],
];

/**
 * `/api/lc_basic_service/clientUsers/edit` -> `basicClientUsersEdit`: unique (paths are), stable
 * and a valid identifier, so a generated client gets readable method names.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .replace(/^lc_([a-z]+)_service\//, '$1/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return method === 'GET' || method === 'POST' ? id : `${id}${method}`;
}

type JsonSchema = { [key: string]: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()` on a call whose body is one file: documented as such. */
    fileBody?: FileLimits;
  }
}

/** A file call's body as OpenAPI writes it: the raw bytes of one of its types, or a form. */
function fileRequestBody(limits: FileLimits) {
  const binary = { type: 'string', format: 'binary' };
  return {
    content: {
      ...Object.fromEntries(limits.types.map((t) => [t, { schema: binary }])),
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { ...binary, description: `one of ${limits.types.join(', ')}` } },
          required: ['file'],
        },
      },
    },
  };
}

/**
 * OpenAPI 3.0 has no null type: zod's target writes a nullable union as `nullable: true` beside
 * `anyOf`, which 3.0 does not allow without a `type`. The null goes back into the union as a
 * branch of its own (3.0's way of writing "or null").
 */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullableUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = [...schema.anyOf, { type: 'object', nullable: true, enum: [null] }];
  }
  Object.values(schema).forEach(fixNullableUnions);
}

/** The OpenAPI document at /api/docs/json (and its viewer at /api/docs), made from the contract. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  for (const [schema, id] of COMPONENTS) {
    if (!z.globalRegistry.get(schema)?.id)
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Online English school API',
        version,
        description:
          'Every response is `{ code, message, data }`; code 0 is success. See README and docs/api.md.',
      },
      servers: [{ url: '/', description: 'this server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (doc) => {
      const out = jsonSchemaTransform(doc);
      const schema = out.schema as JsonSchema;
      const file = doc.route.config?.fileBody;
      return {
        ...out,
        schema: {
          ...schema,
          operationId: operationIdOf(doc.route.method as string, doc.url),
          ...(file ? { body: fileRequestBody(file) } : {}),
        },
      };
    },
    transformObject: (doc) => {
      const object = jsonSchemaTransformObject(doc);
      fixNullableUnions(object);
      return object;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
