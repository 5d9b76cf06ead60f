import { useEffect, useState } from 'react';
import { type FileRule, refusalOf } from '../../lib/file-kind';
import { controlClass, Field } from './field';

export type StoredFile = { fileName: string; url: string };

type FilePickerProps = {
  label: string;
  hint?: string;
  /** Extensions for the browser's file dialog, e.g. ['.pdf', '.docx']. */
  accept: readonly string[];
  /** The kinds accepted by their first bytes, the size, and what a refusal says: a module constant. */
  rule: FileRule;
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
 * Why the chosen file is refused (null while it is being read, or when it is fine). Judged from the
 * value, not the change event: a wizard step shown again still says why its file is refused.
 */
export function useRefusal(file: File | null, rule: FileRule): string | null {
  const [judged, setJudged] = useState<{ file: File; reason: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void refusalOf(file, rule).then((reason) => current && setJudged({ file, reason }));
    return () => {
      current = false;
    };
  }, [file, rule]);
  return file && judged?.file === file ? judged.reason : null;
}

/** Moves focus to a form's file picker by its field name (where a refused file is to be replaced). */
export function focusFilePicker(name: string): void {
  document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)?.focus();
}

/**
 * Picks one file and says on the spot when it is too large or its first bytes are not of an accepted
 * kind (a PNG renamed .pdf is refused here, not after the upload). The refused file stays the field's
 * value, so the form's own check (the same `refusalOf`) holds the form back until another is chosen:
 * nothing the user meant to attach is dropped without a word.
 */
export function FilePicker({ label, hint, accept, rule, file, onFile, stored, storedLabel, error, required, disabled, name }: FilePickerProps) {
  const refusal = useRefusal(file, rule);
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
            onChange={(e) => {
              const picked = e.currentTarget.files?.[0];
              if (picked) onFile(picked);
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
