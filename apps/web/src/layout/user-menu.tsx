import { PATHS } from '@portal/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { type SessionUser, useAuth } from '../lib/auth/auth-context';

/**
 * The user-name menu (docs/specification.md#layout), a WAI-ARIA menu button: opens on click, Enter, Space or the
 * arrow keys with focus on an item; arrows, Home and End move between items; Escape closes it and
 * returns focus to the button; Tab or an outside click closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  // Which item takes focus when the menu opens: null while closed.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const open = openAt !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const isAdmin = user.roles.includes('ADMIN');

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpenAt(null);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!openAt) return;
    const all = items();
    (openAt === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpenAt(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  const signOut = async () => {
    close(false);
    await logout();
    void navigate(PATHS.home);
  };

  const itemClass = 'block w-full px-4 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.label', { name: user.name })}
        onClick={() => (open ? close(false) : setOpenAt('first'))}
        onKeyDown={onButtonKey}
        className="flex max-w-48 items-center gap-2 rounded bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
      >
        <span className="truncate">{user.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={user.name}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-steel-100"
        >
          <Link role="menuitem" tabIndex={-1} to={isAdmin ? PATHS.adminDashboard : PATHS.dashboard} className={itemClass} onClick={() => close(false)}>
            {t('userMenu.dashboard')}
          </Link>
          {!isAdmin && (
            <Link role="menuitem" tabIndex={-1} to={PATHS.profile} className={itemClass} onClick={() => close(false)}>
              {t('userMenu.profile')}
            </Link>
          )}
          <button role="menuitem" tabIndex={-1} type="button" className={itemClass} onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
