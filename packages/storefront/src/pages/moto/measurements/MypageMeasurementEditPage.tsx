import {
  addMeasurement,
  selectMeasurementsFull,
  selectUserMeasurementState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Form, Link, TextField, notify } from '@mise/ui';
import { MEASUREMENT_FIELDS, measurementSchema } from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../../navigation/use-back.js';
import type { PageProps } from '../../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Pending,
  SubmitButton,
  showServerError,
} from '../../../shared/page.js';

type Values = Record<string, string>;

/**
 * /mypage/measurement/edit: records today's measurements as a new entry (the history keeps the
 * earlier ones). Starts from the newest values, so only what changed has to be typed.
 */
export function MypageMeasurementEditPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { list, limit, status } = useAppSelector(selectUserMeasurementState);
  // Loaded by the route's loader (MOTO_LOADERS): the form starts from the newest values.
  const full = useAppSelector(selectMeasurementsFull);

  const initialValues: Values = Object.fromEntries(
    MEASUREMENT_FIELDS.map(({ key }) => {
      const latest = list.find((entry) => entry.values[key] !== undefined);
      return [key, latest ? String(latest.values[key]) : ''];
    }),
  );

  return (
    <AccountFrame
      route={route}
      inMypage
      lead="新しい採寸データを記録します。サイズ選びの目安にご利用ください。"
    >
      {status === 'idle' || status === 'loading' ? (
        <Pending label="採寸データを読み込んでいます" />
      ) : full ? (
        <Alert tone="warning">
          <p>採寸データは{limit}件まで保存できます。古いデータを削除してから登録してください。</p>
          <p>
            <Link href="/mypage/measurement">採寸データへ</Link>
          </p>
        </Alert>
      ) : (
        <Form<Values>
          initialValues={initialValues}
          validationSchema={measurementSchema}
          aria-label="採寸データ"
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            const filled = Object.fromEntries(
              Object.entries(values).filter(([, value]) => value.trim() !== ''),
            );
            try {
              await dispatch(addMeasurement({ purpose: 'body', values: filled })).unwrap();
              notify('採寸データを登録しました');
              await navigate('/mypage/measurement');
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <FormAlert />
          <p>いずれか1項目以上を、小数点第1位まで入力してください。</p>
          {MEASUREMENT_FIELDS.map(({ key, label, min, max }) => (
            <TextField
              key={key}
              name={key}
              label={label}
              optional
              inputMode="decimal"
              width="short"
              hint={`${min}〜${max}`}
            />
          ))}
          <Actions>
            <SubmitButton>登録する</SubmitButton>
            <BackLink to="/mypage/measurement">採寸データに戻る</BackLink>
          </Actions>
        </Form>
      )}
    </AccountFrame>
  );
}
