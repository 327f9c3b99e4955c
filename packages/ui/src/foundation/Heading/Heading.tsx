import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'md' | 'lg' | 'xl' | 'xxl';

export type HeadingProps = ComponentPropsWithRef<'h2'> & {
  /** The outline level (h1–h4), chosen by the page structure. */
  level: HeadingLevel;
  /** The look, chosen by the design; follows the level when not given. */
  size?: HeadingSize;
};

const SIZE_BY_LEVEL: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $size }) => theme.typography.sizes[$size]};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.4;
`;

/** A heading whose level (for the outline) and size (for the eye) are set apart. */
export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} {...rest} $size={size ?? SIZE_BY_LEVEL[level]}>
      {children}
    </StyledHeading>
  );
}
