import { requestProduct, useAppDispatch } from '@mise/store';
import { Button, Link, notify } from '@mise/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { island } from '../../../kit/index.js';
import { MemberOrGuest } from '../../../navigation/MemberParts.js';
import { serverFailure } from '../../../shared/server-failure.js';

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;
`;

type RequestProps = {
  productKey: string;
  /** This product (variant) is sold out: the request is for its restock. */
  soldOut: boolean;
  /** The shop takes requests for the model even while it is in stock. */
  requestable: boolean;
};

const LABELS = { restock: '再入荷をリクエスト', request: '商品をリクエスト' } as const;
const NOTES = {
  restock: '入荷しましたら、ご登録のメールアドレスにお知らせします。',
  request: 'ご要望はリクエスト履歴から確認できます。',
} as const;
const DONE = {
  restock: '再入荷をリクエストしました',
  request: '商品をリクエストしました',
} as const;

/** Codes that mean the member has asked already: the button shows it is done. */
const ALREADY = new Set(['product_request_exists']);

function ProductRequestContent({ productKey, soldOut }: RequestProps) {
  const dispatch = useAppDispatch();
  const kind = soldOut ? 'restock' : 'request';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const send = async () => {
    setState('busy');
    try {
      await dispatch(requestProduct({ product_id: productKey })).unwrap();
      setState('done');
      notify(
        <span>
          {DONE[kind]} <Link href="/mypage/product_request_history/">履歴を見る</Link>
        </span>,
        'positive',
        DONE[kind],
      );
    } catch (error) {
      const failure = serverFailure(error);
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && ALREADY.has(code)) setState('done');
      else setState('idle');
      notify(failure.message, 'negative');
    }
  };
  return (
    <Box>
      <Button
        variant="secondary"
        loading={state === 'busy'}
        disabled={state === 'done'}
        onClick={() => void send()}
      >
        {state === 'done' ? 'リクエスト済み' : LABELS[kind]}
      </Button>
      <Note>{NOTES[kind]}</Note>
    </Box>
  );
}

// An island for members only: a guest gets a link to the login.
export const ProductRequestToggle = island('productRequest', ProductRequestContent);

/**
 * Beside the cart button: 再入荷をリクエスト for a sold-out product, 商品をリクエスト for a
 * product of a requestable model. A member's request lands in /mypage/product_request_history;
 * a guest is sent to the login first and comes back to the product.
 */
export function ProductRequestButton(props: RequestProps) {
  if (!props.soldOut && !props.requestable) return null;
  const kind = props.soldOut ? 'restock' : 'request';
  return (
    <MemberOrGuest
      member={<ProductRequestToggle {...props} />}
      guest={
        <Link
          href={`/login/?re=${encodeURIComponent(`/product/${props.productKey}`)}`}
          variant="secondary"
        >
          ログインして{LABELS[kind]}
        </Link>
      }
    />
  );
}
