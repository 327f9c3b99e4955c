import { addressSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField.js';
import { Form } from './Form.js';
import { KanaField } from './KanaField.js';
import { PhoneField } from './PhoneField.js';
import { PostalCodeField } from './PostalCodeField.js';
import type { PostalAddress } from './PostalCodeField.js';
import { PrefectureSelect } from './PrefectureSelect.js';
import { TextField } from './TextField.js';

const ADDRESSES: Record<string, PostalAddress> = {
  '1000001': { prefecture: '東京都', city: '千代田区', address1: '千代田' },
  '5300001': { prefecture: '大阪府', city: '大阪市北区', address1: '梅田' },
};

const EMPTY_ADDRESS = {
  nickname: '',
  shipping_last_name: '',
  shipping_first_name: '',
  shipping_last_name_kana: '',
  shipping_first_name_kana: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
  cell_phone_number: '',
  is_default: false,
};

/** The saved-address form (/mypage/address/add) built from the controls and addressSchema. */
function AddressForm({ onSubmit }: { onSubmit: (values: typeof EMPTY_ADDRESS) => void }) {
  return (
    <Form
      initialValues={EMPTY_ADDRESS}
      validationSchema={addressSchema}
      onSubmit={onSubmit}
      aria-label="お届け先の登録"
    >
      <TextField name="nickname" label="登録名" optional hint="お届け先一覧でだけ表示されます" />
      <TextField
        name="shipping_last_name"
        label="姓"
        required
        autoComplete="family-name"
        width="medium"
      />
      <TextField
        name="shipping_first_name"
        label="名"
        required
        autoComplete="given-name"
        width="medium"
      />
      <KanaField name="shipping_last_name_kana" label="セイ" required width="medium" />
      <KanaField name="shipping_first_name_kana" label="メイ" required width="medium" />
      <PostalCodeField required onLookup={async (code) => ADDRESSES[code] ?? null} />
      <PrefectureSelect required />
      <TextField name="city" label="市区町村" required autoComplete="address-level2" />
      <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
      <TextField name="address2" label="建物名・部屋番号" optional autoComplete="address-line2" />
      <PhoneField
        name="phone_number"
        label="電話番号"
        hint="電話番号か携帯電話番号のどちらかをご入力ください"
      />
      <PhoneField name="cell_phone_number" label="携帯電話番号" autoComplete="tel" />
      <CheckboxField name="is_default" label="いつもの配送先にする" />
      <button type="submit">登録する</button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting the empty form: every message of addressSchema, focus on the first field that is wrong. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登録する' }));
    await expect(await canvas.findAllByRole('alert')).toHaveLength(10);
    await expect(canvas.getByLabelText('姓')).toHaveFocus();
    await expect(canvas.getByText('セイは必須項目です')).toBeInTheDocument();
    await expect(canvas.getAllByText('いずれかは必須項目です')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in with the postal lookup and saved. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('姓'), '山田');
    await userEvent.type(canvas.getByLabelText('名'), '太郎');
    await userEvent.type(canvas.getByLabelText('セイ'), 'やまだ');
    await userEvent.type(canvas.getByLabelText('メイ'), 'たろう');
    await userEvent.type(canvas.getByLabelText('郵便番号'), '1000001');
    await expect(await canvas.findByText('住所を入力しました')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('丁目・番地・号'), '1-1');
    await userEvent.type(canvas.getByLabelText('携帯電話番号'), '09012345678');
    await userEvent.click(canvas.getByRole('button', { name: '登録する' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          shipping_last_name_kana: 'ヤマダ',
          prefecture: '東京都',
          city: '千代田区',
          address1: '千代田1-1',
        }),
        expect.anything(),
      ),
    );
  },
};
