import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { pageSlots, Pagination } from './Pagination.js';

const page = (currentPage: number, lastPage = 20) => ({
  total: lastPage * 15,
  perPage: 15,
  lastPage,
  currentPage,
});

describe('pageSlots', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-start', 19, 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  it('is a navigation named ページ送り with 前へ, 次へ and the current page marked', () => {
    renderUi(<Pagination page={page(10)} onChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('button', { name: '前へ' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: '次へ' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '9' })).not.toHaveAttribute('aria-current');
    expect(nav).toHaveTextContent('…');
  });

  it('disables 前へ on the first page and 次へ on the last', () => {
    const { unmount } = renderUi(<Pagination page={page(1, 3)} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '前へ' })).toBeDisabled();
    unmount();
    renderUi(<Pagination page={page(3, 3)} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
  });

  it('calls back with the chosen page from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Pagination page={page(2, 5)} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '前へ' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: '3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '2' })).toHaveFocus();
  });

  it('does not call back for the page already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Pagination page={page(2, 5)} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders links when given hrefFor', () => {
    renderUi(<Pagination page={page(1, 3)} hrefFor={(n) => `/news?page=${n}`} />);
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/news?page=2');
    expect(screen.getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/news?page=2');
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: '前へ' })).toBeNull();
    expect(screen.getByText('前へ')).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderUi(<Pagination page={page(1, 1)} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
