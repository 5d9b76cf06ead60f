import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form-fields';

/** One of a wizard's closing confirmations. */
export function ConfirmationCheckbox<V extends FieldValues>({ name, label }: { name: Path<V>; label: string }) {
  const { register, getFieldState, formState } = useFormContext<V>();
  return <Checkbox label={label} error={getFieldState(name, formState).error?.message} {...register(name)} />;
}
