import type { CatalogCategory } from '@mise/store';
import type { CategoryTreeNode } from '@mise/ui';

type Node = Pick<CatalogCategory, 'id' | 'name' | 'product_count'> & {
  children: readonly Node[];
};

/** The API's category tree as the nodes of @mise/ui's CategoryTree (by id). */
export function toTreeNodes(nodes: readonly Node[]): CategoryTreeNode[] {
  return nodes.map((node) => ({
    value: String(node.id),
    name: node.name,
    count: node.product_count,
    children: toTreeNodes(node.children),
  }));
}

/** A category of the tree by id, with the path from its root (for the trail and the title). */
export function findCategory(nodes: readonly Node[], id: string): Node[] | null {
  for (const node of nodes) {
    if (String(node.id) === id) return [node];
    const below = findCategory(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}
