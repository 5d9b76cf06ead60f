import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { controlClass, Field } from './field';
import { localize } from '../../lib/localize';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode };

/** A labelled input with its hint and error tied to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, id, className = '', required, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} required={required}>
      {(control) => <input ref={ref} {...control} className={controlClass(Boolean(error))} {...props} />}
    </Field>
  );
});

/** A labelled multi-line input. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode }
>(function TextAreaField({ label, error, hint, id, className = '', required, rows = 4, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} required={required}>
      {(control) => <textarea ref={ref} rows={rows} {...control} className={controlClass(Boolean(error))} {...props} />}
    </Field>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps & { showLabel: string; hideLabel: string }>(function PasswordField(
  { label, error, hint, id, showLabel, hideLabel, className = '', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input ref={ref} {...control} type={visible ? 'text' : 'password'} className={`${controlClass(Boolean(error))} pr-20`} {...props} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </Field>
  );
});

export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }>(function Checkbox(
  { label, error, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 h-4 w-4 rounded border-steel-500 text-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-steel-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {localize(error)}
        </p>
      )}
    </div>
  );
});

/** The red banner in which a form shows its error. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {localize(message)}
    </div>
  );
}

export function SuccessBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="status" className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
      {localize(message)}
    </div>
  );
}

/**
 * A form's fields and buttons, disabled while it is busy and while a prerendered page still waits for
 * the app (decision 055): before hydration a submit would send the fields natively (a password in the
 * URL) and react-hook-form would reset what was typed when it registers the inputs.
 */
export function FormFields({ busy, className, children }: { busy: boolean; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={busy || !hydrated} className={className}>
      {children}
    </fieldset>
  );
}
