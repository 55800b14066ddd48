import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers past
 * `maxHeaderSize`: 431; a malformed request line: 400; a request too slow to arrive: 408) still
 * get the envelope, like every other answer of this server. The socket cannot be trusted to carry
 * another request, so it is closed after the answer (as Node and Fastify do).
 */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  err: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, zh] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, '请求无效：地址或请求头过长']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '请求无效：请求超时']
        : [400, '请求无效：无法解析的 HTTP 请求'];
  const body = JSON.stringify({ code: 1001, message: zh, data: null });
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
