import { API, FOCUS_AREAS, MESSAGES } from '@portal/shared';
import { PROFILE_TEXT_MAX_LENGTH, type UserProfile } from '@portal/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { myProfileQueryOptions } from '../../../api/profile/get-my-profile';
import { Button } from '../../../components/ui/button';
import { Checkbox, ErrorBanner, TextAreaField } from '../../../components/ui/form-fields';
import { apiData, ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { toast } from '../../../lib/toast';

/**
 * Open to collaborate (docs/architecture.md#partners-by-consent): whether others see the user among
 * suggested partners, what they offer and seek, and their focus areas; saved on its own as a JSON
 * partial update of the profile.
 */
export function CollaborationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const labels = useCodeLabels();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(profile.openToCollaborate);
  const [offer, setOffer] = useState(profile.collaborationOffer ?? '');
  const [areas, setAreas] = useState<string[]>(profile.focusAreas);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await apiData<UserProfile>(API.profileMe, {
        method: 'PUT',
        body: { openToCollaborate: open, collaborationOffer: offer, focusAreas: areas },
        auth: true,
        fallbackMessage: MESSAGES.profileSaveFailed,
      });
      queryClient.setQueryData(myProfileQueryOptions().queryKey, saved);
      toast.success(t('collab.saved'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MESSAGES.profileSaveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="sec-collab">
      <h2 id="sec-collab" className="text-lg font-semibold">
        {t('collab.title')}
      </h2>
      <p className="mt-1 text-sm text-steel-600">{t('collab.intro')}</p>
      <div className="mt-4 space-y-4">
        {error && <ErrorBanner message={error} />}
        <Checkbox label={t('collab.open')} checked={open} onChange={(e) => setOpen(e.target.checked)} />
        <TextAreaField
          label={t('collab.offer')}
          hint={t('collab.offerHint')}
          maxLength={PROFILE_TEXT_MAX_LENGTH.collaborationOffer}
          value={offer}
          onChange={(e) => setOffer(e.target.value)}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-steel-700">{t('collab.focusAreas')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {FOCUS_AREAS.map((area) => (
              <Checkbox
                key={area}
                label={labels.focusArea(area)}
                checked={areas.includes(area)}
                onChange={(e) => setAreas((list) => (e.target.checked ? [...list, area] : list.filter((a) => a !== area)))}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" busy={busy}>
          {busy ? t('saving') : t('collab.save')}
        </Button>
      </div>
    </form>
  );
}
