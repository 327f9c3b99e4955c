import { addressSchema } from '@mise/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { errorText, isTouched, sameValue, useFieldState } from './use-field-state.js';

type Values = { city: string };

function renderFieldState(initialValues: Values = { city: '' }) {
  let formik: FormikProps<Values> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Formik
      initialValues={initialValues}
      validationSchema={addressSchema.pick(['city'])}
      onSubmit={() => {}}
    >
      {(props) => {
        formik = props;
        return children;
      }}
    </Formik>
  );
  const hook = renderHook(() => useFieldState<string>('city'), { wrapper });
  return { ...hook, formik: () => formik! };
}

describe('useFieldState', () => {
  it('gives the field an id made from its name', () => {
    const { result } = renderFieldState();
    expect(result.current.id).toMatch(/^city/);
    expect(result.current.field.name).toBe('city');
  });

  it('keeps an untouched field free of states and errors', async () => {
    const { result, formik } = renderFieldState();
    await act(() => formik().validateForm());
    expect(result.current.meta.error).toBe('市区町村は必須項目です');
    expect(result.current.error).toBeUndefined();
    expect(result.current.status).toBeUndefined();
    expect(result.current.stateClass).toBe('');
  });

  it('shows the error and is-invalid once touched', async () => {
    const { result, formik } = renderFieldState();
    await act(() => formik().setFieldTouched('city', true));
    await waitFor(() => expect(result.current.error).toBe('市区町村は必須項目です'));
    expect(result.current.status).toBe('is-invalid');
    expect(result.current.stateClass).toBe('is-invalid');
  });

  it('shows the error once the form is submitted', async () => {
    const { result, formik } = renderFieldState();
    await act(() =>
      formik()
        .submitForm()
        .catch(() => {}),
    );
    expect(result.current.error).toBe('市区町村は必須項目です');
  });

  it('is valid and dirty with a new, good value', async () => {
    const { result, formik } = renderFieldState();
    // Two steps, as typing and leaving are: formik validates a blur against the last render.
    await act(() => formik().setFieldValue('city', '千代田区'));
    await act(() => formik().setFieldTouched('city', true));
    expect(result.current.error).toBeUndefined();
    expect(result.current.dirty).toBe(true);
    expect(result.current.stateClass).toBe('is-valid is-dirty');
  });

  it('takes the id it is given', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Formik initialValues={{ city: '' }} onSubmit={() => {}}>
        {children}
      </Formik>
    );
    const { result } = renderHook(() => useFieldState('city', { id: 'shipping-city' }), {
      wrapper,
    });
    expect(result.current.id).toBe('shipping-city');
  });
});

describe('isTouched', () => {
  it('counts any touched part of a compound value', () => {
    expect(isTouched(true)).toBe(true);
    expect(isTouched(undefined)).toBe(false);
    expect(isTouched({ year: true, month: false })).toBe(true);
    expect(isTouched([false, true])).toBe(true);
    expect(isTouched({ year: false })).toBe(false);
  });
});

describe('errorText', () => {
  it('gives the first message, also of a compound error', () => {
    expect(errorText('日付が無効です')).toBe('日付が無効です');
    expect(errorText({ year: undefined, day: '日を選択してください' })).toBe(
      '日を選択してください',
    );
    expect(errorText(['', '新商品は必須項目です'])).toBe('新商品は必須項目です');
    expect(errorText(undefined)).toBeUndefined();
  });
});

describe('sameValue', () => {
  it('compares form values as the shopper sees them', () => {
    expect(sameValue(1, '1')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue({ year: 1990, month: '' }, { year: '1990', month: undefined })).toBe(true);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue({ year: 1990 }, '1990')).toBe(false);
    const file = new File(['x'], 'a.csv');
    expect(sameValue(file, file)).toBe(true);
    expect(sameValue(file, new File(['x'], 'a.csv'))).toBe(false);
    expect(sameValue(file, null)).toBe(false);
  });
});
