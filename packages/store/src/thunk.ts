import { createAsyncThunk } from '@reduxjs/toolkit';
import type { StoreEnv } from './env.js';
import type { AppDispatch, RootState } from './store.js';

/** createAsyncThunk with the store's state, dispatch and env (api, cookies, navigate) typed. */
export const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: StoreEnv;
}>();
