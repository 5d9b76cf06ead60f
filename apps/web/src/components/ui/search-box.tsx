import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Field, controlClass } from './field';
import { FormFields } from './form-fields';

type SearchBoxProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  /** Searches as the user types, this long after the last key; without it, on Enter or the button. */
  debounceMs?: number;
  maxLength?: number;
  className?: string;
  /** The button's text where a page has two search boxes, so each button has a name of its own. */
  buttonLabel?: string;
};

/** A labelled search form; the value it shows follows the URL when the list's state changes elsewhere. */
export function SearchBox({ label, value, onSearch, debounceMs, maxLength = 200, className = '', buttonLabel }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // When the search changes elsewhere (Back, a link), the box shows it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (debounceMs === undefined || text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs, onSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={className}>
      {/* Inert until a prerendered list is hydrated (decision 055): what is typed before would be lost. */}
      <FormFields busy={false} className="flex min-w-0 items-end gap-2">
        <Field label={label} className="flex-1">
          {(control) => (
            <input {...control} type="search" value={text} maxLength={maxLength} onChange={(e) => setText(e.target.value)} className={controlClass(false)} />
          )}
        </Field>
        <Button type="submit">{buttonLabel ?? t('list.search')}</Button>
      </FormFields>
    </form>
  );
}
