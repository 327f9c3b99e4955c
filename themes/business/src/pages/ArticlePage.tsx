import { NoImage, SingleItemTemplate } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Link } from '@mise/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const KINDS: Partial<Record<string, { kind: string; list: { label: string; to: string } }>> = {
  newsDetail: { kind: 'お知らせ', list: { label: 'お知らせ一覧', to: '/news' } },
  blogDetail: { kind: 'ブログ', list: { label: 'ブログ一覧', to: '/blog' } },
};

/** A news or blog article, filed like a record: kind and number in a ruled table. */
export function ArticlePage({ route }: PageProps) {
  const { key = '' } = useParams();
  const article = KINDS[route.id];
  return (
    <SingleItemTemplate
      title={route.title}
      trail={article ? [article.list] : []}
      media={<NoImage />}
    >
      <Facts>
        <dt>区分</dt>
        <dd>{article?.kind ?? route.title}</dd>
        <dt>記事番号</dt>
        <dd>{key}</dd>
      </Facts>
      {article && <Link href={article.list.to}>{article.list.label}へ戻る</Link>}
    </SingleItemTemplate>
  );
}
