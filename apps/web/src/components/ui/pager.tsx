import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { pageCount, pageWindow } from './pager-window';

type PagerProps = {
  page: number;
  totalPages: number;
  /** Rows on the current page. */
  rowCount: number;
  /** Rows in the whole list, as the server counted them (a lower bound when `totalExact` is false). */
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** False when totalPages is a lower bound (a search that stopped counting): 'Page 1 of 100+'. */
  totalExact?: boolean;
  /** Disables the buttons while the next page loads. */
  busy?: boolean;
};

/**
 * 'Showing X to Y of Z results' and Previous/Next. Z is the list's total, not the spec's rows on this
 * page (decision 130); Previous is disabled on page 1, Next on the last page.
 */
export function Pager({ page, totalPages, rowCount, total, pageSize, onPageChange, totalExact = true, busy = false }: PagerProps) {
  const { t } = useTranslation();
  const { from, to } = pageWindow(page, pageSize, rowCount);
  const { pages, atLeast, hasNext } = pageCount(page, totalPages, totalExact);
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-steel-500" aria-live="polite">
        {rowCount > 0 ? t(totalExact ? 'list.showing' : 'list.showingAtLeast', { from, to, count: Math.max(total, to) }) : ''}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('list.previous')}
        </Button>
        <span className="text-sm text-steel-500">{t(atLeast ? 'list.pageOfAtLeast' : 'list.pageOf', { page, totalPages: pages })}</span>
        <Button variant="secondary" disabled={busy || !hasNext} onClick={() => onPageChange(page + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
