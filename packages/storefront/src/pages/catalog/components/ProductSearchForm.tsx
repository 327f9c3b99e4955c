import { Button, CheckboxField, Form, SelectField, TextField, toHalfWidthDigits } from '@mise/ui';
import type { SelectOption } from '@mise/ui';
import { messages } from '@mise/validation';
import { useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { withSearch } from '../search.js';
import type { ProductSearch } from '../search.js';

type Values = {
  keyword: string;
  maker: string;
  brand: string;
  price_min: string;
  price_max: string;
  in_stock: boolean;
};

const MIN_LABEL = '下限価格';
const MAX_LABEL = '上限価格';

/** Prices are whole yen in half-width digits; the upper bound may not be below the lower. */
function validate(values: Values): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  const min = values.price_min.trim();
  const max = values.price_max.trim();
  if (min && !/^\d{1,9}$/.test(min)) errors.price_min = messages.integer(MIN_LABEL);
  if (max && !/^\d{1,9}$/.test(max)) errors.price_max = messages.integer(MAX_LABEL);
  if (!errors.price_min && !errors.price_max && min && max && Number(max) < Number(min))
    errors.price_max = `${MAX_LABEL}は${MIN_LABEL}以上の金額を入力してください`;
  return errors;
}

const Prices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * What the shopper typed or ticked before the page came alive (the server's form is on screen
 * before its code has loaded) becomes the form's values, so a search started that early still
 * searches for it. Runs once, as the form hydrates.
 */
function AdoptEarlyInput() {
  const marker = useRef<HTMLSpanElement>(null);
  const { values, setValues } = useFormikContext<Values>();
  useLayoutEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const typed: Values = { ...values };
    let changed = false;
    for (const name of Object.keys(values) as (keyof Values)[]) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.checked !== values[name]) {
          (typed[name] as boolean) = field.checked;
          changed = true;
        }
      } else if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field.value !== values[name]
      ) {
        (typed[name] as string) = field.value;
        changed = true;
      }
    }
    if (changed) void setValues(typed, false);
    // Once: later changes reach formik through the fields' own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <span ref={marker} hidden />;
}

/**
 * The list's filters: keyword, maker, brand, price range (tax included) and in-stock only.
 * Submitting moves to the list's URL for the new search; the category and order stay.
 */
export function ProductSearchForm({
  search,
  makers,
  brands,
  onSearch,
}: {
  search: ProductSearch;
  makers: readonly SelectOption[];
  brands: readonly SelectOption[];
  onSearch: (next: ProductSearch) => void | Promise<void>;
}) {
  const initialValues: Values = {
    keyword: search.keyword,
    maker: search.maker,
    brand: search.brand,
    price_min: search.priceMin,
    price_max: search.priceMax,
    in_stock: search.inStock,
  };
  return (
    <Form
      aria-label="商品を探す"
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) =>
        onSearch(
          withSearch(search, {
            keyword: values.keyword.trim(),
            maker: values.maker,
            brand: values.brand,
            priceMin: values.price_min.trim(),
            priceMax: values.price_max.trim(),
            inStock: values.in_stock,
          }),
        )
      }
    >
      <TextField name="keyword" label="キーワード" type="search" maxLength={100} />
      {makers.length > 0 && (
        <SelectField name="maker" label="メーカー" options={makers} placeholder="すべて" />
      )}
      {brands.length > 0 && (
        <SelectField name="brand" label="ブランド" options={brands} placeholder="すべて" />
      )}
      <Prices>
        <TextField
          name="price_min"
          label={`${MIN_LABEL}（円・税込）`}
          inputMode="numeric"
          normalize={toHalfWidthDigits}
          width="full"
        />
        <TextField
          name="price_max"
          label={`${MAX_LABEL}（円・税込）`}
          inputMode="numeric"
          normalize={toHalfWidthDigits}
          width="full"
        />
      </Prices>
      <CheckboxField name="in_stock" label="在庫ありのみ表示" />
      <Button type="submit">この条件で探す</Button>
      <AdoptEarlyInput />
    </Form>
  );
}
