import { SelectField } from './select-field';

const ALL = 'ALL';

type FilterSelectProps<V extends string> = {
  label: string;
  /** The label of the first choice, which clears the filter. */
  allLabel: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly { value: V; label: string }[];
  className?: string;
};

/** A list filter: 'All' (no filter) or one value. */
export function FilterSelect<V extends string>({ label, allLabel, value, onChange, options, className }: FilterSelectProps<V>) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as V))}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  );
}
