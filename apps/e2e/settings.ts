import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './shops.js';

/**
 * Sets one of a shop's settings through the API's non-production PUT /dev/settings and returns
 * the value it had, for the spec to put back (settings are shared by every spec of the run).
 */
export async function setSetting(
  request: APIRequestContext,
  channel: string,
  key: string,
  value: unknown,
): Promise<unknown> {
  const answer = await request.put(`${apiUrl}/dev/settings`, { data: { channel, key, value } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { before: unknown } }).data.before;
}
