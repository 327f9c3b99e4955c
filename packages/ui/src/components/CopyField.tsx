import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../foundation/index.js';

export type CopyFieldProps = {
  /** What the text is, for example 'ギフトの受け取り用URL'. */
  label: string;
  /** The text to copy (a link, a code). */
  value: string;
  /** The button's label. */
  buttonLabel?: string;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Input = styled.input`
  flex: 1 1 ${({ theme }) => theme.spacing(60)};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * A read-only text with a copy button, for something the shopper passes on (a gift link). The
 * clipboard API needs a secure page and permission; where it fails, the text is selected so
 * the shopper can copy it by hand, and the status says so.
 */
export function CopyField({ label, value, buttonLabel = 'コピー', className }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('コピーしました');
    } catch {
      input.current?.select();
      setStatus('コピーできませんでした。選択された文字をコピーしてください。');
    }
  };
  return (
    <Root className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          ref={input}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {buttonLabel}
        </Button>
      </Row>
      <Status role="status" aria-live="polite">
        {status}
      </Status>
    </Root>
  );
}
