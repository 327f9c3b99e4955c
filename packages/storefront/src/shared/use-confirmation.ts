import { notify } from '@mise/ui';
import { useState } from 'react';
import { serverFailure } from './server-failure.js';

/**
 * An action the member confirms in a ConfirmDialog first (delete this card, delete every
 * address): what was asked about, and the dialog's props. The run resolves to the toast that
 * says it is done; on a refusal the dialog stays open beside the server's message, so the
 * member can try again or step back.
 */
export function useConfirmation<T>(run: (target: T) => Promise<string>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const onConfirm = () => {
    if (target === null) return;
    setBusy(true);
    run(target)
      .then((message) => {
        notify(message, 'positive');
        setTarget(null);
      })
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setBusy(false));
  };
  return {
    target,
    ask: (next: T) => setTarget(() => next),
    dialog: { open: target !== null, onCancel: () => setTarget(null), onConfirm, busy },
  };
}
