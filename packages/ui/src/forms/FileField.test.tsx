import { messages } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { FileField } from './FileField.js';

// The import file has no schema rule of its own; the message is the shared "required" one.
const requireFile = (values: { file: File | null }) =>
  values.file ? {} : { file: messages.required('住所録ファイル') };

function setup() {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ file: null as File | null }}
      validate={requireFile}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FileField
          name="file"
          label="住所録ファイル"
          required
          accept=".csv,text/csv"
          hint="CSV形式のファイルを選んでください"
        />
        <button type="submit">取り込む</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, input: screen.getByLabelText('住所録ファイル') };
}

const csv = () => new File(['姓,名\n山田,太郎\n'], 'addresses.csv', { type: 'text/csv' });

describe('FileField', () => {
  it('is a file input named by its label, with a Japanese button and no file yet', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('ファイルを選択')).toBeInTheDocument();
    expect(screen.getByText('必須')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'CSV形式のファイルを選んでください ファイルが選択されていません',
    );
  });

  it('shows the chosen file and submits the File itself', async () => {
    const { user, input, onSubmit } = setup();
    const file = csv();
    await user.upload(input, file);
    expect(screen.getByText('選択中のファイル：addresses.csv')).toBeInTheDocument();
    expect(input).toHaveClass('is-dirty');
    await user.click(screen.getByRole('button', { name: '取り込む' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ file });
  });

  it('reports no file on submit', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: '取り込む' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('住所録ファイルは必須項目です');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('clears the choice and gives focus back to the input', async () => {
    const { user, input } = setup();
    await user.upload(input, csv());
    await user.click(screen.getByRole('button', { name: '選択を解除' }));
    expect(screen.getByText('ファイルが選択されていません')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '選択を解除' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent('住所録ファイルは必須項目です');
  });

  it('is reached with Tab', async () => {
    const { user, input } = setup();
    await user.tab();
    expect(input).toHaveFocus();
  });
});
