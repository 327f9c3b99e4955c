import { useEffect } from 'react';
import { Toaster as HotToaster, resolveValue, toast, useToasterStore } from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { keyframes, styled, useTheme } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { REDUCED_MOTION } from '../styles.js';
import { provideToast, TOAST_SETTINGS } from './notify.js';
import type { ToastKind } from './notify.js';

export const CLOSE_LABEL = '閉じる';

provideToast(toast);

const kindOf = (t: Toast): ToastKind =>
  t.type === 'success' ? 'positive' : t.type === 'error' ? 'negative' : 'info';

const kindColor = (theme: DefaultTheme, kind: ToastKind) =>
  ({ positive: theme.colors.success, negative: theme.colors.error, info: theme.colors.info })[kind];

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Card = styled.div<{ $kind: ToastKind; $visible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: min(28rem, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2)} ${theme.spacing(2)} ${theme.spacing(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $kind }) => kindColor(theme, $kind)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 0.2s;
  animation: ${rise} 0.25s ease-out;

  ${REDUCED_MOTION} {
    animation: none;
    transition: none;
  }
`;

const Icon = styled.svg<{ $kind: ToastKind }>`
  flex: none;
  width: 20px;
  height: 20px;
  color: ${({ theme, $kind }) => kindColor(theme, $kind)};
`;

const Message = styled.div`
  flex: 1 1 auto;
  white-space: pre-line;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ICON_PATHS: Record<ToastKind, string> = {
  positive: 'M6 10.5l2.8 2.8L14.5 7.5',
  negative: 'M10 5.5v5.5M10 14v.5',
  info: 'M10 9v5.5M10 5.5v.5',
};

function ToastCard({ toast: t }: { toast: Toast }) {
  const kind = kindOf(t);
  return (
    <Card $kind={kind} $visible={t.visible} aria-hidden={t.visible ? undefined : true}>
      <Icon $kind={kind} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d={ICON_PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </Icon>
      <Message {...t.ariaProps}>{resolveValue(t.message, t)}</Message>
      {/* Leaving toasts lose their button: nothing hidden from screen readers may keep focus. */}
      {t.visible && (
        <Close type="button" aria-label={CLOSE_LABEL} onClick={() => toast.dismiss(t.id)}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path
              d="M1 1l10 10M11 1L1 11"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </Close>
      )}
    </Card>
  );
}

/**
 * Where notify() toasts appear; mount it once per app. react-hot-toast draws no progress bar,
 * and it has no limit of its own: toasts beyond the newest five are dismissed here.
 */
export function Toaster() {
  const theme = useTheme();
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Re-showing a message updates its createdAt, so recency is by createdAt, not list order.
    toasts
      .filter((t) => t.visible)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(TOAST_SETTINGS.limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <HotToaster
      position={TOAST_SETTINGS.position}
      toastOptions={{ duration: TOAST_SETTINGS.duration }}
      containerStyle={{ zIndex: theme.zIndex.toast }}
    >
      {(t) => <ToastCard toast={t} />}
    </HotToaster>
  );
}
