import { createSlice } from '@reduxjs/toolkit';
import type { Embroidery, EmbroideryBody } from '@mise/api-client';
import { logout } from '../logout.js';
import { createEnvThunk } from '../thunk.js';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export type UserEmbroideryState = { data: Embroidery | null; status: Status };

const initialState: UserEmbroideryState = { data: null, status: 'idle' };

/** The member's saved name embroidery (null before one is saved). */
export const fetchEmbroidery = createEnvThunk(
  'userEmbroidery/fetch',
  async (_: void, { extra }) => (await extra.api.embroidery.get()).data,
);

export const saveEmbroidery = createEnvThunk(
  'userEmbroidery/save',
  async (body: EmbroideryBody, { extra }) => (await extra.api.embroidery.save(body)).data,
);

/** The motorcycle shop's name embroidery of the member; reset on logout like the other sections. */
export const userEmbroiderySlice = createSlice({
  name: 'userEmbroidery',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchEmbroidery.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchEmbroidery.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchEmbroidery.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(saveEmbroidery.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      });
  },
});

export const selectUserEmbroideryState = (state: { userEmbroidery: UserEmbroideryState }) =>
  state.userEmbroidery;
