import type { RouteOptions } from 'fastify';

type LifecycleHook = 'onRequest' | 'preHandler' | 'preSerialization' | 'onSend' | 'onResponse';

/**
 * Adds a hook to one route from an `onRoute` hook, after the route's own hooks of that kind and
 * those added before (plugins registered earlier run earlier). A new array each time: Fastify
 * copies a GET route's options for its HEAD route, which must not get the hooks twice.
 */
export function addRouteHook(route: RouteOptions, name: LifecycleHook, hook: unknown) {
  const current = route[name] as unknown;
  const list = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<string, unknown>)[name] = [...list, hook];
}
