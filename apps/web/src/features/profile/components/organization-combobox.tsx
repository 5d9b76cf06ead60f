import { type Ref, useMemo } from 'react';
import { Combobox } from '../../../components/ui/combobox';

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
  ref?: Ref<HTMLInputElement>;
};

const SHOWN = 8;

/**
 * An organization's name with suggestions: the one combobox (components/ui/combobox) in its free-text
 * mode. Any name may be typed; the known names that contain the text only help.
 */
export function OrganizationCombobox({ label, listLabel, value, onChange, onBlur, suggestions, disabled, error, name, maxLength, ref }: Props) {
  const matches = useMemo(() => {
    const q = value.trim().toLowerCase();
    return suggestions.filter((s) => (q ? s.toLowerCase().includes(q) && s.toLowerCase() !== q : true)).slice(0, SHOWN);
  }, [value, suggestions]);
  return (
    <Combobox
      freeText
      ref={ref}
      name={name}
      label={label}
      listLabel={listLabel}
      error={error}
      disabled={disabled}
      maxLength={maxLength}
      autoComplete="organization"
      inputValue={value}
      onInputChange={onChange}
      onBlur={onBlur}
      options={matches}
      optionKey={(s) => s}
      renderOption={(s) => s}
      onSelect={onChange}
    />
  );
}
