import {
  fetchVehicles,
  selectVehicleMakers,
  selectVehiclesByMaker,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { AppNavigationContext, Button, SelectInput, useKeepTyped } from '@mise/ui';
import { useContext, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { island } from '../../../kit/index.js';
import { EMPTY_SEARCH, PRODUCT_LIST_PATH, searchHref } from '../search.js';

const VehicleForm = styled.form`
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
`;

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: end;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};

  legend {
    padding: 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/** The vehicle chosen so far: maker key, vehicle id and model year ('' where not chosen). */
export type VehicleChoice = { maker: string; vehicle: string; year: string };

/**
 * 車種から探す: maker, then one of its models, then a model year, narrowing the product list to
 * the parts that fit. A GET form to the list whose fields are the list's query: without script
 * each choice is sent and the next select arrives filled by the server (the page's loader reads
 * the makers and the chosen maker's models); hydrated, each select fills the next at once.
 */
function VehicleSearchContent({ maker, vehicle, year }: VehicleChoice) {
  const dispatch = useAppDispatch();
  const navigate = useContext(AppNavigationContext);
  const makers = useAppSelector(selectVehicleMakers);
  const byMaker = useAppSelector(selectVehiclesByMaker);
  const [choice, setChoice] = useState<VehicleChoice>({ maker, vehicle, year });
  const form = useRef<HTMLFormElement>(null);
  // A maker chosen before the island hydrated loads its models as a choice afterwards does.
  useKeepTyped(form);
  const models = choice.maker ? (byMaker[choice.maker] ?? []) : [];
  const model = models.find((row) => String(row.id) === choice.vehicle);
  const id = 'vehicle-search';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref({
      ...EMPTY_SEARCH,
      vehicleMaker: choice.maker,
      vehicle: choice.vehicle,
      vehicleYear: choice.vehicle ? choice.year : '',
    });
    if (navigate) navigate(href);
    else window.location.assign(href);
  };

  return (
    <VehicleForm
      ref={form}
      method="get"
      action={PRODUCT_LIST_PATH}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <Fields>
        <legend id={`${id}-title`}>車種から探す</legend>
        <label>
          メーカー
          <SelectInput
            name="vehicle_maker"
            value={choice.maker}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setChoice({ maker: next, vehicle: '', year: '' });
              if (next) void dispatch(fetchVehicles(next));
            }}
          >
            <option value="">メーカーを選択</option>
            {makers.map((row) => (
              <option key={row.key} value={row.key}>
                {row.name}
              </option>
            ))}
          </SelectInput>
        </label>
        <label>
          車種
          <SelectInput
            name="vehicle"
            value={choice.vehicle}
            disabled={models.length === 0}
            onChange={(event) =>
              setChoice({ ...choice, vehicle: event.currentTarget.value, year: '' })
            }
          >
            <option value="">{choice.maker ? 'すべての車種' : 'メーカーを先に選択'}</option>
            {models.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {row.name}
              </option>
            ))}
          </SelectInput>
        </label>
        <label>
          年式
          <SelectInput
            name="vehicle_year"
            value={choice.year}
            disabled={!model}
            onChange={(event) => setChoice({ ...choice, year: event.currentTarget.value })}
          >
            <option value="">{model ? 'すべての年式' : '車種を先に選択'}</option>
            {(model?.years ?? []).map((value) => (
              <option key={value} value={String(value)}>
                {value}年式
              </option>
            ))}
          </SelectInput>
        </label>
        <Button type="submit" variant="primary">
          この車種で探す
        </Button>
        {model && (
          <p>
            {model.maker.name} {model.name}（{model.year_from}〜{model.year_to}
            年式）に適合するパーツを表示します。
          </p>
        )}
      </Fields>
    </VehicleForm>
  );
}

// Searched as plain HTML until its code comes, and what was chosen meanwhile is kept: the code
// loads when the shopper first reaches for the form, not with every list a rider opens.
export const VehicleSearch = island('vehicleSearch', VehicleSearchContent, 'interaction');
