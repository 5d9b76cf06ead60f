import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { describeError } from './log-error.js';

/**
 * Sends an answer streamed from `source` (an export of any size) so that a failure is never mistaken for
 * an answer (issue 24, decision 126):
 * - the first chunk is read before anything is sent, so a failure there (a refused filter, a database
 *   down) is an ordinary error answer in the envelope, with no streamed headers (Content-Encoding) over it;
 * - a failure after that cannot change the status and headers already sent: the connection is destroyed
 *   before the body's end (no last chunk of a chunked body, no end of a compressed stream), so every client
 *   reports a broken download instead of saving a short file as complete. The failure is logged.
 * A source that ends normally is sent whole; a client that leaves stops the source.
 */
export async function sendStreamed(reply: FastifyReply, source: AsyncIterable<string>, headers: Record<string, string>): Promise<FastifyReply> {
  const chunks = source[Symbol.asyncIterator]();
  const first = await chunks.next();
  // Only now: an error answer must not carry the stream's headers (an attachment's name, its type).
  reply.headers(headers);
  const log = reply.log;
  async function* whole(): AsyncGenerator<string> {
    if (first.done) return;
    yield first.value;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } catch (err) {
      log.error({ err: describeError(err) }, 'streamed answer failed: connection closed before its end');
      reply.raw.destroy();
    }
  }
  return reply.send(Readable.from(whole()));
}
