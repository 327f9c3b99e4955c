import type { SocialGiftProduct } from '@mise/api-client';
import {
  rememberedSocialGiftKey,
  selectSocialGift,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { SocialGiftAddress, SocialGiftView, ThunkError } from '@mise/store';
import { Breadcrumbs, EmptyState, formatPostalCode, Heading, StepIndicator } from '@mise/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageMeta } from '../../kit/index.js';
import type { RouteDef } from '../../routes/table.js';
import { Pending } from '../../shared/page.js';

/** Building blocks of the receiver's screens: frame with the steps, the gift, closed keys. */

type GiftStep = '' | 'shipping' | 'delivery' | 'confirm' | 'complete';

const STEPS: readonly { label: string; step: GiftStep }[] = [
  { label: 'ギフトの確認', step: '' },
  { label: 'お届け先', step: 'shipping' },
  { label: 'お届け日時', step: 'delivery' },
  { label: '確認', step: 'confirm' },
  { label: '完了', step: 'complete' },
];

/** The page of a step of the gift of `key`. */
export const giftPath = (key: string, step: GiftStep = '') =>
  `/social-gift/${encodeURIComponent(key)}${step ? `/${step}` : ''}`;

/**
 * The key of the route (/social-gift/{key}/...); the steps' addresses without one
 * (/social-gift/shipping, …) take the gift open in this tab, else the one opened last in this
 * browser session. Null when there is none.
 */
export function useGiftKey(): string | null {
  const { key } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSocialGift).key;
  const [remembered] = useState(() => dispatch(rememberedSocialGiftKey()));
  return key || open || remembered;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  max-width: ${({ theme }) => theme.spacing(180)};
`;

/** Title, breadcrumbs, the receiver's steps and the heading (a private link: not indexed). */
export function GiftFrame({
  route,
  step,
  children,
}: {
  route: RouteDef;
  step?: GiftStep;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageMeta title={route.title} noIndex />
      <Breadcrumbs
        items={[
          { label: 'トップ', to: '/' },
          { label: 'ソーシャルギフト', to: '/social-gift' },
          ...(route.id === 'socialGift' ? [] : [{ label: route.title }]),
        ]}
      />
      <Heading level={1}>{route.title}</Heading>
      {step !== undefined && (
        <StepIndicator
          label="ギフトの受け取りの流れ"
          steps={STEPS.map((entry) => entry.label)}
          current={STEPS.findIndex((entry) => entry.step === step)}
        />
      )}
      {children}
    </Page>
  );
}

/**
 * A key the receiver can no longer use, or none at all: what happened in Japanese (the server's
 * message for a used, expired or cancelled gift) and where to go on.
 */
export function GiftUnavailable({ error }: { error: ThunkError | null }) {
  const closed = error?.status === 410;
  const message = closed
    ? (error.message ?? 'このギフトは受け取りできません。')
    : error?.status === 404
      ? (error.message ?? 'ギフトが見つかりませんでした。')
      : error
        ? 'ギフトの情報を読み込めませんでした。時間をおいてもう一度お試しください。'
        : 'ギフトの受け取り用URLが正しくありません。';
  return (
    <EmptyState
      message={message}
      description={
        closed
          ? 'ご不明な点は、ギフトを贈ってくださった方にお問い合わせください。'
          : '受け取り用URLをもう一度ご確認ください。'
      }
      action={{ label: 'ソーシャルギフトについて', to: '/social-gift' }}
    />
  );
}

/**
 * The gift of the route's key, loaded once per key by the route's loader (SOCIAL_GIFT_LOADERS);
 * its screens render when it is there. A used, expired or unknown key shows GiftUnavailable
 * instead.
 */
export function WithGift({
  children,
}: {
  children: (gift: SocialGiftView, key: string) => ReactNode;
}) {
  const key = useGiftKey();
  const state = useAppSelector(selectSocialGift);
  const current = state.key === key;
  if (!key) return <GiftUnavailable error={null} />;
  if (current && state.status === 'failed') return <GiftUnavailable error={state.error} />;
  if (!current || !state.gift) return <Pending label="ギフトを読み込んでいます…" />;
  return <>{children(state.gift, key)}</>;
}

const ProductList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ProductRow = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;

  img {
    width: ${({ theme }) => theme.spacing(20)};
    height: ${({ theme }) => theme.spacing(20)};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** The gift's products (no prices: what a gift cost is the sender's). */
export function GiftProducts({ products }: { products: SocialGiftProduct[] }) {
  return (
    <ProductList aria-label="ギフトの商品">
      {products.map(({ product_info: product, quantity }) => (
        <ProductRow key={product.key}>
          {product.image_path && <img src={product.image_path} alt="" loading="lazy" />}
          <span>
            {product.name} × {quantity}
          </span>
        </ProductRow>
      ))}
    </ProductList>
  );
}

/** The receiver's address in two lines, as the confirm page shows it. */
export function ReceiverAddress({ address }: { address: SocialGiftAddress }) {
  return (
    <p>
      {address.last_name} {address.first_name}（{address.last_name_kana} {address.first_name_kana}
      ）様
      <br />〒{formatPostalCode(address.postal_code)} {address.prefecture}
      {address.city}
      {address.address1} {address.address2}
      <br />
      電話番号: {address.phone_number}
    </p>
  );
}

const DATE_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 2026.12.01（火）: a delivery date with its weekday (spec section 9's date format). */
export function dateLabel(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${date.replaceAll('-', '.')}（${DATE_WEEKDAYS[weekday] ?? ''}）`;
}
