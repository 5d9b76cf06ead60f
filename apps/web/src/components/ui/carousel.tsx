import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

type Labels = { previous: string; next: string; pause: string; play: string; goTo: (n: number) => string; slide: (n: number, total: number) => string };

/**
 * A carousel: auto-advances every `intervalMs`, pauses on hover and keyboard focus and by its own
 * pause control (WCAG 2.2.2), never moves by itself under prefers-reduced-motion; arrows, dots, swipe.
 * Hand-written rather than a library to keep the home page within its script budget (decision 032).
 */
export function Carousel({
  label,
  items,
  perView = 1,
  intervalMs,
  labels,
  className = '',
}: {
  label: string;
  items: ReactNode[];
  perView?: number;
  intervalMs: number;
  labels: Labels;
  className?: string;
}) {
  const id = useId();
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const wide = useMedia('(min-width: 1024px)');
  const medium = useMedia('(min-width: 640px)');
  const visible = Math.min(perView, wide ? perView : medium ? Math.min(2, perView) : 1);
  const positions = Math.max(1, items.length - visible + 1);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const pointerX = useRef<number | null>(null);
  const current = Math.min(index, positions - 1);
  const playing = !reducedMotion && !stopped && !hovered && !focused && positions > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, positions, intervalMs]);

  const go = (i: number) => setIndex(((i % positions) + positions) % positions);
  const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-brand-700 shadow hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-playing={playing}
    >
      <div
        className="overflow-hidden"
        onPointerDown={(e) => (pointerX.current = e.clientX)}
        onPointerUp={(e) => {
          if (pointerX.current === null) return;
          const dx = e.clientX - pointerX.current;
          pointerX.current = null;
          if (Math.abs(dx) > 40) go(current + (dx < 0 ? 1 : -1));
        }}
      >
        <div id={`${id}-track`} aria-live={playing ? 'off' : 'polite'} className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${(current * 100) / visible}%)` }}>
          {items.map((item, i) => {
            const shown = i >= current && i < current + visible;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(i + 1, items.length)}
                aria-hidden={!shown}
                inert={!shown}
                className="shrink-0 px-2"
                style={{ width: `${100 / visible}%` }}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <>
          <button type="button" aria-controls={`${id}-track`} onClick={() => go(current - 1)} className={`${arrow} left-2`}>
            <span className="sr-only">{labels.previous}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="m15 18-6-6 6-6" /></svg>
          </button>
          <button type="button" aria-controls={`${id}-track`} onClick={() => go(current + 1)} className={`${arrow} right-2`}>
            <span className="sr-only">{labels.next}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="m9 6 6 6-6 6" /></svg>
          </button>
          <div className="mt-4 flex items-center justify-center gap-2">
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                className="mr-2 rounded px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
              >
                {stopped ? labels.play : labels.pause}
              </button>
            )}
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={labels.goTo(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className={`h-3 w-3 rounded-full ${i === current ? 'bg-brand-700' : 'bg-steel-100 hover:bg-steel-500'}`}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
