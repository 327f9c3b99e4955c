import type { UserAddress } from '@mise/api-client';
import {
  removeAllUserAddresses,
  removeUserAddress,
  selectCanAddUserAddress,
  selectUserAddresses,
  selectUserAddressLimit,
  selectUserAddressStatus,
  setDefaultAddress,
  setSenderDefaultAddress,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Badge, Button, ConfirmDialog, Link, notify, RowList, RowListItem } from '@mise/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  PageNotice,
  Pending,
  serverFailure,
} from '../../../shared/page.js';
import { AddressCsv } from './AddressCsv.js';
import { addressLabel, limitMessage } from './forms.js';
import { useConfirmation } from '../../../shared/use-confirmation.js';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

type Busy = { id: number; action: 'use' | 'sender' } | null;

function AddressRow({
  address,
  busy,
  onUse,
  onUseSender,
  onRemove,
}: {
  address: UserAddress;
  busy: Busy;
  onUse: () => void;
  onUseSender: () => void;
  onRemove: () => void;
}) {
  const own = address.division_ct === 1;
  const label = addressLabel(address);
  return (
    <RowListItem $align="start" aria-label={label}>
      <div>
        <Badges>
          <strong>{label}</strong>
          {own && <Badge variant="info">ご本人の住所</Badge>}
          {address.is_default && <Badge variant="new">いつものお届け先</Badge>}
          {address.is_sender_default && <Badge variant="new">いつもの依頼主</Badge>}
        </Badges>
        <p>
          {address.shipping_name}様{address.company_name && `（${address.company_name}）`}
        </p>
        <p>{address.full_address}</p>
        <Muted>
          {[
            address.phone_number && `電話 ${address.phone_number}`,
            address.cell_phone_number && `携帯 ${address.cell_phone_number}`,
          ]
            .filter(Boolean)
            .join('　')}
        </Muted>
      </div>
      <Buttons>
        <Link
          href={`/mypage/address/${address.id}/edit`}
          variant="secondary"
          size="sm"
          aria-label={`${label}を編集`}
        >
          編集
        </Link>
        {!address.is_default && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy?.id === address.id && busy.action === 'use'}
            aria-label={`${label}をいつものお届け先にする`}
            onClick={onUse}
          >
            いつものお届け先にする
          </Button>
        )}
        {!address.is_sender_default && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy?.id === address.id && busy.action === 'sender'}
            aria-label={`${label}をいつもの依頼主にする`}
            onClick={onUseSender}
          >
            いつもの依頼主にする
          </Button>
        )}
        {own ? (
          <Muted>ご本人の住所は削除できません</Muted>
        ) : (
          <Button variant="danger" size="sm" aria-label={`${label}を削除`} onClick={onRemove}>
            削除
          </Button>
        )}
      </Buttons>
    </RowListItem>
  );
}

/**
 * /mypage/address: the address book — the own address, the default and sender-default
 * badges, the count against x-limit, set default, edit, delete one or all, and CSV.
 */
export function MypageAddressPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectUserAddresses);
  const limit = useAppSelector(selectUserAddressLimit);
  const status = useAppSelector(selectUserAddressStatus);
  const canAdd = useAppSelector(selectCanAddUserAddress);
  const [busy, setBusy] = useState<Busy>(null);

  const flag = (address: UserAddress, action: 'use' | 'sender') => {
    setBusy({ id: address.id, action });
    const thunk = action === 'use' ? setDefaultAddress : setSenderDefaultAddress;
    dispatch(thunk(address.id))
      .unwrap()
      .then(() =>
        notify(
          action === 'use'
            ? `${addressLabel(address)}をいつものお届け先にしました`
            : `${addressLabel(address)}をいつもの依頼主にしました`,
        ),
      )
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setBusy(null));
  };

  const removal = useConfirmation((address: UserAddress) =>
    dispatch(removeUserAddress(address.id))
      .unwrap()
      .then(() => 'お届け先を削除しました'),
  );
  const removalOfAll = useConfirmation((_all: true) =>
    dispatch(removeAllUserAddresses())
      .unwrap()
      .then(() => 'ご本人の住所以外のお届け先をすべて削除しました'),
  );

  const others = list.filter((address) => address.division_ct !== 1).length;

  return (
    <AccountFrame
      route={route}
      inMypage
      lead="ご自宅のほか、ご実家や勤務先など、よく使うお届け先を登録しておけます。"
    >
      <PageNotice code="mypage-address-index" />
      {status === 'failed' && list.length === 0 ? (
        <Alert tone="error">
          <p>お届け先を読み込めませんでした。時間をおいてもう一度お試しください。</p>
        </Alert>
      ) : status !== 'loaded' && list.length === 0 ? (
        <Pending label="お届け先を読み込んでいます" />
      ) : (
        <>
          <Count>
            登録件数 <strong>{list.length}</strong>件／最大{limit}件
          </Count>
          <Actions>
            {canAdd ? (
              <Link href="/mypage/address/add" variant="primary">
                新しいお届け先を追加する
              </Link>
            ) : (
              <Button disabled aria-describedby="address-limit">
                新しいお届け先を追加する
              </Button>
            )}
            {others > 0 && (
              <Button variant="ghost" onClick={() => removalOfAll.ask(true)}>
                すべて削除する
              </Button>
            )}
          </Actions>
          {!canAdd && (
            <Alert tone="info">
              <p id="address-limit">{limitMessage(limit)}</p>
            </Alert>
          )}
          <RowList aria-label="お届け先一覧">
            {list.map((address) => (
              <AddressRow
                key={address.id}
                address={address}
                busy={busy}
                onUse={() => flag(address, 'use')}
                onUseSender={() => flag(address, 'sender')}
                onRemove={() => removal.ask(address)}
              />
            ))}
          </RowList>
          <AddressCsv />
        </>
      )}
      <ConfirmDialog {...removal.dialog} title="お届け先の削除" confirmLabel="削除する">
        {removal.target && (
          <p>
            「{addressLabel(removal.target)}」（{removal.target.full_address}
            ）を削除します。よろしいですか？
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        {...removalOfAll.dialog}
        title="お届け先の一括削除"
        confirmLabel="すべて削除する"
      >
        <p>
          ご本人の住所を除く{others}
          件のお届け先をすべて削除します。この操作は取り消せません。よろしいですか？
        </p>
      </ConfirmDialog>
    </AccountFrame>
  );
}
