import { type ReactNode, useId } from 'react';
import { localize } from '../../lib/localize';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export const fieldErrorClass = 'mt-1 text-sm text-red-700';
export const controlClass = (hasError: boolean) =>
  // No focus style of its own: the base :focus-visible outline, the buttons' (3 px, accent), shows (WCAG 2.4.11).
  `block w-full rounded border px-3 py-2 text-steel-900 shadow-sm focus:border-brand-600 disabled:bg-steel-50 ${
    hasError ? 'border-red-600' : 'border-steel-100'
  }`;

/**
 * The one wrapper every form field uses: a label, an optional hint and error, and the ids that tie
 * them to the control (`aria-describedby`) so assistive technology reads them with it.
 */
export function Field({ label, hint, error, required, id, className = '', children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-steel-700">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-steel-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {localize(error)}
        </p>
      )}
    </div>
  );
}

/** A group of controls (checkboxes, a multi-select) under one legend, with its hint and error. */
type FieldSetProps = Omit<FieldProps, 'children' | 'id' | 'label'> & { legend: ReactNode; children: (describedBy: string | undefined) => ReactNode };

export function FieldSet({ legend, hint, error, required, className = '', children }: FieldSetProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 block text-sm font-semibold text-steel-700">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-steel-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {localize(error)}
        </p>
      )}
    </fieldset>
  );
}
