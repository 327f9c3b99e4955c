import { createAsyncThunk, miniSerializeError } from '@reduxjs/toolkit';
import type { SerializedError } from '@reduxjs/toolkit';
import { ApiError } from '@mise/api-client/errors';
import type { StoreEnv } from './env.js';
import type { AppDispatch, RootState } from './state.js';

/**
 * A thunk's failure as `unwrap()` rethrows it. Redux Toolkit keeps only the name, message and
 * code of an error; a failed API call also keeps its status and field errors, so a form can
 * put each server message beside its field.
 */
export type ThunkError = SerializedError & {
  status?: number;
  errors?: Record<string, string[]>;
  /** The storefront cancelled the call (route change): nobody is waiting for its answer. */
  cancelled?: true;
};

function serializeThunkError(error: unknown): ThunkError {
  const serialized: ThunkError = miniSerializeError(error);
  if (!(error instanceof ApiError)) return serialized;
  return {
    ...serialized,
    status: error.status,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.kind === 'cancelled' ? { cancelled: true as const } : {}),
  };
}

const typedThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: StoreEnv;
  serializedErrorType: ThunkError;
}>();

/**
 * createAsyncThunk with the store's state, dispatch and env (api, cookies, navigate) typed, and
 * failures kept as ThunkError.
 */
export const createAppThunk = ((typePrefix: string, payloadCreator: never, options?: object) =>
  typedThunk(typePrefix, payloadCreator, {
    serializeError: serializeThunkError,
    ...options,
  })) as unknown as typeof typedThunk;

const envThunk = createAsyncThunk.withTypes<{ extra: StoreEnv; serializedErrorType: ThunkError }>();

/**
 * createAppThunk for a thunk that needs only the env (api, cookies), not the state or a typed
 * dispatch. Its type does not go through RootState, so a slice can handle it in extraReducers
 * without the compiler resolving RootState through the slice itself (with many slices doing
 * that, tsc overflows its stack).
 */
export const createEnvThunk = ((typePrefix: string, payloadCreator: never, options?: object) =>
  envThunk(typePrefix, payloadCreator, {
    serializeError: serializeThunkError,
    ...options,
  })) as unknown as typeof envThunk;
