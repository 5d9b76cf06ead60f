import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: ReactNode;
    error?: string;
    hint?: ReactNode;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  }
>(function SelectField({ label, error, hint, options, placeholder, id, className = '', required, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} required={required}>
      {(control) => (
        <select ref={ref} {...control} className={`${controlClass(Boolean(error))} bg-white`} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
