import { addressSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { PostalCodeField } from './PostalCodeField.js';
import type { PostalAddress, PostalCodeFieldProps } from './PostalCodeField.js';
import { PrefectureSelect } from './PrefectureSelect.js';
import { TextField } from './TextField.js';

const schema = addressSchema.pick(['postal_code', 'prefecture', 'city', 'address1']);
const POST_MESSAGE = '郵便番号は郵便番号の形式で入力してください。\u3000例：123-4567';
const CHIYODA: PostalAddress = { prefecture: '東京都', city: '千代田区', address1: '千代田' };

function setup(props: Partial<PostalCodeFieldProps> = {}) {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ postal_code: '', prefecture: '', city: '', address1: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <PostalCodeField required {...props} />
        <PrefectureSelect required />
        <TextField name="city" label="市区町村" required />
        <TextField name="address1" label="丁目・番地・号" required />
        <button type="submit">保存する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, input: screen.getByLabelText('郵便番号') };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('PostalCodeField', () => {
  it('is named 郵便番号, marked 必須, with the numeric keypad and postal autofill', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByText('必須')).toHaveLength(4);
  });

  it('has no 住所検索 button without a lookup', () => {
    setup();
    expect(screen.queryByRole('button', { name: '住所検索' })).not.toBeInTheDocument();
  });

  it('reports a code in the wrong format after blur', async () => {
    const { user, input } = setup();
    await user.type(input, '12-345');
    await user.tab();
    const alert = await screen.findByRole('alert');
    // Exact text: toHaveTextContent would fold the full-width space the spec keeps.
    expect(alert.textContent).toBe(POST_MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
  });

  it('looks the address up once the 7th digit is typed and fills prefecture, city and address1', async () => {
    const onLookup = vi.fn(async () => CHIYODA);
    const { user, input } = setup({ onLookup });
    await user.type(input, '100-000');
    expect(onLookup).not.toHaveBeenCalled();
    await user.type(input, '1');

    expect(await screen.findByText('住所を入力しました')).toBeInTheDocument();
    expect(onLookup).toHaveBeenCalledExactlyOnceWith('1000001');
    expect(screen.getByLabelText('都道府県')).toHaveDisplayValue('東京都');
    expect(screen.getByLabelText('市区町村')).toHaveValue('千代田区');
    expect(screen.getByLabelText('丁目・番地・号')).toHaveValue('千代田');
    expect(input).toHaveFocus();
  });

  it('reads full-width digits too', async () => {
    const onLookup = vi.fn(async () => CHIYODA);
    const { user, input } = setup({ onLookup });
    await user.type(input, '１０００００１');
    await screen.findByText('住所を入力しました');
    expect(onLookup).toHaveBeenCalledWith('1000001');
    await user.tab();
    expect(input).toHaveValue('1000001');
  });

  it('leaves address1 as typed when the lookup has none, and the filled fields pass', async () => {
    const onLookup = vi.fn(async () => ({ prefecture: '大阪府', city: '大阪市北区' }));
    const { user, input } = setup({ onLookup });
    await user.type(screen.getByLabelText('丁目・番地・号'), '梅田1-1');
    await user.type(input, '5300001');
    await screen.findByText('住所を入力しました');
    expect(screen.getByLabelText('都道府県')).toHaveDisplayValue('大阪府');
    expect(screen.getByLabelText('市区町村')).toHaveValue('大阪市北区');
    expect(screen.getByLabelText('丁目・番地・号')).toHaveValue('梅田1-1');

    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(screen.getByLabelText('市区町村')).toHaveClass('is-valid'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in Japanese when no address has the code', async () => {
    const onLookup = vi.fn(async () => null);
    const { user, input } = setup({ onLookup });
    await user.type(input, '0000000');
    const status = await screen.findByText('該当する住所が見つかりませんでした');
    expect(status.closest('[role="status"]')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('該当する住所が見つかりませんでした');
    expect(screen.getByLabelText('市区町村')).toHaveValue('');
  });

  it('says so when the lookup fails', async () => {
    const onLookup = vi.fn(async () => {
      throw new Error('network');
    });
    const { user, input } = setup({ onLookup });
    await user.type(input, '1000001');
    expect(
      await screen.findByText('住所を検索できませんでした。時間をおいて再度お試しください'),
    ).toBeInTheDocument();
  });

  it('looks up from the 住所検索 button, reached by Tab and pressed with Enter', async () => {
    const onLookup = vi.fn(async () => CHIYODA);
    const { user, input } = setup({ onLookup, autoLookup: false });
    await user.type(input, '1000001');
    expect(onLookup).not.toHaveBeenCalled();

    await user.tab();
    const button = screen.getByRole('button', { name: '住所検索' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('住所を入力しました');
    expect(onLookup).toHaveBeenCalledExactlyOnceWith('1000001');
    expect(screen.getByLabelText('市区町村')).toHaveValue('千代田区');
  });

  it('shows the format message instead of looking up an incomplete code', async () => {
    const onLookup = vi.fn(async () => CHIYODA);
    const { user } = setup({ onLookup });
    await user.type(screen.getByLabelText('郵便番号'), '100');
    await user.click(screen.getByRole('button', { name: '住所検索' }));
    expect((await screen.findByRole('alert')).textContent).toBe(POST_MESSAGE);
    expect(onLookup).not.toHaveBeenCalled();
  });

  it('keeps the answer for the newest code when an older one arrives late', async () => {
    const slow = deferred<PostalAddress | null>();
    const onLookup = vi
      .fn<(code: string) => Promise<PostalAddress | null>>()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce({ prefecture: '北海道', city: '札幌市中央区' });
    const { user, input } = setup({ onLookup });
    await user.type(input, '1000001');
    await user.clear(input);
    await user.type(input, '0600000');
    await screen.findByText('住所を入力しました');

    slow.resolve(CHIYODA);
    await slow.promise;
    expect(screen.getByLabelText('都道府県')).toHaveDisplayValue('北海道');
    expect(screen.getByLabelText('市区町村')).toHaveValue('札幌市中央区');
  });

  it('keeps what the shopper typed while the address was on its way', async () => {
    const slow = deferred<PostalAddress | null>();
    const { user, input } = setup({ onLookup: () => slow.promise });
    await user.type(input, '1000001');
    await user.type(screen.getByLabelText('丁目・番地・号'), '千代田1-1');

    slow.resolve(CHIYODA);
    expect(await screen.findByText('住所を入力しました')).toBeInTheDocument();
    expect(screen.getByLabelText('丁目・番地・号')).toHaveValue('千代田1-1');
    expect(screen.getByLabelText('都道府県')).toHaveDisplayValue('東京都');
    expect(screen.getByLabelText('市区町村')).toHaveValue('千代田区');
  });

  it('drops the answer once the code is changed', async () => {
    const slow = deferred<PostalAddress | null>();
    const onLookup = vi.fn(() => slow.promise);
    const { user, input } = setup({ onLookup });
    await user.type(input, '1000001');
    expect(screen.getByText('住所を検索しています…')).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.queryByText('住所を検索しています…')).not.toBeInTheDocument();

    slow.resolve(CHIYODA);
    await slow.promise;
    expect(screen.getByLabelText('市区町村')).toHaveValue('');
    expect(screen.queryByText('住所を入力しました')).not.toBeInTheDocument();
  });

  it('writes to the target fields it is given', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Formik
        initialValues={{ shipping: { zip: '', pref: '', town: '', street: '' } }}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <PostalCodeField
            name="shipping.zip"
            label="お届け先郵便番号"
            onLookup={async () => CHIYODA}
            targets={{
              prefecture: 'shipping.pref',
              city: 'shipping.town',
              address1: 'shipping.street',
            }}
          />
          <button type="submit">保存する</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('お届け先郵便番号'), '1000001');
    await screen.findByText('住所を入力しました');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      shipping: { zip: '1000001', pref: '東京都', town: '千代田区', street: '千代田' },
    });
  });
});
