import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { controlClass, Field } from '../../../components/ui/field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, File | null>;
  label: string;
  /** Changed after a sent file, to start a fresh picker: the browser's own input keeps the last name otherwise. */
  round: number;
  className?: string;
};

/** A required PDF file of a react-hook-form form: the chosen file is the field's value, its error shown under it. */
export function PdfFileField<T extends FieldValues>({ control, name, label, round, className }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required error={fieldState.error?.message} {...(className ? { className } : {})}>
          {(described) => (
            <input
              key={round}
              ref={field.ref}
              {...described}
              name={field.name}
              type="file"
              accept="application/pdf,.pdf"
              className={controlClass(Boolean(fieldState.error))}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      )}
    />
  );
}
