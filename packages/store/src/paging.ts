import type { Page } from '@mise/api-client';

/** The page of a list one of whose items was just removed. */
export const oneLess = (page: Page | null): Page | null =>
  page ? { ...page, total: Math.max(0, page.total - 1) } : page;
