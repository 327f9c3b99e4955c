import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { styled } from 'styled-components';
import { Cursor } from '../Cursor/Cursor.js';
import { buttonStyles } from './button-styles.js';
import type { ButtonSize, ButtonStyleProps, ButtonVariant } from './button-styles.js';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows the theme's cursor and ignores presses until the work is done. */
  loading?: boolean;
};

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

// A busy submit button must not submit the form a second time.
const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** A button; `type` defaults to "button" so it submits a form only when asked to. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      {...rest}
      // Stays focusable while busy (unlike disabled), so keyboard users keep their place.
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={loading ? ignorePress : onClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <Cursor />}
      {children}
    </StyledButton>
  );
}
