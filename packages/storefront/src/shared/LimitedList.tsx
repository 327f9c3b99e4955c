import { Button, EmptyState, Link, RowList } from '@mise/ui';
import type { LoadStatus } from '@mise/store';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Actions, Alert, LoadFailed, Pending } from './page.js';

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The head of a my page list capped by x-limit (cards, memorials): how many are kept of how
 * many, what to do at the limit, and the add button, disabled there.
 */
function LimitedListHead({
  count,
  limit,
  full,
  unit,
  noun,
  addHref,
  addLabel,
}: {
  count: number;
  limit: number;
  /** The store's selector says so (at the limit once loaded). */
  full: boolean;
  /** The counter word: 枚 for cards, 件 for the rest. */
  unit: string;
  noun: string;
  addHref: string;
  addLabel: string;
}) {
  return (
    <>
      <Count role="status">
        登録済み {count}
        {unit}（最大{limit}
        {unit}まで登録できます）
      </Count>
      {full && (
        <Alert tone="info">
          <p>
            登録できる{noun}は{limit}
            {unit}までです。新しい{noun}を登録するには、不要な{noun}を削除してください。
          </p>
        </Alert>
      )}
      <Actions>
        {full ? (
          <Button disabled>{addLabel}</Button>
        ) : (
          <Link href={addHref} variant="primary">
            {addLabel}
          </Link>
        )}
      </Actions>
    </>
  );
}

type LimitedListProps = Parameters<typeof LimitedListHead>[0] & {
  status: LoadStatus;
  /** What the spinner says while the list loads. */
  pendingLabel: string;
  /** What stands in place of an empty list. */
  emptyMessage: string;
  /** The list's accessible name. */
  listLabel: string;
  /** The rows (RowListItem), one per record. */
  children: ReactNode;
};

/**
 * A my page list capped by x-limit (cards, memorials) in each of its states: failed, loading,
 * then the head (count, limit, add button) over the rows or the empty message.
 */
export function LimitedList({
  status,
  pendingLabel,
  emptyMessage,
  listLabel,
  children,
  ...head
}: LimitedListProps) {
  if (status === 'failed') return <LoadFailed />;
  if (status !== 'loaded') return <Pending label={pendingLabel} />;
  return (
    <>
      <LimitedListHead {...head} />
      {head.count === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <RowList aria-label={listLabel}>{children}</RowList>
      )}
    </>
  );
}
