import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminRound,
  roundMeetingFormSchema as meetingFormSchema,
  type RoundMeetingForm as MeetingForm,
  type RoundMeetingInput,
} from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FormFields, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';

const FIELDS = ['heldOn', 'chairId', 'members'] as const;

/** The meeting: when it met, its chair and members (the agenda then lists who must stand aside on each item). */
export function MeetingForm({ round, onSave }: { round: AdminRound; onSave: (v: RoundMeetingInput) => Promise<unknown> }) {
  const { t } = useTranslation('rounds');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MeetingForm, unknown, RoundMeetingInput>({
    resolver: zodResolver(meetingFormSchema),
    shouldFocusError: false,
    defaultValues: {
      heldOn: round.meeting?.heldOn ?? round.meetingAt ?? '',
      chairId: round.meeting?.chair.id ?? '',
      members: round.meeting?.members.map((m) => m.id).join('\n') ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(values);
    } catch (err) {
      setError(applyServerError(err, form.setError, FIELDS, t('form.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as (typeof FIELDS)[number])} />
      <FormFields busy={formState.isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('round.heldOn')} type="date" required error={formState.errors.heldOn?.message} {...register('heldOn')} />
        <TextField label={t('round.chair')} required error={formState.errors.chairId?.message} {...register('chairId')} />
        <TextAreaField
          label={t('round.members')}
          required
          rows={3}
          error={formState.errors.members?.message}
          className="sm:col-span-2"
          {...register('members')}
        />
        <div>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('round.recordMeeting')}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
