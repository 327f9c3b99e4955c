// oidc-provider ships JavaScript only; this is the part of its API the test provider (testing-oidc.ts) drives.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type AccountClaims = { sub: string } & Record<string, unknown>;

  export type Account = {
    accountId: string;
    claims: (use: string, scope: string) => AccountClaims | Promise<AccountClaims>;
  };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    features?: Record<string, unknown>;
    [option: string]: unknown;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** Koa's request listener for node:http. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
