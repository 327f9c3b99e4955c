import {
  addCartAccessory,
  addToCart,
  fetchEmbroidery,
  fetchEmbroideryOffer,
  selectEmbroideryOffer,
  selectIsLogin,
  selectUserEmbroideryState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Link, notify } from '@mise/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { cartEvent } from '../../../analytics/events.js';
import { island, useAnalytics } from '../../../kit/index.js';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

const yen = (value: number) => `¥${value.toLocaleString('ja-JP')}`;

/**
 * The name embroidery option of a product that allows it (the motorcycle shop): the member's
 * saved embroidery goes into the cart with the product, as its accessory line priced as the
 * shop's embroidery service. Renders nothing for a product without the option.
 */
function EmbroideryOptionContent({
  productKey,
  available,
}: {
  productKey: string;
  available: boolean;
}) {
  const dispatch = useAppDispatch();
  const analytics = useAnalytics();
  const isLogin = useAppSelector(selectIsLogin);
  const { data: saved, status } = useAppSelector(selectUserEmbroideryState);
  // Null until known, and for a product that offers no embroidery (404).
  const offer = useAppSelector((state) => selectEmbroideryOffer(state, productKey));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void dispatch(fetchEmbroideryOffer(productKey));
  }, [dispatch, productKey]);

  useEffect(() => {
    if (isLogin && status === 'idle') void dispatch(fetchEmbroidery());
  }, [dispatch, isLogin, status]);

  if (!offer) return null;

  const add = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      const cart = await dispatch(
        addToCart({ products: [{ product_key: productKey, quantity: 1 }] }),
      ).unwrap();
      // The product's own line (a repeated add raises its quantity): the embroidery goes on it.
      const line = [...cart.detail.products]
        .reverse()
        .find((product) => product.product_key === productKey && product.parent_key === null);
      if (!line) throw new Error('カートに追加できませんでした');
      await dispatch(
        addCartAccessory({
          parent_key: line.key,
          product_key: offer.product_key,
          quantity: 1,
          embroidery: { text: saved.text, style: saved.style, color: saved.color },
        }),
      ).unwrap();
      analytics.track(cartEvent('add_to_cart', [{ ...line, quantity: 1 }]));
      notify(
        <span>
          ネーム刺繍を入れてカートに追加しました <Link href="/cart">カートを見る</Link>
        </span>,
        'positive',
        'ネーム刺繍を入れてカートに追加しました',
      );
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      notify(
        typeof message === 'string' && message ? message : 'カートに追加できませんでした',
        'negative',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-labelledby="embroidery-option">
      <h2 id="embroidery-option">ネーム刺繍（＋{yen(offer.unit_price_with_tax)}・税込）</h2>
      {!isLogin ? (
        <p>
          <Link href="/login">ログイン</Link>
          すると、登録したお名前を刺繍してお届けできます。
        </p>
      ) : !saved ? (
        <p>
          刺繍するお名前が登録されていません。
          <Link href="/mypage/name-embroidery/edit/">ネーム刺繍を登録する</Link>
        </p>
      ) : (
        <>
          <p>
            刺繍：<strong>{saved.text}</strong>（{saved.style_label}・{saved.color_label}）{' '}
            <Link href="/mypage/name-embroidery/edit/">変更</Link>
          </p>
          <div>
            <Button
              variant="secondary"
              loading={busy}
              disabled={!available}
              onClick={() => void add()}
            >
              ネーム刺繍を入れてカートに入れる
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}

export const EmbroideryOption = island('embroideryOption', EmbroideryOptionContent);
