import { useTranslation } from '../../../lib/i18n';
import { Container, PageHeader } from '../components/page-header';
import { PartnersCarousel } from '../components/partners-carousel';
import '../i18n';
import { homeContent } from '../home-content';

export function PartnerPage() {
  const { PARTNERS } = homeContent();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={t('partnerPage.title')}>{t('partnerPage.intro')}</PageHeader>
      <Container>
        <PartnersCarousel />
        {(['industry', 'academia'] as const).map((g) => (
          <section key={g} className="mt-10" aria-labelledby={`p-${g}`}>
            <h2 id={`p-${g}`} className="text-xl font-bold text-brand-700">
              {t(`home.${g}`)}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {PARTNERS.filter((p) => p.category === g).map((p) => (
                <li key={p.name} className="rounded border border-steel-100 p-3 text-sm font-semibold">
                  {p.name}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}
