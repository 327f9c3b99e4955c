import type { UserCard } from '@mise/api-client';
import {
  removeUserCard,
  selectUserCardState,
  selectUserCardsFull,
  useAppDispatch,
  useAppSelector,
  useUserCard,
} from '@mise/store';
import {
  Badge,
  Button,
  cardBrandName,
  ConfirmDialog,
  formatCardExpiry,
  formatCardNumber,
  notify,
  RowListItem,
} from '@mise/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, serverFailure } from '../../../shared/page.js';
import { useConfirmation } from '../../../shared/use-confirmation.js';
import { LimitedList } from '../../../shared/LimitedList.js';

const CardNumber = styled.p`
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  letter-spacing: 0.05em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

function CardRow({
  card,
  busy,
  onUse,
  onRemove,
}: {
  card: UserCard;
  busy: boolean;
  onUse: () => void;
  onRemove: () => void;
}) {
  const label = `${cardBrandName(card.brand)} 下4桁${card.masked_number.slice(-4)}`;
  return (
    <RowListItem aria-label={label}>
      <div>
        <p>
          <strong>{cardBrandName(card.brand)}</strong>{' '}
          {card.is_main && <Badge variant="info">メイン</Badge>}
        </p>
        <CardNumber>{formatCardNumber(card.masked_number)}</CardNumber>
        <Muted>
          有効期限 {formatCardExpiry(card.expiration)} / 名義 {card.name}
        </Muted>
      </div>
      <Buttons>
        {!card.is_main && (
          <Button variant="secondary" size="sm" loading={busy} onClick={onUse}>
            メインにする
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${label}のカードを削除`}
          onClick={onRemove}
        >
          削除
        </Button>
      </Buttons>
    </RowListItem>
  );
}

/** /mypage/card: the member's saved cards (masked), the main card, set main, delete, add. */
export function MypageCardPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { list, limit, status } = useAppSelector(selectUserCardState);
  const full = useAppSelector(selectUserCardsFull);
  const [using, setUsing] = useState<number | null>(null);

  const use = (card: UserCard) => {
    setUsing(card.id);
    dispatch(useUserCard(card.id))
      .unwrap()
      .then(() => notify('メインのカードを変更しました'))
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setUsing(null));
  };

  const removal = useConfirmation((card: UserCard) =>
    dispatch(removeUserCard(card.id))
      .unwrap()
      .then(() => 'カードを削除しました'),
  );

  return (
    <AccountFrame route={route} inMypage>
      <p>
        ご登録のクレジットカードは、ご注文のお支払いにご利用いただけます。カード番号は決済代行会社で安全に管理され、当店には下4桁のみ保存されます。
      </p>
      <LimitedList
        status={status}
        pendingLabel="クレジットカードを読み込んでいます…"
        count={list.length}
        limit={limit}
        full={full}
        unit="枚"
        noun="カード"
        addHref="/mypage/card/add/"
        addLabel="カードを追加する"
        emptyMessage="登録されているクレジットカードはありません。"
        listLabel="登録済みのクレジットカード"
      >
        {list.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            busy={using === card.id}
            onUse={() => use(card)}
            onRemove={() => removal.ask(card)}
          />
        ))}
      </LimitedList>
      <ConfirmDialog {...removal.dialog} title="このカードを削除しますか？" confirmLabel="削除する">
        {removal.target && (
          <p>
            {cardBrandName(removal.target.brand)} {formatCardNumber(removal.target.masked_number)}
            （有効期限 {formatCardExpiry(removal.target.expiration)}）を削除します。
            {removal.target.is_main && list.length > 1
              ? '別のカードがメインのカードになります。'
              : ''}
          </p>
        )}
      </ConfirmDialog>
    </AccountFrame>
  );
}
