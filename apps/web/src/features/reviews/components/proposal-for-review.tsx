import { proposalKindOf } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { MoneyLines } from '../../../components/proposals/money-lines';

const FIELDS = ['abstract', 'objectives', 'methodology', 'expectedResults', 'riskFactors', 'currentStage', 'fundingRequired'] as const;

/** The proposal as its reviewer reads it: the texts, the focus areas, the partners and the documents (no contact details). */
export function ProposalForReview({ proposal: p }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('reviews');
  const codeLabels = useCodeLabels();
  return (
    <section aria-labelledby="proposal-h" className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <div>
        <h2 id="proposal-h" className="text-lg font-semibold">
          {t('review.proposal')}
        </h2>
        <p className="text-sm text-steel-500">
          {proposalKindOf(p.category, p.type)?.label} · {p.orgName ?? p.name}
        </p>
      </div>
      <section aria-labelledby="money-h">
        <h3 id="money-h" className="font-semibold">
          {t('review.money')}
        </h3>
        <MoneyLines proposal={p} />
      </section>
      <section aria-labelledby="docs-h">
        <h3 id="docs-h" className="font-semibold">
          {t('review.documents')}
        </h3>
        {p.documents.length === 0 ? (
          <p className="text-sm text-steel-500">{t('review.noDocuments')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {p.documents.map((d) => (
              <li key={d.filePath}>
                <a href={d.url} download className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                  {d.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className="space-y-3 text-sm">
        {p.focusArea.length > 0 && (
          <div>
            <dt className="font-semibold text-steel-700">{t('review.fields.focusArea')}</dt>
            <dd>{p.focusArea.map(codeLabels.focusArea).join(', ')}</dd>
          </div>
        )}
        {FIELDS.filter((f) => p[f]).map((f) => (
          <div key={f}>
            <dt className="font-semibold text-steel-700">{t(`review.fields.${f}`)}</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{String(p[f])}</dd>
          </div>
        ))}
        {p.collaborators.length > 0 && (
          <div>
            <dt className="font-semibold text-steel-700">{t('review.partners')}</dt>
            <dd>
              <ul className="list-disc pl-5">
                {p.collaborators.map((c) => (
                  <li key={c.userId}>
                    {c.user.name}
                    {c.user.organization ? `, ${c.user.organization}` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
