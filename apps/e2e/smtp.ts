import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { API_PORT } from './shops.js';

/** The run's SMTP server (fakes/smtp.mjs): the API's SMTP_URL, and its HTTP side for the specs. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? API_PORT + 60);
export const SMTP_HTTP_PORT = SMTP_PORT + 1;
export const smtpUrl = `smtp://127.0.0.1:${SMTP_PORT}`;
export const smtpSinkOrigin = `http://127.0.0.1:${SMTP_HTTP_PORT}`;

export type ArrivedMail = {
  message_id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | false;
};

/** Every message the SMTP server has accepted so far. */
export async function arrivedMails(request: APIRequestContext): Promise<ArrivedMail[]> {
  return (await (await request.get(`${smtpSinkOrigin}/messages`)).json()) as ArrivedMail[];
}

/**
 * The one mail to `to` (any address when null) whose subject contains `subject`, once it has
 * arrived at the SMTP server (the API's mail worker delivers within seconds).
 */
export async function arrivedMail(
  request: APIRequestContext,
  to: string | null,
  subject: string,
  timeout = 20_000,
): Promise<ArrivedMail> {
  const matching = async () =>
    (await arrivedMails(request)).filter(
      (mail) => mail.subject.includes(subject) && (to === null || mail.to.includes(to)),
    );
  await expect.poll(async () => (await matching()).length, { timeout }).toBeGreaterThan(0);
  const found = await matching();
  expect(found, `one mail "${subject}"`).toHaveLength(1);
  return found[0]!;
}

/** Takes the SMTP server down (connections refused) or brings it back. */
export async function setSmtp(request: APIRequestContext, up: boolean): Promise<void> {
  expect((await request.post(`${smtpSinkOrigin}/${up ? 'up' : 'down'}`)).ok()).toBe(true);
}
