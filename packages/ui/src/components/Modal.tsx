import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { Button } from '../foundation/index.js';
import { focusableIn, useIsClient } from './internal.js';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, the '閉じる' button and a click outside the panel. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content (for example 'キャンセル' and a confirm action). */
  actions?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts the visitor. */
  role?: 'dialog' | 'alertdialog';
  /** Focused on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const WIDTHS = { sm: '400px', md: '560px', lg: '800px' } as const;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(4)};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.text} 55%, transparent);
`;

const Panel = styled.div<{ $size: keyof typeof WIDTHS }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - ${({ theme }) => theme.spacing(8)});
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A modal dialog in a portal on document.body: focus moves in and stays inside (Tab wraps),
 * Escape or '閉じる' closes it, and focus returns to where it was. Renders nothing on the server.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  role = 'dialog',
  initialFocusRef,
  closeOnBackdrop = true,
  size = 'md',
}: ModalProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const visible = open && isClient;

  useEffect(() => {
    const panel = panelRef.current;
    if (!visible || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    // The page behind must not scroll while the dialog covers it.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [visible, initialFocusRef]);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Button variant="secondary" size="sm" onClick={onClose}>
            閉じる
          </Button>
        </Header>
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

