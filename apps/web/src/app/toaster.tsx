import { TOAST_DEFAULT_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '@portal/shared';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterRequest } from '../lib/toast';

/** The toast area (loaded with the first toast); it tells the toast queue once it listens. */
export default function AppToaster() {
  // The Toaster's own effect subscribes first (children's effects run before their parent's).
  useEffect(() => toasterRequest.mounted(), []);
  // sonner's own defaults are the spec's: 356 px wide, swipe threshold 20 px.
  return <Toaster position="top-right" duration={TOAST_DEFAULT_MS} visibleToasts={TOAST_VISIBLE_MAX} gap={TOAST_GAP_PX} richColors closeButton />;
}
