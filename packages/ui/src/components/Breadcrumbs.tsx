import { styled } from 'styled-components';
import { linkText, PlainLink } from '../foundation/index.js';

export type BreadcrumbItem = {
  label: string;
  /** In-app path; the last item (the current page) needs none. */
  to?: string;
};

export type BreadcrumbsProps = {
  items: BreadcrumbItem[];
  className?: string;
};

// One styled root for the trail, its items and links plain elements under it: a styled element
// costs a server render several times a plain one, and every page but the top has a trail.
const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & > li {
    display: inline-flex;
    align-items: center;
  }
  & > li + li::before {
    content: '>';
    margin: 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & a {
    ${linkText}
  }
  & span {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The trail from the top page to the current one; the last item is the current page. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="パンくずリスト" className={className}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {isLast || !item.to ? (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              ) : (
                <PlainLink href={item.to}>{item.label}</PlainLink>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
