import { FOCUS_AREAS } from '@portal/shared';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { FieldSet } from './ui/field';
import { useCodeLabels } from '../lib/labels';

/** The six focus areas as checkboxes; the value is the list of those ticked (none may be, where `required` is false). */
export function FocusAreaCheckboxes<V extends FieldValues>({ name, legend, required = true }: { name: Path<V>; legend: string; required?: boolean }) {
  const { control } = useFormContext<V>();
  const codeLabels = useCodeLabels();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value ?? [];
        return (
          <FieldSet legend={legend} error={fieldState.error?.message} required={required}>
            {(describedBy) => (
              <div className="grid gap-2 sm:grid-cols-2" aria-describedby={describedBy}>
                {FOCUS_AREAS.map((area) => (
                  <label key={area} className="flex items-start gap-2 text-sm text-steel-700">
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4"
                      checked={chosen.includes(area)}
                      onChange={(e) => field.onChange(e.target.checked ? [...chosen, area] : chosen.filter((a) => a !== area))}
                      onBlur={field.onBlur}
                    />
                    {codeLabels.focusArea(area)}
                  </label>
                ))}
              </div>
            )}
          </FieldSet>
        );
      }}
    />
  );
}
