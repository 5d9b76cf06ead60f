import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fastJson from 'fast-json-stringify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Lets route handlers see the parsed output type of the zod schemas declared with the route, and
 * checks what they return against the route's response schema (its input type).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Carries zod's issues to the error handler, which prefixes each path with body/query/params. */
export class SchemaValidationError extends Error {
  override name = 'SchemaValidationError';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Validation failed');
  }
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [{ type: 'string', … }, { type: 'null' }]`, which zod writes for a nullable enum, becomes
 * `type: ['string', 'null']`: fast-json-stringify writes the first without trying each branch.
 */
function flattenNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flattenNullable);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, flattenNullable(v)]));
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [value, nothing] = branches as JsonSchema[];
    const isScalar = typeof value?.type === 'string' && value.type !== 'object' && value.type !== 'array';
    if (isScalar && nothing?.type === 'null' && Object.keys(nothing).length === 1) {
      const { anyOf: _anyOf, ...rest } = out;
      // An enum lists null too: inside an object's anyOf branch, Ajv checks the value against it.
      return { ...rest, ...value, type: [value!.type, 'null'], ...(Array.isArray(value!.enum) ? { enum: [...value!.enum, null] } : {}) };
    }
  }
  return out;
}

/**
 * A response schema as the JSON Schema fast-json-stringify compiles: the shape the handler returns
 * (zod's input side), with `$ref`s inlined so the compiled serializer needs no lookups.
 */
export function toResponseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-07', reused: 'inline', cycles: 'throw' });
  return flattenNullable(json) as JsonSchema;
}

/**
 * The serializers compiled so far, by schema object and by the JSON Schema it becomes. The schemas are
 * module constants (packages/shared, the modules' views, the envelopes of lib/envelope.ts made once per
 * schema they wrap), never changed once made, and a compiled serializer is a pure function of its JSON
 * Schema: an app built again in the same process (the test suite builds hundreds; decision 301) reuses them
 * instead of compiling its two hundred responses again. A schema a route makes inline (`z.array(row)`) is a
 * new object each time, and is found by its JSON Schema. Both are bounded by the routes' schemas.
 */
const bySchema = new WeakMap<z.ZodType, (data: unknown) => string>();
const byJsonSchema = new Map<string, (data: unknown) => string>();

/**
 * Compiles a response schema into a serializer: it writes only the properties the schema names (a
 * field added to a row never leaks), in the schema's order, and fails on a missing required one.
 */
export function compileResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  let serializer = bySchema.get(schema);
  if (!serializer) {
    const json = toResponseJsonSchema(schema);
    const key = JSON.stringify(json);
    serializer = byJsonSchema.get(key) ?? fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    byJsonSchema.set(key, serializer);
    bySchema.set(schema, serializer);
  }
  return serializer;
}

/** Route schemas are zod schemas from packages/shared: the same rule the form applies. */
export const validationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(({ schema }) => {
      if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
      return (data: unknown) => {
        const result = schema.safeParse(data ?? undefined);
        return result.success ? { value: result.data } : { error: new SchemaValidationError(result.error.issues) };
      };
    });
    app.setSerializerCompiler(({ schema, url, httpStatus }) => {
      if (!isZodSchema(schema)) throw new Error(`Response schema of ${url} (${httpStatus}) must be a zod schema`);
      return compileResponseSerializer(schema);
    });
  },
  { name: 'validation' },
);
