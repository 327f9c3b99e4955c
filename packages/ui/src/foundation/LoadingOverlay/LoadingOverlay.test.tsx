import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { businessTheme } from '../../tokens/presets.js';
import { LoadingOverlay } from './LoadingOverlay.js';

const content = <button type="button">注文内容を変更する</button>;

describe('LoadingOverlay', () => {
  it('covers the content with the theme’s spinner while loading', () => {
    renderUi(<LoadingOverlay loading>{content}</LoadingOverlay>, { theme: businessTheme });
    const spinner = screen.getByRole('status', { name: '読み込み中' });
    expect(spinner).toHaveAttribute('data-variant', '5');
    const button = screen.getByText('注文内容を変更する');
    expect(button.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    // Inert content can be neither clicked nor reached with Tab under the cover.
    expect(button.closest('[inert]')).not.toBeNull();
  });

  it('shows the content alone when not loading', () => {
    renderUi(<LoadingOverlay loading={false}>{content}</LoadingOverlay>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '注文内容を変更する' });
    expect(button.closest('[inert]')).toBeNull();
    expect(button.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('can stand alone over the whole window with its own label', () => {
    renderUi(<LoadingOverlay loading fullScreen label="ページを読み込んでいます" />);
    expect(screen.getByRole('status', { name: 'ページを読み込んでいます' })).toBeInTheDocument();
  });

  it('renders nothing standing alone when not loading', () => {
    const { container } = renderUi(<LoadingOverlay loading={false} fullScreen />);
    expect(container).toBeEmptyDOMElement();
  });
});
