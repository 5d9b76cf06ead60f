import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** Just what the checks read of an OpenAPI 3.1 document. */
type MediaType = { schema?: Record<string, unknown> };
type Operation = { responses: Record<string, { content?: Record<string, MediaType> }>; security?: Record<string, string[]>[] };
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/users/{id}` as Fastify registers it: `/api/users/:id`. */
export const fastifyPath = (openapiPath: string) => openapiPath.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of the document, keyed like the access matrix: `GET /api/users/:id`. */
export function operations(doc: OpenApiDocument): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) out.set(`${method.toUpperCase()} ${fastifyPath(path)}`, operation);
  }
  return out;
}

export async function fetchDescription(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/**
 * Checks a real answer against what the description documents for its route: its status (or the
 * status range, 4XX), its media type, and, for JSON, its body against the documented schema.
 * Returns what is wrong, or null.
 */
export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<object, ReturnType<Ajv2020['compile']>>();
  private readonly operations: Map<string, Operation>;

  constructor(doc: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.operations = operations(doc);
  }

  check(routeKey: string, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
    const operation = this.operations.get(routeKey);
    if (!operation) return `${routeKey} is not in the description`;
    const status = String(answer.statusCode);
    const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!documented) return `${routeKey}: ${status} is not documented`;
    const mediaType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = documented.content?.[mediaType];
    if (!media) return `${routeKey}: ${status} answered ${mediaType}, documented ${Object.keys(documented.content ?? {}).join(', ') || 'no body'}`;
    if (mediaType !== 'application/json' || !media.schema) return null;
    let validate = this.compiled.get(media.schema);
    if (!validate) this.compiled.set(media.schema, (validate = this.ajv.compile(media.schema)));
    if (validate(JSON.parse(answer.body))) return null;
    return `${routeKey}: ${status} does not match its documented schema: ${this.ajv.errorsText(validate.errors)}`;
  }
}
