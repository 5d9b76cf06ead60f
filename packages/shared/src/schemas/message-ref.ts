import { z } from 'zod';
import type { MessageRef } from '../message-keys.js';

/** A message by key of the shared catalogues with the values of its places (decision 228). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export const messageRefSchema = z.object({ key: z.string(), params: messageParamsSchema }) satisfies z.ZodType<MessageRef>;
