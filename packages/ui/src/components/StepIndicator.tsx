import { styled } from 'styled-components';

export type StepIndicatorProps = {
  /** The steps' names in order (カート, お届け先, …). */
  steps: readonly string[];
  /** Index of the step on screen. */
  current: number;
  /** Names the navigation landmark (ご注文手続きの流れ). */
  label: string;
};

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Step = styled.li<{ $current: boolean }>`
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.textMuted)};
`;

/** Where a shopper is in a flow of several screens (checkout, receiving a gift), numbered. */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  return (
    <nav aria-label={label}>
      <List>
        {steps.map((step, index) => (
          <Step
            key={step}
            $current={index === current}
            aria-current={index === current ? 'step' : undefined}
          >
            {index + 1}. {step}
          </Step>
        ))}
      </List>
    </nav>
  );
}
