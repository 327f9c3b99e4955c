import { createAction } from '@reduxjs/toolkit';

/** The one action every member section answers by returning its initial state. */
export const logout = createAction('session/logout');
