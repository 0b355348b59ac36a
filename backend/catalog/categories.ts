import type { Queryable } from '../db/types'

/** A depth-2 or depth-3 category with the number of products filed under it. */
export type CategoryNode = {
  categoryId: number
  parentId: number
  productGroup1Id: number
  name: string
  depth: 2 | 3
  productCount: number
}

type Ref = { categoryId: number; name: string }

export type CategoryTree = {
  productGroup1Id: number
  categories: (Ref & { depth: 2; productCount: number; children: (Ref & { depth: 3; productCount: number })[] })[]
}

/** Contract "GET /category/products": the category block of a listing. */
export type ListingCategory = Ref & {
  depth: 2 | 3
  productGroup1Id: number
  path: Ref[]
  children: (Ref & { productCount: number })[]
  siblings: Ref[]
}

/**
 * Every listing category (depth 2 and 3) of both groups in display order, with product counts: a
 * depth-2 count includes all its children's products, as its listing does. About 90 rows.
 */
export async function loadCategories(db: Queryable): Promise<CategoryNode[]> {
  return db.query<CategoryNode>(
    `select c.category_id as "categoryId", c.parent_id as "parentId", c.product_group1_id as "productGroup1Id",
            c.name, c.depth, coalesce(g2.count, g3.count, 0)::int as "productCount"
       from categories c
       left join (select product_group2_id as id, count(*) from products group by 1) g2
         on c.depth = 2 and g2.id = c.category_id
       left join (select product_group3_id as id, count(*) from products group by 1) g3
         on c.depth = 3 and g3.id = c.category_id
      where c.depth in (2, 3)
      order by c.depth, c.sort_order, c.category_id`,
  )
}

const ref = ({ categoryId, name }: CategoryNode): Ref => ({ categoryId, name })

/** Contract "GET /category/tree": a group's depth-2 categories with their depth-3 children. */
export function categoryTree(nodes: readonly CategoryNode[], group: 1 | 2): CategoryTree {
  const childrenOf = (id: number) =>
    nodes.filter((n) => n.depth === 3 && n.parentId === id).map((n) => ({ ...ref(n), depth: 3 as const, productCount: n.productCount }))
  return {
    productGroup1Id: group,
    categories: nodes
      .filter((n) => n.depth === 2 && n.productGroup1Id === group)
      .map((n) => ({ ...ref(n), depth: 2 as const, productCount: n.productCount, children: childrenOf(n.categoryId) })),
  }
}

/** The listing block of a depth-2 or depth-3 category and its product count; null for any other id. */
export function listingCategory(
  nodes: readonly CategoryNode[],
  categoryId: number,
): { category: ListingCategory; productCount: number } | null {
  const node = nodes.find((n) => n.categoryId === categoryId)
  if (!node) return null
  const parent = node.depth === 3 ? nodes.find((n) => n.categoryId === node.parentId) : undefined
  const children = node.depth === 2 ? nodes.filter((n) => n.depth === 3 && n.parentId === node.categoryId) : []
  return {
    category: {
      ...ref(node),
      depth: node.depth,
      productGroup1Id: node.productGroup1Id,
      path: parent ? [ref(parent), ref(node)] : [ref(node)],
      children: children.map((n) => ({ ...ref(n), productCount: n.productCount })),
      siblings: nodes.filter((n) => n.depth === node.depth && n.parentId === node.parentId).map(ref),
    },
    productCount: node.productCount,
  }
}
