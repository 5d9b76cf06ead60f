import { API, type ProposalKind } from '@portal/shared';
import type { DraftConflict, ProposalDetail } from '@portal/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ServerDraft, ServerDraftStatus } from '../../../components/wizard/server-draft';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { proposalKeys } from '../../../api/proposals/proposal-keys';
import { ApiError, apiData } from '../../../lib/api-client';
import { type ProposalPayload, saveProposal } from '../api/save-proposal';

type Options<V> = {
  kind: ProposalKind;
  /** The draft opened (status DRAFT), or null for a new application. */
  stored: ProposalDetail | null;
  challengeId?: string;
  getValues: () => V;
  toPayload: (values: V) => ProposalPayload;
  /** The file the form holds, sent once per file chosen. */
  fileOf?: (values: V) => File | null | undefined;
  /** Called once the draft exists on the server, so the page can keep its id in the history entry. */
  onCreated?: (id: string) => void;
  /** After a conflict, "take theirs": drop the local copy before the server copy is loaded. */
  onTakeTheirs?: () => void;
};

export type ServerDraftController = ServerDraft & {
  /** Saves what is on screen, then submits the draft at that version. */
  submit: () => Promise<ProposalDetail>;
};

function isConflict(err: unknown): DraftConflict | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const data = (err.body as { data?: Partial<DraftConflict> } | undefined)?.data;
  return data && typeof data.version === 'number' && Array.isArray(data.changedFields) ? (data as DraftConflict) : null;
}

/** A request that never got an answer: the browser is offline or the server unreachable. */
function isNetworkFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * The server copy of a wizard's application (docs/architecture.md#wizard-drafts): `POST /proposals/drafts`
 * on the first save, then `PATCH /proposals/{id}` with the version last seen. Saves run one after
 * another; a file goes up once; a 409 holds further saves until the user keeps theirs or takes the other.
 */
export function useServerDraft<V>({ kind, stored, challengeId, getValues, toPayload, fileOf, onCreated, onTakeTheirs }: Options<V>): ServerDraftController {
  const queryClient = useQueryClient();
  const isDraft = stored?.status === 'DRAFT';
  const [id, setId] = useState<string | null>(isDraft ? stored.id : null);
  const [status, setStatus] = useState<ServerDraftStatus>(isDraft ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(isDraft ? stored.updatedAt : null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const [dirty, setDirty] = useState(false);
  const idRef = useRef(id);
  const version = useRef(isDraft ? stored.version : 0);
  const sentFile = useRef<File | null>(null);
  const held = useRef(false);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const edits = useRef(0);
  const opts = useRef({ kind, challengeId, getValues, toPayload, fileOf, onCreated, onTakeTheirs });
  useLayoutEffect(() => {
    opts.current = { kind, challengeId, getValues, toPayload, fileOf, onCreated, onTakeTheirs };
  });

  const step = useRef<number | null>(null);
  const setStep = useCallback((n: number) => {
    step.current = n;
  }, []);

  const markDirty = useCallback(() => {
    edits.current += 1;
    setDirty(true);
  }, []);

  const run = useCallback(async (): Promise<boolean> => {
    if (held.current) return false;
    const o = opts.current;
    const editsAtStart = edits.current;
    setStatus('saving');
    try {
      if (!idRef.current) {
        const created = await apiData<ProposalDetail>(API.proposalDrafts, {
          method: 'POST',
          auth: true,
          body: { category: o.kind.category, type: o.kind.type, ...(o.kind.needsChallenge ? { challengeId: o.challengeId } : {}) },
        });
        idRef.current = created.id;
        version.current = created.version;
        setId(created.id);
        o.onCreated?.(created.id);
      }
      const values = o.getValues();
      const file = o.fileOf?.(values) ?? null;
      const newFile = file && file !== sentFile.current ? file : null;
      const { challengeId: _challenge, ...fields } = o.toPayload(values);
      const saved = await saveProposal({
        kind: o.kind,
        proposalId: idRef.current,
        fields: { ...fields, version: String(version.current), ...(step.current ? { wizardStep: String(step.current) } : {}) },
        file: newFile,
      });
      version.current = saved.version;
      if (newFile) sentFile.current = newFile;
      setSavedAt(saved.updatedAt);
      setError(null);
      setStatus('saved');
      if (edits.current === editsAtStart) setDirty(false);
      void queryClient.invalidateQueries({ queryKey: proposalKeys.all });
      return true;
    } catch (err) {
      const stale = isConflict(err);
      if (stale) {
        held.current = true;
        setConflict(stale);
        setStatus('conflict');
      } else if (isNetworkFailure(err)) {
        setStatus('offline');
      } else {
        setError(err instanceof Error ? err.message : String(err));
        setStatus('failed');
      }
      return false;
    }
  }, [queryClient]);

  const save = useCallback(() => {
    chain.current = chain.current.then(run, run);
    return chain.current;
  }, [run]);

  const keepMine = useCallback(() => {
    setConflict((c) => {
      if (c) version.current = c.version;
      return null;
    });
    held.current = false;
    void save();
  }, [save]);

  const takeTheirs = useCallback(() => {
    opts.current.onTakeTheirs?.();
    window.location.reload();
  }, []);

  const submit = useCallback(async () => {
    const ok = await save();
    if (!ok) throw new Error(held.current ? 'conflict' : 'not saved');
    const done = await apiData<ProposalDetail>(API.proposalSubmit(idRef.current!), { method: 'POST', auth: true, body: { version: version.current } });
    setDirty(false);
    void queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    // A response to a challenge changes what its page says ("You applied on …") and its count.
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    return done;
  }, [save, queryClient]);

  return useMemo(
    () => ({ id, status, savedAt, error, conflict, dirty, markDirty, setStep, save, keepMine, takeTheirs, submit }),
    [id, status, savedAt, error, conflict, dirty, markDirty, setStep, save, keepMine, takeTheirs, submit],
  );
}
