import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { dismissNoticeCookie, NoticeMessage, readDismissedNotice } from './NoticeMessage.js';

const notice = {
  code: 'cart-index',
  title: '年末年始の配送について',
  body: '<p>12月29日〜1月3日のご注文は<strong>1月4日</strong>以降の発送となります。</p><img src="x" alt="" onerror="alert(1)">',
  updated_at: '2026-12-01T00:00:00.000Z',
};

afterEach(() => {
  document.cookie = 'cart-indexMessage=; path=/; max-age=0';
});

describe('NoticeMessage', () => {
  it('shows the title and the sanitised body', async () => {
    const { container } = renderUi(<NoticeMessage notice={notice} onDismiss={() => undefined} />);
    expect(screen.getByRole('region', { name: '年末年始の配送について' })).toBeInTheDocument();
    // The markup comes with the sanitiser, a chunk loaded on demand (plain text until then).
    expect(await screen.findByText('1月4日')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('hides itself on 閉じる and calls back with the code and updated_at', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderUi(<NoticeMessage notice={notice} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onDismiss).toHaveBeenCalledWith('cart-index', '2026-12-01T00:00:00.000Z');
    expect(screen.queryByText('年末年始の配送について')).toBeNull();
  });

  it('stays hidden while the dismissed updated_at matches, and comes back when the notice changes', () => {
    const { unmount } = renderUi(<NoticeMessage notice={notice} dismissedAt={notice.updated_at} />);
    expect(screen.queryByText('年末年始の配送について')).toBeNull();
    unmount();
    renderUi(
      <NoticeMessage
        notice={{ ...notice, updated_at: '2026-12-20T00:00:00.000Z' }}
        dismissedAt={notice.updated_at}
      />,
    );
    expect(screen.getByText('年末年始の配送について')).toBeInTheDocument();
  });

  it('has no 閉じる button without onDismiss and renders nothing without a notice', () => {
    const { unmount } = renderUi(<NoticeMessage notice={notice} />);
    expect(screen.queryByRole('button', { name: '閉じる' })).toBeNull();
    unmount();
    const { container } = renderUi(<NoticeMessage notice={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('remembers a dismissal in the cookie ${code}Message for callers without a store', async () => {
    const user = userEvent.setup();
    renderUi(<NoticeMessage notice={notice} onDismiss={dismissNoticeCookie} />);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(document.cookie).toContain('cart-indexMessage=');
    expect(readDismissedNotice('cart-index')).toBe('2026-12-01T00:00:00.000Z');
    expect(readDismissedNotice('cart-index', 'a=1; cart-indexMessage=2026-01-01')).toBe(
      '2026-01-01',
    );
    expect(readDismissedNotice('caution', 'a=1')).toBeNull();
  });
});
