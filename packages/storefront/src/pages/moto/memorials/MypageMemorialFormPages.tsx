import {
  createUserMemorial,
  selectUserMemorialsFull,
  selectUserMemorialState,
  updateUserMemorial,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Link, notify } from '@mise/ui';
import { useNavigate, useParams } from 'react-router-dom';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Alert, Pending } from '../../../shared/page.js';
import { EMPTY_MEMORIAL, MemorialForm, memorialBodyOf, memorialValuesOf } from './MemorialForm.js';
import { memorialIdOf } from './memorial-id.js';

/** /mypage/memorial/add: a new memorial, unless the member already keeps as many as allowed. */
export function MypageMemorialAddPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Loaded by the route's loader (MOTO_LOADERS): whether one more may be kept.
  const { limit, status } = useAppSelector(selectUserMemorialState);
  const full = useAppSelector(selectUserMemorialsFull);

  return (
    <AccountFrame route={route} inMypage lead="新しい記念日を登録します。">
      {status === 'idle' || status === 'loading' ? (
        <Pending label="記念日を読み込んでいます" />
      ) : full ? (
        <Alert tone="warning">
          <p>登録できる記念日は{limit}件までです。不要な記念日を削除してから登録してください。</p>
          <p>
            <Link href="/mypage/memorial">記念日一覧へ</Link>
          </p>
        </Alert>
      ) : (
        <MemorialForm
          initialValues={EMPTY_MEMORIAL}
          submitLabel="登録する"
          onSave={async (values) => {
            await dispatch(createUserMemorial(memorialBodyOf(values))).unwrap();
            notify('記念日を登録しました');
            await navigate('/mypage/memorial');
          }}
        />
      )}
    </AccountFrame>
  );
}

/** /mypage/memorial/{key}/edit: one memorial (key is its id; another member's is not found). */
export function MypageMemorialEditPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const id = memorialIdOf(key);
  // Loaded by the route's loader (MOTO_LOADERS).
  const { current, currentId, currentStatus } = useAppSelector(selectUserMemorialState);
  const memorial = current && current.id === id ? current : null;
  const missing = id === null || (currentId === id && currentStatus === 'failed');

  return (
    <AccountFrame route={route} inMypage lead="登録済みの記念日を変更します。">
      {missing ? (
        <Alert tone="warning">
          <p>記念日が見つかりませんでした。</p>
          <p>
            <Link href="/mypage/memorial">記念日一覧へ</Link>
          </p>
        </Alert>
      ) : !memorial ? (
        <Pending label="記念日を読み込んでいます" />
      ) : (
        <MemorialForm
          key={memorial.id}
          initialValues={memorialValuesOf(memorial)}
          submitLabel="変更を保存する"
          onSave={async (values) => {
            await dispatch(
              updateUserMemorial({ id: memorial.id, body: memorialBodyOf(values) }),
            ).unwrap();
            notify('記念日を変更しました');
            await navigate('/mypage/memorial');
          }}
        />
      )}
    </AccountFrame>
  );
}
