import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows the message and description without an action', () => {
    renderUi(
      <EmptyState
        message="お気に入りはまだありません"
        description="気になる商品を登録しておけます。"
      />,
    );
    expect(screen.getByText('お気に入りはまだありません')).toBeInTheDocument();
    expect(screen.getByText('気になる商品を登録しておけます。')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers an in-app link', () => {
    renderUi(
      <EmptyState
        message="カートに商品が入っていません"
        action={{ label: '買い物を続ける', to: '/product' }}
      />,
    );
    expect(screen.getByRole('link', { name: '買い物を続ける' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it('offers a button', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(
      <EmptyState message="該当する商品がありません" action={{ label: '条件をクリア', onClick }} />,
    );
    await user.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
