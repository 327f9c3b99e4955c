import {
  createUserAddress,
  selectCanAddUserAddress,
  selectUserAddressLimit,
  selectUserAddressStatus,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Link, notify } from '@mise/ui';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Alert, Lead, Pending } from '../../../shared/page.js';
import { AddressForm } from './AddressForm.js';
import { bodyOf, EMPTY_ADDRESS, limitMessage } from './forms.js';

/** /mypage/address/add: a new address for the book, within x-limit. */
export function MypageAddressAddPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectUserAddressStatus);
  const limit = useAppSelector(selectUserAddressLimit);
  const canAdd = useAppSelector(selectCanAddUserAddress);

  return (
    <AccountFrame route={route} inMypage lead="新しいお届け先を登録します。">
      {status !== 'loaded' && status !== 'failed' ? (
        <Pending label="お届け先を読み込んでいます" />
      ) : status === 'loaded' && !canAdd ? (
        <Alert tone="warning">
          <p>{limitMessage(limit)}</p>
          <p>
            <Link href="/mypage/address">お届け先一覧へ</Link>
          </p>
        </Alert>
      ) : (
        <>
          <Lead>お届け先のお名前とご住所を入力してください。郵便番号から住所を入力できます。</Lead>
          <AddressForm
            initialValues={EMPTY_ADDRESS}
            withFlags
            submitLabel="お届け先を登録する"
            onSave={async (values) => {
              await dispatch(createUserAddress(bodyOf(values, true))).unwrap();
              notify('お届け先を登録しました');
              await navigate('/mypage/address');
            }}
          />
        </>
      )}
    </AccountFrame>
  );
}
