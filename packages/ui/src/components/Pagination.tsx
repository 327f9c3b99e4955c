import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { PlainLink } from '../foundation/index.js';
import { clamp } from './internal.js';

/** The api-client's page object (x-total, x-per-page, x-last-page, x-current-page). */
export type PageInfo = {
  total: number;
  perPage: number;
  lastPage: number;
  currentPage: number;
};

export type PaginationProps = {
  page: PageInfo;
  /** Buttons that call back with the chosen page… */
  onChange?: (page: number) => void;
  /** …or links (crawlable, shareable) to each page. */
  hrefFor?: (page: number) => string;
  /** Pages shown either side of the current one before an ellipsis. */
  siblings?: number;
  className?: string;
};

type Slot = number | 'gap-start' | 'gap-end';

/** First, last and the current page with its siblings; a gap of one page shows that page instead of '…'. */
export function pageSlots(current: number, last: number, siblings = 1): Slot[] {
  const start = Math.max(2, current - siblings);
  const end = Math.min(last - 1, current + siblings);
  const slots: Slot[] = [1];
  if (start > 3) slots.push('gap-start');
  else for (let page = 2; page < start; page += 1) slots.push(page);
  for (let page = start; page <= end; page += 1) slots.push(page);
  if (end < last - 2) slots.push('gap-end');
  else for (let page = end + 1; page < last; page += 1) slots.push(page);
  if (last > 1) slots.push(last);
  return slots;
}

// One styled root for the list and its controls, which are plain elements under it: a styled
// element costs a server render several times a plain one, and a list page has a dozen controls.
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li > a,
  & > li > button,
  & > li > [aria-disabled='true'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
    text-decoration: none;
    cursor: pointer;
  }
  & > li > [aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  & > li > :disabled,
  & > li > [aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
  & > li[aria-hidden='true'] > span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Paging for a list from its page object: '前へ', page numbers with '…' for long ranges, '次へ'.
 * Renders nothing when everything fits on one page.
 */
export function Pagination({ page, onChange, hrefFor, siblings = 1, className }: PaginationProps) {
  const last = Math.max(1, Math.floor(page.lastPage) || 1);
  const current = clamp(Math.floor(page.currentPage) || 1, 1, last);
  if (last <= 1) return null;

  const renderControl = (
    target: number,
    label: ReactNode,
    options: { current?: boolean; rel?: string } = {},
  ) => {
    const disabled = target < 1 || target > last;
    const ariaCurrent = options.current ? ('page' as const) : undefined;
    if (hrefFor) {
      if (disabled) return <span aria-disabled="true">{label}</span>;
      return (
        <PlainLink href={hrefFor(target)} aria-current={ariaCurrent} rel={options.rel}>
          {label}
        </PlainLink>
      );
    }
    return (
      <button
        type="button"
        disabled={disabled}
        aria-current={ariaCurrent}
        onClick={() => {
          if (target !== current) onChange?.(target);
        }}
      >
        {label}
      </button>
    );
  };

  // Left/Right move focus along the controls, as in a toolbar, so a long range needs few Tab presses.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const controls = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    );
    const index = controls.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const next = controls[index + (event.key === 'ArrowRight' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <nav aria-label="ページ送り" className={className} onKeyDown={onKeyDown}>
      <List>
        <li>{renderControl(current - 1, '前へ', { rel: 'prev' })}</li>
        {pageSlots(current, last, siblings).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>{renderControl(slot, slot, { current: slot === current })}</li>
          ) : (
            <li key={slot} aria-hidden="true">
              <span>…</span>
            </li>
          ),
        )}
        <li>{renderControl(current + 1, '次へ', { rel: 'next' })}</li>
      </List>
    </nav>
  );
}
