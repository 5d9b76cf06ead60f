/**
 * The wizard's step logic, without React: which step may be shown, where Next and Previous lead,
 * and which step holds the first of a set of field errors. Unit-tested on its own.
 */
export type StepFields = { id: string; fields: readonly string[] };

export type StepState = { current: number; /** The furthest step reached: earlier steps may be revisited freely. */ furthest: number };

export const initialStepState: StepState = { current: 0, furthest: 0 };

export function goNext(state: StepState, stepCount: number): StepState {
  const current = Math.min(state.current + 1, stepCount - 1);
  return { current, furthest: Math.max(state.furthest, current) };
}

export function goPrevious(state: StepState): StepState {
  return { ...state, current: Math.max(state.current - 1, 0) };
}

/** Going back is free; going forward only to a step already reached (each step between validated). */
export function goTo(state: StepState, target: number): StepState {
  if (target < 0 || target > state.furthest) return state;
  return { ...state, current: target };
}

export type StepStatus = 'done' | 'current' | 'upcoming';

export function stepStatus(state: StepState, index: number): StepStatus {
  if (index === state.current) return 'current';
  return index < state.current ? 'done' : 'upcoming';
}

/** True when `path` is the field itself or lies inside it ('collaborators.0.organisation' in 'collaborators'). */
function isWithin(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/** The index of the first step (in step order) that holds one of the error paths, or -1. */
export function firstStepWithError(steps: readonly StepFields[], errorPaths: readonly string[]): number {
  return steps.findIndex((step) => errorPaths.some((path) => step.fields.some((field) => isWithin(path, field))));
}

/**
 * Server field errors come back under the server's names (docs/specification.md#field-mapping); a wizard maps them to its
 * own. The first segment of each path is renamed; the rest (list indexes) is kept.
 */
export function mapServerFieldErrors(fieldErrors: Readonly<Record<string, string>>, serverToForm: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [head = '', ...rest] = path.split('.');
    const mapped = [serverToForm[head] ?? head, ...rest].join('.');
    out[mapped] ??= message;
  }
  return out;
}

/** The step a URL names (`?step=2`, counted from 1) as an index, or 0 when absent or not a number (decision 185). */
export function stepFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('step');
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.max(n - 1, 0);
}

/**
 * The step a wizard opens on: the URL's when it names one (a reload, Back, a copied URL), otherwise the
 * step a draft was last saved on (Continue, on any device: decision 212), otherwise the first.
 */
export function openingStep(search: string, savedStep: number | null | undefined): number {
  if (new URLSearchParams(search).has('step')) return stepFromSearch(search);
  return savedStep && savedStep > 1 ? savedStep - 1 : 0;
}

/** The query string with `step` set for a step index; step 1 drops it, other parameters stay. */
export function searchWithStep(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set('step', String(index + 1));
  else params.delete('step');
  const out = params.toString();
  return out ? `?${out}` : '';
}

/**
 * The query with a new draft's id as `draft` (decision 185): a reload, Back, or the URL copied into
 * another tab or sent to oneself then opens the draft's server copy. The step is kept.
 */
export function searchWithDraft(search: string, draftId: string): string {
  const params = new URLSearchParams(search);
  params.set('draft', draftId);
  return `?${params.toString()}`;
}

/** True when the browser copy holds edits the server copy does not: it was written after the server's save. */
export function localCopyIsNewer(localSavedAt: string, serverSavedAt: string | null): boolean {
  return serverSavedAt === null || Date.parse(localSavedAt) > Date.parse(serverSavedAt);
}
