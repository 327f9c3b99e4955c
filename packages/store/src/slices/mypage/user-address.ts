import { createAction, createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type {
  AddressImport,
  AddressImportRow,
  Page,
  UserAddress,
  UserAddressBody,
} from '@mise/api-client';
import { ApiError } from '@mise/api-client/errors';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/** What the last import preview of a file said (nothing was written). */
export type AddressImportPreview = Omit<AddressImport['data'], 'addresses' | 'imported'> & {
  message: string;
  /** The file's name as chosen, shown above the preview. */
  filename: string;
};

export type UserAddressState = {
  list: UserAddress[];
  page: Page | null;
  /** x-limit: how many addresses the member may keep (spec section 9: 1 before the first load). */
  limit: number;
  status: Status;
  importPreview: AddressImportPreview | null;
};

const initialState: UserAddressState = {
  list: [],
  page: null,
  limit: 1,
  status: 'idle',
  importPreview: null,
};

/** The server refused an import's rows: the preview shows its per-row errors. */
const importRowsRefused = createAction<AddressImportRow[]>('userAddress/importRowsRefused');

/** The member's address book (own address first) and how many addresses may be kept. */
export const fetchUserAddresses = createEnvThunk('userAddress/fetch', async (_: void, { extra }) =>
  extra.api.addresses.list(),
);

/** Saves a new address; the list is read again (a new default clears the flag on the others). */
export const createUserAddress = createEnvThunk(
  'userAddress/create',
  async (body: UserAddressBody, { dispatch, extra }) => {
    const { data } = await extra.api.addresses.create(body);
    await dispatch(fetchUserAddresses());
    return data;
  },
);

/** Saves an edit (the own address's edit also changes the member's profile). */
export const updateUserAddress = createEnvThunk(
  'userAddress/update',
  async ({ id, body }: { id: number; body: UserAddressBody }, { dispatch, extra }) => {
    const { data } = await extra.api.addresses.update(id, body);
    await dispatch(fetchUserAddresses());
    return data;
  },
);

/** Deletes an address; the own address may take the default back, so the list is read again. */
export const removeUserAddress = createEnvThunk(
  'userAddress/remove',
  async (id: number, { dispatch, extra }) => {
    await extra.api.addresses.remove(id);
    await dispatch(fetchUserAddresses());
  },
);

/** Deletes every address but the member's own. */
export const removeAllUserAddresses = createEnvThunk(
  'userAddress/removeAll',
  async (_: void, { dispatch, extra }) => {
    await extra.api.addresses.removeAll();
    await dispatch(fetchUserAddresses());
  },
);

/** Makes an address the default delivery address (いつものお届け先): the others lose the flag. */
export const setDefaultAddress = createEnvThunk(
  'userAddress/use',
  async (id: number, { extra }) => (await extra.api.addresses.use(id)).data,
);

/** Makes an address the default sender (いつもの依頼主): the others lose the flag. */
export const setSenderDefaultAddress = createEnvThunk(
  'userAddress/useSender',
  async (id: number, { extra }) => (await extra.api.addresses.useSender(id)).data,
);

/**
 * Downloads the address book as CSV (Shift_JIS for Excel unless utf8). The file goes to `save`
 * (the page hands it to the browser); the store keeps no Blob. Answers what to tell the
 * member: done, or (spec section 8) that the export is delayed.
 */
export const exportUserAddresses = createEnvThunk(
  'userAddress/export',
  async (
    { encoding, save }: { encoding: 'sjis' | 'utf8'; save: (blob: Blob, filename: string) => void },
    { extra },
  ) => {
    const file = await extra.api.addresses.exportFile(encoding === 'utf8' ? { encoding } : {});
    if (file.delayed) return { delayed: true as const, message: file.message };
    save(file.blob, file.filename);
    return { delayed: false as const, filename: file.filename };
  },
);

/** Reads a CSV file without writing anything: every row with its line and errors. */
export const previewAddressImport = createEnvThunk(
  'userAddress/importPreview',
  async (file: File | Blob, { extra }) => {
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'addresses.csv';
    const answer = await extra.api.addresses.importFile(file, name, { preview: true });
    const { addresses: _written, imported: _none, ...summary } = answer.data;
    return { ...summary, message: answer.message, filename: name };
  },
);

/**
 * Imports the file: nothing is written unless every row is valid and the limit is kept. When
 * the server refuses the rows, the preview shows its per-row errors.
 */
export const commitAddressImport = createEnvThunk(
  'userAddress/importCommit',
  async (file: File | Blob, { dispatch, extra }) => {
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'addresses.csv';
    try {
      const answer = await extra.api.addresses.importFile(file, name);
      await dispatch(fetchUserAddresses());
      return { imported: answer.data.imported, message: answer.message };
    } catch (error) {
      const rows = rowsOf(error);
      if (rows) dispatch(importRowsRefused(rows));
      throw error;
    }
  },
);

function rowsOf(error: unknown): AddressImportRow[] | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const rows = (error.data as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as AddressImportRow[]) : null;
}

const replace = (
  state: UserAddressState,
  updated: UserAddress,
  flag: 'is_default' | 'is_sender_default',
) => {
  state.list = state.list.map((address) =>
    address.id === updated.id ? updated : { ...address, [flag]: false },
  );
};

export const userAddressSlice = createSlice({
  name: 'userAddress',
  initialState,
  reducers: {
    /** The file's preview is put away (another file chosen, or the import done). */
    clearAddressImport: (state) => {
      state.importPreview = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => initialState)
      .addCase(importRowsRefused, (state, action) => {
        if (!state.importPreview) return;
        state.importPreview.rows = action.payload;
        state.importPreview.error_count = action.payload.filter(
          (row) => row.errors.length > 0,
        ).length;
        state.importPreview.importable = false;
      })
      .addCase(fetchUserAddresses.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchUserAddresses.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.limit = action.payload.page.limit ?? state.limit;
      })
      .addCase(fetchUserAddresses.rejected, (state) => {
        if (state.status !== 'loaded') state.status = 'failed';
      })
      .addCase(setDefaultAddress.fulfilled, (state, action) => {
        replace(state, action.payload, 'is_default');
      })
      .addCase(setSenderDefaultAddress.fulfilled, (state, action) => {
        replace(state, action.payload, 'is_sender_default');
      })
      .addCase(previewAddressImport.pending, (state) => {
        state.importPreview = null;
      })
      .addCase(previewAddressImport.fulfilled, (state, action) => {
        state.importPreview = action.payload;
      })
      .addCase(commitAddressImport.fulfilled, (state) => {
        state.importPreview = null;
      }),
  selectors: {
    selectUserAddresses: (state) => state.list,
    selectUserAddressLimit: (state) => state.limit,
    selectUserAddressStatus: (state) => state.status,
    selectAddressImportPreview: (state) => state.importPreview,
    /** The member may add another address (the own address counts). */
    selectCanAddUserAddress: (state) =>
      state.status === 'loaded' && state.list.length < state.limit,
  },
});

export const { clearAddressImport } = userAddressSlice.actions;
export const {
  selectUserAddresses,
  selectUserAddressLimit,
  selectUserAddressStatus,
  selectAddressImportPreview,
  selectCanAddUserAddress,
} = userAddressSlice.selectors;

injectSlices(userAddressSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userAddressSlice> {}
}
