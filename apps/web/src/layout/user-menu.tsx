import { PATHS } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type SessionUser, useAuth } from '../lib/auth/auth-context';

/** The user-name menu: opens on click, closes on an outside click or Escape (spec part 1 §2). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isAdmin = user.roles.includes('ADMIN');

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await logout();
    void navigate(PATHS.home);
  };

  const itemClass = 'block w-full px-4 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.label', { name: user.name })}
        onClick={() => setOpen((v) => !v)}
        className="flex max-w-48 items-center gap-2 rounded bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
      >
        <span className="truncate">{user.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" className="absolute right-0 z-50 mt-1 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-steel-100">
          <Link role="menuitem" to={isAdmin ? PATHS.adminDashboard : PATHS.dashboard} className={itemClass} onClick={() => setOpen(false)}>
            {t('userMenu.dashboard')}
          </Link>
          {!isAdmin && (
            <Link role="menuitem" to={PATHS.profile} className={itemClass} onClick={() => setOpen(false)}>
              {t('userMenu.profile')}
            </Link>
          )}
          <button role="menuitem" type="button" className={itemClass} onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
