import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CAPTCHA_HEADER, loadCaptchaSettings, verifyCaptcha } from '../services/bot-protection.js';

/**
 * Bot protection of the routes whose `config.captcha` names their form's action (login,
 * register, reminder, contact, review): when the shop has a site key, the request must bring a
 * token (X-Captcha-Token) the provider vouches for (services/bot-protection.ts). Runs after the
 * route's own preHandlers, so a guest posting a review still hears 401 first. Shops without a
 * site key are not checked at all.
 */
export default fp((app: FastifyInstance) => {
  const check = async (request: FastifyRequest) => {
    const action = request.routeOptions.config.captcha;
    if (!action) return;
    const settings = await loadCaptchaSettings(app.db, request.channel.id);
    if (!settings) return;
    const header = request.headers[CAPTCHA_HEADER];
    await verifyCaptcha({
      settings,
      origin: app.config.captchaOrigins[settings.provider],
      token: Array.isArray(header) ? header[0] : header,
      action,
      remoteIp: request.ip,
      log: (error) => request.log.warn({ err: error }, 'bot-protection verify endpoint failed'),
    });
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.captcha) return;
    const own: preHandlerHookHandler[] = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [...own, check];
  });
});
