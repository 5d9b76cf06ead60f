import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request refused before its body was read (401 on an upload, 413 at the limit, an unknown route)
 * closes the connection with the answer. Otherwise Node reads and discards the rest of the body to
 * keep the connection alive, which lets anyone make the server swallow gigabytes.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}
