import { SCHEME_DESCRIPTION_CLAMP_LINES } from '@portal/shared';
import { useId, useState } from 'react';

/** Text clamped to two lines until the reader chooses Show More; Show Less collapses it again. */
export function ClampedText({ text, moreLabel, lessLabel }: { text: string; moreLabel: string; lessLabel: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <p
        id={id}
        className="text-steel-700"
        style={open ? undefined : { display: '-webkit-box', WebkitLineClamp: SCHEME_DESCRIPTION_CLAMP_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        data-clamped={!open}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {open ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
