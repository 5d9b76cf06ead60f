import { MissionFigures } from '../../../components/metrics/mission-figures';
import { useTranslation } from '../../../lib/i18n';
import { usePublicMetrics } from '../api/metrics';
import '../i18n';

/**
 * `/impact`: the mission's figures by scheme, round, focus area and organisation category, from the one
 * metric registry (the admin dashboard reads the same), each with its definition. Prerendered (heading,
 * introduction, definitions); the figures arrive after hydration from `GET /public/metrics`, each table
 * with its chart above it (decision 289).
 */
export function ImpactPage() {
  const { t } = useTranslation('openData');
  const metrics = usePublicMetrics();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('impact.title')}</h1>
      <p className="text-steel-700">{t('impact.intro')}</p>
      <MissionFigures query={metrics} charts definitionsFirst />
    </div>
  );
}
