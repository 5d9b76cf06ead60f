import { API_PREFIX, OPEN_DATA_API, OPEN_DATA_LICENCE, OPEN_FILE_NAMES, OPEN_GRANT_FIELDS, OPEN_TRANSACTION_COLUMNS, type OpenFileName } from '@portal/shared';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useOpenDataIndex } from '../api/open-data';
import '../i18n';

const FILE_URL: Record<OpenFileName, string> = {
  'grants.json': `${API_PREFIX}${OPEN_DATA_API.grantsJson}`,
  'grants.csv': `${API_PREFIX}${OPEN_DATA_API.grantsCsv}`,
  'transactions.csv': `${API_PREFIX}${OPEN_DATA_API.transactionsCsv}`,
};

/** A table of fields and their meanings: a caption, and one row a field. */
function FieldTable({ caption, rows, field, meaning }: { caption: string; rows: [string, string][]; field: string; meaning: string }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="p-3 text-left text-steel-700">{caption}</caption>
        <thead className="bg-steel-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {field}
            </th>
            <th scope="col" className="px-3 py-2">
              {meaning}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, text]) => (
            <tr key={name} className="border-t border-steel-100">
              <th scope="row" className="px-3 py-2 font-mono font-normal [overflow-wrap:anywhere]">
                {name}
              </th>
              <td className="px-3 py-2">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/open-data`: the open-data files, each field's meaning, the licence, and (after hydration, from
 * `GET /open/index.json`) when the files were generated and their checksums. Prerendered, as the other
 * public pages.
 */
export function OpenDataPage() {
  const { t } = useTranslation('openData');
  const index = useOpenDataIndex();
  const byName = new Map(index.data?.files.map((f) => [f.name, f]));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('title')}</h1>
      <p className="text-steel-700">{t('intro')}</p>

      <section aria-labelledby="open-licence" className="space-y-2">
        <h2 id="open-licence" className="text-xl font-semibold text-brand-700">
          {t('licenceTitle')}
        </h2>
        <p data-testid="open-licence">
          {t('licenceBefore')}
          <a href={OPEN_DATA_LICENCE.url} className="text-brand-700 underline" rel="license noopener noreferrer">
            {t('licenceName')}
          </a>
          {t('licenceAfter')}
        </p>
      </section>

      <section aria-labelledby="open-files" className="space-y-2">
        <h2 id="open-files" className="text-xl font-semibold text-brand-700">
          {t('filesTitle')}
        </h2>
        <div aria-live="polite">
          {index.isPending && <p className="text-sm text-steel-600">{t('loading')}</p>}
          {index.isError && (
            <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
              {t('failed')}
            </p>
          )}
          {index.data && (
            <p className="text-sm text-steel-600" data-testid="open-generated">
              {t('generatedAt', { when: formatDateTime(index.data.generatedAt) })}
            </p>
          )}
        </div>
        <ul className="space-y-3" data-testid="open-files">
          {OPEN_FILE_NAMES.map((name) => {
            const f = byName.get(name);
            return (
              <li key={name} className="rounded-lg bg-white p-4 shadow-sm">
                <h3 className="text-lg font-semibold">
                  <a href={FILE_URL[name]} className="text-brand-700 underline" download={name}>
                    {name}
                  </a>
                </h3>
                <p className="text-steel-700">{t(`files.${name}`)}</p>
                {/* Kept in place while the index loads (the prerendered page paints it), so nothing below moves when it arrives. */}
                <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" aria-busy={!f}>
                  <dt className="text-steel-600">{t('records')}</dt>
                  <dd>{f ? formatNumber(f.records) : '…'}</dd>
                  <dt className="text-steel-600">{t('size')}</dt>
                  <dd>{f ? t('bytes', { size: formatNumber(f.bytes) }) : '…'}</dd>
                  <dt className="text-steel-600">{t('checksum')}</dt>
                  <dd className="min-h-[2lh] font-mono [overflow-wrap:anywhere] sm:min-h-0" data-testid={f ? `sha256-${name}` : undefined}>
                    {f ? f.sha256 : '…'}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="open-grant-fields" className="space-y-2">
        <h2 id="open-grant-fields" className="text-xl font-semibold text-brand-700">
          {t('grantFieldsTitle')}
        </h2>
        <FieldTable
          caption={t('grantFieldsCaption')}
          field={t('field')}
          meaning={t('meaning')}
          rows={OPEN_GRANT_FIELDS.map((f) => [f, t(`grantFields.${f}`)])}
        />
      </section>

      <section aria-labelledby="open-transaction-fields" className="space-y-2">
        <h2 id="open-transaction-fields" className="text-xl font-semibold text-brand-700">
          {t('transactionFieldsTitle')}
        </h2>
        <FieldTable
          caption={t('transactionFieldsCaption')}
          field={t('field')}
          meaning={t('meaning')}
          rows={OPEN_TRANSACTION_COLUMNS.map((c) => [c, t(`transactionFields.${c}`)])}
        />
      </section>

      <section aria-labelledby="open-standard" className="space-y-2">
        <h2 id="open-standard" className="text-xl font-semibold text-brand-700">
          {t('standardTitle')}
        </h2>
        <p className="text-steel-700">{t('standard')}</p>
      </section>
    </div>
  );
}
