import { PATHS } from '@portal/shared';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-steel-500">{t('notFound.body')}</p>
      <Link to={PATHS.home} className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
