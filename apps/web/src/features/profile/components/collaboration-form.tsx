import { API, MESSAGES } from '@portal/shared';
import { PROFILE_TEXT_MAX_LENGTH, profileUpdateSchema, type ProfileUpdate, type UserProfile } from '@portal/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { myProfileQueryOptions } from '../../../api/profile/get-my-profile';
import { FocusAreaCheckboxes } from '../../../components/focus-area-checkboxes';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, TextAreaField } from '../../../components/ui/form-fields';
import { apiData } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';

type CollaborationValues = { openToCollaborate: boolean; collaborationOffer: string; focusAreas: string[] };
const FIELDS = ['openToCollaborate', 'collaborationOffer', 'focusAreas'] as const;
// The profile route's own rule for these three fields.
const collaborationSchema = profileUpdateSchema.pick({ openToCollaborate: true, collaborationOffer: true, focusAreas: true });

/**
 * Open to collaborate (docs/architecture.md#partners-by-consent): whether others see the user among
 * suggested partners, what they offer and seek, and their focus areas; saved on its own as a JSON
 * partial update of the profile.
 */
export function CollaborationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CollaborationValues>({
    resolver: resolverFor<CollaborationValues>(collaborationSchema),
    defaultValues: { openToCollaborate: profile.openToCollaborate, collaborationOffer: profile.collaborationOffer ?? '', focusAreas: profile.focusAreas },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body: ProfileUpdate = values as ProfileUpdate;
      const saved = await apiData<UserProfile>(API.profileMe, { method: 'PUT', body, auth: true, fallbackMessage: MESSAGES.profileSaveFailed });
      queryClient.setQueryData(myProfileQueryOptions().queryKey, saved);
      toast.success(t('collab.saved'));
    } catch (err) {
      setProblem(applyServerError(err, form.setError, FIELDS, MESSAGES.profileSaveFailed));
      showSummary();
    }
  }, showSummary);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="sec-collab">
        <h2 id="sec-collab" className="text-lg font-semibold">
          {t('collab.title')}
        </h2>
        <p className="mt-1 text-sm text-steel-600">{t('collab.intro')}</p>
        <div className="mt-4 space-y-4">
          <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof CollaborationValues)} />
          <Checkbox label={t('collab.open')} error={formState.errors.openToCollaborate?.message} {...register('openToCollaborate')} />
          <TextAreaField
            label={t('collab.offer')}
            hint={t('collab.offerHint')}
            maxLength={PROFILE_TEXT_MAX_LENGTH.collaborationOffer}
            error={formState.errors.collaborationOffer?.message}
            {...register('collaborationOffer')}
          />
          <FocusAreaCheckboxes<CollaborationValues> name="focusAreas" legend={t('collab.focusAreas')} required={false} />
          <Button type="submit" busy={formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : t('collab.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
