import { VERIFICATION_CODE_LENGTH } from '@portal/shared';
import { type ChangeEvent, type ComponentProps, forwardRef } from 'react';
import { TextField } from './form-fields';

/**
 * A mailed code: digits only (anything else is dropped as it is typed or pasted), the numeric keypad on
 * phones and the browser's one-time-code autofill.
 */
export const CodeField = forwardRef<HTMLInputElement, ComponentProps<typeof TextField>>(function CodeField({ onChange, ...props }, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      {...props}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
        if (digits !== e.target.value) e.target.value = digits;
        onChange?.(e);
      }}
    />
  );
});
