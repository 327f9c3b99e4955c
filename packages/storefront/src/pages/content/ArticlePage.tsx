import { DateText, Link, RichContent } from '@mise/ui';
import { styled } from 'styled-components';
import { PageTemplate } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { useArticle } from './hooks.js';

const ArticleMeta = styled.p`
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

/** /news/{key} and /blog/{key}: one article, and the way back to its list. */
export function ArticlePage({ route }: PageProps) {
  const article = useArticle(route.id);
  if (!article) return null;
  return (
    <PageTemplate title={article.title} description={article.excerpt} trail={[article.list]}>
      <ArticleMeta>
        <DateText value={article.publishedAt} />
        <span>{article.category}</span>
        {article.author && <span>{article.author}</span>}
      </ArticleMeta>
      <RichContent html={article.html} as="article" />
      <Back>
        <Link href={article.list.to}>{article.list.label}へ戻る</Link>
      </Back>
    </PageTemplate>
  );
}
