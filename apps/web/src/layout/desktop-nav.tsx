import { useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { NavLink } from 'react-router';
import { NAV_ITEMS, type NavItem } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-600 ${isActive ? 'bg-brand-800' : ''}`;

/**
 * A disclosure (WAI-ARIA disclosure navigation pattern): the button opens and closes it (click, Enter,
 * Space), hover opens it too; Escape closes it and returns focus to the button; leaving closes it.
 * Focus alone never opens it, or Enter on the focused button would close what focus had opened.
 */
function SubMenu({ item }: { item: NavItem & { children: NonNullable<NavItem['children']> } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded px-3 py-2 text-sm font-semibold hover:bg-brand-600"
      >
        {t(`nav.${item.key}`)}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <ul
        id={id}
        aria-label={t('nav.submenu', { name: t(`nav.${item.key}`) })}
        hidden={!open}
        className="absolute left-0 top-full z-40 min-w-60 rounded-b-md bg-white py-2 text-steel-900 shadow-lg"
      >
        {item.children.map((child) => (
          <li key={child.key}>
            <NavLink to={child.to} end className="block px-4 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50" onClick={() => setOpen(false)}>
              {t(`nav.${child.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="hidden bg-brand-700 text-white lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1">
        {NAV_ITEMS.map((item) =>
          item.children ? (
            <SubMenu key={item.key} item={{ ...item, children: item.children }} />
          ) : (
            <li key={item.key}>
              <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
