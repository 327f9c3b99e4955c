import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { FlipBook } from './FlipBook.js';

const pages = ['表紙', '1ページ', '2ページ'].map((title, number) => ({
  number,
  title,
  image: `/v1/catalog/1/pages/${number}/image`,
  width: 600,
  height: 800,
}));

describe('FlipBook', () => {
  it('turns the pages one by one, cover first, sized before they load', async () => {
    const user = userEvent.setup();
    renderUi(<FlipBook title="春夏カタログ" pages={pages} />);
    const cover = screen.getByRole('img', { name: '春夏カタログ 表紙' });
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '800');
    expect(screen.getByText('表紙（1 / 3）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前のページ' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(screen.getByRole('img', { name: '春夏カタログ 2ページ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '前のページ' }));
    expect(screen.getByText('1ページ（2 / 3）')).toBeInTheDocument();
  });
});
