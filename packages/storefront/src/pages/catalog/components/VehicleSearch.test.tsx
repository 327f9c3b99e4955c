// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import {
  createMemoryCookies,
  createStorefrontState,
  fetchVehicleMakers,
  fetchVehicles,
} from '@mise/store';
import { AppNavigationContext, motoTheme, ThemeProvider } from '@mise/ui';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWindow } from '../../../../test/shop.js';
import { VehicleSearch } from './VehicleSearch.js';
import type { VehicleChoice } from './VehicleSearch.js';

configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
afterEach(cleanup);

/** The form as the moto shop's loaders leave it: the makers, and the chosen maker's models. */
async function setup(choice: VehicleChoice) {
  const { store } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'moto', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
    navigate: () => undefined,
  });
  await store.dispatch(fetchVehicleMakers());
  if (choice.maker) await store.dispatch(fetchVehicles(choice.maker));
  const visited: string[] = [];
  const tree = (
    <Provider store={store}>
      <ThemeProvider theme={motoTheme}>
        <AppNavigationContext.Provider value={(path) => visited.push(path)}>
          <VehicleSearch {...choice} />
        </AppNavigationContext.Provider>
      </ThemeProvider>
    </Provider>
  );
  return { store, tree, visited, user: userEvent.setup({ delay: null }) };
}

const form = () => screen.getByRole('form', { name: '車種から探す' });
const select = (name: string) => within(form()).getByRole('combobox', { name });

describe('車種から探す', () => {
  it('is a GET form to the list; without script the chosen maker’s models come from the server', async () => {
    const { tree, store } = await setup({ maker: 'honda', vehicle: '', year: '' });
    document.body.innerHTML = renderToString(tree);
    expect(form()).toHaveAttribute('method', 'get');
    expect(form()).toHaveAttribute('action', '/product');
    expect(select('メーカー')).toHaveAttribute('name', 'vehicle_maker');
    expect(select('メーカー')).toHaveValue('honda');
    const models = store.getState().vehicles.byMaker['honda']!;
    expect(
      within(select('車種'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['すべての車種', ...models.map((model) => model.name)]);
    // The year waits for a model.
    expect(select('年式')).toBeDisabled();
    document.body.innerHTML = '';
  });

  it('fills the models of the chosen maker, then its years, and lists the parts of that bike', async () => {
    const { tree, store, user, visited } = await setup({ maker: '', vehicle: '', year: '' });
    render(tree);
    expect(select('車種')).toBeDisabled();
    await user.selectOptions(select('メーカー'), 'ヤマハ');
    await waitFor(() => expect(select('車種')).toBeEnabled());
    const sr = store.getState().vehicles.byMaker['yamaha']!.find((m) => m.name === 'SR400')!;
    await user.selectOptions(select('車種'), 'SR400');
    expect(select('年式')).toBeEnabled();
    expect(within(select('年式')).getAllByRole('option')).toHaveLength(sr.years.length + 1);
    await user.selectOptions(select('年式'), `${sr.years[1]}年式`);
    expect(screen.getByText(/SR400（\d{4}〜\d{4}年式）に適合するパーツ/)).toBeInTheDocument();

    // A new maker starts the model and the year again.
    await user.selectOptions(select('メーカー'), 'スズキ');
    expect(select('車種')).toHaveValue('');
    expect(select('年式')).toBeDisabled();
    await user.selectOptions(select('メーカー'), 'ヤマハ');
    await user.selectOptions(select('車種'), 'SR400');
    await user.selectOptions(select('年式'), `${sr.years[1]}年式`);

    await user.click(within(form()).getByRole('button', { name: 'この車種で探す' }));
    expect(visited).toEqual([
      `/product?vehicle_maker=yamaha&vehicle=${sr.id}&vehicle_year=${sr.years[1]}`,
    ]);
  });
});
