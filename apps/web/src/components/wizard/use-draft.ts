import { useCallback, useEffect, useRef, useState } from 'react';

export type Draft<V> = { values: Partial<V>; savedAt: string };

const PREFIX = 'portal:draft:';

/** Files cannot be kept in storage; everything else a form holds is plain data. */
function storable(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File) return undefined;
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (storable(v) === undefined ? [] : [[k, storable(v)]])));
  }
  return value;
}

function read<V>(key: string): Draft<V> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft<V>;
    return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A form's local draft, per user and kind of form (`key`), so a reload or an expired session loses
 * nothing. `save` is called with the form's values as they change (written after a short pause); the
 * draft found at mount is offered until it is restored or discarded; `clear` drops it after submit.
 */
export function useDraft<V>(key: string | null, delayMs = 500) {
  const [found, setFound] = useState<Draft<V> | null>(() => (key ? read<V>(key) : null));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (values: V) => {
      if (!key) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        try {
          localStorage.setItem(PREFIX + key, JSON.stringify({ values: storable(values), savedAt: new Date().toISOString() }));
        } catch {
          // Storage full or disabled: the draft is a convenience, the form still works.
        }
      }, delayMs);
    },
    [key, delayMs],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    if (key) localStorage.removeItem(PREFIX + key);
    setFound(null);
  }, [key]);

  const dismiss = useCallback(() => setFound(null), []);

  return { found, save, clear, dismiss };
}
