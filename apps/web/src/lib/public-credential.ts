import { DEV_PUBLIC_API_KEY } from '@portal/shared';

const key: string = import.meta.env?.VITE_PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY;

/** The header of the public read calls (challenges, Steelcollab search) for visitors who are not signed in. */
export function publicCredential(): Record<string, string> {
  return { 'x-api-key': key };
}
