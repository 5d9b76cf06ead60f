import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMedia } from '../../lib/use-media';

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
  onDark = false,
}: {
  label: string;
  items: ReactNode[];
  perView?: number;
  intervalMs: number;
  labels: Labels;
  className?: string;
  /** Controls drawn for a dark background. */
  onDark?: boolean;
}) {
  const id = useId();
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const wide = useMedia('(min-width: 1024px)');
  const visible = wide ? perView : Math.min(2, perView);
  const positions = Math.max(1, items.length - visible + 1);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const pointerX = useRef<number | null>(null);
  const current = Math.min(index, positions - 1);
  const playing = !reducedMotion && !stopped && !hovered && !focused && positions > 1;

  // One timer per slide shown, so a slide chosen by hand also stays for the full interval.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % positions), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, positions, intervalMs]);

  const go = (i: number) => setIndex(((i % positions) + positions) % positions);
  const arrowClass = 'rounded-full bg-white/90 p-2 text-brand-700 shadow hover:bg-white';
  const arrow = (direction: -1 | 1, className: string) => (
    <button type="button" aria-controls={`${id}-track`} onClick={() => go(current + direction)} className={`${arrowClass} shrink-0 ${className}`}>
      <span className="sr-only">{direction < 0 ? labels.previous : labels.next}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={direction < 0 ? 'm15 18-6-6 6-6' : 'm9 6 6 6-6 6'} />
      </svg>
    </button>
  );

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
        <div
          id={`${id}-track`}
          aria-live={playing ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(current * 100) / visible}%)` }}
        >
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
          {/* Beside the slides on wider screens; in the control row on narrow ones, clear of the text. */}
          {arrow(-1, 'absolute left-2 top-1/2 z-10 hidden -translate-y-1/2 sm:block')}
          {arrow(1, 'absolute right-2 top-1/2 z-10 hidden -translate-y-1/2 sm:block')}
          <div className="mt-4 flex items-center justify-center px-2 sm:gap-1">
            {arrow(-1, 'mr-auto sm:hidden')}
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                className={`mr-2 rounded px-2 py-1 text-xs font-semibold ring-1 ${onDark ? 'text-white ring-white/50 hover:bg-white/10' : 'text-brand-700 ring-brand-100 hover:bg-brand-50'}`}
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
                className="group grid h-6 w-6 shrink-0 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ${
                    i === current
                      ? onDark
                        ? 'bg-white'
                        : 'bg-brand-700'
                      : onDark
                        ? 'bg-white/40 group-hover:bg-white/70'
                        : 'bg-steel-100 group-hover:bg-steel-500'
                  }`}
                />
              </button>
            ))}
            {arrow(1, 'ml-auto sm:hidden')}
          </div>
        </>
      )}
    </section>
  );
}
