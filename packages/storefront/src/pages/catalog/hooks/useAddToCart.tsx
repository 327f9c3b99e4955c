import { addToCart, selectSettings, useAppDispatch, useAppSelector } from '@mise/store';
import { Button, Link, Modal, notify, useAppNavigate } from '@mise/ui';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useEcommerceEvent } from '../../content/useEcommerceEvent.js';

/** What the product page hands the cart: one product (a variant's key) and how many. */
export type CartSelection = { key: string; quantity: number };

/** The outcome of one press of カートに入れる. */
export type AddToCartState = { added: true } | { added: false; message: string };

const ADDED = 'カートに商品を追加しました';
const FALLBACK = 'カートに追加できませんでした。時間をおいてもう一度お試しください';

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : FALLBACK;
}

/**
 * The product page's cart button: puts the product in the cart (the cart is started first when
 * there is none) and confirms it the way the shop's CART.POPUP_COMPONENT setting says: a toast
 * with a link to the cart (default) or a dialog. Sold-out and stock failures show the server's
 * message. `popup` is the dialog, rendered by the button's component.
 */
export function useAddToCart(): {
  addToCart: (selection: CartSelection) => Promise<AddToCartState>;
  popup: ReactNode;
} {
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  const report = useEcommerceEvent();
  const style = useAppSelector((state) => selectSettings(state)?.['CART.POPUP_COMPONENT']);
  const [open, setOpen] = useState(false);

  const add = useCallback(
    async (selection: CartSelection): Promise<AddToCartState> => {
      try {
        await dispatch(
          addToCart({ products: [{ product_key: selection.key, quantity: selection.quantity }] }),
        ).unwrap();
      } catch (error) {
        const message = messageOf(error);
        notify(message, 'negative');
        return { added: false, message };
      }
      if (style === 'modal') setOpen(true);
      else
        notify(
          <span>
            {ADDED} <Link href="/cart">カートを見る</Link>
          </span>,
          'positive',
          ADDED,
        );
      void report('add_to_cart', { product_key: selection.key, quantity: selection.quantity });
      return { added: true };
    },
    [dispatch, report, style],
  );

  const popup =
    style === 'modal' ? (
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={ADDED}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              買い物を続ける
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                navigate('/cart');
              }}
            >
              カートへ進む
            </Button>
          </>
        }
      >
        <p>ご注文手続きはカートから進めます。</p>
      </Modal>
    ) : null;

  return { addToCart: add, popup };
}
