import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long and how much a lingering close reads and discards (decision 121; the values are in @portal/shared). */
export type LingerBounds = { maxMs: number; idleMs: number; maxBytes: number };

declare module 'fastify' {
  interface FastifyInstance {
    lingerBounds: LingerBounds;
  }
}

/**
 * A request refused before its body was read (401 on an upload, 413 at the limit, an unknown route)
 * closes the connection with the answer. Otherwise Node reads and discards the rest of the body to
 * keep the connection alive, which lets anyone make the server swallow gigabytes. The close lingers
 * (see lingerAfterAnswer), so the client reads the answer instead of a reset.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  reply.header('connection', 'close');
  lingerAfterAnswer(request.raw, request.server.lingerBounds);
}

const lingering = new WeakSet<Socket>();
/** How often a lingering socket's bounds are checked; a bound is kept to within this much time. */
const LINGER_CHECK_MS = 50;

/**
 * nginx's lingering close. Node ends a `Connection: close` answer with `socket.destroySoon()`: it sends
 * the answer and a FIN, then closes the socket at once; with the body's rest unread in the kernel, that
 * close sends a reset, and a client still writing its body fails (EPIPE, ECONNRESET) before it reads
 * the answer. Here the answer and the FIN go out the same way, but the socket stays open for reading:
 * what the client still sends is discarded until its body ends, and the socket closes then, or when a
 * bound is reached (total time, time with nothing arriving, bytes), whichever comes first.
 */
function lingerAfterAnswer(req: IncomingMessage, bounds: LingerBounds): void {
  const socket = req.socket as Socket | undefined;
  // No network socket to close (app.inject's stand-in has no destroySoon), or one already lingering.
  if (!socket || typeof socket.destroySoon !== 'function' || lingering.has(socket)) return;
  lingering.add(socket);
  const nodeDestroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    // The body ended while the answer was written: nothing is left unread, Node's own close is clean.
    if (req.complete) return nodeDestroySoon();
    if (socket.writable) socket.end();
    // Node's HTTP parser keeps reading the socket natively and drops the body of a request nobody reads;
    // the bytes are counted by the socket's own counter (a 'data' listener would take the socket from the
    // native parser mid-pause and stall it).
    const startedAt = performance.now();
    const startBytes = socket.bytesRead;
    let lastBytes = startBytes;
    let lastArrival = startedAt;
    const close = () => {
      clearInterval(check);
      socket.destroy();
    };
    const check = setInterval(() => {
      const now = performance.now();
      const read = socket.bytesRead;
      if (read !== lastBytes) {
        lastBytes = read;
        lastArrival = now;
      }
      if (read - startBytes > bounds.maxBytes || now - startedAt >= bounds.maxMs || now - lastArrival >= bounds.idleMs) close();
    }, LINGER_CHECK_MS);
    socket.once('close', () => clearInterval(check));
    // The whole body has arrived: nothing is left to discard.
    req.once('end', close);
    // The reader that refused the body may have paused the request (lib/uploads.ts): let the rest flow.
    req.resume();
  };
}
