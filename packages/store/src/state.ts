import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { StoreEnv } from './env.js';

/**
 * The store's state, section by section. Each slice's module adds its own sections here
 * (`declare module '…/state.js'` beside its `injectSlices`), so the state's type needs no list
 * of every slice: the slices' thunks and selectors use it without importing each other.
 */
// Declaration merging is what lets each slice add itself: it takes an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface StoreSections {}

export type RootState = StoreSections;

export type AppDispatch = ThunkDispatch<RootState, StoreEnv, UnknownAction> & Dispatch;
