import { styled } from 'styled-components';
import { PlainLink } from '../foundation/index.js';

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

// One styled root for the whole tree, its lists and links plain elements under it: the tree is
// a catalogue page's longest list (three styled elements a category rendered some 170 of them).
const Tree = styled.nav`
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & ul ul {
    padding-left: ${({ theme }) => theme.spacing(4)};
  }
  & a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 36px;
    align-items: center;
    padding: 0 ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    text-underline-offset: 0.15em;
  }
  & a:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  & a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  & a > span + span {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Branch({ nodes, hrefFor, current }: Omit<CategoryTreeProps, 'label' | 'className'>) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.value}>
          <PlainLink
            href={hrefFor(node.value)}
            aria-current={node.value === current ? 'page' : undefined}
          >
            <span>{node.name}</span>
            {node.count !== undefined && <span>（{node.count}）</span>}
          </PlainLink>
          {node.children && node.children.length > 0 && (
            <Branch nodes={node.children} hrefFor={hrefFor} current={current} />
          )}
        </li>
      ))}
    </ul>
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
    <Tree aria-label={label} className={className}>
      <Branch nodes={nodes} hrefFor={hrefFor} current={current} />
    </Tree>
  );
}
