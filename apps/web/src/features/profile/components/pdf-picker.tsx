import { MESSAGES, PDF_MAGIC_BYTES, PROFILE_UPLOAD_MAX_BYTES, startsWithPdfMagic } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { forwardRef, useState } from 'react';
import { controlClass, Field } from '../../../components/ui/field';

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
async function refusalFor(file: File): Promise<string | null> {
  if (file.size > PROFILE_UPLOAD_MAX_BYTES) return MESSAGES.uploadRefused;
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC_BYTES.length).arrayBuffer());
  return startsWithPdfMagic(head) ? null : MESSAGES.uploadRefused;
}

/** Picks one PDF of at most 2 MB; a wrong or oversize file is refused on the spot and not attached. */
export const PdfPicker = forwardRef<HTMLInputElement, Props>(function PdfPicker({ label, hint, currentLabel, noFileLabel, current, file, onFile, disabled, error, name }, ref) {
  const [refusal, setRefusal] = useState<string | null>(null);
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
            onChange={async (e) => {
              const input = e.currentTarget;
              const picked = input.files?.[0] ?? null;
              const refused = picked ? await refusalFor(picked) : null;
              setRefusal(refused);
              if (refused) input.value = '';
              onFile(refused ? null : picked);
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
