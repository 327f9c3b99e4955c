import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { Button } from '../foundation/index.js';
import { RichContent } from './RichContent.js';

/** A notice message of GET /v1/messages (spec section 3). */
export type Notice = {
  code: string;
  title: string;
  body: string;
  updated_at: string;
};

export type NoticeMessageProps = {
  notice: Notice | null | undefined;
  /** The updated_at the visitor dismissed (cookie `${code}Message`); equal to the notice's hides it. */
  dismissedAt?: string | null;
  /** Called with the code and updated_at to remember; without it there is no '閉じる' button. */
  onDismiss?: (code: string, updatedAt: string) => void;
  tone?: 'info' | 'warning';
  onInternalLinkClick?: (path: string) => void;
  className?: string;
};

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The cookie that hides a notice until the shop updates it (spec section 3: code + 'Message'). */
export const noticeCookieName = (code: string) => `${code}Message`;

/** Stores a dismissal in document.cookie, for callers without the store. */
export function dismissNoticeCookie(code: string, updatedAt: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${noticeCookieName(code)}=${encodeURIComponent(updatedAt)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The updated_at stored by a dismissal of `code`, from a cookie header or document.cookie. */
export function readDismissedNotice(code: string, cookieHeader?: string): string | null {
  const header = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  const prefix = `${noticeCookieName(code)}=`;
  const entry = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return entry.slice(prefix.length);
  }
}

const toneColor = (theme: DefaultTheme, tone: NoticeMessageProps['tone']) =>
  tone === 'warning' ? theme.colors.warning : theme.colors.info;

const Root = styled.section<{ $tone: NoticeMessageProps['tone'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Dismiss = styled(Button)`
  flex: none;
  margin-left: auto;
`;

/**
 * A shop notice (sanitised rich content) with '閉じる': dismissing hides it and reports the code
 * and updated_at, so it stays hidden until the shop edits the notice.
 */
export function NoticeMessage({
  notice,
  dismissedAt,
  onDismiss,
  tone = 'info',
  onInternalLinkClick,
  className,
}: NoticeMessageProps) {
  const titleId = useId();
  const [dismissedHere, setDismissedHere] = useState<string | null>(null);
  if (!notice || (!notice.title && !notice.body)) return null;
  if (dismissedAt === notice.updated_at || dismissedHere === notice.updated_at) return null;

  return (
    <Root
      $tone={tone}
      className={className}
      aria-labelledby={notice.title ? titleId : undefined}
      data-notice={notice.code}
      data-notice-updated={notice.updated_at}
    >
      {(notice.title || onDismiss) && (
        <Header>
          {notice.title && <Title id={titleId}>{notice.title}</Title>}
          {onDismiss && (
            <Dismiss
              variant="secondary"
              size="sm"
              aria-describedby={notice.title ? titleId : undefined}
              onClick={() => {
                setDismissedHere(notice.updated_at);
                onDismiss(notice.code, notice.updated_at);
              }}
            >
              閉じる
            </Dismiss>
          )}
        </Header>
      )}
      {notice.body && <RichContent html={notice.body} onInternalLinkClick={onInternalLinkClick} />}
    </Root>
  );
}
