import { styled } from 'styled-components';
import { formatPostalCode } from '../format.js';

export type PostalCodeProps = {
  value: string | null | undefined;
  /** Prefix the postal mark '〒'. */
  mark?: boolean;
  className?: string;
};

const Root = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
`;

/** A postal code as '〒100-0001' (3-4 digits with a hyphen). */
export function PostalCode({ value, mark = true, className }: PostalCodeProps) {
  const text = formatPostalCode(value);
  if (!text) return null;
  return (
    <Root className={className}>
      {mark && <span aria-hidden="true">〒</span>}
      <span>{text}</span>
    </Root>
  );
}
