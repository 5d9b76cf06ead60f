import { type ReactNode, type Ref, useId, useState } from 'react';
import { controlClass, Field } from './field';

type ComboboxProps<O> = {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text in the box; the owner searches with it (debounced) and passes back `options`. */
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly O[];
  optionKey: (option: O) => string;
  renderOption: (option: O) => ReactNode;
  onSelect: (option: O) => void;
  listLabel: string;
  /**
   * Any text may be typed and the options only suggest (an organization's name): the list shows while
   * there are options, from the first focus, and Enter without a chosen option submits the form.
   * Otherwise the options are the only choice (a person to add): the list shows once something is typed,
   * saying `loadingText` or `emptyText` when there is nothing to choose.
   */
  freeText?: boolean;
  loading?: boolean;
  loadingText?: string;
  emptyText?: string;
  /** For a form library that focuses the field (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
  maxLength?: number;
  autoComplete?: string;
};

/**
 * The one combobox: search or type, then choose (WAI-ARIA combobox with a listbox): arrow keys move,
 * Enter chooses, Escape closes. The options come from the owner, so they can come from the server.
 */
export function Combobox<O>({
  label,
  hint,
  error,
  required,
  disabled,
  inputValue,
  onInputChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  listLabel,
  freeText = false,
  loading = false,
  loadingText,
  emptyText,
  ref,
  name,
  onBlur,
  maxLength,
  autoComplete = 'off',
}: ComboboxProps<O>) {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && !disabled && (freeText ? options.length > 0 : inputValue.trim().length > 0);
  const choose = (option: O) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            name={name}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={inputValue}
            disabled={disabled}
            onChange={(e) => {
              onInputChange(e.target.value);
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
                setActive((a) => Math.min(a + 1, options.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter' && expanded && (active >= 0 || !freeText)) {
                e.preventDefault();
                if (active >= 0 && options[active]) choose(options[active]);
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
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded border border-steel-100 bg-white py-1 shadow-lg"
          >
            {options.length === 0 && (loading ? loadingText : emptyText) ? (
              <li role="presentation" className="px-3 py-2 text-sm text-steel-500">
                {loading ? loadingText : emptyText}
              </li>
            ) : (
              options.map((o, i) => (
                <li
                  key={optionKey(o)}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(o);
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-steel-50'}`}
                >
                  {renderOption(o)}
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </Field>
  );
}
