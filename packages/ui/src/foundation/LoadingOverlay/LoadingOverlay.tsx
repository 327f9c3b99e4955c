import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Spinner, SPINNER_LABEL } from '../Spinner/Spinner.js';

export type LoadingOverlayProps = {
  loading: boolean;
  /** The content being loaded; covered (and made inert) while loading. */
  children?: ReactNode;
  /** Cover the whole window instead of the content, e.g. while a page changes. */
  fullScreen?: boolean;
  /** What a screen reader announces. */
  label?: string;
  /** Spinner size in px; the theme's when not given. */
  size?: number;
};

const Wrapper = styled.div`
  position: relative;
`;

const Cover = styled.div<{ $fullScreen: boolean }>`
  ${({ $fullScreen }) =>
    $fullScreen
      ? css`
          position: fixed;
        `
      : css`
          position: absolute;
        `}
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 70%, transparent);
`;

/** Shows the theme's spinner over its content while `loading` is true. */
export function LoadingOverlay({
  loading,
  children,
  fullScreen = false,
  label = SPINNER_LABEL,
  size,
}: LoadingOverlayProps) {
  const cover = loading ? (
    <Cover $fullScreen={fullScreen}>
      <Spinner label={label} size={size} />
    </Cover>
  ) : null;
  if (children === undefined) return cover;
  return (
    <Wrapper aria-busy={loading}>
      {/* Inert while loading so keyboard users cannot reach controls hidden under the cover. */}
      <div inert={loading}>{children}</div>
      {cover}
    </Wrapper>
  );
}
