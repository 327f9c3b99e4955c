import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';
import { groupByKana } from '../kana.js';
import { Muted } from '../../../shared/CatalogFrame.js';

type Entry = { key: string; name: string; name_kana: string; product_count: number };

const Jump = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
  }
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const Names = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(60)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.span`
  margin-left: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Brands or makers in syllabary order (あ行, か行 …), with a jump list to each row. */
export function KanaIndex({
  entries,
  hrefFor,
  empty,
}: {
  entries: readonly Entry[];
  hrefFor: (key: string) => string;
  empty: string;
}) {
  const groups = groupByKana(entries, (entry) => entry.name_kana || entry.name);
  if (groups.length === 0) return <Muted>{empty}</Muted>;
  return (
    <div>
      <nav aria-label="行で移動">
        <Jump>
          {groups.map(({ row }) => (
            <li key={row}>
              <a href={`#kana-${row}`}>{row.length === 1 ? `${row}行` : row}</a>
            </li>
          ))}
        </Jump>
      </nav>
      {groups.map(({ row, items }) => (
        <Group key={row} aria-labelledby={`kana-${row}`}>
          <Heading level={2} id={`kana-${row}`}>
            {row.length === 1 ? `${row}行` : row}
          </Heading>
          <Names>
            {items.map((entry) => (
              <li key={entry.key}>
                <Link href={hrefFor(entry.key)}>{entry.name}</Link>
                <Count>（{entry.product_count}）</Count>
              </li>
            ))}
          </Names>
        </Group>
      ))}
    </div>
  );
}
