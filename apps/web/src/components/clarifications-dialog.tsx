import type { ClarificationSubject } from '../api/clarifications/get-clarifications';
import { useTranslation } from '../lib/i18n';
import { ClarificationThreads, type ThreadRole } from './clarifications/clarification-threads';
import { Dialog } from './ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: ClarificationSubject;
  name: string;
  role?: ThreadRole;
  fieldLabel?: (field: string) => string;
};

/** 'Clarifications for {name}': the one thread view of a user's or a proposal's clarifications, in a dialog (docs/specification.md#admin-screens). */
export function ClarificationsDialog({ open, onOpenChange, subject, name, role = 'reader', fieldLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('clarifications.title', { name })} wide>
      {open && <ClarificationThreads subject={subject} role={role} fieldLabel={fieldLabel} />}
    </Dialog>
  );
}
