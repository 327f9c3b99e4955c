import type { ReactElement } from 'react';
import type { toast as hotToast } from 'react-hot-toast';

/** Positive (done), negative (failed) or neutral information. */
export type ToastKind = 'positive' | 'negative' | 'info';

/** Spec section 9: bottom-centre, 5 s, at most 5 at once, duplicates suppressed, no progress bar. */
export const TOAST_SETTINGS = { position: 'bottom-center', duration: 5000, limit: 5 } as const;

type Toast = typeof hotToast;

let loaded: Toast | undefined;

/** The Toaster hands its react-hot-toast over as it loads, so later toasts show at once. */
export function provideToast(toast: Toast): void {
  loaded = toast;
}

/**
 * Shows a toast in the mounted Toaster. A text message is the toast's id (give one for other
 * content), so showing a message that is already on screen restarts it instead of stacking a
 * copy. react-hot-toast loads with the Toaster or the first toast, whichever comes first: a
 * page needs none of it until the shopper acts.
 */
export function notify(
  message: string | ReactElement,
  kind: ToastKind = 'positive',
  id?: string,
): void {
  const show = (toast: Toast) => {
    const options = { id: id ?? (typeof message === 'string' ? message : undefined) };
    if (kind === 'negative') {
      // Failures interrupt the screen reader; the rest wait their turn.
      toast.error(message, { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    } else if (kind === 'info') toast(message, options);
    else toast.success(message, options);
  };
  if (loaded) show(loaded);
  else
    void import('react-hot-toast').then(({ toast }) => {
      loaded = toast;
      show(toast);
    });
}
