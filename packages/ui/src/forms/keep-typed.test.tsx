import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { standardTheme } from '../tokens/presets.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import { CheckboxField } from './CheckboxField.js';
import { Form } from './Form.js';
import { useKeepTyped } from './keep-typed.js';
import { RadioGroup } from './RadioGroup.js';
import { SelectField } from './SelectField.js';
import { TextAreaField } from './TextAreaField.js';
import { TextField } from './TextField.js';

/**
 * The server's HTML of `ui` in the document, changed by `type` as a shopper would before the
 * code arrives (no React yet: plain DOM changes), then hydrated.
 */
async function hydrateAfterTyping(ui: ReactElement, type: () => void) {
  const themed = <ThemeProvider theme={standardTheme}>{ui}</ThemeProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(themed);
  document.body.append(container);
  type();
  await act(async () => {
    render(themed, { container, hydrate: true });
    await Promise.resolve();
  });
  return container;
}

const RATINGS = [
  { value: 5, label: '5' },
  { value: 1, label: '1' },
];
const SIZES = [
  { value: 1, label: 'S' },
  { value: 2, label: 'M' },
];

describe('keepTyped', () => {
  it('keeps what was typed, chosen and ticked in a form before it hydrated, and submits it', async () => {
    const onSubmit = vi.fn();
    const label = (text: string) => document.querySelector<HTMLInputElement>(`[name="${text}"]`)!;
    await hydrateAfterTyping(
      <Form
        initialValues={{ title: '', body: '', rating: '', size: '', agree: false, city: '港区' }}
        onSubmit={onSubmit}
      >
        <TextField name="title" label="タイトル" />
        <TextAreaField name="body" label="本文" />
        <RadioGroup name="rating" label="評価" options={RATINGS} />
        <SelectField name="size" label="サイズ" options={SIZES} />
        <CheckboxField name="agree" label="同意する" />
        <TextField name="city" label="市区町村" />
        <button type="submit">送信</button>
      </Form>,
      () => {
        label('title').value = 'とても良い';
        document.querySelector<HTMLTextAreaElement>('textarea')!.value = '毎日使っています';
        document.querySelector<HTMLInputElement>('input[name="rating"][value="1"]')!.checked = true;
        document.querySelector<HTMLSelectElement>('select')!.value = '2';
        label('agree').checked = true;
        // Left as the server rendered it: stays the initial value.
        label('title').focus();
      },
    );

    // A render after hydration (the shopper types on) shows the formik values: still the typed ones.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('タイトル'), '！');
    expect(screen.getByLabelText('タイトル')).toHaveValue('とても良い！');
    expect(screen.getByLabelText('本文')).toHaveValue('毎日使っています');
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
    expect(screen.getByLabelText('サイズ')).toHaveValue('2');
    expect(screen.getByLabelText('同意する')).toBeChecked();

    await user.click(screen.getByRole('button', { name: '送信' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'とても良い！',
      body: '毎日使っています',
      rating: 1,
      size: 2,
      agree: true,
      city: '港区',
    });
  });

  it('counts a field the shopper left before hydration as left: its error shows', async () => {
    await hydrateAfterTyping(
      <Form
        initialValues={{ email: '' }}
        validate={(values) => (values.email.includes('@') ? {} : { email: '形式が違います' })}
        onSubmit={vi.fn()}
      >
        <TextField name="email" label="メールアドレス" />
      </Form>,
      () => {
        document.querySelector<HTMLInputElement>('input')!.value = 'taro';
      },
    );
    expect(await screen.findByText('形式が違います')).toBeInTheDocument();
  });

  it('keeps what was typed into a control outside a form (useKeepTyped)', async () => {
    const seen = vi.fn();
    function Quantity() {
      const box = useRef<HTMLDivElement>(null);
      const [value, setValue] = useState('1');
      useKeepTyped(box);
      return (
        <div ref={box}>
          <input
            aria-label="数量"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              seen(event.target.value);
            }}
          />
          <output>{value}</output>
        </div>
      );
    }
    await hydrateAfterTyping(<Quantity />, () => {
      document.querySelector('input')!.value = '3';
    });
    expect(seen).toHaveBeenCalledWith('3');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.getByLabelText('数量')).toHaveValue('3');
  });
});
