import { MESSAGES } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications/notifications';
import { formatDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { Spinner } from './ui/spinner';
import { localize, noticeIn } from '../lib/localize';

/** The box's anchor: the bell links to the dashboard with this hash, which opens the box. */
export const NOTIFICATIONS_HASH = '#notifications';

/**
 * The latest notifications on a dashboard (the user's and the admin's). Opening the box marks the
 * unread ones read, so the bell's count falls; its button says Hide while it is open. Arriving by the
 * bell (the hash) opens it.
 */
export function NotificationsBox() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { hash, key } = useLocation();
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;
  const unreadIds = items.filter((n) => !n.readAt).map((n) => n.id);

  const show = (next: boolean) => {
    setOpen(next);
    if (next && unreadIds.length > 0) markRead.mutate(unreadIds);
  };
  // Each arrival by the bell (a new location key, even on the dashboard already) opens the box once the list is there.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (hash !== NOTIFICATIONS_HASH || !notifications.data || openedFor.current === key) return;
    openedFor.current = key;
    show(true);
    section.current?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per arrival, not per render of the list
  }, [hash, key, notifications.data]);

  return (
    <section ref={section} id={NOTIFICATIONS_HASH.slice(1)} aria-labelledby="notifications-heading" className="scroll-mt-4 rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-lg font-semibold text-steel-900">
          {t('notificationsBox.title')}
          {unread > 0 && (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('notificationsBox.newCount', { count: unread })}</span>
          )}
        </h2>
        {items.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls="notifications-list"
            onClick={() => show(!open)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {open ? t('notificationsBox.hide') : t('notificationsBox.show')}
          </button>
        )}
      </div>
      {notifications.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="mt-3 text-steel-500">{localize(MESSAGES.noNotifications)}</p>
      ) : (
        open && (
          <ul id="notifications-list" className="mt-3 divide-y divide-steel-100">
            {items.map((n) => (
              <li key={n.id} className="py-2 text-sm">
                {/* Worded by its catalogue key and values in the page's language (decision 277). */}
                <p className={n.readAt ? 'text-steel-700' : 'font-semibold text-steel-900'}>{noticeIn(n.title, n.titleRef)}</p>
                <p className="text-steel-700 [overflow-wrap:anywhere]">{noticeIn(n.body, n.bodyRef)}</p>
                <p className="text-xs text-steel-500">
                  {formatDate(n.createdAt)}
                  {n.link && (
                    <>
                      {' · '}
                      <Link to={n.link} className="font-semibold text-brand-700 underline">
                        {t('notificationsBox.open')}
                      </Link>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
