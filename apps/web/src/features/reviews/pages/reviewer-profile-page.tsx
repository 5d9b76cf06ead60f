import { zodResolver } from '@hookform/resolvers/zod';
import { FOCUS_AREAS, LANGUAGES, PATHS, REVIEWER_AFFILIATIONS_MAX, REVIEWER_UNAVAILABLE_MAX } from '@portal/shared';
import { type ReviewerProfile, reviewerProfileFormSchema, type ReviewerProfileFormInput, type ReviewerProfileFormOutput } from '@portal/shared/schemas';
import { useState } from 'react';
import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FieldSet } from '../../../components/ui/field';
import { Checkbox, ErrorBanner, FormFields, SuccessBanner, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { useReviewerProfile, useSaveReviewerProfile } from '../api/reviewer-profile-api';
import '../i18n';

type FormInput = ReviewerProfileFormInput;
type FormOutput = ReviewerProfileFormOutput;
const FIELDS = ['focusAreas', 'keywords', 'maxLoad', 'languages', 'unavailable', 'affiliations'] as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The first message under a field's error, however deep (a keyword's, a list's). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const value of Object.values(e)) {
    const found = value !== e.ref ? firstMessage(value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The reviewer's profile: focus areas, keywords, load, languages, unavailability and affiliations. */
export function ReviewerProfilePage() {
  const { t } = useTranslation('reviews');
  const profile = useReviewerProfile();
  return (
    <div className="space-y-4">
      <div>
        <Link to={PATHS.reviewerQueue} className="text-sm text-brand-700 underline">
          {t('review.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-brand-700">{t('profile.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('profile.intro')}</p>
      </div>
      {profile.isPending ? <Spinner /> : profile.isError ? <ErrorBanner message={t('profile.loadFailed')} /> : <ProfileForm profile={profile.data} />}
    </div>
  );
}

function ProfileForm({ profile }: { profile: ReviewerProfile }) {
  const { t } = useTranslation('reviews');
  const labels = useCodeLabels();
  const save = useSaveReviewerProfile();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewerProfileFormSchema),
    shouldFocusError: false,
    defaultValues: {
      focusAreas: profile.focusAreas as FormInput['focusAreas'],
      keywords: profile.keywords.join(', '),
      maxLoad: profile.maxLoad,
      languages: profile.languages,
      unavailable: profile.unavailable,
      affiliations: profile.affiliations,
    },
  });
  const { register, handleSubmit, formState, control } = form;
  const spans = useFieldArray({ control, name: 'unavailable' });
  const affiliations = useFieldArray({ control, name: 'affiliations' });
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSaved(null);
    try {
      const res = await save.mutateAsync(values);
      setSaved(res.message);
    } catch (err) {
      setError(applyServerError(err, form.setError, FIELDS, t('profile.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as (typeof FIELDS)[number])} />
      <SuccessBanner message={saved} />
      <FormFields busy={formState.isSubmitting} className="space-y-5">
        <FieldSet legend={t('profile.focusAreas')} error={firstMessage(errors.focusAreas)}>
          {() => (
            <div className="grid gap-2 sm:grid-cols-2">
              {FOCUS_AREAS.map((area) => (
                <Checkbox key={area} value={area} label={labels.focusArea(area)} {...register('focusAreas')} />
              ))}
            </div>
          )}
        </FieldSet>
        <TextField label={t('profile.keywords')} hint={t('profile.keywordsHint')} error={firstMessage(errors.keywords)} {...register('keywords')} />
        <TextField
          label={t('profile.maxLoad')}
          hint={t('profile.maxLoadHint')}
          type="number"
          min={1}
          max={20}
          step={1}
          required
          error={firstMessage(errors.maxLoad)}
          {...register('maxLoad', { valueAsNumber: true })}
        />
        <FieldSet legend={t('profile.languages')} required error={firstMessage(errors.languages)}>
          {() => (
            <div className="flex flex-wrap gap-4">
              {LANGUAGES.map((lang) => (
                <Checkbox key={lang} value={lang} label={t(`profile.languageNames.${lang}`)} {...register('languages')} />
              ))}
            </div>
          )}
        </FieldSet>
        <FieldSet
          legend={t('profile.unavailable')}
          hint={t('profile.unavailableHint')}
          error={errors.unavailable?.message ?? errors.unavailable?.root?.message}
        >
          {() => (
            <div className="space-y-3">
              {spans.fields.length === 0 && <p className="text-sm text-steel-700">{t('profile.noUnavailable')}</p>}
              {spans.fields.map((field, i) => (
                <fieldset key={field.id} className="grid gap-3 rounded border border-steel-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                  <legend className="px-1 text-sm font-semibold text-steel-700">{t('profile.spanLegend', { n: i + 1 })}</legend>
                  <TextField
                    label={t('profile.from')}
                    type="date"
                    required
                    error={errors.unavailable?.[i]?.from?.message}
                    {...register(`unavailable.${i}.from`)}
                  />
                  <TextField label={t('profile.to')} type="date" required error={errors.unavailable?.[i]?.to?.message} {...register(`unavailable.${i}.to`)} />
                  <Button type="button" variant="secondary" onClick={() => spans.remove(i)}>
                    {t('profile.removeUnavailable', { n: i + 1 })}
                  </Button>
                </fieldset>
              ))}
              {spans.fields.length < REVIEWER_UNAVAILABLE_MAX && (
                <Button type="button" variant="secondary" onClick={() => spans.append({ from: '', to: '' })}>
                  {t('profile.addUnavailable')}
                </Button>
              )}
            </div>
          )}
        </FieldSet>
        <FieldSet
          legend={t('profile.affiliations')}
          hint={t('profile.affiliationsHint')}
          error={errors.affiliations?.message ?? errors.affiliations?.root?.message}
        >
          {() => (
            <div className="space-y-3">
              {affiliations.fields.length === 0 && <p className="text-sm text-steel-700">{t('profile.noAffiliations')}</p>}
              {affiliations.fields.map((field, i) => (
                <fieldset key={field.id} className="grid gap-3 rounded border border-steel-200 p-3 sm:grid-cols-2">
                  <legend className="px-1 text-sm font-semibold text-steel-700">{t('profile.affiliationLegend', { n: i + 1 })}</legend>
                  <TextField
                    label={t('profile.organization')}
                    required
                    className="sm:col-span-2"
                    error={errors.affiliations?.[i]?.organization?.message}
                    {...register(`affiliations.${i}.organization`)}
                  />
                  <TextField
                    label={t('profile.from')}
                    type="date"
                    required
                    error={errors.affiliations?.[i]?.from?.message}
                    {...register(`affiliations.${i}.from`)}
                  />
                  <TextField
                    label={t('profile.toOptional')}
                    type="date"
                    error={errors.affiliations?.[i]?.to?.message}
                    {...register(`affiliations.${i}.to`, { setValueAs: blankToUndefined })}
                  />
                  <div className="sm:col-span-2">
                    <Button type="button" variant="secondary" onClick={() => affiliations.remove(i)}>
                      {t('profile.removeAffiliation', { n: i + 1 })}
                    </Button>
                  </div>
                </fieldset>
              ))}
              {affiliations.fields.length < REVIEWER_AFFILIATIONS_MAX && (
                <Button type="button" variant="secondary" onClick={() => affiliations.append({ organization: '', from: '' })}>
                  {t('profile.addAffiliation')}
                </Button>
              )}
            </div>
          )}
        </FieldSet>
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </FormFields>
    </form>
  );
}
