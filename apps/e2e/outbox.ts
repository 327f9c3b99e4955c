import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './shops.js';

/**
 * The first match of `pattern` in the newest mail to `to` in the API's outbox (GET /dev/outbox,
 * outside production), waiting up to 5 s for the mail to be sent.
 */
export async function mailed(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const [mail] = ((await response.json()) as { data: { text: string }[] }).data;
    const match = mail ? pattern.exec(mail.text) : null;
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${String(pattern)}`);
}
