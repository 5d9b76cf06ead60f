import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type Tab = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation); only the active
 * tab is in the tab order. Hand-written to keep the home page's script small (decision 032).
 */
export function Tabs({
  label,
  tabs,
  listClassName = '',
  panelClassName = '',
  tabClassName,
}: {
  label: string;
  tabs: Tab[];
  listClassName?: string;
  panelClassName?: string;
  tabClassName: (active: boolean) => string;
}) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKey = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onKey(e, i)}
            className={tabClassName(tab.id === active)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className={panelClassName}
        >
          {tab.id === active && tab.content}
        </div>
      ))}
    </div>
  );
}
