import { addressSchema } from '@mise/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { PrefectureSelect } from './PrefectureSelect.js';

function setup() {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ prefecture: '' }}
      validationSchema={addressSchema.pick(['prefecture'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <PrefectureSelect required />
        <button type="submit">保存する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, select: screen.getByLabelText('都道府県') };
}

describe('PrefectureSelect', () => {
  it('lists the 47 prefectures in JIS order after 選択してください', () => {
    const { select } = setup();
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options[0]).toHaveTextContent('選択してください');
    expect(options[1]).toHaveTextContent('北海道');
    expect(options[13]).toHaveTextContent('東京都');
    expect(options[47]).toHaveTextContent('沖縄県');
    expect(select).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByText('必須')).toBeInTheDocument();
  });

  it('reports no prefecture chosen after blur', async () => {
    const { user, select } = setup();
    await user.click(select);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('都道府県を選択してください');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('holds the prefecture name, which the prefecture rule accepts', async () => {
    const { user, select, onSubmit } = setup();
    await user.selectOptions(select, '東京都');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ prefecture: '東京都' });
    expect(select).toHaveClass('is-valid', 'is-dirty');
  });
});
