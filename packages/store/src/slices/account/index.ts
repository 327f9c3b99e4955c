/** Account: login and sessions (auth), the member's profile (user), login history, lock and password reminders. */
export * from './account.js';
export * from './auth.js';
export * from './user.js';
export { selectProfile, selectProfileNeeded } from './profile.js';
