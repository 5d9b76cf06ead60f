import { zodResolver } from '@hookform/resolvers/zod';
import { CHALLENGE_STATUSES, CHALLENGE_SUMMARY_MAX_LENGTH, CHALLENGE_TITLE_MAX_LENGTH, MESSAGES, PATHS, PROPOSAL_UPLOAD_EXTENSIONS } from '@portal/shared';
import { type Challenge, type ChallengeFormInput, challengeFormSchema, type ChallengeFormValues } from '@portal/shared/schemas';
import { type FormEvent, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { useChallenge } from '../../../api/challenges/get-challenge';
import { FocusAreaCheckboxes } from '../../../components/focus-area-checkboxes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilePicker, focusFilePicker } from '../../../components/ui/file-picker';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FormFields, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiValidationError } from '../../../lib/api-client';
import { DOCUMENT_RULE, refusalOf } from '../../../lib/file-kind';
import { applyServerError } from '../../../lib/forms';
import { useSaveChallenge } from '../api/save-challenge';
import '../i18n';

const FIELDS = ['title', 'summary', 'applicationDeadline', 'focusArea', 'status'] as const;

function toForm(c: Challenge | undefined): ChallengeFormInput {
  return {
    title: c?.title ?? '',
    summary: c?.summary ?? '',
    applicationDeadline: c?.applicationDeadline ?? '',
    focusArea: (c?.focusArea ?? []) as ChallengeFormInput['focusArea'],
    status: c?.status ?? 'OPEN',
  };
}

/** The admin's upload and update form (docs/specification.md#challenge-pages, docs/specification.md#validation): one form, the challenge loaded when updating. */
function ChallengeForm({ challenge }: { challenge?: Challenge }) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const save = useSaveChallenge();
  const [document, setDocument] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ChallengeFormInput, unknown, ChallengeFormValues>({
    resolver: zodResolver(challengeFormSchema),
    defaultValues: toForm(challenge),
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, formState } = form;
  const e = formState.errors;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const send = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await save.mutateAsync({ id: challenge?.id, values, document });
        toast.success(challenge ? MESSAGES.challengeUpdated : MESSAGES.challengeSubmitted);
        await navigate(PATHS.adminChallenges);
      } catch (err) {
        const message = applyServerError(err, setError, FIELDS, MESSAGES.challengeCreateFailed);
        const onFields = err instanceof ApiValidationError && Object.keys(err.fieldErrors).some((k) => (FIELDS as readonly string[]).includes(k));
        toast.error(onFields ? t('form.fixErrors') : (message ?? MESSAGES.challengeCreateFailed));
        // What no field shows (a refused document, a lost connection) stays on the form until the next try.
        if (!onFields) setBanner(message);
        showSummary();
      }
    },
    () => {
      toast.error(t('form.fixErrors'));
      showSummary();
    },
  );

  // A refused document (its message is under the picker) is replaced before anything is sent. Judged
  // before the form turns busy, so focus can go to the picker; the other fields show their errors too.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (document && (await refusalOf(document, DOCUMENT_RULE))) {
      void form.trigger();
      toast.error(t('form.fixErrors'));
      focusFilePicker('challengeDoc');
      return;
    }
    await send(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={banner} onSelect={(name) => form.setFocus(name as keyof ChallengeFormInput)} />
        <FormFields busy={formState.isSubmitting} className="min-w-0 space-y-5">
          <TextField
            label={t('form.fields.title')}
            hint={t('form.hints.title')}
            required
            maxLength={CHALLENGE_TITLE_MAX_LENGTH}
            error={e.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={t('form.fields.summary')}
            hint={t('form.hints.summary')}
            rows={6}
            maxLength={CHALLENGE_SUMMARY_MAX_LENGTH}
            error={e.summary?.message}
            {...register('summary')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('form.fields.applicationDeadline')}
              hint={t('form.hints.applicationDeadline')}
              required
              type="date"
              error={e.applicationDeadline?.message}
              {...register('applicationDeadline')}
            />
            <SelectField
              label={t('form.fields.status')}
              options={CHALLENGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              error={e.status?.message}
              {...register('status')}
            />
          </div>
          <FocusAreaCheckboxes<ChallengeFormInput> name="focusArea" legend={t('form.fields.focusArea')} />
          <FilePicker
            label={t('form.fields.challengeDoc')}
            hint={t(challenge?.challengeDoc ? 'form.hints.challengeDocEdit' : 'form.hints.challengeDoc')}
            accept={PROPOSAL_UPLOAD_EXTENSIONS}
            rule={DOCUMENT_RULE}
            file={document}
            onFile={setDocument}
            stored={challenge?.challengeDoc ?? null}
            storedLabel={t('form.currentDoc')}
            name="challengeDoc"
          />
        </FormFields>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={formState.isSubmitting}>
            {challenge ? t('form.update') : t('form.submit')}
          </Button>
          <Link to={PATHS.adminChallenges} className="rounded px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

/** admin/challenge_method/upload_challenge and update_challenge/{challengeId}. */
export function ChallengeFormPage() {
  const { t } = useTranslation('challenges');
  const { challengeId } = useParams();
  const challenge = useChallenge(challengeId, true);
  if (challengeId && challenge.isPending) return <Spinner />;
  if (challengeId && challenge.isError)
    return (
      <EmptyState
        title={t('form.notFound')}
        action={
          <Link to={PATHS.adminChallenges} className="font-semibold text-brand-700 underline">
            {t('detail.back')}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-700">{challengeId ? t('form.updateTitle') : t('form.uploadTitle')}</h1>
      <ChallengeForm key={challenge.data?.id ?? 'new'} challenge={challengeId ? challenge.data : undefined} />
    </div>
  );
}
