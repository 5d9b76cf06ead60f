import { indiaDate, PATHS } from '@portal/shared';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  // India's year, as every date the portal shows is India's (decision 217).
  const year = indiaDate().slice(0, 4);
  return (
    <footer className="mt-auto bg-brand-900 text-steel-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <p>{t('footer.ministry')}</p>
        <nav aria-label={t('footer.quickLinks')}>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link className="underline-offset-4 hover:underline" to={PATHS.contact}>
                {t('contactUs')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to={PATHS.faq}>
                {t('nav.faq')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to={PATHS.terms}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to={PATHS.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* Room at the bottom for the scroll-to-top button, so at the page's end it covers no link or text. */}
      <div className="border-t border-brand-800 px-4 pb-24 pt-4 text-center text-xs" data-testid="copyright">
        <p data-testid="time-zone">{t('footer.timeZone')}</p>
        <p className="mt-1">{t('footer.copyright', { year, name: t('productName') })}</p>
      </div>
    </footer>
  );
}
