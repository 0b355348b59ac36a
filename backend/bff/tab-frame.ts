import { type GroupId, TABS } from '../catalog/constants'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'

type Banner = { bannerId: number; title: string; subtitle: string; imageUrl: string; linkUrl: string }
type Section = {
  sectionId: string
  type: 'PRODUCT_GRID' | 'PRODUCT_SCROLL'
  title: string
  moreUrl: string | null
  products: ProductSummary[]
}

export type TabFrame = {
  productGroup1Id: number
  tabs: { tabId: number; title: string }[]
  tab: { tabId: number; title: string; banners: Banner[]; sections: Section[] }
}

/** The frame of one home tab, or null when the tab does not exist. */
export async function loadTabFrame(db: Queryable, group: GroupId, tabId: number): Promise<TabFrame | null> {
  const tab = TABS.find((t) => t.tabId === tabId)
  if (!tab) return null
  const params = [group, tabId]
  const [banners, sections, products] = await Promise.all([
    db.query<Banner>(
      `select banner_id as "bannerId", title, subtitle, '/cdn/banners/' || image_key || '.svg' as "imageUrl", link_url as "linkUrl"
         from banners where product_group1_id = $1 and tab_id = $2 order by position`,
      params,
    ),
    db.query<Omit<Section, 'products'> & { position: number }>(
      `select position, tab_id || '-' || position as "sectionId", type, title, more_url as "moreUrl"
         from tab_sections where product_group1_id = $1 and tab_id = $2 order by position`,
      params,
    ),
    db.query<ProductSummary & { sectionPosition: number }>(
      `select sp.section_position as "sectionPosition", ${PRODUCT_SUMMARY_COLUMNS}
         from tab_section_products sp
         join products p using (product_id)
         join brands b using (brand_id)
        where sp.product_group1_id = $1 and sp.tab_id = $2
        order by sp.section_position, sp.position`,
      params,
    ),
  ])
  return {
    productGroup1Id: group,
    tabs: TABS.map(({ tabId: id, title }) => ({ tabId: id, title })),
    tab: {
      tabId: tab.tabId,
      title: tab.title,
      banners,
      sections: sections.map(({ position, ...section }) => ({
        ...section,
        products: products.filter((p) => p.sectionPosition === position).map(({ sectionPosition: _s, ...p }) => p),
      })),
    },
  }
}
