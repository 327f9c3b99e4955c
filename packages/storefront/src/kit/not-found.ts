/** What a loader throws for a record that does not exist: the 404 page (status 404). */
export const notFound = () =>
  new Response('お探しのページが見つかりませんでした。', { status: 404, statusText: 'Not Found' });
