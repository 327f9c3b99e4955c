const japanDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The order number shown to the shopper: the order date in Japan and the order's id, e.g.
 * 20260501-000123. Derived from the id, so it is unique without a counter or a retry.
 */
export function orderNumber(orderId: number, orderedAt: Date): string {
  const date = japanDate.format(orderedAt).replaceAll('-', '');
  return `${date}-${String(orderId).padStart(6, '0')}`;
}
