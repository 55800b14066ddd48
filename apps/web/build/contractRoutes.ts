import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The families' app imports the contract's endpoint declarations (`@school/contract/api/*`) as
 * they are, and the type checker sees them whole: `request(listSchedule, { teacherId })` is typed
 * by the declaration itself (docs/decisions/0036-one-declaration-per-endpoint.md). What the app
 * downloads of such a module is made here, at build time: each endpoint becomes its route
 * (method, path, who may call it), each plain constant stays, and every zod schema is left out.
 * Importing a schema as a value therefore fails the build ("is not exported"), and a final check
 * fails it if zod reached a chunk any other way.
 */
const contractApi = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contract/src/api',
);

const isApiModule = (id: string) =>
  id.startsWith(contractApi + path.sep) && id.endsWith('.ts') && !id.endsWith('.test.ts');

interface RouteValue {
  method: string;
  path: string;
  auth: string;
  permission?: string;
}

const isEndpoint = (v: unknown): v is RouteValue & { input: unknown; output: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  'method' in v &&
  'path' in v &&
  'auth' in v &&
  'input' in v &&
  'output' in v;

/** Strings, numbers, booleans and arrays or plain objects of them: what JSON says exactly. */
function isPlain(v: unknown, depth = 0): boolean {
  if (depth > 4) return false;
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  if (Array.isArray(v)) return v.every((x) => isPlain(x, depth + 1));
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.values(v).every((x) => isPlain(x, depth + 1));
  }
  return false;
}

let tsLoader: ReturnType<typeof register> | undefined;

/** The zod-free module the app gets for one contract api file. */
export async function routeModule(file: string): Promise<string> {
  // One TypeScript loader for the whole build: the contract's modules (and zod) load once.
  tsLoader ??= register();
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
    if (isEndpoint(value)) {
      const r: RouteValue = { method: value.method, path: value.path, auth: value.auth };
      if (value.permission) r.permission = value.permission;
      lines.push(`export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(r)});`);
    } else if (isPlain(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return lines.join('\n') + '\n';
}

export function contractRoutes(): Plugin {
  return {
    name: 'contract-routes',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!isApiModule(file)) return null;
      this.addWatchFile(file);
      return routeModule(file);
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zod = Object.keys(chunk.modules).find((m) =>
          /[\\/]node_modules[\\/]zod[\\/]/.test(m),
        );
        if (zod) this.error(`zod reached ${chunk.fileName} (${zod}): the app imports no schema`);
      }
    },
  };
}
