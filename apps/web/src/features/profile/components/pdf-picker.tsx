import { MESSAGES, PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { forwardRef } from 'react';
import { controlClass, Field } from '../../../components/ui/field';
import { useRefusal } from '../../../components/ui/file-picker';
import type { FileRule } from '../../../lib/file-kind';

type Props = {
  label: string;
  hint: string;
  currentLabel: string;
  noFileLabel: string;
  current: DocumentRef | null;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** The server's refusal of this file; a newly chosen file replaces it. */
  error?: string;
  name: string;
};

/** A PDF judged as the server judges it: by its first bytes and its size, not by its name. */
export const PROFILE_PDF_RULE: FileRule = {
  kinds: ['pdf'],
  maxBytes: PROFILE_UPLOAD_MAX_BYTES,
  wrongTypeMessage: MESSAGES.uploadRefused,
  tooLargeMessage: MESSAGES.uploadRefused,
};

/**
 * Picks one PDF of at most 2 MB; a wrong or oversize file is refused on the spot, and stays chosen so
 * that the profile holds its save back until another is picked (never saved without it unsaid).
 */
export const PdfPicker = forwardRef<HTMLInputElement, Props>(function PdfPicker(
  { label, hint, currentLabel, noFileLabel, current, file, onFile, disabled, error, name },
  ref,
) {
  const refusal = useRefusal(file, PROFILE_PDF_RULE);
  return (
    <Field label={label} hint={hint} error={refusal ?? error}>
      {(control) => (
        <>
          <input
            ref={ref}
            {...control}
            name={name}
            type="file"
            accept="application/pdf,.pdf"
            disabled={disabled}
            onChange={(e) => {
              const picked = e.currentTarget.files?.[0];
              if (picked) onFile(picked);
            }}
            className={`${controlClass(Boolean(refusal ?? error))} text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 disabled:opacity-60`}
          />
          <p className="mt-2 text-sm text-steel-700">
            {file ? (
              <span>{file.name}</span>
            ) : current ? (
              <>
                {currentLabel}{' '}
                <a href={current.url} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]" download>
                  {current.fileName}
                </a>
              </>
            ) : (
              <span className="text-steel-500">{noFileLabel}</span>
            )}
          </p>
        </>
      )}
    </Field>
  );
});
