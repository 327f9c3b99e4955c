import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database (PGLITE_DATA_DIR). */
  pgliteDataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origins allowed to call the API from a browser (besides same-origin through the theme proxy). */
  corsOrigins: string[];
  production: boolean;
  /**
   * Return one-time codes (MFA, e-mail verification) in responses as a testing aid, as the
   * spec's storefront shows them in an alert. Never in production unless asked for.
   */
  exposeCodes: boolean;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: path.resolve(apiRoot, env.PGLITE_DATA_DIR ?? '.data/pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mise <no-reply@mise.example>',
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production,
    exposeCodes: env.MISE_EXPOSE_CODES ? env.MISE_EXPOSE_CODES === '1' : !production,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
