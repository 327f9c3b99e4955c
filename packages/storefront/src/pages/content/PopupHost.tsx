import { popupClosed, selectShownPopup, useAppDispatch, useAppSelector } from '@mise/store';
import { Link, Modal, RichContent } from '@mise/ui';

/** The popup shown (on page load, or an ecommerce event's answer: spec section 7) until closed. */
export function PopupHost() {
  const dispatch = useAppDispatch();
  const popup = useAppSelector(selectShownPopup);
  if (!popup) return null;
  const close = () => dispatch(popupClosed());
  return (
    <Modal
      open
      onClose={close}
      title={popup.title}
      actions={
        popup.link_url ? (
          <Link href={popup.link_url} variant="primary" onClick={close}>
            {popup.link_label ?? '詳しく見る'}
          </Link>
        ) : undefined
      }
    >
      <RichContent html={popup.body} />
    </Modal>
  );
}
