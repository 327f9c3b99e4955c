import type { TimeseriesEntry } from '@mise/api-client';
import { MEASUREMENT_FIELDS } from '@mise/validation/options';
import { styled } from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

/** '172.5' for a value, '—' when the entry has none. */
export const measurementText = (entry: TimeseriesEntry | null, key: string) => {
  const value = entry?.values[key];
  return value === undefined ? '—' : String(value);
};

/**
 * The newest value of every measurement with the day it was taken (an entry may hold only some
 * of them: each field shows its own latest). Used by my page and the product page's size guide.
 */
export function LatestMeasurements({
  entries,
  caption,
}: {
  entries: readonly TimeseriesEntry[];
  caption: string;
}) {
  const dateFormat = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium' });
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">項目</th>
          <th scope="col">最新の値</th>
          <th scope="col">測定日</th>
        </tr>
      </thead>
      <tbody>
        {MEASUREMENT_FIELDS.map(({ key, label }) => {
          const entry = entries.find((candidate) => candidate.values[key] !== undefined) ?? null;
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{measurementText(entry, key)}</td>
              <td>{entry ? dateFormat.format(new Date(entry.created_at)) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

export { Table as MeasurementGrid };
