import type { ApiListBody, ApiSuccessBody } from '@portal/shared';
import { z } from 'zod';

/**
 * The success envelope (docs/architecture.md#api-contract), built here and nowhere else, with the
 * response schemas routes declare for it. Errors have their own path (plugins/errors.ts).
 */
export function ok<T>(data: T): ApiSuccessBody<T>;
export function ok<T>(data: T, message: string): ApiSuccessBody<T> & { message: string };
export function ok<T>(data: T, message?: string): ApiSuccessBody<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', message, data };
}

/** One page of a list: the rows, the total over every page, the page number and the page count. */
export function paged<T>(rows: T[], total: number, page: number, limit: number): ApiListBody<T> {
  return { status: 'success', data: rows, total, page, totalPages: Math.ceil(total / limit) };
}

/**
 * One page of a search that stops counting (decision 093): with `totalExact` false, `total` (and so
 * `totalPages`) is a lower bound: there are more rows than that.
 */
export function pagedAtLeast<T>(rows: T[], total: number, totalExact: boolean, page: number, limit: number): ApiListBody<T> & { totalExact: boolean } {
  return { ...paged(rows, total, page, limit), totalExact };
}

/**
 * Each envelope schema is made once per schema it wraps: a route registered again (an app built again in
 * the same process) declares the very same schema object, so its compiled serializer is reused (decision 301).
 */
const okSchemas = new WeakMap<z.ZodType, z.ZodType>();
const okMessageSchemas = new WeakMap<z.ZodType, z.ZodType>();
const pagedSchemas = new WeakMap<z.ZodType, z.ZodType>();
const pagedAtLeastSchemas = new WeakMap<z.ZodType, z.ZodType>();
function once<S extends z.ZodType>(made: WeakMap<z.ZodType, z.ZodType>, inner: z.ZodType, make: () => S): S {
  let schema = made.get(inner) as S | undefined;
  if (!schema) {
    schema = make();
    made.set(inner, schema);
  }
  return schema;
}

/**
 * The response schemas of `ok(data)` and `ok(data, message)`. Two schemas, not one with an optional
 * message: the serializer writes required properties first, and the message belongs before the data.
 */
export function okSchema<T extends z.ZodType>(data: T) {
  return once(okSchemas, data, () => z.object({ status: z.literal('success'), data }));
}
export function okMessageSchema<T extends z.ZodType>(data: T) {
  return once(okMessageSchemas, data, () => z.object({ status: z.literal('success'), message: z.string(), data }));
}

/** The response schema of `ok(null, message)`: an answer that only says what happened. */
export const doneSchema = okMessageSchema(z.null());

/** The response schema of `paged(rows, …)`. */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return once(pagedSchemas, row, () =>
    z.object({
      status: z.literal('success'),
      data: z.array(row),
      total: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  );
}

/** The response schema of `pagedAtLeast(rows, …)`. */
export function pagedAtLeastSchema<T extends z.ZodType>(row: T) {
  return once(pagedAtLeastSchemas, row, () => pagedSchema(row).extend({ totalExact: z.boolean() }));
}
