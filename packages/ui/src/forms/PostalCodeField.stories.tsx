import { addressSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { PostalCodeField } from './PostalCodeField.js';
import type { PostalAddress } from './PostalCodeField.js';
import { PrefectureSelect } from './PrefectureSelect.js';
import { TextField } from './TextField.js';

/** A few real codes, standing in for GET /v1/postal-code in the stories. */
const ADDRESSES: Record<string, PostalAddress> = {
  '1000001': { prefecture: '東京都', city: '千代田区', address1: '千代田' },
  '5300001': { prefecture: '大阪府', city: '大阪市北区', address1: '梅田' },
  '0600000': { prefecture: '北海道', city: '札幌市中央区' },
};

async function lookup(code: string): Promise<PostalAddress | null> {
  // Long enough to see 住所を検索しています… while the story runs.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return ADDRESSES[code] ?? null;
}

const meta = {
  title: 'Forms/PostalCodeField',
  component: PostalCodeField,
  args: {
    required: true,
    onLookup: fn(lookup),
    hint: '例：100-0001（ハイフンなしでも入力できます）',
  },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ postal_code: '', prefecture: '', city: '', address1: '' }}
        validationSchema={addressSchema.pick(['postal_code', 'prefecture', 'city', 'address1'])}
        onSubmit={fn()}
      >
        <Story />
        <PrefectureSelect required />
        <TextField name="city" label="市区町村" required autoComplete="address-level2" />
        <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
        <button type="submit">保存する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the 7th digit looks the code up and fills prefecture, city and address1. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('郵便番号'), '100-0001');
    await expect(await canvas.findByText('住所を入力しました')).toBeInTheDocument();
    await expect(args.onLookup).toHaveBeenCalledWith('1000001');
    await expect(canvas.getByLabelText('都道府県')).toHaveDisplayValue('東京都');
    await expect(canvas.getByLabelText('市区町村')).toHaveValue('千代田区');
    await expect(canvas.getByLabelText('丁目・番地・号')).toHaveValue('千代田');
  },
};

/** A code in the wrong shape, left: the post rule's message, full-width space included. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('郵便番号'), '12-345');
    await userEvent.tab();
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe(
      '郵便番号は郵便番号の形式で入力してください。\u3000例：123-4567',
    );
  },
};

/** A well-formed code no address has. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('郵便番号'), '0000000');
    await expect(await canvas.findByText('該当する住所が見つかりませんでした')).toBeInTheDocument();
    await expect(canvas.getByLabelText('市区町村')).toHaveValue('');
  },
};

/** Only the 住所検索 button looks up; reached with Tab and pressed with Enter. */
export const ButtonOnly: Story = {
  args: { autoLookup: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('郵便番号'), '5300001');
    await expect(canvas.queryByText('住所を検索しています…')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('住所を入力しました')).toBeInTheDocument();
    await expect(canvas.getByLabelText('市区町村')).toHaveValue('大阪市北区');
  },
};

/** Without a lookup it is a plain postal code input. */
export const WithoutLookup: Story = { args: { onLookup: undefined } };
