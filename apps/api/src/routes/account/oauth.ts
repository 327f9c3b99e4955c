import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type * as client from 'openid-client';
import { Type } from 'typebox';
import type { OidcProviderConfig } from '../../config.js';
import { HttpError } from '../../errors.js';
import { loginOrVerify } from '../../services/login.js';
import { ErrorResponse, LoginResponse } from '../../schemas.js';
import {
  authorizationUrl,
  createDiscovery,
  exchangeCode,
  findOrCreateOauthMember,
  isProviderDown,
  newPendingLogin,
  OAUTH_MESSAGES,
  oauthFailed,
  oauthUnavailable,
  storePendingLogin,
  takePendingLogin,
} from '../../services/oidc.js';
import type { OidcProfile } from '../../services/oidc.js';

const TypeParams = Type.Object({
  type: Type.String({
    description: 'Login provider, as configured in OIDC_PROVIDERS (e.g. line, google)',
  }),
});

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(
    Type.String({ maxLength: 2048, description: 'RFC 9207 issuer, when the provider sends it' }),
  ),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
});

/**
 * OpenID Connect login for the storefront's /oauth/callback page: the redirect call hands out
 * the provider's authorization URL, the callback redeems what the provider sent back.
 */
const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const providers = new Map(app.config.oidcProviders.map((provider) => [provider.type, provider]));
  const discover = createDiscovery();

  function providerOf(type: string): OidcProviderConfig {
    const provider = providers.get(type);
    if (!provider)
      throw new HttpError(404, OAUTH_MESSAGES.unknownProvider, {
        code: 'oauth_provider_not_found',
      });
    return provider;
  }

  async function configurationOf(
    request: FastifyRequest,
    provider: OidcProviderConfig,
  ): Promise<client.Configuration> {
    try {
      return await discover(provider);
    } catch (error) {
      request.log.error({ err: error, provider: provider.type }, 'OpenID Connect discovery failed');
      throw oauthUnavailable();
    }
  }

  app.get(
    '/v1/auth/:type/redirect',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['auth'],
        summary: "The provider's login page to send the shopper to",
        params: TypeParams,
        response: {
          200: Type.Object({ url: Type.String({ format: 'uri' }) }),
          404: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.type);
      const configuration = await configurationOf(request, provider);
      const pending = newPendingLogin();
      // Abandoned logins would otherwise pile up; the table only ever holds minutes of them.
      await storePendingLogin(app.db, request.channel.id, provider.type, pending);
      const url = await authorizationUrl(configuration, provider, pending);
      reply.header('cache-control', 'no-store');
      return { url: url.href };
    },
  );

  app.get(
    '/v1/auth/:type/callback',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Finishes the login with the query the provider sent to /oauth/callback',
        params: TypeParams,
        querystring: CallbackQuery,
        response: {
          200: LoginResponse,
          404: ErrorResponse,
          422: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.type);
      const { code, state, iss, error, error_description } = request.query;
      const pending = state
        ? await takePendingLogin(app.db, state, request.channel.id, provider.type)
        : null;
      if (error) {
        request.log.info(
          { provider: provider.type, error, error_description },
          'OpenID Connect login refused',
        );
        throw error === 'access_denied'
          ? new HttpError(422, OAUTH_MESSAGES.cancelled, { code: 'oauth_cancelled' })
          : oauthFailed();
      }
      if (!pending || !state)
        throw new HttpError(422, OAUTH_MESSAGES.stateExpired, { code: 'oauth_state_invalid' });
      if (!code) throw oauthFailed();

      const configuration = await configurationOf(request, provider);
      let profile: OidcProfile;
      try {
        profile = await exchangeCode(configuration, provider, { code, state, iss }, pending);
      } catch (failure) {
        if (failure instanceof HttpError) throw failure;
        const down = isProviderDown(failure);
        const entry = { err: failure, provider: provider.type };
        request.log[down ? 'error' : 'info'](entry, 'OpenID Connect code exchange failed');
        throw down ? oauthUnavailable() : oauthFailed();
      }
      const user = await findOrCreateOauthMember(
        app.db,
        request.channel.id,
        provider.type,
        profile,
      );
      reply.header('cache-control', 'no-store');
      return loginOrVerify(request, reply, user, 'oauth');
    },
  );
};

export default oauthRoutes;
