import { GROUPS, type GroupId, TABS, type TabId } from '../catalog/constants'
import type { Random } from '../shared/random'
import { BANNER_COPY } from './banners'
import type { ProductRow } from './catalog'

export type BannerRow = {
  banner_id: number
  product_group1_id: number
  tab_id: number
  position: number
  title: string
  subtitle: string
  image_key: string
  link_url: string
}

export type SectionRow = {
  product_group1_id: number
  tab_id: number
  position: number
  type: 'PRODUCT_GRID' | 'PRODUCT_SCROLL'
  title: string
  more_url: string | null
}

export type SectionProductRow = {
  product_group1_id: number
  tab_id: number
  section_position: number
  position: number
  product_id: number
}

export type TabContent = { banners: BannerRow[]; sections: SectionRow[]; sectionProducts: SectionProductRow[] }

type Pool = readonly ProductRow[]
type SectionSpec = {
  title: string
  type: SectionRow['type']
  size: number
  more: string | null
  /** candidates in order of preference; products already shown in the tab are skipped */
  pick: (pool: Pool, random: Random) => ProductRow[]
}

const BRANCHES: Record<GroupId, { food: number; treats: number; supplements: number; hygiene: number; toys: number }> = {
  1: { food: 11, treats: 12, supplements: 13, hygiene: 14, toys: 17 },
  2: { food: 21, treats: 22, supplements: 28, hygiene: 23, toys: 26 },
}

const byReviews = (a: ProductRow, b: ProductRow) => b.review_count - a.review_count || a.product_id - b.product_id
const byNewest = (a: ProductRow, b: ProductRow) => b.created_at.localeCompare(a.created_at) || a.product_id - b.product_id
const discount = (p: ProductRow) => (p.price - p.discount_apply_price) / p.price
const byDiscount = (a: ProductRow, b: ProductRow) => discount(b) - discount(a) || byReviews(a, b)
const byScore = (a: ProductRow, b: ProductRow) => b.review_score - a.review_score || byReviews(a, b)
const inBranch = (id: number) => (p: ProductRow) => p.product_group2_id === id
const sorted = (pool: Pool, filter: (p: ProductRow) => boolean, order: (a: ProductRow, b: ProductRow) => number) =>
  pool.filter(filter).sort(order)
const isPb = (pbBrands: ReadonlySet<number>) => (p: ProductRow) => pbBrands.has(p.brand_id)

function specs(group: GroupId, pbBrands: ReadonlySet<number>): Record<TabId, SectionSpec[]> {
  const c = BRANCHES[group]
  const category = (id: number) => `/category/${group}/${id}`
  const any = () => true
  const wellRated = (p: ProductRow) => p.review_score >= 4.6 && p.review_count >= 30
  const owner = group === 1 ? '보호자님' : '집사님'
  return {
    2: [
      { title: '오늘만 특가', type: 'PRODUCT_SCROLL', size: 10, more: '/main/tab/5', pick: (pool) => sorted(pool, any, byDiscount) },
      {
        title: '지금 많이 사는 사료',
        type: 'PRODUCT_GRID',
        size: 6,
        more: category(c.food),
        pick: (pool) => sorted(pool, inBranch(c.food), byReviews),
      },
      { title: '신상품 입고', type: 'PRODUCT_SCROLL', size: 10, more: '/main/tab/4', pick: (pool) => sorted(pool, any, byNewest) },
      {
        title: '간식 베스트',
        type: 'PRODUCT_GRID',
        size: 4,
        more: category(c.treats),
        pick: (pool) => sorted(pool, inBranch(c.treats), byReviews),
      },
      {
        title: '펫샵 온리 단독 상품',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: null,
        pick: (pool) => sorted(pool, isPb(pbBrands), byReviews),
      },
    ],
    3: [
      {
        title: '이번 주 베스트 사료',
        type: 'PRODUCT_GRID',
        size: 12,
        more: category(c.food),
        pick: (pool) => sorted(pool, inBranch(c.food), byReviews),
      },
      {
        title: '베스트 간식',
        type: 'PRODUCT_GRID',
        size: 8,
        more: category(c.treats),
        pick: (pool) => sorted(pool, inBranch(c.treats), byReviews),
      },
      {
        title: group === 1 ? '베스트 배변용품' : '베스트 모래',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: category(c.hygiene),
        pick: (pool) => sorted(pool, inBranch(c.hygiene), byReviews),
      },
      {
        title: '베스트 장난감',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: category(c.toys),
        pick: (pool) => sorted(pool, inBranch(c.toys), byReviews),
      },
    ],
    4: [
      { title: '신상품 입고', type: 'PRODUCT_GRID', size: 12, more: null, pick: (pool) => sorted(pool, any, byNewest) },
      {
        title: '새로 나온 간식',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: category(c.treats),
        pick: (pool) => sorted(pool, inBranch(c.treats), byNewest),
      },
      {
        title: '새로 나온 용품',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: null,
        pick: (pool) => sorted(pool, (p) => ![c.food, c.treats, c.supplements].includes(p.product_group2_id), byNewest),
      },
    ],
    5: [
      { title: '오늘만 특가', type: 'PRODUCT_GRID', size: 12, more: null, pick: (pool) => sorted(pool, any, byDiscount) },
      {
        title: '1만 원 이하 특가',
        type: 'PRODUCT_SCROLL',
        size: 10,
        more: null,
        pick: (pool) => sorted(pool, (p) => p.discount_apply_price <= 10_000, byDiscount),
      },
      {
        title: '사료 할인 모음',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: category(c.food),
        pick: (pool) => sorted(pool, inBranch(c.food), byDiscount),
      },
    ],
    6: [
      {
        title: `${owner}을 위한 추천`,
        type: 'PRODUCT_GRID',
        size: 8,
        more: null,
        pick: (pool, random) => random.shuffle(sorted(pool, wellRated, byReviews).slice(0, 120)),
      },
      {
        title: '리뷰 평점이 높은 상품',
        type: 'PRODUCT_SCROLL',
        size: 10,
        more: null,
        pick: (pool) => sorted(pool, (p) => p.review_count >= 100, byScore),
      },
      {
        title: '함께 챙기면 좋은 영양제',
        type: 'PRODUCT_SCROLL',
        size: 8,
        more: category(c.supplements),
        pick: (pool, random) => random.shuffle(sorted(pool, inBranch(c.supplements), byReviews).slice(0, 40)),
      },
      {
        title: '펫샵 온리 추천',
        type: 'PRODUCT_GRID',
        size: 4,
        more: null,
        pick: (pool, random) => random.shuffle(sorted(pool, isPb(pbBrands), byScore).slice(0, 30)),
      },
    ],
  }
}

function bannerLink(group: GroupId, bannerId: number, link: (typeof BANNER_COPY)[GroupId][TabId][number]['link']): string {
  if (link === 'welcomeDeal') return `/welcome-deal/${group}`
  if (link === 'event') return `/event/${bannerId}`
  return `/category/${group}/${link.categoryId}`
}

/** Home-tab banners and product sections for both groups, drawn from the seeded products. */
export function generateTabs(random: Random, products: Pool, pbBrands: ReadonlySet<number>): TabContent {
  const content: TabContent = { banners: [], sections: [], sectionProducts: [] }
  for (const { productGroup1Id: group } of GROUPS) {
    // Sold-out products are never promoted.
    const pool = products.filter((p) => p.product_group1_id === group && p.sell_limit_status_code === null)
    const groupSpecs = specs(group, pbBrands)
    for (const { tabId } of TABS) {
      BANNER_COPY[group][tabId].forEach((copy, i) => {
        const bannerId = content.banners.length + 1
        content.banners.push({
          banner_id: bannerId,
          product_group1_id: group,
          tab_id: tabId,
          position: i + 1,
          title: copy.title,
          subtitle: copy.subtitle,
          image_key: `${group}-${bannerId}`,
          link_url: bannerLink(group, bannerId, copy.link),
        })
      })
      const shown = new Set<number>()
      groupSpecs[tabId].forEach((spec, s) => {
        const section = { product_group1_id: group, tab_id: tabId, position: s + 1 }
        content.sections.push({ ...section, type: spec.type, title: spec.title, more_url: spec.more })
        const picked = spec
          .pick(pool, random)
          .filter((p) => !shown.has(p.product_id))
          .slice(0, spec.size)
        picked.forEach((p, i) => {
          shown.add(p.product_id)
          content.sectionProducts.push({
            product_group1_id: group,
            tab_id: tabId,
            section_position: section.position,
            position: i + 1,
            product_id: p.product_id,
          })
        })
      })
    }
  }
  return content
}
