import { completeSocialGift, selectSocialGift, useAppDispatch, useAppSelector } from '@mise/store';
import { Button, Link } from '@mise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import { Actions, Alert, Lead, serverFailure } from '../../shared/page.js';
import { Section } from '../../shared/sections.js';
import {
  dateLabel,
  GiftFrame,
  GiftProducts,
  giftPath,
  ReceiverAddress,
  WithGift,
} from './shared.js';

/** /social-gift/{key}/confirm: everything entered, once more, then the gift is received. */
export function SocialGiftConfirmPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { address, delivery, leadtime } = useAppSelector(selectSocialGift);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zoneName = (code: string) =>
    leadtime?.timezones.find((zone) => zone.code === code)?.name ?? code;
  return (
    <GiftFrame route={route} step="confirm">
      <WithGift>
        {(gift, key) =>
          !address || !delivery ? (
            <Alert tone="info">
              <p>
                お届け先とお届け日時を入力してください。
                <Link href={giftPath(key, address ? 'delivery' : 'shipping')}>入力に戻る</Link>
              </p>
            </Alert>
          ) : (
            <>
              <Lead>内容をご確認のうえ、「この内容で受け取る」を押してください。</Lead>
              {error && (
                <Alert tone="error">
                  <p>{error}</p>
                </Alert>
              )}
              <Section aria-labelledby="confirm-products">
                <h2 id="confirm-products">{gift.sender_name} 様からのギフト</h2>
                <GiftProducts products={gift.products} />
              </Section>
              <Section aria-labelledby="confirm-address">
                <h2 id="confirm-address">お届け先</h2>
                <ReceiverAddress address={address} />
                <Link href={giftPath(key, 'shipping')}>お届け先を変更する</Link>
              </Section>
              <Section aria-labelledby="confirm-delivery">
                <h2 id="confirm-delivery">お届け日時</h2>
                <p>
                  お届け希望日:{' '}
                  {delivery.delivery_at ? dateLabel(delivery.delivery_at) : '指定なし'}
                  ／お届け時間帯:{' '}
                  {delivery.delivery_timezone_key
                    ? zoneName(delivery.delivery_timezone_key)
                    : '指定なし'}
                </p>
                <Link href={giftPath(key, 'delivery')}>お届け日時を変更する</Link>
              </Section>
              <Actions>
                <Button
                  size="lg"
                  loading={sending}
                  onClick={() => {
                    setSending(true);
                    setError(null);
                    dispatch(completeSocialGift({ key, address, delivery }))
                      .unwrap()
                      .then(() => navigate(giftPath(key, 'complete')))
                      .catch((failure: unknown) => setError(serverFailure(failure).message))
                      .finally(() => setSending(false));
                  }}
                >
                  この内容で受け取る
                </Button>
                <BackLink to={giftPath(key, 'delivery')}>お届け日時の指定に戻る</BackLink>
              </Actions>
            </>
          )
        }
      </WithGift>
    </GiftFrame>
  );
}
