import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { goNext, goPrevious, goTo, initialStepState, type StepState } from './wizard-steps';

export type WizardStep<V extends FieldValues> = {
  id: string;
  title: string;
  /** The slice of the wizard's schema that this step validates before Next. */
  schema: z.ZodType;
  /** The form fields shown on this step: where a server error for them sends the user back. */
  fields: readonly Path<V>[];
};

/**
 * One react-hook-form instance for the whole wizard, validated through the zod slice of the step on
 * screen, so Next checks that step only and a later step's rules never block an earlier one.
 */
export function useWizard<V extends FieldValues>({
  steps,
  defaultValues,
  initialStep = 0,
}: {
  steps: readonly WizardStep<V>[];
  defaultValues: DefaultValues<V>;
  /** The step the URL opens (a reload stays on its step, decision 185): every step before it counts as reached. */
  initialStep?: number;
}) {
  const [state, setState] = useState<StepState>(() => {
    const start = Math.min(Math.max(initialStep, 0), steps.length - 1);
    return start > 0 ? { current: start, furthest: start } : initialStepState;
  });
  const resolvers = useMemo(() => steps.map((s) => zodResolver(s.schema as never, undefined, { raw: true }) as unknown as Resolver<V>), [steps]);
  // useForm takes its options again on every render, so the resolver follows the step on screen.
  // A failed step focuses its error summary, not its first field (decision 132).
  const form = useForm<V>({ defaultValues, resolver: resolvers[state.current], mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });

  const next = useCallback(() => setState((s) => goNext(s, steps.length)), [steps.length]);
  const previous = useCallback(() => setState(goPrevious), []);
  const select = useCallback((index: number) => setState((s) => goTo(s, index)), []);
  /** Opens a step directly (the one holding a server error): every step before it counts as reached. */
  const jumpTo = useCallback((index: number) => setState((s) => ({ current: index, furthest: Math.max(s.furthest, index) })), []);

  return { form, steps, state, isLast: state.current === steps.length - 1, next, previous, select, jumpTo };
}

export type WizardController<V extends FieldValues> = ReturnType<typeof useWizard<V>>;
