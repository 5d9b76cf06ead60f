import type { DraftConflict } from '@portal/shared/schemas';

/** Where the server copy of a wizard's draft stands (docs/architecture.md#wizard-drafts). */
export type ServerDraftStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'offline' | 'conflict';

/**
 * What the shared Wizard needs from a server draft: the feature that owns the API builds it
 * (features/proposals/wizards/use-server-draft.ts) and the Wizard drives it: a save on every step
 * change and after a pause in typing, the status line, Retry, and the conflict screen.
 */
export type ServerDraft = {
  /** The draft's id once it exists on the server. */
  id: string | null;
  status: ServerDraftStatus;
  /** When the server copy was last saved (ISO), or null before the first save. */
  savedAt: string | null;
  /** Why the last save failed (status failed). */
  error: string | null;
  /** The 409 of a save on a stale version: what changed and who saved. */
  conflict: DraftConflict | null;
  /** True while an edit has not reached the server. */
  dirty: boolean;
  markDirty: () => void;
  /** The step on screen (from 1), sent with every save so Continue opens it again (decision 212). */
  setStep: (step: number) => void;
  /** Creates the draft when needed, then saves the form as it stands; false when it did not reach the server. */
  save: () => Promise<boolean>;
  /** After a conflict: save the form on the server's current version. */
  keepMine: () => void;
  /**
   * After a conflict on fields both changed (decision 211): each takes the value chosen, other editors'
   * other changes are taken in, and the result is saved on the server's version.
   */
  resolve: (choices: Record<string, 'mine' | 'theirs'>) => Promise<boolean>;
  /** The editor's value of a field (by its server name) as it would be sent. */
  mineOf: (field: string) => unknown;
  /** After a conflict: drop the local copy and load the server's. */
  takeTheirs: () => void;
};

/** Milliseconds after the last edit before the server copy is saved. */
export const SERVER_SAVE_DELAY_MS = 10_000;
