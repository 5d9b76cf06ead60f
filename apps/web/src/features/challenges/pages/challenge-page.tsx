import { daysUntilDeadline, PATHS, PROPOSAL_KINDS } from '@portal/shared';
import type { Challenge } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { useChallenge } from '../../../api/challenges/get-challenge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate, formatFileSize } from '../../../lib/format';
import { kindOfContentType } from '../../../lib/file-kind';
import { ApplyButton } from '../components/apply-button';
import { ChallengeStatusBadge } from '../components/challenge-status-badge';
import '../i18n';
import { useCodeLabels } from '../../../lib/labels';

/** /challenges/{id}: the challenge, its document, the time left to apply, and Apply (docs/specification.md#challenge-pages). */
export function ChallengePage() {
  const { t } = useTranslation('challenges');
  const codeLabels = useCodeLabels();
  const { challengeId = '' } = useParams();
  const { user, status } = useAuth();
  const challenge = useChallenge(status === 'loading' ? undefined : challengeId, Boolean(user));
  const back = (
    <Link to={PATHS.challenges} className="text-sm font-semibold text-brand-700 hover:underline">
      ← {t('detail.back')}
    </Link>
  );

  if (status === 'loading' || challenge.isPending) return <Spinner />;
  if (challenge.isError) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        {back}
        <EmptyState
          title={
            challenge.error instanceof ApiError && (challenge.error.status === 404 || challenge.error.status === 400)
              ? t('detail.notFound')
              : challenge.error.message
          }
        />
      </section>
    );
  }
  const c = challenge.data;
  const days = daysUntilDeadline(c.applicationDeadline);
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      {back}
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <h1 className="text-3xl font-bold text-brand-700 [overflow-wrap:anywhere]">{c.title}</h1>
          <p className={`font-semibold ${c.isOpen ? 'text-green-800' : 'text-red-800'}`} role="status">
            {c.isOpen ? (days === 0 ? t('detail.lastDay') : t('detail.daysLeft', { count: days })) : t('detail.closed')}
          </p>
          <section aria-labelledby="focus-h">
            <h2 id="focus-h" className="text-lg font-bold text-steel-900">
              {t('detail.focusAreas')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {c.focusArea.map((a) => (
                <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {codeLabels.focusArea(a)}
                </li>
              ))}
            </ul>
          </section>
          {c.summary && (
            <section aria-labelledby="summary-h">
              <h2 id="summary-h" className="text-lg font-bold text-steel-900">
                {t('detail.summary')}
              </h2>
              <div className="mt-2 space-y-3 text-steel-700 [overflow-wrap:anywhere]">
                {c.summary.split(/\n\s*\n/).map((paragraph, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="doc-h">
            <h2 id="doc-h" className="text-lg font-bold text-steel-900">
              {t('detail.document')}
            </h2>
            {c.challengeDoc ? (
              <a href={c.challengeDoc.url} download className="mt-2 inline-block font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                {t('detail.documentLink', {
                  name: c.challengeDoc.fileName,
                  type: t(`detail.fileTypes.${kindOfContentType(c.challengeDoc.contentType)}`),
                  size: formatFileSize(c.challengeDoc.size),
                })}
              </a>
            ) : (
              <p className="mt-2 text-steel-500">{t('detail.noDocument')}</p>
            )}
          </section>
          <p className="text-steel-700">{t('detail.howTo')}</p>
        </div>
        <aside className="h-fit space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-steel-700">{t('detail.status')}</dt>
              <dd className="mt-1">
                <ChallengeStatusBadge status={c.status} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-steel-700">{t('detail.deadline')}</dt>
              <dd>{formatDate(c.applicationDeadline)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-steel-700">{t('detail.posted')}</dt>
              <dd>{formatDate(c.createdAt)}</dd>
            </div>
          </dl>
          {c.myResponse ? <AppliedNote response={c.myResponse} /> : <ApplyButton challenge={c} withTitle />}
        </aside>
      </div>
    </article>
  );
}

/**
 * Instead of Apply, once the caller has responded (decision 188): when, and a link to the response;
 * a draft not yet submitted is continued instead.
 */
function AppliedNote({ response }: { response: NonNullable<Challenge['myResponse']> }) {
  const { t } = useTranslation('challenges');
  const kind = PROPOSAL_KINDS.challenge;
  const isDraft = response.status === 'DRAFT';
  return (
    <p className="rounded border border-brand-100 bg-brand-50 p-3 text-sm" data-testid="applied-note">
      {isDraft
        ? t('detail.draftStarted', { date: formatDate(response.createdAt) })
        : t('detail.appliedOn', { date: formatDate(response.submittedAt ?? response.createdAt) })}{' '}
      <Link to={isDraft ? kind.editPath(response.proposalId) : kind.detailPath(response.proposalId)} className="font-semibold text-brand-700 underline">
        {isDraft ? t('detail.continueDraft') : t('detail.seeApplication')}
      </Link>
    </p>
  );
}
