import {
  Button,
  ChoiceInput,
  ChoiceLabel,
  ChoiceRow,
  controlAria,
  FieldFrame,
  SelectInput,
  TextInput,
} from '@mise/ui';
import type { FrameState, SelectOption } from '@mise/ui';
// The messages alone: the package's root also holds the yup rules, which this page does without.
import { messages } from '@mise/validation/messages';
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import { styled } from 'styled-components';
import { EMPTY_SEARCH, parseSearch, PRODUCT_LIST_PATH, searchParams } from '../search.js';
import type { ProductSearch } from '../search.js';

const PRICES = [
  { name: 'price_min', label: '下限価格' },
  { name: 'price_max', label: '上限価格' },
] as const;
type PriceName = (typeof PRICES)[number]['name'];
type PriceErrors = Partial<Record<PriceName, string>>;

const priceInput = (form: HTMLFormElement, name: PriceName) =>
  form.elements.namedItem(name) as HTMLInputElement;

/** Prices are whole yen in half-width digits; the upper bound may not be below the lower. */
function validate(form: HTMLFormElement): PriceErrors {
  const errors: PriceErrors = {};
  const [min, max] = PRICES.map(({ name, label }) => {
    const input = priceInput(form, name);
    // A number input reads '' for text it cannot take as a number, so ask it too.
    if (input.validity.badInput || (input.value && !/^\d{1,9}$/.test(input.value)))
      errors[name] = messages.integer(label);
    return input.value;
  });
  if (!errors.price_min && !errors.price_max && min && max && Number(max) < Number(min))
    errors.price_max = `${PRICES[1].label}は${PRICES[0].label}以上の金額を入力してください`;
  return errors;
}

/** What a GET submit of the form puts in the address. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') query.append(name, value);
  return query;
}

/** Whether a field differs from what the page came with (spec section 4's dirty state). */
function isDirty(field: Element): boolean {
  if (field instanceof HTMLInputElement)
    return field.type === 'checkbox'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

const dirtyFields = (form: HTMLFormElement): ReadonlySet<string> =>
  new Set([...form.elements].filter(isDirty).map((field) => field.getAttribute('name') ?? ''));

/**
 * A plain control's state as ui's fields show it: the message and valid or invalid once it has
 * been judged, and dirty once changed.
 */
function frameState(id: string, dirty: boolean, judged = false, error?: string): FrameState {
  const status = judged ? (error ? 'is-invalid' : 'is-valid') : undefined;
  return {
    id,
    error: judged ? error : undefined,
    stateClass: [status, dirty ? 'is-dirty' : undefined].filter(Boolean).join(' '),
  };
}

const Prices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Choice = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
`;

/**
 * A maker or brand select. The current choice stays in the search even when the list does not
 * offer it (not loaded, or an old link), as a hidden field or as an extra option.
 */
function ChoiceSelect({
  id,
  name,
  label,
  options,
  value,
  dirty,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  dirty: boolean;
}) {
  if (options.length === 0) return value ? <input type="hidden" name={name} value={value} /> : null;
  const known = !value || options.some((option) => String(option.value) === value);
  const shown = known ? options : [...options, { value, label: value }];
  const state = frameState(id, dirty);
  return (
    <FieldFrame state={state} label={label}>
      <SelectInput
        id={id}
        name={name}
        defaultValue={value}
        className={state.stateClass || undefined}
      >
        <option value="">すべて</option>
        {shown.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </FieldFrame>
  );
}

/**
 * The list's filters: keyword, maker, brand, price range (tax included) and in-stock only.
 *
 * A native GET form to the list whose field names are the list's URL query, so it searches
 * even while it is still the server's HTML (the page may hydrate late, or only in parts): the
 * browser's own constraints stop bad prices, and the hidden fields keep the category and the
 * order. Once hydrated it checks the prices itself with Japanese messages and calls `onSearch`
 * with the search the same submit would have reached by address. The fields are uncontrolled:
 * what the shopper typed before hydration stays in them and is what gets searched.
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
  // A fixed id, not useId: the form is one per page and is hydrated on its own (an island), where
  // a generated id would differ from the server's.
  const id = 'product-filter';
  const [errors, setErrors] = useState<PriceErrors>({});
  // A price's message waits until the shopper leaves the field or submits, as ui's fields do.
  const [left, setLeft] = useState<Partial<Record<PriceName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const hydrated = form.current!;
    // Hydrated, the form speaks for itself in Japanese beside each field instead of the
    // browser's bubbles; as server HTML it keeps the browser's checks.
    hydrated.noValidate = true;
    // What was typed before hydration is already a change.
    setDirty(dirtyFields(hydrated));
  }, []);
  // Parameters the form does not show but a new search keeps; any new search starts at page 1.
  const kept = searchParams({
    ...EMPTY_SEARCH,
    category: search.category,
    tag: search.tag,
    vehicleMaker: search.vehicleMaker,
    vehicle: search.vehicle,
    vehicleYear: search.vehicleYear,
    sort: search.sort,
  });

  const keyword = frameState(`${id}-keyword`, dirty.has('keyword'));
  const inStock = frameState(`${id}-in_stock`, dirty.has('in_stock'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(event.currentTarget);
    setErrors(found);
    setSubmitted(true);
    const wrong = PRICES.find(({ name }) => found[name]);
    if (wrong) {
      priceInput(event.currentTarget, wrong.name).focus();
      return;
    }
    // Read as the list reads its address: the search a submit without script would reach.
    void onSearch(parseSearch(formQuery(event.currentTarget)));
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    // React types a bubbled focus event's target as the form; it is the field that lost focus.
    const field: EventTarget = event.target;
    const price = PRICES.find(
      ({ name }) => field instanceof HTMLInputElement && field.name === name,
    );
    if (!price) return;
    setLeft((before) => ({ ...before, [price.name]: true }));
    setErrors(validate(event.currentTarget));
  };

  return (
    <form
      method="get"
      action={PRODUCT_LIST_PATH}
      aria-label="商品を探す"
      // Back and forward show the filters of that list's address: the browser must not put
      // back what was typed on the page before.
      autoComplete="off"
      ref={form}
      onSubmit={submit}
      onChange={(event) => {
        setErrors(validate(event.currentTarget));
        setDirty(dirtyFields(event.currentTarget));
      }}
      onBlur={leave}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FieldFrame state={keyword} label="キーワード">
        <TextInput
          id={keyword.id}
          className={keyword.stateClass || undefined}
          name="keyword"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          maxLength={100}
          defaultValue={search.keyword}
        />
      </FieldFrame>
      <ChoiceSelect
        id={`${id}-maker`}
        name="maker"
        label="メーカー"
        options={makers}
        value={search.maker}
        dirty={dirty.has('maker')}
      />
      <ChoiceSelect
        id={`${id}-brand`}
        name="brand"
        label="ブランド"
        options={brands}
        value={search.brand}
        dirty={dirty.has('brand')}
      />
      <Prices>
        {PRICES.map(({ name, label }) => {
          const state = frameState(
            `${id}-${name}`,
            dirty.has(name),
            submitted || left[name] === true,
            errors[name],
          );
          return (
            <FieldFrame key={name} state={state} label={`${label}（円・税込）`}>
              <TextInput
                id={state.id}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                max={999_999_999}
                step={1}
                defaultValue={name === 'price_min' ? search.priceMin : search.priceMax}
                className={state.stateClass || undefined}
                {...controlAria(state, {})}
              />
            </FieldFrame>
          );
        })}
      </Prices>
      <Choice className={inStock.stateClass || undefined}>
        <ChoiceRow>
          <ChoiceInput
            type="checkbox"
            id={inStock.id}
            name="in_stock"
            value="1"
            defaultChecked={search.inStock}
            className={inStock.stateClass || undefined}
          />
          <ChoiceLabel htmlFor={inStock.id}>在庫ありのみ表示</ChoiceLabel>
        </ChoiceRow>
      </Choice>
      <Button type="submit">この条件で探す</Button>
    </form>
  );
}
