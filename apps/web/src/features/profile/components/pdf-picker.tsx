import { MESSAGES, PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { useId, useState } from 'react';

type Props = {
  label: string;
  hint: string;
  currentLabel: string;
  noFileLabel: string;
  current: DocumentRef | null;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  error?: string;
  name: string;
};

/** Picks one PDF of at most 2 MB; a wrong or oversize file is refused on the spot and not attached. */
export function PdfPicker({ label, hint, currentLabel, noFileLabel, current, file, onFile, disabled, error, name }: Props) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-steel-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          if (picked && (picked.type !== 'application/pdf' || picked.size > PROFILE_UPLOAD_MAX_BYTES)) {
            setRefusal(MESSAGES.uploadRefused);
            e.target.value = '';
            onFile(null);
            return;
          }
          setRefusal(null);
          onFile(picked);
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-steel-500">
        {hint}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {shown}
        </p>
      )}
      <p className="mt-2 text-sm text-steel-700">
        {file ? (
          <span>{file.name}</span>
        ) : current ? (
          <>
            {currentLabel}{' '}
            <a href={current.url} className="font-semibold text-brand-700 underline" download>
              {current.fileName}
            </a>
          </>
        ) : (
          <span className="text-steel-500">{noFileLabel}</span>
        )}
      </p>
    </div>
  );
}
