import { flashRemoved, selectFlashes, useAppDispatch, useAppSelector } from '@mise/store';
import { FlashToasts, Toaster } from '@mise/ui';
import { PopupHost } from '../pages/content/PopupHost.js';

/** Toasts (flash messages, notifications) and the popup shown (on page load or an ecommerce event). */
export function Notices() {
  const dispatch = useAppDispatch();
  const flashes = useAppSelector(selectFlashes);
  return (
    <>
      <PopupHost />
      <Toaster />
      <FlashToasts items={flashes} onShown={(id) => dispatch(flashRemoved(id))} />
    </>
  );
}
