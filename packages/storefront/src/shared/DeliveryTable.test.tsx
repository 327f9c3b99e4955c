// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { standardTheme, ThemeProvider } from '@mise/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryTable } from './DeliveryTable.js';
import type { DeliveryTableProps } from './DeliveryTable.js';

const RECIPIENT = {
  name: '山田 花子 様',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  address2: null,
  phone_number: '0312345678',
  delivery_date: '2026-12-24',
  timezone: '14時〜16時',
};

const LINES = [
  {
    key: 1,
    product: '木綿のハンカチ',
    note: '（※軽減税率対象）',
    unit_price_with_tax: 1100,
    quantity: 2,
    subtotal_with_tax: 2200,
  },
];

function show(props: Partial<DeliveryTableProps> & Pick<DeliveryTableProps, 'variant'>) {
  render(
    <ThemeProvider theme={standardTheme}>
      <DeliveryTable
        title="お届け先1"
        recipient={RECIPIENT}
        packings={[{ kind: 'noshi', noshi_type: '御祝', noshi_name: '山田' }]}
        lines={LINES}
        {...props}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'お届け先1' });
}

afterEach(cleanup);

describe('DeliveryTable', () => {
  it('confirm: the address in lines, the wished date and slot, the wrapping, the products', () => {
    const delivery = show({ variant: 'confirm' });
    expect(within(delivery).getByRole('heading', { level: 2 })).toHaveTextContent('お届け先1');
    expect(delivery).toHaveTextContent('〒100-0001 東京都千代田区千代田1-1');
    expect(delivery).toHaveTextContent('電話番号: 0312345678');
    expect(within(delivery).getByText(/^お届け希望日: /)).toHaveTextContent(
      /^お届け希望日: 2026.+12.+24.*／お届け時間帯: 14時〜16時$/,
    );
    expect(within(delivery).getByText('のし（御祝・山田）')).toBeInTheDocument();
    const rows = within(
      within(delivery).getByRole('table', { name: 'お届け先1の商品' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('木綿のハンカチ（※軽減税率対象）¥1,1002¥2,200');
  });

  it('confirm: no wish reads 指定なし', () => {
    const delivery = show({
      variant: 'confirm',
      recipient: { ...RECIPIENT, delivery_date: null, timezone: null },
    });
    expect(delivery).toHaveTextContent('お届け希望日: 指定なし／お届け時間帯: 指定なし');
  });

  it('order: the facts in order with the status and the carriage', () => {
    const delivery = show({
      variant: 'order',
      heading: 'お届け先',
      status: { label: '発送済み', cancelled: false },
      carriage: 600,
    });
    expect(within(delivery).getByRole('heading', { level: 3 })).toHaveTextContent(
      'お届け先 発送済み',
    );
    const terms = within(delivery)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['お名前', 'ご住所', '電話番号', 'お届け希望日時', 'ラッピング', '送料']);
    expect(within(delivery).getByText('のし 御祝 山田')).toBeInTheDocument();
    expect(within(delivery).getByText('¥600（税抜）')).toBeInTheDocument();
    expect(within(delivery).getByRole('table')).toHaveTextContent('木綿のハンカチ');
  });

  it('a social gift shows what the page says of it instead of an address', () => {
    const delivery = show({
      variant: 'order',
      recipient: null,
      gift: '東京都',
      packings: [],
    });
    expect(
      within(delivery)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['お届け先']);
    expect(delivery).toHaveTextContent('東京都');
    expect(delivery).not.toHaveTextContent('電話番号');
  });
});
