import type { FastifyRequest } from 'fastify';

/** Whether the caller's If-None-Match names one of the answer's ETags (a list, weak forms or `*`, as RFC 9110 reads it). */
export function notModified(request: FastifyRequest, etags: string[]): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || etags.includes(t);
  });
}
