import { PageTemplate, useArticle } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { DateText, Link, RichContent } from '@mise/ui';
import { styled } from 'styled-components';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.spacing(8)} 0 0;
`;

/** A news or blog article in the reading column: date, category (and author), text, way back. */
export function NewsArticlePage({ route }: PageProps) {
  const article = useArticle(route.id);
  if (!article) return null;
  return (
    <PageTemplate title={article.title} description={article.excerpt} trail={[article.list]}>
      <Meta>
        <DateText value={article.publishedAt} />
        <span>{article.category}</span>
        {article.author && <span>{article.author}</span>}
      </Meta>
      <RichContent html={article.html} as="section" />
      <Back>
        <Link href={article.list.to}>{article.list.label}へ戻る</Link>
      </Back>
    </PageTemplate>
  );
}
