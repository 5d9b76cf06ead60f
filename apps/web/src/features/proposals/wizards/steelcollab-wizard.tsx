import { MESSAGES, PATHS, type ProposalKind } from '@portal/shared';
import { type ProposalDetail, steelcollabWizardSchemas, type UserProfile } from '@portal/shared/schemas';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useWizard, type WizardStep } from '../../../components/wizard/use-wizard';
import { Wizard } from '../../../components/wizard/wizard';
import { useSaveProposal } from '../api/save-proposal';
import {
  type SteelcollabFormValues,
  steelcollabDefaults,
  steelcollabFormToServer,
  steelcollabServerToForm,
  steelcollabStepFields,
  toSteelcollabPayload,
} from './steelcollab-form';
import { ConfirmStep } from './steelcollab/confirm-step';
import { ContentStep } from './steelcollab/content-step';
import { PosterStep } from './steelcollab/poster-step';
import { useServerDraft } from './use-server-draft';
import { useDraftFieldLabels } from './draft-field-labels';
import { openingStep } from '../../../components/wizard/wizard-steps';
import { useLocation } from 'react-router';

type Props = {
  kind: ProposalKind;
  userId: string;
  profile: UserProfile | null;
  stored: ProposalDetail | null;
  origin?: string;
  /** Called once a new post's draft exists on the server. */
  onDraftCreated?: (id: string) => void;
};

/**
 * The three-step wizards of the Steelcollab kinds (problem, research idea, solution): a definition
 * of steps given to the shared Wizard (docs/specification.md#wizards, docs/specification.md#validation).
 */
export function SteelcollabWizard({ kind, userId, profile, stored, origin, onDraftCreated }: Props) {
  const { t } = useTranslation('proposals');
  const navigate = useNavigate();
  const save = useSaveProposal();
  const titles = useMemo(
    () => ({ details: t(`steelcollab.${kind.id}.steps.0`), project: t(`steelcollab.${kind.id}.steps.1`), review: t(`steelcollab.${kind.id}.steps.2`) }),
    [kind, t],
  );
  const steps = useMemo<WizardStep<FieldValues>[]>(() => {
    const schemas = steelcollabWizardSchemas(kind);
    const fields = steelcollabStepFields(kind);
    return (['details', 'project', 'review'] as const).map((id) => ({ id, title: titles[id], schema: schemas[id], fields: fields[id] }));
  }, [kind, titles]);
  const [defaultValues] = useState(() => steelcollabDefaults(kind, profile, stored));
  const location = useLocation();
  const [initialStep] = useState(() => openingStep(location.search, stored?.status === 'DRAFT' ? stored.wizardStep : null));
  const wizard = useWizard<FieldValues>({ steps, defaultValues, initialStep });
  // New posts and drafts live on the server (docs/architecture.md#wizard-drafts); an edit of a submission does not.
  const usesServer = stored === null || stored.status === 'DRAFT';
  const server = useServerDraft<FieldValues>({
    kind,
    stored,
    getValues: () => wizard.form.getValues(),
    toPayload: (values) => toSteelcollabPayload(kind, values as SteelcollabFormValues),
    onCreated: onDraftCreated,
    onTakeTheirs: () => localStorage.removeItem(`portal:draft:${draftKey}`),
    valuesOf: (detail) => steelcollabDefaults(kind, profile, detail),
    setValues: (values) => wizard.form.reset(values),
  });
  const draftKey: string = `${userId}:${kind.id}:${server.id ?? stored?.id ?? 'new'}`;
  const fieldLabels = useDraftFieldLabels('steelcollab', steelcollabFormToServer(kind));
  const confirmations = useWatch({ control: wizard.form.control, name: [...steelcollabStepFields(kind).review] });

  const submit = async (values: FieldValues) => {
    if (usesServer) {
      const done = await server.submit();
      toast.success(MESSAGES[kind.submittedToastKey]);
      await navigate(PATHS.proposalSubmitted(done.id));
      return;
    }
    const saved = await save.mutateAsync({ kind, proposalId: stored?.id, fields: toSteelcollabPayload(kind, values as SteelcollabFormValues) });
    toast.success(MESSAGES[kind.submittedToastKey]);
    // A new post ends on its confirmation page (reference, next steps, receipt); an edit goes back.
    await navigate(stored ? (origin ?? PATHS.dashboard) : PATHS.proposalSubmitted(saved.id));
  };

  return (
    <Wizard
      wizard={wizard}
      onSubmit={submit}
      failureMessage={MESSAGES[kind.submitFailedToastKey]}
      serverToForm={steelcollabServerToForm(kind)}
      draftKey={draftKey}
      server={usesServer ? server : null}
      fieldLabels={fieldLabels}
      canSubmit={confirmations.every(Boolean)}
      render={(step) => {
        if (step === 'details') return <PosterStep />;
        if (step === 'project') return <ContentStep kind={kind} />;
        return <ConfirmStep kind={kind} stepTitles={titles} />;
      }}
    />
  );
}
