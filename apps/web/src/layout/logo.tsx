import { PRODUCT_SHORT_NAME } from '@portal/shared';
import { useTranslation } from '../lib/i18n';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="44" height="44">
        <rect width="64" height="64" rx="12" fill="#0b3d91" />
        <path d="M14 44h36v6H14zM20 18h24l-4 22H24z" fill="#f5a623" />
        <circle cx="32" cy="26" r="5" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-wide text-brand-700">{PRODUCT_SHORT_NAME}</span>
        {/* A space between the two lines, so the link's text reads as two words, as its name says (WCAG 2.5.3). */}{' '}
        <span className="hidden text-[11px] font-medium text-steel-500 sm:block">{t('logoSubtitle')}</span>
      </span>
    </span>
  );
}
