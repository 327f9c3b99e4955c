import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';

export type CategoryTreeNode = {
  /** What the link carries (usually the category id or key). */
  value: string;
  name: string;
  /** Products in this category and below; shown when given. */
  count?: number;
  children?: CategoryTreeNode[];
};

export type CategoryTreeProps = {
  nodes: CategoryTreeNode[];
  /** Link of a category (for example the product list narrowed to it). */
  hrefFor: (value: string) => string;
  /** Value of the category shown now. */
  current?: string | null;
  /** Names the navigation for screen readers. */
  label?: string;
  className?: string;
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    padding-left: ${({ theme }) => theme.spacing(4)};
  }
`;

const Item = styled(Link)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 36px;
  align-items: center;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Branch({ nodes, hrefFor, current }: Omit<CategoryTreeProps, 'label' | 'className'>) {
  return (
    <List>
      {nodes.map((node) => (
        <li key={node.value}>
          <Item
            href={hrefFor(node.value)}
            aria-current={node.value === current ? 'page' : undefined}
          >
            <span>{node.name}</span>
            {node.count !== undefined && <Count>（{node.count}）</Count>}
          </Item>
          {node.children && node.children.length > 0 && (
            <Branch nodes={node.children} hrefFor={hrefFor} current={current} />
          )}
        </li>
      ))}
    </List>
  );
}

/** A category hierarchy as nested links, the current category marked, each with its count. */
export function CategoryTree({
  nodes,
  hrefFor,
  current = null,
  label = 'カテゴリ',
  className,
}: CategoryTreeProps) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <Branch nodes={nodes} hrefFor={hrefFor} current={current} />
    </nav>
  );
}
