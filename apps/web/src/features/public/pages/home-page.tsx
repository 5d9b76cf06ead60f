import { HOME_BANNER_INTERVAL_MS } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { ClampedText } from '../../../components/ui/clamped-text';
import { PartnersCarousel } from '../components/partners-carousel';
import { useCarouselLabels } from '../components/use-carousel-labels';
import '../i18n';
import { homeContent } from '../home-content';

const ICONS: Record<string, string> = {
  facility: 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6',
  capacity: 'M4 20V10m5 10V4m5 16v-7m5 7V8',
  advisory: 'M12 3a6 6 0 0 1 3 11.2V17H9v-2.8A6 6 0 0 1 12 3zM9 21h6',
  investment: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
};

export function HomePage() {
  const { BANNER_SLIDES, HOME_INTRO, SCHEME_CARDS, WHY_PARTNER } = homeContent();
  const { t } = useTranslation('public');
  const labels = useCarouselLabels();
  return (
    <>
      <h1 className="sr-only">{t('launch.title')}</h1>
      <Carousel
        label={t('home.banner')}
        intervalMs={HOME_BANNER_INTERVAL_MS}
        labels={labels}
        className="bg-brand-900 pb-4"
        onDark
        items={BANNER_SLIDES.map((s, i) => (
          <div key={s.id} className="mx-auto grid max-w-7xl items-center gap-6 px-8 py-10 text-white md:grid-cols-2 md:px-14">
            <div>
              <p className="text-sm font-bold uppercase tracking-wider text-accent-500">{s.eyebrow}</p>
              <h2 className="mt-2 text-2xl font-bold sm:text-4xl">{s.title}</h2>
              <p className="mt-4 text-brand-50">{s.body}</p>
              {s.cta.download ? (
                <a href={s.cta.href} download className="mt-6 inline-block rounded bg-accent-500 px-5 py-3 font-bold text-steel-900 hover:bg-accent-600">
                  {s.cta.label}
                </a>
              ) : (
                <Link to={s.cta.href} className="mt-6 inline-block rounded bg-accent-500 px-5 py-3 font-bold text-steel-900 hover:bg-accent-600">
                  {s.cta.label}
                </Link>
              )}
            </div>
            <img
              src={s.image}
              alt=""
              width={800}
              height={600}
              className="hidden h-auto w-full rounded-lg md:block"
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      />

      <section className="mx-auto max-w-4xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-brand-700 sm:text-3xl">{HOME_INTRO.title}</h2>
        {HOME_INTRO.paragraphs.map((p) => (
          <p key={p} className="mt-4 text-steel-700">
            {p}
          </p>
        ))}
      </section>

      <section aria-labelledby="schemes-h" className="bg-steel-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="schemes-h" className="text-2xl font-bold text-brand-700">
            {t('home.schemes')}
          </h2>
          <p className="mt-1 text-steel-500">{t('home.schemesIntro')}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {SCHEME_CARDS.map((s) => (
              <li key={s.title} className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
                <img src={s.imageUrl} alt="" width={800} height={600} loading="lazy" className="aspect-[4/3] h-auto w-full object-cover" />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold text-steel-900">{s.title}</h3>
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
        </div>
      </section>

      <section aria-labelledby="why-h" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-h" className="text-2xl font-bold text-brand-700">
          {t('home.whyPartner')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_PARTNER.map((w) => (
            <li key={w.title} className="rounded-lg border border-steel-100 p-5">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-10 w-10 text-accent-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={ICONS[w.icon]} />
              </svg>
              <h3 className="mt-3 font-bold text-steel-900">{w.title}</h3>
              <p className="mt-2 text-sm text-steel-700">{w.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partners-h" className="bg-steel-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="partners-h" className="mb-6 text-center text-2xl font-bold text-brand-700">
            {t('home.partners')}
          </h2>
          <PartnersCarousel />
        </div>
      </section>
    </>
  );
}
