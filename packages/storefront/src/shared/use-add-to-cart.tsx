import {
  addToCart,
  selectProductDetail,
  selectSettings,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@mise/store';
import { Button, Link, Modal, notify, useAppNavigate } from '@mise/ui';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { CartProduct } from '@mise/api-client';
import { styled } from 'styled-components';
import { cartChangeEvent, cartEvent } from '../analytics/events.js';
import { useAnalytics } from '../kit/index.js';
import { useEcommerceEvent } from '../analytics/use-ecommerce-event.js';
import { ProductThumb } from './ProductThumb.js';

/** What the product page hands the cart: one product (a variant's key) and how many. */
export type CartSelection = { key: string; quantity: number };

/** The outcome of one press of カートに入れる. */
export type AddToCartState = { added: true } | { added: false; message: string };

const ADDED = 'カートに商品を追加しました';
const FALLBACK = 'カートに追加できませんでした。時間をおいてもう一度お試しください';

/** The line of the cart that was just added to, as the confirmation shows it. */
type AddedProduct = { name: string; quantity: number; image: string };

const THUMB = 48;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A small cart summary: the product's thumbnail, name and the quantity now in the cart. */
function AddedLine({ product }: { product: AddedProduct }) {
  return (
    <Line>
      <ProductThumb src={product.image} size={THUMB} loading="eager" />
      <span>
        {product.name}
        <br />
        数量：{product.quantity}
      </span>
    </Line>
  );
}

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
  const analytics = useAnalytics();
  const store = useAppStore();
  const style = useAppSelector((state) => selectSettings(state)?.['CART.POPUP_COMPONENT']);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<AddedProduct | null>(null);

  const add = useCallback(
    async (selection: CartSelection): Promise<AddToCartState> => {
      let line: AddedProduct | null = null;
      let found: CartProduct | undefined;
      try {
        const cart = await dispatch(
          addToCart({ products: [{ product_key: selection.key, quantity: selection.quantity }] }),
        ).unwrap();
        found = cart.detail.products.find((entry) => entry.product_key === selection.key);
        if (found)
          line = {
            name: found.product_name,
            quantity: found.quantity,
            image: found.product_info.image_path,
          };
      } catch (error) {
        const message = messageOf(error);
        notify(message, 'negative');
        return { added: false, message };
      }
      setAdded(line);
      if (style === 'modal') setOpen(true);
      else
        notify(
          <span>
            {ADDED} <Link href="/cart">カートを見る</Link>
            {line && <AddedLine product={line} />}
          </span>,
          'positive',
          ADDED,
        );
      void report('add_to_cart', { product_key: selection.key, quantity: selection.quantity });
      // The tag manager gets the variant with the product's brand and categories.
      const detail = selectProductDetail(store.getState());
      const variant = detail?.product_model.products.find((entry) => entry.key === selection.key);
      if (detail && variant)
        analytics.track(
          cartChangeEvent(
            'add_to_cart',
            { ...variant, product_model: detail.product_model },
            selection.quantity,
          ),
        );
      // Added from elsewhere (a member's list): the cart's line names the product.
      else if (found)
        analytics.track(cartEvent('add_to_cart', [{ ...found, quantity: selection.quantity }]));
      return { added: true };
    },
    [analytics, dispatch, report, store, style],
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
        {added && <AddedLine product={added} />}
        <p>ご注文手続きはカートから進めます。</p>
      </Modal>
    ) : null;

  return { addToCart: add, popup };
}
