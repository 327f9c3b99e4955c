import { CopyField, formatYen } from '@mise/ui';
import { useStorefront } from '../kit/index.js';
import { styled } from 'styled-components';

/**
 * Building blocks of the screens that show records: the boxes, tables and fact lists of the order
 * screens, the checkout and my page.
 */

export const yen = formatYen;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8em, auto) 1fr;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* A remark under a line (the cart's carriage message), across both columns. */
  dd.note {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-align: left;
  }
  dt.total,
  dd.total {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StatusTag = styled.span<{ $cancelled: boolean }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid
    ${({ theme, $cancelled }) => ($cancelled ? theme.colors.textMuted : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.textMuted : theme.colors.primary)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Totals by tax rate as a qualified invoice shows them. */
export function TaxRateRows({
  rows,
}: {
  rows: readonly { rate: number; amount: number; tax: number; amount_with_tax: number }[];
}) {
  return (
    <>
      {[...rows]
        .sort((a, b) => b.rate - a.rate)
        .map((row) => (
          <TaxRow key={row.rate} row={row} />
        ))}
    </>
  );
}

function TaxRow({ row }: { row: { rate: number; amount: number; tax: number } }) {
  return (
    <>
      <dt>
        {row.rate}%対象（税抜 {yen(row.amount)}）
      </dt>
      <dd>消費税 {yen(row.tax)}</dd>
    </>
  );
}

/**
 * The link of a social gift for its buyer to send (the complete page, the order detail): the
 * shop's own address, so it opens wherever the buyer ordered.
 */
export function GiftLink({ token }: { token: string }) {
  const { origin } = useStorefront();
  return (
    <CopyField
      label="ギフトの受け取り用URL"
      value={`${origin}/social-gift/${encodeURIComponent(token)}`}
      buttonLabel="URLをコピー"
    />
  );
}
