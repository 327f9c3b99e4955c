import type { Memorial, MemorialBody } from '@mise/api-client';
import { Form, SelectField, TextField } from '@mise/ui';
import { MEMORIAL_DIVISIONS, memorialSchema } from '@mise/validation';
import { BackLink } from '../../../navigation/use-back.js';
import { Actions, FormAlert, showServerError, SubmitButton } from '../../../shared/page.js';

/** The form's values as the fields hold them (selects hold numbers, texts strings). */
export type MemorialFormValues = {
  target_user_name: string;
  division_ct: number | '';
  name: string;
  month: number | '';
  date: number | '';
  call: string;
};

export const EMPTY_MEMORIAL: MemorialFormValues = {
  target_user_name: '',
  division_ct: '',
  name: '',
  month: '',
  date: '',
  call: '',
};

export const memorialValuesOf = (memorial: Memorial): MemorialFormValues => ({
  target_user_name: memorial.target_user_name,
  division_ct: memorial.division_ct,
  name: memorial.name,
  month: memorial.month,
  date: memorial.date,
  call: memorial.call,
});

export const memorialBodyOf = (values: MemorialFormValues): MemorialBody => ({
  target_user_name: values.target_user_name,
  division_ct: values.division_ct === '' ? null : values.division_ct,
  name: values.name,
  month: values.month === '' ? null : values.month,
  date: values.date === '' ? null : values.date,
  call: values.call,
});

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));
const DATES = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: `${i + 1}日` }));

/**
 * The add and edit form of a memorial: whose day, what it is and its month and day (2/29
 * allowed; 4/31 is refused in Japanese). A server error is shown above and beside the fields;
 * what was typed stays.
 */
export function MemorialForm({
  initialValues,
  submitLabel,
  onSave,
}: {
  initialValues: MemorialFormValues;
  submitLabel: string;
  onSave: (values: MemorialFormValues) => Promise<void>;
}) {
  return (
    <Form<MemorialFormValues>
      initialValues={initialValues}
      validationSchema={memorialSchema}
      aria-label="記念日"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSave(values);
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      <TextField name="name" label="記念日の名前" required hint="例：納車記念日、車検日、誕生日" />
      <TextField name="target_user_name" label="お名前" required hint="どなたの記念日ですか" />
      <SelectField name="division_ct" label="続柄" required options={MEMORIAL_DIVISIONS} />
      <SelectField name="month" label="月" required options={MONTHS} width="short" />
      <SelectField name="date" label="日" required options={DATES} width="short" />
      <TextField
        name="call"
        label="呼び名"
        optional
        hint="お知らせメールでの呼び方です（例：けんちゃん）"
      />
      <Actions>
        <SubmitButton>{submitLabel}</SubmitButton>
        <BackLink to="/mypage/memorial">記念日一覧に戻る</BackLink>
      </Actions>
    </Form>
  );
}
