import { css } from 'styled-components';

/** The box of text inputs, selects and text areas, coloured by the field's state class. */
export const controlBox = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.spacing(11)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(3)}`};
  font-family: inherit;
  /* 16px or more keeps phones from zooming into the field on focus. */
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &.is-valid {
    border-color: ${({ theme }) => theme.colors.success};
  }
  &.is-invalid {
    border-color: ${({ theme }) => theme.colors.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.error};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

/** Native radio and checkbox inputs, tinted with the theme and large enough to tap. */
export const choiceBox = css`
  flex: none;
  width: ${({ theme }) => theme.spacing(5)};
  height: ${({ theme }) => theme.spacing(5)};
  margin: ${({ theme }) => `${theme.spacing(1)} 0 0`};
  accent-color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** A secondary action beside a control (住所検索, ファイルを選択). */
export const sideButton = css`
  flex: none;
  min-height: ${({ theme }) => theme.spacing(11)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(4)}`};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.onSecondary};
  background: ${({ theme }) => theme.colors.secondary};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
