import { MESSAGES, ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_UNKNOWN, PAGE_SIZE, PATHS, USER_STATUSES, type UserStatus } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { adminUsersQuery } from '../api/admin-api';
import '../i18n';

/** The users list: status filter (default PENDING_APPROVAL), category with Unknown, search, pages of 10. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = (USER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as UserStatus) : 'PENDING_APPROVAL';
  const category = params.get('category');
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const users = useQuery(adminUsersQuery({ status, organizationCategory: category ?? undefined, query: search, page }));

  useEffect(() => {
    if (users.isError) toast.error(users.error instanceof Error ? users.error.message : MESSAGES.usersSearchFailed);
  }, [users.isError, users.error]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    update({ q: (new FormData(e.currentTarget).get('q') as string).trim() || null });
  };

  const rows = users.data?.data ?? [];
  const totalPages = users.data?.totalPages ?? 1;
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-700">{t('users.title')}</h1>
      <div role="group" aria-label={t('users.filters')} className="flex flex-wrap gap-2">
        {USER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => update({ status: s })}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${s === status ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50'}`}
          >
            {t(`statusLabels.${s}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('users.category')}
          className="w-56"
          value={category ?? 'ALL'}
          onChange={(e) => update({ category: e.target.value === 'ALL' ? null : e.target.value })}
          options={[
            { value: 'ALL', label: t('users.allCategories') },
            ...ORGANIZATION_CATEGORIES.map((c) => ({ value: c, label: c })),
            { value: ORGANIZATION_CATEGORY_UNKNOWN.value, label: ORGANIZATION_CATEGORY_UNKNOWN.label },
          ]}
        />
        <form role="search" onSubmit={onSearch} className="flex min-w-72 flex-1 items-end gap-2">
          <label className="flex-1">
            <span className="mb-1 block text-sm font-semibold text-steel-700">{t('users.search')}</span>
            <input name="q" type="search" defaultValue={search} key={search} className="block w-full rounded border border-steel-100 px-3 py-2" />
          </label>
          <Button type="submit">{t('users.searchButton')}</Button>
        </form>
      </div>

      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        {users.isPending ? (
          <div role="status" className="flex justify-center p-10">
            <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
            <span className="sr-only">{t('users.loading')}</span>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-6 text-steel-500">{t('users.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-steel-50 text-steel-700">
              <tr>
                {(['sno', 'name', 'email', 'organization', 'category', 'date', 'status'] as const).map((c) => (
                  <th key={c} scope="col" className="whitespace-nowrap px-3 py-2">
                    {t(`users.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((u, i) => (
                <tr key={u.id} className="border-t border-steel-100">
                  <td className="px-3 py-2">{first + i}</td>
                  <td className="px-3 py-2">
                    <Link to={PATHS.adminUser(u.id)} className="font-semibold text-brand-700 hover:underline">
                      {u.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{u.email}</td>
                  <td className="px-3 py-2">{u.organization ?? '—'}</td>
                  <td className="px-3 py-2">{u.organizationCategory ?? ORGANIZATION_CATEGORY_UNKNOWN.label}</td>
                  <td className="whitespace-nowrap px-3 py-2">{new Date(u.createdAt).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' })}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={u.status} label={t(`statusLabels.${u.status}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Spec part 2 §2: the last figure is the number of rows on this page. */}
        <p className="text-sm text-steel-500">{rows.length > 0 ? t('users.showing', { from: first, to: first + rows.length - 1, count: rows.length }) : ''}</p>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
            {t('users.previous')}
          </Button>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => update({ page: String(page + 1) })}>
            {t('users.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
