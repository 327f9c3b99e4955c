import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';
import { Badge } from './Badge.js';
import { DateText } from './DateText.js';

export type ArticleListItem = {
  id: number | string;
  /** In-app path of the article, e.g. /news/{key}/. */
  href: string;
  title: string;
  publishedAt: string;
  category?: string;
  /** A short text under the title (blog excerpts). */
  excerpt?: string;
  /** Marked 重要 (important news). */
  important?: boolean;
  /** Not read yet by the member: marked 未読. */
  unread?: boolean;
};

export type ArticleListProps = {
  items: ArticleListItem[];
  /** Names the list for assistive technology, e.g. 'お知らせ一覧'. */
  label: string;
  className?: string;
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 8em minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(4)}`};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Dated articles (news, blog posts) as rows: date and category, then the linked title. */
export function ArticleList({ items, label, className }: ArticleListProps) {
  return (
    <List aria-label={label} className={className}>
      {items.map((item) => (
        <Row key={item.id}>
          <Meta>
            <DateText value={item.publishedAt} />
          </Meta>
          <Main>
            <Meta>
              {item.category && <span>{item.category}</span>}
              {item.important && <Badge variant="sale">重要</Badge>}
              {item.unread && <Badge variant="new">未読</Badge>}
            </Meta>
            <Link href={item.href}>{item.title}</Link>
            {item.excerpt && <Excerpt>{item.excerpt}</Excerpt>}
          </Main>
        </Row>
      ))}
    </List>
  );
}
