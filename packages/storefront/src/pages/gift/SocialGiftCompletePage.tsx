import { selectSocialGift, useAppSelector } from '@mise/store';
import { Link } from '@mise/ui';
import type { PageProps } from '../../kit/index.js';
import { Actions, Lead, Pending } from '../../shared/page.js';
import { Section } from '../../shared/sections.js';
import { dateLabel, GiftFrame, GiftProducts, GiftUnavailable, useGiftKey } from './shared.js';

/**
 * /social-gift/{key}/complete: the gift is received. After a reload it is read again from the
 * API, which answers the prefecture only (the buyer holds the same key).
 */
export function SocialGiftCompletePage({ route }: PageProps) {
  const key = useGiftKey();
  // Loaded by the route's loader (SOCIAL_GIFT_LOADERS) unless the gift was just accepted here.
  const state = useAppSelector(selectSocialGift);
  const completion = state.key === key ? state.completion : null;
  return (
    <GiftFrame route={route} step="complete">
      {!key ? (
        <GiftUnavailable error={null} />
      ) : completion ? (
        <>
          <Lead>
            ギフトの受け取り手続きが完了しました。商品の到着まで今しばらくお待ちください。
          </Lead>
          <Section aria-labelledby="complete-gift">
            <h2 id="complete-gift">{completion.sender_name} 様からのギフト</h2>
            <GiftProducts products={completion.products} />
            <p>
              お届け先: {completion.prefecture}
              <br />
              お届け希望日:{' '}
              {completion.delivery_at ? dateLabel(completion.delivery_at) : '指定なし'}
              ／お届け時間帯: {completion.delivery_timezone_name}
            </p>
          </Section>
          <p>贈り主の方には、受け取りの手続きが済んだことをお知らせしました。</p>
          <Actions>
            <Link href="/">トップページへ</Link>
          </Actions>
        </>
      ) : state.key === key && state.completionStatus === 'failed' ? (
        <GiftUnavailable error={state.completionError} />
      ) : (
        <Pending label="読み込んでいます…" />
      )}
    </GiftFrame>
  );
}
