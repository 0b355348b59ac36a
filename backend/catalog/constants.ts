/** Animal groups (product_group1_id): the spec's animal codes. */
export const GROUPS = [
  { productGroup1Id: 1, name: '강아지' },
  { productGroup1Id: 2, name: '고양이' },
] as const

export type GroupId = (typeof GROUPS)[number]['productGroup1Id']

export function groupName(id: number): string {
  return GROUPS.find((group) => group.productGroup1Id === id)?.name ?? ''
}

/** Home tabs: the same ids for dog and cat, the content comes from the group. */
export const TABS = [
  { tabId: 2, title: '홈' },
  { tabId: 3, title: '베스트' },
  { tabId: 4, title: '신상품' },
  { tabId: 5, title: '특가' },
  { tabId: 6, title: '추천' },
] as const

export type TabId = (typeof TABS)[number]['tabId']
