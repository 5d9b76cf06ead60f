import { useTranslation } from '../../lib/i18n';

/** A centred spinner announced to assistive technology as a status. */
export function Spinner({ label, className = 'p-10' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex justify-center ${className}`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
