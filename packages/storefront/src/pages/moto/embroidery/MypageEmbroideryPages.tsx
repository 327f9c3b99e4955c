import {
  saveEmbroidery,
  selectUserEmbroideryState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { EmptyState, Form, Link, notify, RadioGroup, TextField } from '@mise/ui';
import { EMBROIDERY_COLORS, EMBROIDERY_STYLES, embroiderySchema } from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { BackLink } from '../../../navigation/use-back.js';
import type { PageProps } from '../../../kit/index.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  LoadFailed,
  Pending,
  showServerError,
  SubmitButton,
} from '../../../shared/page.js';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(4)}`};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Stitched = styled.dd`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/** /mypage/name-embroidery: the saved embroidery, which embroiderable products offer. */
export function MypageEmbroideryPage({ route }: PageProps) {
  // Loaded by the route's loader (MOTO_LOADERS).
  const { data, status } = useAppSelector(selectUserEmbroideryState);

  return (
    <AccountFrame route={route} inMypage>
      <p>
        ジャケットやグローブなど、ネーム刺繍に対応した商品では、ここで登録したお名前を刺繍してお届けします（有料オプション）。
      </p>
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' ? (
        <Pending label="ネーム刺繍を読み込んでいます…" />
      ) : data ? (
        <>
          <Facts aria-label="登録済みのネーム刺繍">
            <dt>刺繍する文字</dt>
            <Stitched>{data.text}</Stitched>
            <dt>書体</dt>
            <dd>{data.style_label}</dd>
            <dt>糸の色</dt>
            <dd>{data.color_label}</dd>
          </Facts>
          <Actions>
            <Link href="/mypage/name-embroidery/edit/" variant="primary">
              ネーム刺繍を変更する
            </Link>
          </Actions>
        </>
      ) : (
        <>
          <EmptyState message="ネーム刺繍は登録されていません。" />
          <Actions>
            <Link href="/mypage/name-embroidery/edit/" variant="primary">
              ネーム刺繍を登録する
            </Link>
          </Actions>
        </>
      )}
    </AccountFrame>
  );
}

type Values = { text: string; style: string; color: string };

/** /mypage/name-embroidery/edit: the text, lettering and thread colour. */
export function MypageEmbroideryEditPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Loaded by the route's loader (MOTO_LOADERS).
  const { data, status } = useAppSelector(selectUserEmbroideryState);

  return (
    <AccountFrame route={route} inMypage lead="ネーム刺繍の文字・書体・糸の色を設定します。">
      {status === 'idle' || status === 'loading' ? (
        <Pending label="ネーム刺繍を読み込んでいます" />
      ) : (
        <Form<Values>
          initialValues={{
            text: data?.text ?? '',
            style: data?.style ?? '',
            color: data?.color ?? '',
          }}
          validationSchema={embroiderySchema}
          aria-label="ネーム刺繍"
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await dispatch(saveEmbroidery(values)).unwrap();
              notify('ネーム刺繍を保存しました');
              await navigate('/mypage/name-embroidery');
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <FormAlert />
          <TextField
            name="text"
            label="刺繍する文字"
            required
            hint="ブロック体・筆記体は半角英数字16文字まで、楷書体は8文字まで"
          />
          <RadioGroup name="style" label="書体" required options={EMBROIDERY_STYLES} />
          <RadioGroup name="color" label="糸の色" required options={EMBROIDERY_COLORS} />
          <Actions>
            <SubmitButton>保存する</SubmitButton>
            <BackLink to="/mypage/name-embroidery">ネーム刺繍に戻る</BackLink>
          </Actions>
        </Form>
      )}
    </AccountFrame>
  );
}
