import { useState } from 'react';
import { type FileKind, kindOfFile } from '../../lib/file-kind';
import { controlClass, Field } from './field';

export type StoredFile = { fileName: string; url: string };

type FilePickerProps = {
  label: string;
  hint?: string;
  /** Extensions for the browser's file dialog, e.g. ['.pdf', '.docx']. */
  accept: readonly string[];
  /** The kinds accepted by their first bytes. */
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Shown when a file is refused on the spot. */
  wrongTypeMessage: string;
  tooLargeMessage: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The file already stored, kept unless another is chosen. */
  stored?: StoredFile | null;
  storedLabel?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
};

/**
 * Picks one file and refuses, on the spot, one that is too large or whose first bytes are not of an
 * accepted kind (a PNG renamed .pdf is refused here, not after the upload).
 */
export function FilePicker({ label, hint, accept, kinds, maxBytes, wrongTypeMessage, tooLargeMessage, file, onFile, stored, storedLabel, error, required, disabled, name }: FilePickerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? error;
  return (
    <Field label={label} hint={hint} error={shown} required={required}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            name={name}
            type="file"
            accept={accept.join(',')}
            disabled={disabled}
            onChange={async (e) => {
              const input = e.currentTarget;
              const picked = input.files?.[0] ?? null;
              if (!picked) return;
              const problem = picked.size > maxBytes ? tooLargeMessage : kinds.includes(await kindOfFile(picked)) ? null : wrongTypeMessage;
              setRefusal(problem);
              if (problem) {
                input.value = '';
                onFile(null);
              } else onFile(picked);
            }}
            className={`${controlClass(Boolean(shown))} text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
          />
          {file ? (
            <p className="text-sm text-steel-700" data-testid="chosen-file">
              {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
            </p>
          ) : stored ? (
            <p className="text-sm text-steel-700">
              {storedLabel}{' '}
              <a href={stored.url} download className="font-semibold text-brand-700 underline">
                {stored.fileName}
              </a>
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
