import { API, type ProposalKind } from '@portal/shared';
import type { DraftConflict, ProposalDetail } from '@portal/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ServerDraft, ServerDraftStatus } from '../../../components/wizard/server-draft';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { proposalKeys } from '../../../api/proposals/proposal-keys';
import { ApiError, apiData } from '../../../lib/api-client';
import { type ProposalPayload, saveProposal } from '../api/save-proposal';
import { changedKeys, mergeFormValues, type PayloadSnapshot, payloadChangedSince, snapshotOf } from './draft-merge';

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
  /** The form values of a stored draft (what the wizard opens it with). */
  valuesOf: (detail: ProposalDetail) => V;
  /** Puts values on screen (another editor's answers merged in). */
  setValues: (values: V) => void;
};

/** The editor's choice for each field both changed: their value or mine (decision 211). */
export type ConflictChoices = Record<string, 'mine' | 'theirs'>;

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
export function useServerDraft<V extends Record<string, unknown>>({
  kind,
  stored,
  challengeId,
  getValues,
  toPayload,
  fileOf,
  onCreated,
  onTakeTheirs,
  valuesOf,
  setValues,
}: Options<V>): ServerDraftController {
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
  const opts = useRef({ kind, challengeId, getValues, toPayload, fileOf, onCreated, onTakeTheirs, valuesOf, setValues });
  useLayoutEffect(() => {
    opts.current = { kind, challengeId, getValues, toPayload, fileOf, onCreated, onTakeTheirs, valuesOf, setValues };
  });
  // The server's answers at `version` (decision 211): a save sends only what differs from them, so a
  // field the editor never touched never overwrites another editor's change.
  const base = useRef<PayloadSnapshot | null>(isDraft ? snapshotOf(toPayload(valuesOf(stored))) : null);
  const conflictSent = useRef<ProposalPayload>({});

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
      const { challengeId: _challenge, ...all } = o.toPayload(values);
      const fields = payloadChangedSince(all, base.current);
      conflictSent.current = fields;
      const saved = await saveProposal({
        kind: o.kind,
        proposalId: idRef.current,
        fields: { ...fields, version: String(version.current), ...(step.current ? { wizardStep: String(step.current) } : {}) },
        file: newFile,
      });
      version.current = saved.version;
      const server = o.valuesOf(saved);
      const theirs = snapshotOf(o.toPayload(server));
      // Another editor's answers come on screen whenever the server copy holds a field this save did not
      // send and the editor's base did not have: a merged save, and also a save that changed nothing (a
      // step change), which does not move the version. Judged by the answers, not by the version's jump:
      // a base that took their answers while the screen kept the old ones would send the old ones back.
      const sent = new Set(Object.keys(fields));
      if (base.current && changedKeys(base.current, theirs).some((k) => !sent.has(k))) {
        const mine = o.getValues();
        const own = changedKeys(base.current, snapshotOf(o.toPayload(mine)));
        o.setValues(mergeFormValues(server, mine, new Set(own), o.toPayload));
      }
      base.current = theirs;
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

  /**
   * After a conflict on fields both changed: the current server copy is read, each such field takes the
   * value the editor chose, every other field another editor changed takes theirs, the editor's other
   * edits stay; then it is saved on the server's version.
   */
  const resolve = useCallback(
    async (choices: ConflictChoices) => {
      const o = opts.current;
      const current = await apiData<ProposalDetail>(API.proposalDetails(idRef.current!), { method: 'POST', auth: true, body: {} });
      const server = o.valuesOf(current);
      const mine = o.getValues();
      const own = base.current ? changedKeys(base.current, snapshotOf(o.toPayload(mine))) : [];
      const keep = new Set(own.filter((k) => choices[k] !== 'theirs'));
      o.setValues(mergeFormValues(server, mine, keep, o.toPayload));
      base.current = snapshotOf(o.toPayload(server));
      version.current = current.version;
      setConflict(null);
      held.current = false;
      return save();
    },
    [save],
  );

  /** The editor's value of a field as the payload holds it, for the conflict screen. */
  const mineOf = useCallback((field: string) => {
    const o = opts.current;
    return o.toPayload(o.getValues())[field] ?? null;
  }, []);

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
    () => ({ id, status, savedAt, error, conflict, dirty, markDirty, setStep, save, keepMine, resolve, mineOf, takeTheirs, submit }),
    [id, status, savedAt, error, conflict, dirty, markDirty, setStep, save, keepMine, resolve, mineOf, takeTheirs, submit],
  );
}
