import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ClampedText } from '../../../components/ui/clamped-text';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';
import { homeContent } from '../home-content';

export function ProgramsPage() {
  const { DOCUMENTS, PROGRAMS_PAGE } = content();
  const { SCHEME_CARDS } = homeContent();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={PROGRAMS_PAGE.title}>{PROGRAMS_PAGE.intro}</PageHeader>
      <Container>
        <ul className="grid gap-6 md:grid-cols-3">
          {SCHEME_CARDS.map((s) => (
            <li key={s.title} className="flex flex-col overflow-hidden rounded-lg border border-steel-100 bg-white">
              <img src={s.imageUrl} alt="" width={800} height={600} className="aspect-[4/3] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg font-bold text-steel-900">{s.title}</h2>
                <div className="mt-2 flex-1">
                  <ClampedText text={s.description} moreLabel={t('showMore')} lessLabel={t('showLess')} />
                </div>
                <Link to={s.url} className="mt-4 font-semibold text-brand-700 hover:underline">
                  {t('home.readMore', { title: s.title })} <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <a
          href={DOCUMENTS.schemeGuidelines.href}
          download
          className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('guidelines')}
        </a>
      </Container>
    </>
  );
}
