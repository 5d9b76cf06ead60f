import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/** Lets route handlers see the parsed output type of the zod schemas declared with the route. */
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
    // Responses are plain JSON; the envelope is built by the handlers.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  },
  { name: 'validation' },
);
