import type { ProductKind } from '../catalog/category-tree'
import { paw, SHAPES } from './shapes'

/** [background, main, dark]: soft backgrounds with one saturated colour each (community drawings too). */
export const PALETTES = [
  ['#FDEBD3', '#F2994A', '#8A4B14'],
  ['#E3F2EC', '#3FA37C', '#1F5A44'],
  ['#E6EEFB', '#4F7CE0', '#23407F'],
  ['#FBE4EC', '#E0608A', '#7D2744'],
  ['#F1E9FB', '#8E6AD8', '#47307A'],
  ['#FFF4CC', '#E8B531', '#7A5A0C'],
  ['#E4F5F8', '#2FA3B5', '#145761'],
  ['#F3EDE6', '#A7785A', '#5A3B26'],
] as const

/** Small integer hash so neighbouring ids get unrelated colours. */
function mix(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const palette = (n: number) => PALETTES[mix(n) % PALETTES.length] ?? PALETTES[0]

/** Another palette than `palette(n)`'s, never the same one. */
const otherPalette = (n: number) =>
  PALETTES[((mix(n) % PALETTES.length) + 1 + (mix(n * 3) % (PALETTES.length - 1))) % PALETTES.length] ?? PALETTES[1]

/** 1 is the main picture; 2 and 3 are the detail gallery's other shots. */
export type ProductView = 1 | 2 | 3

/** The drawing itself, placed for each view: 2 is a close-up from the other side, 3 a mirrored shot. */
const PLACEMENT: Record<ProductView, (tilt: number) => string> = {
  1: (tilt) => `rotate(${tilt} 100 105)`,
  2: (tilt) => `translate(100 105) rotate(${-tilt - 8}) scale(1.22) translate(-100 -105)`,
  3: (tilt) => `translate(200 0) scale(-1 1) rotate(${tilt / 2} 100 105)`,
}

/**
 * Square product picture: the kind's drawing on a coloured card. The gallery views keep the
 * product's colours on another background (2) or show its darker colour way among paw prints (3).
 */
export function productSvg(productId: number, kind: ProductKind, view: ProductView = 1): string {
  const [background, main, dark] = palette(productId)
  const tilt = (mix(productId * 7) % 13) - 6
  const card = view === 2 ? otherPalette(productId)[0] : background
  const ink = view === 3 ? { main: dark, dark: main } : { main, dark }
  const decor =
    view === 3
      ? `<g opacity=".18">${paw(36, 44, main, 1.2)}${paw(166, 40, main)}${paw(160, 172, main, 1.1)}</g>`
      : `<circle cx="100" cy="104" r="74" fill="#fff" opacity=".55"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">` +
    `<rect width="200" height="200" fill="${card}"/>${decor}` +
    `<ellipse cx="100" cy="166" rx="52" ry="7" fill="${dark}" opacity=".12"/>` +
    `<g transform="${PLACEMENT[view](tilt)}">${SHAPES[kind](ink)}</g>` +
    `</svg>`
  )
}

/** Wide banner (750×360): coloured field, soft circles and paw prints; the group picks the hero drawing. */
export function bannerSvg(group: number, bannerId: number): string {
  const [background, main, dark] = palette(bannerId * 31 + group)
  const hero = SHAPES[group === 2 ? 'fish' : 'bone']({ main, dark })
  const paws = [0, 1, 2, 3]
    .map((i) => paw(70 + i * 90 + (mix(bannerId + i) % 30), 250 - i * 40 - (mix(bannerId * 3 + i) % 40), main, 1.6))
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 360" width="750" height="360">` +
    `<rect width="750" height="360" fill="${background}"/>` +
    `<circle cx="600" cy="190" r="150" fill="#fff" opacity=".6"/>` +
    `<circle cx="110" cy="40" r="90" fill="${main}" opacity=".15"/>` +
    `<g opacity=".35">${paws}</g>` +
    `<g transform="translate(430 20) scale(1.7)">${hero}</g>` +
    `</svg>`
  )
}

const NAV_PATHS: Record<string, string> = {
  home: '<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"/>',
  category:
    '<rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="3" width="7" height="7" rx="1.5"/><rect x="3" y="14" width="7" height="7" rx="1.5"/><rect x="14" y="14" width="7" height="7" rx="1.5"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  community: '<path d="M4 5h16v11H9l-5 4z"/>',
  my: '<circle cx="12" cy="8" r="4"/><path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
  login: '<path d="M10 4h8a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-8"/><path d="M3 12h11M10 8l4 4-4 4"/>',
  adoption: '<path d="M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z"/>',
}

/** 24×24 line icon of the bottom navigation; active icons are tinted. Undefined for an unknown type. */
export function navSvg(type: string, active: boolean): string | undefined {
  const paths = NAV_PATHS[type]
  if (!paths) return undefined
  const stroke = active ? '#FF6B3D' : '#9A9A9A'
  const fill = active ? '#FFE3D9' : 'none'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="${fill}" ` +
    `stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`
  )
}
