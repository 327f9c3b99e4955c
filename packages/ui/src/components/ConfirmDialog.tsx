import type { ReactNode } from 'react';
import { Button } from '../foundation/index.js';
import { Modal } from './Modal.js';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'このカードを削除しますか？'. */
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button, e.g. '削除する'. */
  confirmLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called on the cancel button, Escape and a click outside. */
  onCancel: () => void;
  /** While the action runs: the confirm button shows it and cannot be pressed again. */
  busy?: boolean;
  /** 'danger' for what cannot be undone. */
  tone?: 'danger' | 'primary';
};

/** A confirmation that interrupts the visitor before an action (delete, cancel an order). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'キャンセル',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
