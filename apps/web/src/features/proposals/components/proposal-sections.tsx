import { PROPOSAL_KINDS, type ProposalType } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import '../i18n';

/** The texts a post's body may show; a kind shows those it has (docs/specification.md#explore-lists-and-the-post-page). */
export type ProposalSectionsData = Pick<
  ProposalDetail,
  'abstract' | 'detailedDescription' | 'focusArea' | 'objectives' | 'methodology' | 'expectedResults' | 'eligibilityCriteria' | 'currentStage'
> & {
  type: ProposalType;
};

const STEELCOLLAB_KINDS = [PROPOSAL_KINDS.problem, PROPOSAL_KINDS.research, PROPOSAL_KINDS.solution];

/**
 * A Steelcollab post's body: each text its kind holds, under the question the poster answered (the
 * kinds table's detailSections). Focus areas are in the side panel, once.
 */
export function ProposalSections({ proposal }: { proposal: ProposalSectionsData }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const kind = STEELCOLLAB_KINDS.find((k) => k.type === proposal.type) ?? PROPOSAL_KINDS.problem;
  return (
    <div className="space-y-6">
      {kind.detailSections
        .filter((key) => proposal[key])
        .map((key) => (
          <section key={key} aria-labelledby={`section-${key}`} className="space-y-2">
            <h2 id={`section-${key}`} className="text-lg font-bold text-brand-700">
              {t(`steelcollab.detail.sections.${kind.id}.${key}`)}
            </h2>
            {/* The stage is a code of the list; the others are the poster's own words. */}
            <p className="whitespace-pre-line text-steel-700">{key === 'currentStage' ? codeLabels.researchStage(proposal[key]!) : proposal[key]}</p>
          </section>
        ))}
    </div>
  );
}
