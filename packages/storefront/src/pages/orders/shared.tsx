import { CopyField, formatYen, TextField } from '@mise/ui';
import { useStorefront } from '../../app/context.js';
import { Actions, FormAlert, SubmitButton } from '../../shared/page.js';
import { styled } from 'styled-components';

/** Building blocks of the order screens (history, detail, guest receipt). */

export const yen = formatYen;

export { DOWNLOADED, saveFile } from '../../shared/download.js';

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

/** What a receipt is made out with (member and guest): addressee and proviso, then save. */
export function ReceiptInfoFields() {
  return (
    <>
      <FormAlert />
      <TextField name="addressee" label="宛名" required maxLength={50} width="medium" />
      <TextField
        name="proviso"
        label="但し書き"
        optional
        maxLength={50}
        width="medium"
        hint="空欄のときは「お品代として」と記載されます。"
      />
      <Actions>
        <SubmitButton>宛名を保存する</SubmitButton>
      </Actions>
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
