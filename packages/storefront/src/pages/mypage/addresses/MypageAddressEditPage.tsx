import {
  selectUserAddresses,
  selectUserAddressStatus,
  updateUserAddress,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Link, notify } from '@mise/ui';
import { useNavigate, useParams } from 'react-router-dom';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Alert, Pending } from '../../../shared/page.js';
import { AddressForm } from './AddressForm.js';
import { bodyOf, valuesOf } from './forms.js';

/** /mypage/address/{key}/edit: one saved address (key is its id). */
export function MypageAddressEditPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { key } = useParams();
  const id = Number(key);
  const list = useAppSelector(selectUserAddresses);
  const status = useAppSelector(selectUserAddressStatus);
  const address = list.find((entry) => entry.id === id);

  return (
    <AccountFrame route={route} inMypage lead="登録済みのお届け先の内容を変更します。">
      {!address && (status === 'idle' || status === 'loading') ? (
        <Pending label="お届け先を読み込んでいます" />
      ) : !address ? (
        <Alert tone="warning">
          <p>お届け先が見つかりませんでした。</p>
          <p>
            <Link href="/mypage/address">お届け先一覧へ</Link>
          </p>
        </Alert>
      ) : (
        <AddressForm
          key={address.id}
          initialValues={valuesOf(address)}
          withFlags={false}
          submitLabel="変更を保存する"
          onSave={async (values) => {
            await dispatch(updateUserAddress({ id, body: bodyOf(values, false) })).unwrap();
            notify('お届け先を変更しました');
            await navigate('/mypage/address');
          }}
        >
          {address.division_ct === 1 && (
            <Alert tone="info">
              <p>
                ご本人の住所です。変更すると、会員情報のお名前・ご住所・電話番号も変更されます。
              </p>
            </Alert>
          )}
        </AddressForm>
      )}
    </AccountFrame>
  );
}
