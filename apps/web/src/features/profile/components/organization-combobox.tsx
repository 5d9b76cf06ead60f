import { forwardRef, useId, useMemo, useState } from 'react';
import { controlClass, Field } from '../../../components/ui/field';

type Props = {
  label: string;
  listLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  suggestions: readonly string[];
  disabled?: boolean;
  error?: string;
  name?: string;
  maxLength?: number;
};

/**
 * A text field with suggestions (WAI-ARIA combobox with a listbox): type to filter, arrow keys to
 * move, Enter to choose, Escape to close. Any name may be typed; suggestions only help.
 */
export const OrganizationCombobox = forwardRef<HTMLInputElement, Props>(function OrganizationCombobox(
  { label, listLabel, value, onChange, onBlur, suggestions, disabled, error, name, maxLength },
  ref,
) {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => {
    const q = value.trim().toLowerCase();
    return suggestions.filter((s) => (q ? s.toLowerCase().includes(q) && s.toLowerCase() !== q : true)).slice(0, 8);
  }, [value, suggestions]);
  const expanded = open && matches.length > 0 && !disabled;

  const choose = (s: string) => {
    onChange(s);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Field label={label} error={error} className="relative">
      {(control) => (
        <>
          <input
            ref={ref}
            {...control}
            name={name}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="organization"
            maxLength={maxLength}
            value={value}
            disabled={disabled}
            onChange={(e) => {
              onChange(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
                setActive((a) => Math.min(a + 1, matches.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter' && expanded && active >= 0) {
                e.preventDefault();
                choose(matches[active]!);
              } else if (e.key === 'Escape') {
                setOpen(false);
              }
            }}
            className={controlClass(Boolean(error))}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={listLabel}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded border border-steel-100 bg-white py-1 shadow-lg"
          >
            {matches.map((s, i) => (
              <li
                key={s}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(s);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-steel-50'}`}
              >
                {s}
              </li>
            ))}
          </ul>
        </>
      )}
    </Field>
  );
});
