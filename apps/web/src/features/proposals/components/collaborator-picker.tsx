import { COLLABORATOR_QUERY_MIN_LENGTH, fillMessage, MESSAGES } from '@portal/shared';
import type { CollaboratorOption } from '@portal/shared/schemas';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Combobox } from '../../../components/ui/combobox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isSearchable, useCollaboratorSearch } from '../api/search-collaborators';
import type { CollaboratorRow } from '../wizards/funding-form';

/**
 * Chooses a registered user as a collaborator by searching the server (3+ characters); shows what was
 * chosen. Options show name, organisation and category; the masked address only once chosen. Users
 * already chosen in the other rows (`taken`, by id) are not offered again.
 */
export function CollaboratorPicker({
  chosen,
  onChoose,
  taken,
  error,
}: {
  chosen: CollaboratorRow | undefined;
  onChoose: (c: CollaboratorOption) => void;
  taken: readonly string[];
  error?: string;
}) {
  const { t } = useTranslation('proposals');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const results = useCollaboratorSearch(query);
  const searchable = isSearchable(query);
  const tooShort = text.trim().length > 0 && !isSearchable(text);
  return (
    <div className="space-y-3">
      <Combobox
        label={t('funding.searchCollaborator')}
        hint={t('funding.hints.collaborator')}
        error={error}
        required
        inputValue={text}
        onInputChange={setText}
        options={searchable ? (results.data ?? []).filter((c) => !taken.includes(c.id)) : []}
        optionKey={(c) => c.id}
        renderOption={(c) => (
          <span className="block">
            <span className="font-semibold">{c.name}</span>
            <span className="block text-xs text-steel-500">{[c.organization, c.organizationCategory].filter(Boolean).join(' · ')}</span>
          </span>
        )}
        onSelect={(c) => {
          onChoose(c);
          setText('');
        }}
        // While the typed text waits for its search, the list says it is searching, not that none match.
        loading={!tooShort && (results.isFetching || text.trim() !== query)}
        loadingText={t('funding.searching')}
        emptyText={tooShort ? fillMessage(MESSAGES.collaboratorQueryTooShort, { min: COLLABORATOR_QUERY_MIN_LENGTH }) : t('funding.noMatches')}
        listLabel={t('funding.collaboratorsList')}
      />
      {chosen?.organisation && (
        <dl className="grid gap-2 rounded bg-steel-50 p-3 text-sm sm:grid-cols-3" data-testid="chosen-collaborator">
          <div>
            <dt className="font-semibold text-steel-700">{t('funding.contactPerson')}</dt>
            <dd>{chosen.contactPerson}</dd>
          </div>
          <div>
            <dt className="font-semibold text-steel-700">{t('funding.collaboratorEmail')}</dt>
            <dd className="[overflow-wrap:anywhere]">{chosen.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-steel-700">{t('funding.collaboratorOrgType')}</dt>
            <dd>{chosen.orgType || '—'}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
