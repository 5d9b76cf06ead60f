import { zodResolver } from '@hookform/resolvers/zod';
import { COMMITTEE_QUERY_MIN_LENGTH } from '@portal/shared';
import { type AdminRound, roundMeetingFormSchema, type RoundMeetingForm, type RoundMeetingInput } from '@portal/shared/schemas';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FormFields, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { ApiValidationError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isCommitteeSearchable, useCommitteeCandidates } from '../api/rounds-api';

const FIELDS = ['heldOn', 'chairId', 'memberIds'] as const;

type Person = { id: string; name: string; organization: string | null; designation?: string | null };
const described = (p: Person) => [p.organization, p.designation].filter(Boolean).join(' · ');

/**
 * The meeting: when it met, its members chosen with the people picker (a server search among the approved
 * administrators and reviewers, decision 285), and its chair among them. The agenda then lists who must stand
 * aside on each item.
 */
export function MeetingForm({ round, onSave }: { round: AdminRound; onSave: (v: RoundMeetingInput) => Promise<unknown> }) {
  const { t } = useTranslation('rounds');
  const [error, setError] = useState<string | null>(null);
  const [people, setPeople] = useState<Person[]>(round.meeting?.members ?? []);
  const [text, setText] = useState('');
  const search = useRef<HTMLInputElement | null>(null);
  const query = useDebouncedValue(text.trim(), 250);
  const results = useCommitteeCandidates(query);
  const form = useForm<RoundMeetingForm, unknown, RoundMeetingInput>({
    resolver: zodResolver(roundMeetingFormSchema),
    shouldFocusError: false,
    defaultValues: {
      heldOn: round.meeting?.heldOn ?? round.meetingAt ?? '',
      chairId: round.meeting?.chair.id ?? '',
      memberIds: round.meeting?.members.map((m) => m.id) ?? [],
    },
  });
  const { register, handleSubmit, formState, setValue, getValues } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const setMembers = (next: Person[]) => {
    setPeople(next);
    setValue(
      'memberIds',
      next.map((p) => p.id),
      { shouldValidate: formState.isSubmitted },
    );
    if (!next.some((p) => p.id === getValues('chairId'))) setValue('chairId', next.length === 1 ? next[0]!.id : '');
  };
  const choose = (p: Person) => {
    setMembers([...people, p]);
    setText('');
  };
  const remove = (p: Person) => {
    setMembers(people.filter((m) => m.id !== p.id));
    search.current?.focus();
  };

  const typed = text.trim();
  const tooShort = typed.length > 0 && !isCommitteeSearchable(typed);
  const waiting = !tooShort && (results.isFetching || typed !== query);
  const failed = !tooShort && !waiting && results.isError;
  const options = !tooShort && !failed && isCommitteeSearchable(query) ? (results.data ?? []).filter((c) => !people.some((p) => p.id === c.id)) : [];
  const emptyText = tooShort
    ? t('round.picker.tooShort', { min: COMMITTEE_QUERY_MIN_LENGTH })
    : failed
      ? results.error?.message || t('round.picker.failed')
      : t('round.picker.noMatches');
  // What the list says, for a screen reader too (the list's own note is not read out).
  const status = !typed ? '' : waiting ? t('round.picker.searching') : options.length > 0 ? t('round.picker.found', { count: options.length }) : emptyText;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(values);
    } catch (err) {
      // A refusal of one member (not eligible, no such user) names them under the picker.
      if (err instanceof ApiValidationError) {
        const member = Object.entries(err.fieldErrors).find(([path]) => path.startsWith('memberIds.'));
        const who = member ? people[Number(member[0].split('.')[1])] : undefined;
        if (member) form.setError('memberIds', { type: 'server', message: who ? `${who.name}: ${member[1]}` : member[1] });
      }
      setError(applyServerError(err, form.setError, FIELDS, t('form.failed')));
      showSummary();
    }
  }, showSummary);
  const memberError = formState.errors.memberIds?.message ?? formState.errors.memberIds?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorSummary
        ref={attachSummary}
        items={summaryItems}
        message={error}
        onSelect={(name) => (name.startsWith('memberIds') ? search.current?.focus() : form.setFocus(name as 'heldOn' | 'chairId'))}
      />
      <FormFields busy={formState.isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('round.heldOn')} type="date" required error={formState.errors.heldOn?.message} {...register('heldOn')} />
        <div className="sm:col-span-2" data-field="memberIds">
          <Combobox
            ref={search}
            name="memberIds"
            label={t('round.picker.label')}
            hint={t('round.picker.hint')}
            error={memberError}
            required
            inputValue={text}
            onInputChange={setText}
            options={options}
            optionKey={(c) => c.id}
            renderOption={(c) => (
              <span className="block">
                <span className="font-semibold">{c.name}</span>
                {described(c) && <span className="block text-xs text-steel-600">{described(c)}</span>}
              </span>
            )}
            onSelect={choose}
            loading={waiting}
            loadingText={t('round.picker.searching')}
            emptyText={emptyText}
            listLabel={t('round.picker.list')}
            maxLength={120}
          />
          <p className="sr-only" role="status" aria-live="polite">
            {status}
          </p>
          <h3 className="mt-3 text-sm font-semibold text-steel-800" id="chosen-members">
            {t('round.picker.chosen', { count: people.length })}
          </h3>
          {people.length === 0 ? (
            <p className="text-sm text-steel-600">{t('round.picker.noneChosen')}</p>
          ) : (
            <ul aria-labelledby="chosen-members" className="mt-1 flex flex-wrap gap-2" data-testid="chosen-members">
              {people.map((p) => (
                <li key={p.id} className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
                  <span className="[overflow-wrap:anywhere]">
                    {p.name}
                    {p.organization ? <span className="text-steel-700"> ({p.organization})</span> : null}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(p)}
                    aria-label={t('round.picker.remove', { name: p.name })}
                    className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-full px-2 text-base leading-none hover:bg-brand-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Controller
          control={form.control}
          name="chairId"
          render={({ field }) => (
            <SelectField
              label={t('round.chair')}
              hint={t('round.chairHint')}
              required
              error={formState.errors.chairId?.message}
              placeholder={t('round.chooseChair')}
              options={people.map((p) => ({ value: p.id, label: p.name }))}
              {...field}
            />
          )}
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={formState.isSubmitting}>
            {t('round.recordMeeting')}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
