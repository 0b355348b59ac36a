import sharp from 'sharp'
import type { ProductKind } from '../catalog/category-tree'
import { PALETTES } from '../cdn/images'
import { paw, SHAPES } from '../cdn/shapes'

/**
 * Seeded post pictures and video posters: a dog or a cat drawn with flat shapes on a soft
 * background, with a prop (a toy, a bowl, a shirt…), in the product pictures' style. A drawing is
 * named by a short spec the seed stores (`dog:12:ball`); its webp is rendered on first request.
 */

/** Fur colours: cream, brown, grey, black, ginger, white. */
const FURS = [
  ['#F6E3C4', '#B98A55'],
  ['#C98E5A', '#6E4423'],
  ['#B9BCC4', '#5E626B'],
  ['#4A4340', '#1E1A18'],
  ['#F0A45A', '#A85E1E'],
  ['#FFFFFF', '#9C9C9C'],
] as const

export const PROPS: readonly ProductKind[] = [
  'ball',
  'bone',
  'bowl',
  'shirt',
  'plush',
  'rope',
  'cushion',
  'wand',
  'mouse',
  'fish',
  'cookie',
  'house',
]

export type Drawing = { animal: 'dog' | 'cat'; seed: number; prop: ProductKind }

export const drawingSpec = ({ animal, seed, prop }: Drawing) => `${animal}:${seed}:${prop}`

export function parseDrawing(spec: string): Drawing | null {
  const [animal, seed, prop] = spec.split(':')
  if ((animal !== 'dog' && animal !== 'cat') || !seed || !/^\d{1,9}$/.test(seed) || !PROPS.includes(prop as ProductKind)) return null
  return { animal, seed: Number(seed), prop: prop as ProductKind }
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T

/** The face on a 200×200 canvas, centred near (100, 96). */
function face(animal: 'dog' | 'cat', fur: string, dark: string, n: number): string {
  const ears =
    animal === 'cat'
      ? `<path d="M58 78l6-44 30 26z" fill="${fur}"/><path d="M142 78l-6-44-30 26z" fill="${fur}"/><path d="M64 70l3-24 16 14z" fill="#F5B3C0"/><path d="M136 70l-3-24-16 14z" fill="#F5B3C0"/>`
      : n % 2 === 0
        ? `<ellipse cx="56" cy="92" rx="16" ry="34" fill="${dark}" transform="rotate(18 56 92)"/><ellipse cx="144" cy="92" rx="16" ry="34" fill="${dark}" transform="rotate(-18 144 92)"/>`
        : `<path d="M60 70l4-34 28 22z" fill="${dark}"/><path d="M140 70l-4-34-28 22z" fill="${dark}"/>`
  const whiskers =
    animal === 'cat'
      ? `<path d="M64 112h-22M64 118l-20 6M136 112h22M136 118l20 6" stroke="${dark}" stroke-width="2" stroke-linecap="round"/>`
      : `<ellipse cx="100" cy="122" rx="9" ry="10" fill="#F27A8A"/>`
  const eye =
    n % 3 === 0
      ? `<path d="M-6 0q6-7 12 0" stroke="#222" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : `<circle r="7" fill="#222"/><circle cx="2" cy="-2" r="2.2" fill="#fff"/>`
  return (
    `${ears}<circle cx="100" cy="100" r="46" fill="${fur}"/>` +
    `<ellipse cx="100" cy="114" rx="22" ry="16" fill="#fff" opacity=".85"/>` +
    `<g transform="translate(82 94)">${eye}</g><g transform="translate(118 94)">${eye}</g>` +
    `<ellipse cx="100" cy="108" rx="7" ry="5" fill="#222"/>${whiskers}` +
    `<circle cx="72" cy="112" r="7" fill="#F5A3B0" opacity=".5"/><circle cx="128" cy="112" r="7" fill="#F5A3B0" opacity=".5"/>`
  )
}

/** The picture as SVG, `width`×`height` pixels. */
export function drawingSvg(drawing: Drawing, width: number, height: number, { play = false } = {}): string {
  const n = drawing.seed
  const [background, main, dark] = pick(PALETTES, n)
  const [fur, furDark] = pick(FURS, Math.floor(n / 8))
  const scale = Math.min(width, height) / 200
  const offsetX = (width / scale - 200) / 2
  const offsetY = (height / scale - 200) / 2
  const tilt = (n % 15) - 7
  const propAt = n % 2 === 0 ? 'translate(118 118) scale(.42)' : 'translate(4 120) scale(.42)'
  const paws = [0, 1, 2].map((i) => paw(30 + ((n * (i + 3) * 37) % 140), 24 + i * 70, main, 0.9)).join('')
  const playButton = play ? `<circle cx="100" cy="100" r="26" fill="#000" opacity=".45"/><path d="M92 86l22 14-22 14z" fill="#fff"/>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width / scale} ${height / scale}" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<g transform="translate(${offsetX} ${offsetY})">` +
    `<g opacity=".2">${paws}</g><circle cx="100" cy="104" r="78" fill="#fff" opacity=".5"/>` +
    `<g transform="rotate(${tilt} 100 100)">${face(drawing.animal, fur, furDark, n)}</g>` +
    `<g transform="${propAt}">${SHAPES[drawing.prop]({ main, dark })}</g>${playButton}</g></svg>`
  )
}

/** Renders a drawing to webp: the post picture (≤ 1080 wide) and its 360 wide thumbnail. */
export async function renderDrawing(svg: string, widths: readonly number[]): Promise<Buffer[]> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return Promise.all(widths.map((width) => sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: 90 }).toBuffer()))
}
