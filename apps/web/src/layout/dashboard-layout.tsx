import { PATHS } from '@portal/shared';
import { useTranslation } from '../lib/i18n';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useNotifications } from '../api/notifications/notifications';
import { NOTIFICATIONS_HASH } from '../components/notifications-box';
import { useAuth } from '../lib/auth/auth-context';
import { useCodeLabels } from '../lib/labels';

export type DashboardLink = { to: string; label: string; end?: boolean };

/**
 * The frame of signed-in pages: a header with the user's name and roles, the notification bell
 * (the unread count, where the spec kept 0: issue 14) and a logout button, and a side navigation.
 */
/** `home`: the dashboard home of this area, where the bell leads (an admin's is the admin dashboard). */
export function DashboardLayout({ links, home }: { links: DashboardLink[]; home: string }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const labels = useCodeLabels();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    await logout();
    await navigate(PATHS.home);
  };

  return (
    <div className="bg-steel-50">
      <div className="border-b border-steel-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-steel-900" data-testid="dashboard-user-name">
              {user.name}
            </p>
            <p className="text-xs text-steel-500" data-testid="dashboard-user-roles">
              {labels.roles(user.roles)}
            </p>
          </div>
          <NotificationBell home={home} />
          <button
            type="button"
            onClick={() => void onLogout()}
            className="rounded border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('dashboard.logout')}
          </button>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('dashboard.nav')} className="md:w-56 md:shrink-0">
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** The bell: opens the notifications box on the area's dashboard home. */
function NotificationBell({ home }: { home: string }) {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <Link
      to={`${home}${NOTIFICATIONS_HASH}`}
      className="relative inline-flex rounded-full p-2 text-steel-700 hover:bg-steel-50"
      aria-label={t('dashboard.unread', { count: unread })}
      data-testid="notification-bell"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      <span
        aria-hidden="true"
        data-testid="notification-count"
        className="absolute -right-0.5 -top-0.5 rounded-full bg-brand-700 px-1.5 text-[10px] font-bold text-white"
      >
        {unread}
      </span>
    </Link>
  );
}
