import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendError } from './envelope.ts';

/**
 * Graceful shutdown (docs/decisions/0013, docs/design/running.md §14): `app.close()` first drains, then
 * Fastify closes the server and the onClose hooks close the database.
 *
 * Stopping (the drain period, `SHUTDOWN_DRAIN_MS`): `GET /api/health` answers 5003 (HTTP 503) at
 * once, so the load balancer takes this copy out, while every other request is still accepted and
 * served as usual: a client that picked this copy before the load balancer noticed gets its
 * answer instead of a refused or reset connection.
 *
 * Draining, when the period is over: the listening socket closes (new connections are refused, so a load balancer tries
 * another copy); a request that still arrives on a kept-alive connection is answered 5003 in the
 * envelope; every answer from now on carries `Connection: close`, so clients stop reusing their
 * connections instead of having them cut; and every request already accepted runs to its end
 * (with the database queries it queued). Then it waits, up to IDLE_GRACE_MS, for the clients to
 * close their kept-alive connections: a client whose next request was already on its way when
 * the last answer left gets that request answered (5003, `Connection: close`) instead of having
 * its connection cut. Only then does Fastify's close go on: Node closes the connections still
 * idle, and the onClose hooks close the database.
 *
 * Must be registered before the routes and the other request hooks.
 */
const IDLE_GRACE_MS = 2000;

/** Whether the copy is stopping (health answers 503); shared with the health route. */
export interface Shutdown {
  stopping: boolean;
}

export function registerDraining(app: FastifyInstance, shutdown: Shutdown, drainMs: number) {
  let draining = false;
  let inFlight = 0;
  const connections = new Set<Socket>();
  let changed: (() => void) | undefined;
  const settled = () => inFlight === 0 && connections.size === 0;

  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      changed?.();
    });
  });
  app.server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      changed?.();
    });
  });

  // Callback hooks, not async ones: they run on every request, and an async hook costs a
  // promise and a microtask turn each time for a flag that is almost always false.
  app.addHook('onRequest', (req, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    void sendError(req, reply, 5003);
  });

  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    shutdown.stopping = true;
    if (drainMs > 0) {
      app.log.info({ drainMs }, 'health answers 503; still serving for the drain period');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    draining = true;
    if (app.server.listening) {
      // net.Server's own close: stop accepting without http.Server's closeIdleConnections(),
      // which would cut a connection whose next request is already on its way.
      NetServer.prototype.close.call(app.server);
    }
    // Requests in flight always finish (main.ts's own timer bounds the whole shutdown); idle
    // kept-alive connections get IDLE_GRACE_MS after the last of them to be closed by their clients.
    let graceEnds = Infinity;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (inFlight === 0 && graceEnds === Infinity) graceEnds = Date.now() + IDLE_GRACE_MS;
        if (settled() || Date.now() >= graceEnds) {
          clearInterval(timer);
          changed = undefined;
          resolve();
        }
      };
      const timer = setInterval(check, 50);
      changed = check;
      check();
    });
  });
}
