import { formatDateTime, Link } from '@mise/ui';
import type { PageProps } from '../../kit/index.js';
import { Actions, Lead } from '../../shared/page.js';
import { Section } from '../../shared/sections.js';
import { GiftFrame, GiftProducts, giftPath, WithGift } from './shared.js';

/** /social-gift/{key}: the gift link's first page — who sent what, and the way to receive it. */
export function SocialGiftProductsPage({ route }: PageProps) {
  return (
    <GiftFrame route={route} step="">
      <WithGift>
        {(gift, key) => (
          <>
            <Section aria-labelledby="gift-from">
              <h2 id="gift-from">{gift.sender_name} 様からギフトが届いています</h2>
              {gift.message && <Lead>{gift.message}</Lead>}
              <GiftProducts products={gift.products} />
              <p>受け取り期限: {formatDateTime(gift.expires_at)}</p>
            </Section>
            <p>
              お届け先とお届け希望日時を入力してください。入力いただいたご住所やお名前が贈り主の方に伝わることはありません（お届け先の都道府県のみお伝えします）。
            </p>
            <Actions>
              <Link href={giftPath(key, 'shipping')} variant="primary">
                お届け先を入力する
              </Link>
            </Actions>
          </>
        )}
      </WithGift>
    </GiftFrame>
  );
}
