import { useEffect, useRef } from 'react';
import { notify } from './notify.js';
import type { ToastKind } from './notify.js';

/** A message to show once, e.g. the storefront store's flash items. */
export type FlashItem = { id: string; message: string; type?: ToastKind };

export type FlashToastsProps = {
  items: readonly FlashItem[];
  /** Called once per item after it is shown, so its owner can drop it. */
  onShown: (id: string) => void;
};

/** Shows each flash item once as a toast (positive unless it says otherwise). */
export function FlashToasts({ items, onShown }: FlashToastsProps) {
  // Items stay in the list until the owner drops them; this keeps a re-render from showing them again.
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const { id, message, type = 'positive' } of items) {
      if (shown.current.has(id)) continue;
      shown.current.add(id);
      notify(message, type);
      onShown(id);
    }
  }, [items, onShown]);

  return null;
}
