import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * What to tell a person whose call failed: the server's reason when the call reached it and it gave
 * one (or the client's own word that it could not reach it), else the fallback the caller names.
 * An error that is not a call's (a bug, a thrown string) never shows its text.
 */
export function refusalMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

/** A failed action's toast, with the server's reason when it gave one: every admin mutation's `onError`. */
export function toastFailure(err: unknown, fallback: string): void {
  toast.error(refusalMessage(err, fallback));
}
