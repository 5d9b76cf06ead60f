import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormFields } from '../../../components/ui/form-fields';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's error summary, first in the form. */
  summary: ReactNode;
  busy: boolean;
  submitLabel: string;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
};

/** A partners dialog's form (invite, request, report): its summary, its fields held while it sends, then send and cancel. */
export function DialogForm({ onSubmit, summary, busy, submitLabel, submitVariant, cancelLabel, onCancel, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {summary}
      <FormFields busy={busy} className="space-y-4">
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={busy} {...(submitVariant ? { variant: submitVariant } : {})}>
            {submitLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
