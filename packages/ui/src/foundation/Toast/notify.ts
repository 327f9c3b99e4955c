import { toast } from 'react-hot-toast';

/** Positive (done), negative (failed) or neutral information. */
export type ToastKind = 'positive' | 'negative' | 'info';

/** Spec section 9: bottom-centre, 5 s, at most 5 at once, duplicates suppressed, no progress bar. */
export const TOAST_SETTINGS = { position: 'bottom-center', duration: 5000, limit: 5 } as const;

/**
 * Shows a toast in the mounted Toaster. The message is the toast's id, so showing a message
 * that is already on screen restarts it instead of stacking a copy.
 */
export function notify(message: string, kind: ToastKind = 'positive'): string {
  const options = { id: message };
  if (kind === 'negative') {
    // Failures interrupt the screen reader; the rest wait their turn.
    return toast.error(message, {
      ...options,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  }
  if (kind === 'info') return toast(message, options);
  return toast.success(message, options);
}
