/** Account: login, sessions and OAuth (auth), password and username reminders, the member's profile (user). */
export * from './auth.js';
export * from './reminder.js';
export * from './user.js';
