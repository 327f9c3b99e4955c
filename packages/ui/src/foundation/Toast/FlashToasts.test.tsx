import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.js';
import { FlashToasts } from './FlashToasts.js';
import type { FlashItem } from './FlashToasts.js';
import { Toaster } from './Toaster.js';

afterEach(() => {
  act(() => toast.remove());
});

describe('FlashToasts', () => {
  it('shows each item as a toast, positive unless it says otherwise, and reports it shown', async () => {
    const onShown = vi.fn();
    renderUi(
      <>
        <Toaster />
        <FlashToasts
          items={[
            { id: 'a', message: '会員登録が完了しました' },
            { id: 'b', message: 'カードを登録できませんでした', type: 'negative' },
          ]}
          onShown={onShown}
        />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('会員登録が完了しました');
    expect(screen.getByRole('alert')).toHaveTextContent('カードを登録できませんでした');
    expect(onShown.mock.calls).toEqual([['a'], ['b']]);
  });

  it('shows an item once even while its owner still lists it', async () => {
    const user = userEvent.setup();
    const onShown = vi.fn();
    function Shop() {
      const [items, setItems] = useState<FlashItem[]>([{ id: 'a', message: '保存しました' }]);
      const addFavourite = () =>
        setItems((list) => [...list, { id: 'b', message: 'お気に入りに追加しました' }]);
      return (
        <>
          <Toaster />
          <FlashToasts items={items} onShown={onShown} />
          <button type="button" onClick={addFavourite}>
            お気に入りに追加
          </button>
        </>
      );
    }
    renderUi(<Shop />);
    expect(await screen.findByRole('status')).toHaveTextContent('保存しました');
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'お気に入りに追加' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('お気に入りに追加しました'),
    );
    expect(screen.queryByText('保存しました')).toBeNull();
    expect(onShown.mock.calls).toEqual([['a'], ['b']]);
  });
});
