import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendError } from './envelope.ts';

/**
 * Graceful shutdown (docs/decisions/0013): `app.close()` first drains, then Fastify closes the
 * server and the onClose hooks close the database.
 *
 * Draining: the listening socket closes (new connections are refused, so a load balancer tries
 * another copy); a request that still arrives on a kept-alive connection is answered 5003 in the
 * envelope; every answer from now on carries `Connection: close`, so clients stop reusing their
 * connections instead of having them cut; and every request already accepted runs to its end
 * (with the database queries it queued). Only then does Fastify's close go on: Node then closes
 * the connections that are still idle, which by then no client is using.
 *
 * Must be registered before the routes and the other request hooks.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let settled: (() => void) | undefined;

  app.server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) settled?.();
    });
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return sendError(req, reply, 5003);
  });

  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    draining = true;
    if (app.server.listening) {
      // net.Server's own close: stop accepting without http.Server's closeIdleConnections(),
      // which would cut a connection whose next request is already on its way.
      NetServer.prototype.close.call(app.server);
    }
    if (inFlight > 0) await new Promise<void>((resolve) => (settled = resolve));
  });
}
