import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';

/** An accessible modal: focus is trapped inside, Escape closes it, focus returns to the opener. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Close',
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  wide?: boolean;
}) {
  // Opened from outside (no Radix trigger), so the opener is remembered here to take focus back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[150] bg-steel-900/50" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-[151] max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            if (opener.current?.isConnected) {
              e.preventDefault();
              opener.current.focus();
            }
          }}
        >
          {/* The close button comes last in the DOM (shown top right), so opening focuses the dialog's
              first field or action rather than ×. */}
          <RadixDialog.Title className="pr-8 text-lg font-bold text-brand-700">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1 text-sm text-steel-500">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close className="absolute right-4 top-5 rounded p-1 text-steel-500 hover:bg-steel-50" aria-label={closeLabel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
