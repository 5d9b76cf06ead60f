import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { localize } from '../../lib/localize';

export type ErrorSummaryItem = { name: string; message: string };

/** Every message of a form's errors, in the form's order, under the field's name (`collaborators.0.organisation`). */
export function errorItems(errors: FieldErrors, prefix = ''): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) items.push({ name, message });
    // A list's own error sits beside its rows' errors; `ref` and `types` are react-hook-form's, not fields.
    const nested = Object.fromEntries(Object.entries(value as object).filter(([k]) => !['message', 'type', 'ref', 'types'].includes(k)));
    if (Object.keys(nested).length > 0) items.push(...errorItems(nested as FieldErrors, `${name}.`));
  }
  return items.filter((item, i) => items.findIndex((other) => other.name === item.name && other.message === item.message) === i);
}

/** The control a summary's link leads to: the named control inside the summary's form, or the field's own group. */
function controlOf(from: HTMLElement | null, name: string): HTMLElement | null {
  const scope = from?.closest('form') ?? from?.parentElement ?? document;
  return (
    scope.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ??
    scope.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(name)}"] input, [data-field="${CSS.escape(name)}"] button, [data-field="${CSS.escape(name)}"] [tabindex]`,
    )
  );
}

/** The words a control is labelled by: its <label>, the labels it names, or its aria-label. */
function labelText(control: HTMLElement): string {
  const label = (control as HTMLInputElement).labels?.[0]?.textContent;
  if (label) return label;
  const ids = control.getAttribute('aria-labelledby');
  const named = ids
    ? ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
  return named || (control.getAttribute('aria-label') ?? '');
}

/** A field's name as its form shows it: the group's legend, or the control's label, without the required mark. */
function fieldLabelOf(from: HTMLElement | null, name: string): string {
  const control = controlOf(from, name);
  if (!control) return '';
  const legend = control.closest(`[data-field="${CSS.escape(name)}"]`)?.querySelector('legend')?.textContent;
  return (legend || labelText(control)).replace(/\s*\*\s*$/, '').trim();
}

type ErrorSummaryProps = {
  items: readonly ErrorSummaryItem[];
  /** What no field shows (the server's refusal, a lost connection). */
  message?: string | null;
  /** Focuses a field by name when its control cannot be found in the page (react-hook-form's setFocus). */
  onSelect?: (name: string) => void;
};

/**
 * One pattern for every form's errors (GOV.UK's error summary): at the top, 'There is a problem', the
 * form's own message and a link to each field in error; it takes focus when a submit fails, so a
 * screen reader reads it and a keyboard user goes on from it to the field (decision 132).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ items, message, onSelect }, ref) {
  const { t } = useTranslation();
  const titleId = useId();
  const own = useRef<HTMLDivElement | null>(null);
  // Each message under its field's label, read from the form as drawn ('Project title: At least 5 characters').
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  const names = items.map((item) => item.name).join('|');
  useLayoutEffect(() => {
    const next = Object.fromEntries(names.split('|').map((name) => [name, fieldLabelOf(own.current, name)]));
    setLabels((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
  }, [names]);
  if (items.length === 0 && !message) return null;
  return (
    <div
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200"
      data-testid="error-summary"
    >
      <div role="alert">
        <h2 id={titleId} className="font-bold">
          {t('errorSummary.title')}
        </h2>
        {message && <p className="mt-1">{localize(message)}</p>}
        {items.length > 0 && (
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item.name}>
                <a
                  href={`#${item.name}`}
                  className="font-semibold underline"
                  onClick={(event) => {
                    event.preventDefault();
                    const control = controlOf(event.currentTarget, item.name);
                    if (control) control.focus();
                    else onSelect?.(item.name);
                  }}
                >
                  {labels[item.name] ? t('errorSummary.item', { field: labels[item.name], message: localize(item.message) }) : localize(item.message)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});

/**
 * The summary's focus: `showSummary()` after a failed submit moves focus to it once it has rendered
 * (the form's fieldset was disabled while busy, which dropped focus to the body). A summary that comes
 * back while the user types (errors checked on change) does not take focus.
 */
export function useErrorSummary<T extends FieldValues>(errors: FieldErrors<T>) {
  const [node, attachSummary] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(0);
  const focused = useRef(0);
  useEffect(() => {
    if (shown <= focused.current || !node) return;
    focused.current = shown;
    node.focus();
  }, [shown, node]);
  const showSummary = useCallback(() => setShown((n) => n + 1), []);
  return { attachSummary, summaryItems: errorItems(errors as FieldErrors), showSummary };
}
