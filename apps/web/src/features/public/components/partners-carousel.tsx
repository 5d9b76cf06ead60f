import { PARTNERS_INTERVAL_MS, PARTNERS_VISIBLE } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { Carousel } from '../../../components/ui/carousel';
import { Tabs } from '../../../components/ui/tabs';
import { useCarouselLabels } from './use-carousel-labels';
import { homeContent } from '../home-content';

/** Partners by group: a tab each for industry and academia, four logos visible, advancing every 5 s. */
export function PartnersCarousel() {
  const { PARTNERS } = homeContent();
  const { t } = useTranslation('public');
  const labels = useCarouselLabels();
  const groups = ['industry', 'academia'] as const;
  return (
    <Tabs
      label={t('home.partners')}
      listClassName="mb-6 flex justify-center gap-2"
      tabClassName={(active) => `rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-brand-100 ${active ? 'bg-brand-700 text-white' : 'text-brand-700'}`}
      tabs={groups.map((g) => ({
        id: g,
        label: t(`home.${g}`),
        content: (
          <Carousel
            label={t('home.partnerLogos', { group: t(`home.${g}`) })}
            perView={PARTNERS_VISIBLE}
            intervalMs={PARTNERS_INTERVAL_MS}
            labels={labels}
            className="sm:px-10"
            items={PARTNERS.filter((p) => p.category === g).map((p) => (
              <figure key={p.name} className="flex h-full flex-col items-center rounded-lg bg-white p-4 shadow-sm">
                <img src={p.logo} alt="" width={240} height={120} loading="lazy" className="h-auto w-full max-w-[200px]" />
                <figcaption className="mt-2 text-center text-sm font-semibold text-steel-700">{p.name}</figcaption>
              </figure>
            ))}
          />
        ),
      }))}
    />
  );
}
