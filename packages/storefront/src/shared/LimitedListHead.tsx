import { Button, Link } from '@mise/ui';
import { styled } from 'styled-components';
import { Actions, Alert } from './page.js';

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The head of a my page list capped by x-limit (cards, memorials): how many are kept of how
 * many, what to do at the limit, and the add button, disabled there.
 */
export function LimitedListHead({
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
