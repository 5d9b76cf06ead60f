import { GALLERY_EAGER_COUNT } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';
import { type GalleryPhoto } from '../content/gallery';
import { type LegalPage } from '../content/legal';

export function ResourcesPage() {
  const { RESOURCES } = content();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={RESOURCES.title}>{RESOURCES.intro}</PageHeader>
      <Container>
        <ul className="grid gap-4 md:grid-cols-2">
          {RESOURCES.items.map((r) => (
            <li key={r.href} className="rounded-lg border border-steel-100 p-5">
              <a href={r.href} download className="text-lg font-bold text-brand-700 hover:underline">
                {r.title} <span className="text-sm font-normal text-steel-500">({t('pdf')})</span>
              </a>
              <p className="mt-1 text-sm text-steel-700">{r.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

export function ContactPage() {
  const { CONTACT } = content();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={CONTACT.title}>{CONTACT.intro}</PageHeader>
      <Container className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="c-mail">
          <h2 id="c-mail" className="text-xl font-bold text-brand-700">
            {t('contact.email')}
          </h2>
          <ul className="mt-3 space-y-2">
            {CONTACT.proposalQueries.map((c) => (
              <li key={c.email}>
                <span className="block text-sm text-steel-500">{c.scheme}</span>
                <a href={`mailto:${c.email}`} className="font-semibold text-brand-700 hover:underline">
                  {c.email}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="c-admin">
            <h2 id="c-admin" className="text-xl font-bold text-brand-700">
              {t('contact.admin')}
            </h2>
            <p className="text-sm text-steel-500">{CONTACT.administrator.label}</p>
            <a href={`mailto:${CONTACT.administrator.email}`} className="font-semibold text-brand-700 hover:underline">
              {CONTACT.administrator.email}
            </a>
          </section>
          <section aria-labelledby="c-phone">
            <h2 id="c-phone" className="text-xl font-bold text-brand-700">
              {t('contact.phone')}
            </h2>
            <a href={`tel:${CONTACT.phone.number.replace(/\s/g, '')}`} className="font-semibold text-brand-700 hover:underline">
              {CONTACT.phone.number}
            </a>
            <p className="text-sm text-steel-500">{CONTACT.phone.hours}</p>
          </section>
          <section aria-labelledby="c-office">
            <h2 id="c-office" className="text-xl font-bold text-brand-700">
              {t('contact.office')}
            </h2>
            <address className="not-italic text-steel-700">
              {CONTACT.office.lines.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
            </address>
          </section>
        </div>
      </Container>
    </>
  );
}

export function FaqPage() {
  const { FAQ } = content();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={t('faqTitle')}>{t('faqIntro')}</PageHeader>
      <Container className="space-y-10">
        <nav aria-label={t('faqCategories')}>
          <ul className="flex flex-wrap gap-2">
            {FAQ.map((c) => (
              <li key={c.id}>
                <a href={`#faq-${c.id}`} className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50">
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {FAQ.map((c) => (
          <section key={c.id} id={`faq-${c.id}`} aria-labelledby={`faq-h-${c.id}`}>
            <h2 id={`faq-h-${c.id}`} className="text-2xl font-bold text-brand-700">
              {c.title}
            </h2>
            <div className="mt-4 divide-y divide-steel-100 rounded-lg border border-steel-100">
              {c.items.map((item) => (
                <details key={item.q} className="group p-4">
                  <summary className="cursor-pointer font-semibold text-steel-900">{item.q}</summary>
                  <p className="mt-2 text-steel-700">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}

// The zoom dialog is fetched when the reader reaches for a photo, not with the page (decision 032).
const loadDialog = () => import('../../../components/ui/dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

export function GalleryPage() {
  const { GALLERY } = content();
  const { t } = useTranslation('public');
  const [open, setOpen] = useState<GalleryPhoto | null>(null);
  return (
    <>
      <PageHeader title={t('gallery.title')}>{t('gallery.intro')}</PageHeader>
      <Container>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5" onPointerOver={() => void loadDialog()} onFocus={() => void loadDialog()}>
          {GALLERY.map((g, i) => (
            // A photo below the first ones is drawn when it nears the screen (content-visibility), not with the
            // page: the fifty SVG photos' painting was the page's longest task. Its box keeps the photo's 4:3.
            <li key={g.id} className={i < GALLERY_EAGER_COUNT ? undefined : 'aspect-[4/3] [content-visibility:auto]'}>
              <button
                type="button"
                onClick={() => setOpen(g)}
                className="block w-full overflow-hidden rounded-lg bg-steel-100"
                aria-label={t('gallery.open', { caption: g.caption })}
              >
                <img
                  src={g.src}
                  alt=""
                  width={g.width}
                  height={g.height}
                  loading={i < GALLERY_EAGER_COUNT ? 'eager' : 'lazy'}
                  fetchPriority={i < GALLERY_EAGER_COUNT ? 'high' : 'auto'}
                  className="h-auto w-full transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <Dialog open onOpenChange={(o) => !o && setOpen(null)} title={open.caption} closeLabel={t('gallery.close')} wide>
            <img src={open.src} alt={open.caption} width={open.width} height={open.height} className="h-auto w-full rounded" />
          </Dialog>
        </Suspense>
      )}
    </>
  );
}

function Legal({ page }: { page: LegalPage }) {
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={page.title}>{t('updated', { date: page.updated })}</PageHeader>
      <Container className="max-w-3xl space-y-6">
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2 className="text-xl font-bold text-brand-700">{s.heading}</h2>
            {s.body.map((b) => (
              <p key={b} className="mt-2 text-steel-700">
                {b}
              </p>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}

export const TermsPage = () => <Legal page={content().TERMS} />;
export const PrivacyPage = () => <Legal page={content().PRIVACY} />;

export function LaunchPage() {
  const { t } = useTranslation('public');
  return (
    <section className="flex min-h-screen flex-col items-center justify-center bg-brand-900 px-4 text-center text-white">
      <h1 className="text-4xl font-bold sm:text-5xl">{t('launch.title')}</h1>
      <p className="mt-4 max-w-xl text-brand-50">{t('launch.body')}</p>
      <Link to="/" className="mt-8 rounded bg-accent-500 px-6 py-3 font-bold text-steel-900 hover:bg-accent-600">
        {t('launch.enter')}
      </Link>
    </section>
  );
}
