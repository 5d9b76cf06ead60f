import { TOAST_DEFAULT_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '@portal/shared';
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { toasterRequest } from '../lib/toast';

/** sonner's own distance from the window's edge. */
const EDGE_PX = 24;
const MOBILE_EDGE_PX = 16;

/** How far down the page header reaches in the window now (0 once it is scrolled away). */
function headerBottom(): number {
  return Math.max(0, Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));
}

/**
 * The toast area (loaded with the first toast); it tells the toast queue once it listens. Toasts stay
 * at the top right (docs/specification.md#layout) but below the header, so they never cover the user menu or Apply Now.
 */
export default function AppToaster() {
  // The Toaster's own effect subscribes first (children's effects run before their parent's).
  useEffect(() => toasterRequest.mounted(), []);
  const [top, setTop] = useState(headerBottom);
  useEffect(() => {
    const measure = () => setTop(headerBottom());
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  // sonner's own defaults are the spec's: 356 px wide, swipe threshold 20 px.
  return (
    <Toaster
      position="top-right"
      offset={{ top: top + EDGE_PX, right: EDGE_PX }}
      mobileOffset={{ top: top + MOBILE_EDGE_PX, right: MOBILE_EDGE_PX, left: MOBILE_EDGE_PX }}
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
    />
  );
}
