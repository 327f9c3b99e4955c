import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.js';
import emailVerifyRoutes from './email-verify.js';
import leaveRoutes from './leave.js';
import loginHistoryRoutes from './login-histories.js';
import oauthRoutes from './oauth.js';
import passwordRoutes from './password.js';
import profileRoutes from './profile.js';
import registrationRoutes from './registration.js';
import reminderRoutes from './reminder.js';

/** The member's account: login and sessions, registration, profile, password and leaving. */
const account: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
  await app.register(leaveRoutes);
  await app.register(passwordRoutes);
  await app.register(loginHistoryRoutes);
  await app.register(emailVerifyRoutes);
  await app.register(reminderRoutes);
  await app.register(oauthRoutes);
};

export default account;
