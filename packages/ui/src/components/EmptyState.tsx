import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Link } from '../foundation/index.js';

export type EmptyStateAction =
  { label: string; to: string } | { label: string; onClick: () => void };

export type EmptyStateProps = {
  /** What is empty, for example 'カートに商品が入っていません'. */
  message: ReactNode;
  /** A further hint under the message. */
  description?: ReactNode;
  /** Where to go next: an in-app link or a button. */
  action?: EmptyStateAction;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => `${theme.spacing(10)} ${theme.spacing(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What an empty list or cart shows instead of nothing, with an optional way on. */
export function EmptyState({ message, description, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <Message>{message}</Message>
      {description && <Description>{description}</Description>}
      {action &&
        ('to' in action ? (
          <Link href={action.to} variant="primary">
            {action.label}
          </Link>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </Root>
  );
}
