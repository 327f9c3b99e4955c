import {
  checkSocialGiftDelivery,
  fetchSocialGiftLeadTime,
  selectSocialGift,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { SocialGiftAddress, SocialGiftView } from '@mise/store';
import { Form, Link, SelectField } from '@mise/ui';
import type { FormSchema } from '@mise/ui';
import { socialGiftDeliverySchema } from '@mise/validation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import {
  Actions,
  Alert,
  FormAlert,
  Lead,
  Pending,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { dateLabel, GiftFrame, giftPath, WithGift } from './shared.js';

type Values = { delivery_at: string; delivery_timezone_key: string };

const schema: FormSchema = socialGiftDeliverySchema;

function DeliveryForm({
  gift,
  giftKey,
  address,
}: {
  gift: SocialGiftView;
  giftKey: string;
  address: SocialGiftAddress;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { delivery, leadtime, leadtimeStatus } = useAppSelector(selectSocialGift);
  // Not the route's loader: the lead times are for the address the receiver entered at the
  // previous step, which only this tab's store has (the server never sees it).
  useEffect(() => {
    void dispatch(
      fetchSocialGiftLeadTime({
        key: giftKey,
        postal: address.postal_code,
        pref: address.prefecture,
        shippingId: gift.shipping_id,
      }),
    );
  }, [address.postal_code, address.prefecture, dispatch, gift.shipping_id, giftKey]);

  if (leadtimeStatus === 'failed')
    return (
      <Alert tone="error">
        <p>お届け日時の候補を読み込めませんでした。時間をおいてもう一度お試しください。</p>
      </Alert>
    );
  if (!leadtime) return <Pending label="お届け日時の候補を読み込んでいます…" />;
  return (
    <Form<Values>
      initialValues={delivery ?? { delivery_at: '', delivery_timezone_key: '' }}
      validationSchema={schema}
      aria-label="お届け日時"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await dispatch(
            checkSocialGiftDelivery({
              key: giftKey,
              prefecture: address.prefecture,
              delivery: values,
            }),
          ).unwrap();
          await navigate(giftPath(giftKey, 'confirm'));
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      <SelectField
        name="delivery_at"
        label="お届け希望日"
        optional
        placeholder="指定なし"
        options={leadtime.dates.map((date) => ({ value: date, label: dateLabel(date) }))}
        hint={`${address.prefecture}への最短お届け日: ${dateLabel(leadtime.earliest_date)}`}
      />
      <SelectField
        name="delivery_timezone_key"
        label="お届け時間帯"
        optional
        placeholder="指定なし"
        options={leadtime.timezones
          .filter((zone) => zone.code !== '')
          .map((zone) => ({ value: zone.code, label: zone.name }))}
      />
      <Actions>
        <SubmitButton>入力内容の確認へ進む</SubmitButton>
        <BackLink to={giftPath(giftKey, 'shipping')}>お届け先の入力に戻る</BackLink>
      </Actions>
    </Form>
  );
}

/** /social-gift/{key}/delivery: the date and time slot, from the lead times of the prefecture. */
export function SocialGiftDeliveryPage({ route }: PageProps) {
  const { address } = useAppSelector(selectSocialGift);
  return (
    <GiftFrame route={route} step="delivery">
      <WithGift>
        {(gift, key) =>
          address ? (
            <>
              <Lead>お届け希望日と時間帯をお選びください。指定がなければ最短でお届けします。</Lead>
              <DeliveryForm gift={gift} giftKey={key} address={address} />
            </>
          ) : (
            <Alert tone="info">
              <p>
                先にお届け先を入力してください。
                <Link href={giftPath(key, 'shipping')}>お届け先を入力する</Link>
              </p>
            </Alert>
          )
        }
      </WithGift>
    </GiftFrame>
  );
}
