import { MESSAGES, PATHS } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCodeLabels } from '../../../lib/labels';
import '../i18n';
import { localize } from '../../../lib/localize';

export function UnauthorizedPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const labels = useCodeLabels();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-red-700">{localize(MESSAGES.accessDenied)}</h1>
      {user ? (
        <>
          <p className="mt-4 text-steel-700">{localize(MESSAGES.accessDeniedBody)}</p>
          {user.roles.length > 0 && <p className="mt-2 text-sm text-steel-500">{t('unauthorized.yourRoles', { roles: labels.roles(user.roles) })}</p>}
        </>
      ) : (
        <p className="mt-4 text-steel-700">{localize(MESSAGES.accessDeniedNoUser)}</p>
      )}
      <div className="mt-8 flex justify-center gap-3">
        <Link to={PATHS.home} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('unauthorized.home')}
        </Link>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('unauthorized.back')}
        </Button>
      </div>
    </section>
  );
}
