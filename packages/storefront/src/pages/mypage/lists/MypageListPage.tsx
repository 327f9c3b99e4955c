import type { UserList } from '@mise/api-client';
import {
  createUserList,
  deleteUserList,
  renameUserList,
  selectUserLists,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import {
  Button,
  ConfirmDialog,
  DateText,
  EmptyState,
  Form,
  Heading,
  Link,
  notify,
  RowList,
  RowListItem,
  TextField,
} from '@mise/ui';
import { USER_LIST_NAME_MAX, userListSchema } from '@mise/validation';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  LoadFailed,
  Pending,
  showServerError,
  SubmitButton,
} from '../../../shared/page.js';
import { useConfirmation } from '../../../shared/use-confirmation.js';

type NameValues = { name: string };

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  flex: 1;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const NAME_HINT = `${USER_LIST_NAME_MAX}文字以内で入力してください。`;

/** The rename form of one list, in its row. */
function RenameForm({ list, onDone }: { list: UserList; onDone: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Form<NameValues>
      initialValues={{ name: list.name }}
      validationSchema={userListSchema}
      aria-label={`「${list.name}」の名前を変更`}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await dispatch(renameUserList({ key: list.key, name: values.name.trim() })).unwrap();
          notify('リスト名を変更しました', 'positive');
          onDone();
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      <TextField name="name" label="新しいリスト名" required hint={NAME_HINT} width="medium" />
      <Buttons>
        <SubmitButton>変更する</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          キャンセル
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * /mypage/list: the member's product lists (お気に入りリスト) — make one by name, rename or
 * delete one (with a confirmation), each with how many products it holds and a link to it.
 */
export function MypageListPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { list, limit, status } = useAppSelector(selectUserLists);
  const [renaming, setRenaming] = useState<string | null>(null);

  const full = limit > 0 && list.length >= limit;

  const removal = useConfirmation((entry: UserList) =>
    dispatch(deleteUserList(entry.key))
      .unwrap()
      .then(() => `「${entry.name}」を削除しました`),
  );

  return (
    <AccountFrame route={route} inMypage>
      <p>
        気になる商品を用途ごとのリストにまとめておけます。商品ページの「リストに追加」から登録してください。
      </p>
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' ? (
        <Pending label="リストを読み込んでいます…" />
      ) : (
        <>
          <Section aria-labelledby="list-create">
            <Heading level={2} id="list-create">
              新しいリストを作成
            </Heading>
            {full ? (
              <Alert tone="info">
                <p>
                  リストは{limit}
                  件まで作成できます。新しいリストを作成するには、不要なリストを削除してください。
                </p>
              </Alert>
            ) : (
              <Form<NameValues>
                initialValues={{ name: '' }}
                validationSchema={userListSchema}
                aria-label="新しいリストを作成"
                onSubmit={async (values, helpers) => {
                  helpers.setStatus(undefined);
                  try {
                    const created = await dispatch(createUserList(values.name.trim())).unwrap();
                    notify(`「${created.name}」を作成しました`, 'positive');
                    helpers.resetForm();
                  } catch (error) {
                    showServerError(error, helpers);
                  }
                }}
              >
                <FormAlert />
                <TextField name="name" label="リスト名" required hint={NAME_HINT} width="medium" />
                <Actions>
                  <SubmitButton>リストを作成</SubmitButton>
                </Actions>
              </Form>
            )}
          </Section>
          <Section aria-labelledby="list-index">
            <Heading level={2} id="list-index">
              マイリスト
            </Heading>
            <Muted role="status">
              {list.length}件のリスト（最大{limit}件まで作成できます）
            </Muted>
            {list.length === 0 ? (
              <EmptyState
                message="リストはまだありません。"
                description="上のフォームからリストを作成し、商品ページで商品を追加してください。"
                action={{ label: '商品を探す', to: '/product' }}
              />
            ) : (
              <RowList aria-label="マイリスト">
                {list.map((entry) => (
                  <RowListItem key={entry.key}>
                    {renaming === entry.key ? (
                      <RenameForm list={entry} onDone={() => setRenaming(null)} />
                    ) : (
                      <>
                        <Info>
                          <Link href={`/mypage/list/${encodeURIComponent(entry.key)}/`}>
                            <Name>{entry.name}</Name>
                          </Link>
                          <Muted>
                            {entry.count.toLocaleString('ja-JP')}件の商品 ／ 更新日：
                            <DateText value={entry.updated_at} />
                          </Muted>
                        </Info>
                        <Buttons>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`「${entry.name}」の名前を変更`}
                            onClick={() => setRenaming(entry.key)}
                          >
                            名前を変更
                          </Button>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`「${entry.name}」を削除`}
                            onClick={() => removal.ask(entry)}
                          >
                            削除
                          </Button>
                        </Buttons>
                      </>
                    )}
                  </RowListItem>
                ))}
              </RowList>
            )}
          </Section>
        </>
      )}
      <ConfirmDialog {...removal.dialog} title="このリストを削除しますか？" confirmLabel="削除する">
        {removal.target && (
          <p>
            「{removal.target.name}」（{removal.target.count}
            件の商品）を削除します。リストに登録した商品は商品ページからいつでも追加できます。
          </p>
        )}
      </ConfirmDialog>
    </AccountFrame>
  );
}
