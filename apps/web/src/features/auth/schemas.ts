/** The auth forms' schemas, loaded on first need through lazyZodResolver (lib/forms.ts), not with the page. */
export { loginSchema, registerSchema } from '@portal/shared/schemas';
