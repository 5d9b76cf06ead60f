import { API, PATHS, STEELCOLLAB_POSTING_RULES, type SteelcollabPostKind } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import '../i18n';

/**
 * The entry of a Steelcollab posting route: only the organisation categories the spec allows may
 * post; others go back to the hub with the spec's message (part 2 §5). The wizards are a later issue.
 */
export function PostGatePage({ kind }: { kind: SteelcollabPostKind }) {
  const { t } = useTranslation('steelcollab');
  const profile = useQuery({
    queryKey: ['profile', 'me'],
    queryFn: async () => (await apiRequest<{ data: UserProfile }>(API.profileMe, { auth: true })).data,
  });
  if (profile.isPending) return <p role="status" className="p-8 text-center">{t('loading')}</p>;
  const rule = STEELCOLLAB_POSTING_RULES[kind];
  const category = profile.data?.organizationCategory;
  if (!category || !(rule.categories as readonly string[]).includes(category)) {
    return <Navigate to={PATHS.steelCollab} replace state={{ message: rule.message }} />;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-700">{t(`${kind}.title`)}</h1>
      <p className="mt-3 text-steel-700">{t(`${kind}.intro`)}</p>
      <ol className="mt-6 list-decimal space-y-1 pl-6 text-steel-700">
        {(t(`${kind}.steps`, { returnObjects: true }) as string[]).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
