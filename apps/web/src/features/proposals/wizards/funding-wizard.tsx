import { MESSAGES, PATHS, type ProposalKind } from '@portal/shared';
import { FUNDING_WIZARD_FIELDS, fundingWizardSchemas, invertFieldNames, moneyStepSchema, type ProposalDetail, type UserProfile } from '@portal/shared/schemas';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useWizard, type WizardStep } from '../../../components/wizard/use-wizard';
import { Wizard } from '../../../components/wizard/wizard';
import { useSaveProposal } from '../api/save-proposal';
import { DOCUMENT_RULE, refusalOf } from '../../../lib/file-kind';
import { FUNDING_STEP_FIELDS, fundingDefaults, type FundingFormValues, toFundingPayload } from './funding-form';
import { ApplicantStep } from './funding/applicant-step';
import { CollaboratorsStep } from './funding/collaborators-step';
import { SimilarPanel } from '../components/similar-panel';
import { MoneyStep } from './funding/money-step';
import { ProjectStep } from './funding/project-step';
import { ReviewStep } from './funding/review-step';
import { useServerDraft } from './use-server-draft';
import { useDraftFieldLabels } from './draft-field-labels';
import { openingStep } from '../../../components/wizard/wizard-steps';
import { useLocation } from 'react-router';

const SERVER_TO_FORM = invertFieldNames(FUNDING_WIZARD_FIELDS);

type Props = {
  kind: ProposalKind;
  userId: string;
  profile: UserProfile | null;
  /** The proposal being edited. */
  stored: ProposalDetail | null;
  challengeId?: string;
  /** The challenge a new response answers: its focus areas start ticked. */
  challenge?: { focusArea: readonly string[] } | null;
  /** Where the user returns after submitting. */
  origin?: string;
  /** Called once a new application's draft exists on the server. */
  onDraftCreated?: (id: string) => void;
};

/**
 * The four-step wizard of the funding kinds (Open Innovation, Steel Startup Accelerator, Challenge
 * Method): a definition of steps given to the shared Wizard (docs/specification.md#wizards, docs/specification.md#validation).
 */
export function FundingWizard({ kind, userId, profile, stored, challengeId, challenge = null, origin, onDraftCreated }: Props) {
  const { t } = useTranslation('proposals');
  const navigate = useNavigate();
  const save = useSaveProposal();
  const [progress, setProgress] = useState<number | null>(null);
  const storedFile = stored?.documents[0] ?? null;

  const withMoney = stored === null || stored.status === 'DRAFT';
  const steps = useMemo<WizardStep<FundingFormValues>[]>(() => {
    // A stored file counts only when there is one: a draft may not have its document yet.
    const shared = fundingWizardSchemas(kind, { editing: stored !== null && (stored.status !== 'DRAFT' || stored.documents.length > 0) });
    // The browser also judges the chosen document by its bytes before Next: a refused file holds step 2.
    const proposalFile = shared.project.shape.proposalFile.superRefine(async (file, ctx) => {
      const reason = file ? await refusalOf(file as unknown as Blob, DOCUMENT_RULE) : null;
      if (reason) ctx.addIssue({ code: 'custom', message: reason });
    });
    const schemas = { ...shared, project: shared.project.extend({ proposalFile }) };
    // The money step (before Review) for new applications and drafts: an edit of a submission keeps its money.
    const ids = withMoney
      ? (['applicant', 'project', 'collaborators', 'money', 'review'] as const)
      : (['applicant', 'project', 'collaborators', 'review'] as const);
    return ids.map((id) => ({
      id,
      title: id === 'money' ? t('money.step') : t(`funding.steps.${id}`),
      schema: id === 'money' ? moneyStepSchema : schemas[id],
      fields: FUNDING_STEP_FIELDS[id],
    }));
  }, [kind, stored, t, withMoney]);
  const [defaultValues] = useState(() => fundingDefaults(kind, profile, stored, challenge));
  const location = useLocation();
  const [initialStep] = useState(() => openingStep(location.search, stored?.status === 'DRAFT' ? stored.wizardStep : null));
  const wizard = useWizard<FundingFormValues>({ steps, defaultValues, initialStep });
  // New applications and drafts live on the server (docs/architecture.md#wizard-drafts); an edit of a submission does not.
  const usesServer = stored === null || stored.status === 'DRAFT';
  const linkedChallenge = challengeId ?? stored?.challengeMappings[0]?.challengeId;
  // A collaborator co-editing a draft: only its owner changes who is on it (decision 205), so their saves leave the list out.
  const coEditor = stored !== null && stored.userId !== userId;
  const server = useServerDraft<FundingFormValues>({
    kind,
    stored,
    challengeId: linkedChallenge,
    getValues: () => wizard.form.getValues(),
    toPayload: (values) => {
      const payload = toFundingPayload(kind, values, linkedChallenge, true);
      if (!coEditor) return payload;
      const { collaborators: _people, partnersInvolved: _partners, ...rest } = payload;
      return rest;
    },
    fileOf: (values) => values.proposalFile,
    onCreated: onDraftCreated,
    onTakeTheirs: () => localStorage.removeItem(`portal:draft:${draftKey}`),
    valuesOf: (detail) => fundingDefaults(kind, profile, detail, challenge),
    setValues: (values) => wizard.form.reset(values),
  });
  const draftKey: string = `${userId}:${kind.id}:${server.id ?? stored?.id ?? challengeId ?? 'new'}`;
  const fieldLabels = useDraftFieldLabels('funding', FUNDING_WIZARD_FIELDS);
  const [detailsConfirmed, termsAccepted, projectTitle, description] = useWatch({
    control: wizard.form.control,
    name: ['detailsConfirmed', 'termsAccepted', 'projectTitle', 'challengeUnderstanding'],
  });

  const submit = async (values: FundingFormValues) => {
    if (usesServer) {
      const done = await server.submit();
      toast.success(MESSAGES[kind.submittedToastKey]);
      await navigate(PATHS.proposalSubmitted(done.id));
      return;
    }
    setProgress(values.proposalFile ? 0 : null);
    let saved: ProposalDetail;
    try {
      saved = await save.mutateAsync({
        kind,
        proposalId: stored?.id,
        fields: toFundingPayload(kind, values, challengeId ?? stored?.challengeMappings[0]?.challengeId),
        file: values.proposalFile,
        onProgress: setProgress,
      });
    } finally {
      setProgress(null);
    }
    toast.success(MESSAGES[kind.submittedToastKey]);
    // A new submission ends on its confirmation page (reference, next steps, receipt); an edit goes back.
    await navigate(stored ? (origin ?? PATHS.dashboard) : PATHS.proposalSubmitted(saved.id));
  };

  return (
    <div className={usesServer ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-6' : undefined}>
      <div>
        <Wizard
          wizard={wizard}
          onSubmit={submit}
          failureMessage={MESSAGES[kind.submitFailedToastKey]}
          serverToForm={SERVER_TO_FORM}
          draftKey={draftKey}
          server={usesServer ? server : null}
          fieldLabels={fieldLabels}
          canSubmit={Boolean(detailsConfirmed && termsAccepted)}
          render={(step) => {
            if (step === 'applicant') return <ApplicantStep />;
            if (step === 'project') return <ProjectStep stored={storedFile} />;
            if (step === 'collaborators') return <CollaboratorsStep kind={kind} readOnly={coEditor} />;
            if (step === 'money') return <MoneyStep kind={kind} />;
            return <ReviewStep kind={kind} stored={storedFile} withMoney={withMoney} />;
          }}
        />
        {progress !== null && (
          <div className="mt-4" role="status">
            <progress max={1} value={progress} className="h-2 w-full" aria-label={t('funding.uploading', { percent: Math.round(progress * 100) })} />
            <p className="mt-1 text-sm text-steel-500">{t('funding.uploading', { percent: Math.round(progress * 100) })}</p>
          </div>
        )}
      </div>
      {usesServer && <SimilarPanel draftId={server.id} title={projectTitle} description={description} savedAt={server.savedAt} />}
    </div>
  );
}
