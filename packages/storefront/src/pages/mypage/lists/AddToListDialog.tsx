import type { UserList } from '@mise/api-client';
import {
  addToUserList,
  fetchUserLists,
  selectUserLists,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Form, Link, Modal, notify, TextField } from '@mise/ui';
import { USER_LIST_NAME_MAX, userListSchema } from '@mise/validation';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import {
  FormAlert,
  Pending,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../../shared/page.js';

const Lists = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

function added(list: UserList) {
  notify(
    <span>
      「{list.name}」に追加しました{' '}
      <Link href={`/mypage/list/${encodeURIComponent(list.key)}/`}>リストを見る</Link>
    </span>,
    'positive',
    `「${list.name}」に追加しました`,
  );
}

/**
 * The product page's 「リストに追加」 dialog: each of the member's lists with its count and an
 * add button, and a form that makes a new list with the product on it.
 */
export function AddToListDialog({
  productId,
  productName,
  onClose,
}: {
  productId: number;
  productName: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const { list, limit, status } = useAppSelector(selectUserLists);
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(fetchUserLists());
  }, [dispatch]);

  const addTo = async (target: UserList) => {
    setAdding(target.key);
    try {
      const result = await dispatch(
        addToUserList({ productId, target: { key: target.key } }),
      ).unwrap();
      added(result);
      onClose();
    } catch (error) {
      notify(serverFailure(error).message, 'negative');
      setAdding(null);
    }
  };

  const full = limit > 0 && list.length >= limit;

  return (
    <Modal open onClose={onClose} title="リストに追加" size="md">
      <Body>
        <Muted>「{productName}」を追加するリストを選んでください。</Muted>
        {status === 'failed' ? (
          <p role="alert">リストを読み込めませんでした。時間をおいてもう一度お試しください。</p>
        ) : status !== 'loaded' ? (
          <Pending label="リストを読み込んでいます…" />
        ) : list.length === 0 ? (
          <Muted>リストはまだありません。下のフォームで作成できます。</Muted>
        ) : (
          <Lists aria-label="追加先のリスト">
            {list.map((entry) => (
              <Row key={entry.key}>
                <Name>
                  {entry.name}（{entry.count}件）
                </Name>
                <Button
                  size="sm"
                  loading={adding === entry.key}
                  disabled={adding !== null && adding !== entry.key}
                  aria-label={`「${entry.name}」に追加`}
                  onClick={() => void addTo(entry)}
                >
                  追加
                </Button>
              </Row>
            ))}
          </Lists>
        )}
        {full ? (
          <Muted>リストは{limit}件まで作成できます。</Muted>
        ) : (
          <Form<{ name: string }>
            initialValues={{ name: '' }}
            validationSchema={userListSchema}
            aria-label="新しいリストを作成して追加"
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                const result = await dispatch(
                  addToUserList({ productId, target: { name: values.name.trim() } }),
                ).unwrap();
                added(result);
                onClose();
              } catch (error) {
                showServerError(error, helpers);
              }
            }}
          >
            <FormAlert />
            <TextField
              name="name"
              label="新しいリスト名"
              hint={`${USER_LIST_NAME_MAX}文字以内`}
              width="medium"
            />
            <SubmitButton>作成して追加</SubmitButton>
          </Form>
        )}
      </Body>
    </Modal>
  );
}
