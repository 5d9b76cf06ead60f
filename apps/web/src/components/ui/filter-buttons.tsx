type FilterButtonsProps<V extends string> = {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
};

/** A row of toggle buttons choosing one filter value (the status filters of the lists). */
export function FilterButtons<V extends string>({ label, options, value, onChange }: FilterButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${o.value === value ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
