import {
  addUserCard,
  selectUserCardState,
  selectUserCardsFull,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { CheckboxField, Form, Link, notify } from '@mise/ui';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../kit/index.js';
import { BackLink } from '../../../navigation/use-back.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Pending,
  showServerError,
  SubmitButton,
} from '../../../shared/page.js';
import {
  CardInputFields,
  cardOf,
  EMPTY_CARD,
  validateCardForm,
  withCardFieldNames,
} from '../../../shared/CardFields.js';
import type { CardFormValues } from '../../../shared/CardFields.js';

type Values = CardFormValues & { isMain: boolean };

/**
 * /mypage/card/add: a new card, tokenised in the browser by the payment service checkout uses;
 * the shop receives the token and keeps the brand, last four digits and expiry only.
 */
export function MypageCardAddPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { list, limit, status } = useAppSelector(selectUserCardState);
  const full = useAppSelector(selectUserCardsFull);

  if (status === 'idle' || (status === 'loading' && list.length === 0))
    return (
      <AccountFrame
        route={route}
        inMypage
        lead="ご注文のお支払いに使うクレジットカードを登録します。"
      >
        <Pending label="読み込んでいます…" />
      </AccountFrame>
    );

  return (
    <AccountFrame
      route={route}
      inMypage
      lead="ご注文のお支払いに使うクレジットカードを登録します。"
    >
      {full ? (
        <>
          <Alert tone="warning">
            <p>
              登録できるカードは{limit}
              枚までです。新しいカードを登録するには、不要なカードを削除してください。
            </p>
          </Alert>
          <Actions>
            <Link href="/mypage/card/">クレジットカード一覧へ戻る</Link>
          </Actions>
        </>
      ) : (
        <Form<Values>
          initialValues={{ ...EMPTY_CARD, isMain: false }}
          aria-label="クレジットカードの登録"
          validate={validateCardForm}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await dispatch(addUserCard({ ...cardOf(values), isMain: values.isMain })).unwrap();
              notify('クレジットカードを登録しました');
              await navigate('/mypage/card/');
            } catch (error) {
              showServerError(withCardFieldNames(error), helpers);
            }
          }}
        >
          <FormAlert />
          <p>カード番号とセキュリティコードは決済代行会社へ直接送られ、当店には保存されません。</p>
          <CardInputFields />
          {list.length > 0 && <CheckboxField name="isMain" label="メインのカードにする" />}
          <Actions>
            <SubmitButton>登録する</SubmitButton>
            <BackLink to="/mypage/card/">クレジットカード一覧へ戻る</BackLink>
          </Actions>
        </Form>
      )}
    </AccountFrame>
  );
}
