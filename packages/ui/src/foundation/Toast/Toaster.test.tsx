import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.js';
import { notify } from './notify.js';
import { Toaster } from './Toaster.js';

// react-hot-toast keeps its toasts in a module-wide store.
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

const show = (...args: Parameters<typeof notify>) => act(() => void notify(...args));

describe('Toaster and notify()', () => {
  it('shows a positive toast by default, politely announced', async () => {
    renderUi(<Toaster />);
    show('カートに追加しました');
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('カートに追加しました');
    expect(message).toHaveAttribute('aria-live', 'polite');
  });

  it('announces a negative toast at once', async () => {
    renderUi(<Toaster />);
    show('在庫が不足しています', 'negative');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('在庫が不足しています');
    expect(message).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows an info toast as a status', async () => {
    renderUi(<Toaster />);
    show('メンテナンスのお知らせがあります', 'info');
    expect(await screen.findByRole('status')).toHaveTextContent('メンテナンスのお知らせがあります');
  });

  it('shows the same message only once', async () => {
    renderUi(<Toaster />);
    show('カートに追加しました');
    show('カートに追加しました');
    show('カートに追加しました', 'info');
    await screen.findByRole('status');
    expect(screen.getAllByText('カートに追加しました')).toHaveLength(1);
  });

  it('keeps at most the five newest toasts', async () => {
    renderUi(<Toaster />);
    for (let index = 1; index <= 7; index += 1) show(`お知らせ ${index}`, 'info');
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(5));
    expect(
      screen
        .getAllByRole('status')
        .map((message) => message.textContent)
        .sort(),
    ).toEqual(['お知らせ 3', 'お知らせ 4', 'お知らせ 5', 'お知らせ 6', 'お知らせ 7']);
  });

  it('counts a repeated message as the newest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<Toaster />);
    const later = (...args: Parameters<typeof notify>) => {
      act(() => void vi.advanceTimersByTime(10));
      show(...args);
    };
    for (let index = 1; index <= 5; index += 1) later(`お知らせ ${index}`, 'info');
    later('お知らせ 1', 'info');
    later('お知らせ 6', 'info');
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(5));
    expect(
      screen
        .getAllByRole('status')
        .map((message) => message.textContent)
        .sort(),
    ).toEqual(['お知らせ 1', 'お知らせ 3', 'お知らせ 4', 'お知らせ 5', 'お知らせ 6']);
  });

  it('shows toasts at the bottom centre', async () => {
    renderUi(<Toaster />);
    show('保存しました');
    const message = await screen.findByRole('status');
    const slot = message.closest<HTMLElement>('[style*="justify-content"]');
    expect(slot).toHaveStyle({ bottom: '0px', justifyContent: 'center' });
  });

  it('hides a toast after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<Toaster />);
    show('保存しました');
    await screen.findByRole('status');
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is closed from the keyboard with its 閉じる button', async () => {
    const user = userEvent.setup();
    renderUi(<Toaster />);
    show('保存しました');
    const message = await screen.findByRole('status');
    await user.tab();
    const close = within(message.parentElement!).getByRole('button', { name: '閉じる' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
