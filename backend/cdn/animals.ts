import { PALETTES } from './images'
import { paw } from './shapes'

/**
 * Square portrait (400×400) of a shelter animal: a simple face, pointed ears for a cat, floppy
 * ones for a dog, on one of the shop's palettes chosen by the animal's id.
 */
export function animalSvg(group: number, animalId: number): string {
  const [background, main, dark] = PALETTES[(animalId * 5 + group) % PALETTES.length] ?? PALETTES[0]
  const ears =
    group === 2
      ? `<path d="M120 170 L140 80 L200 140 Z" fill="${main}"/><path d="M280 170 L260 80 L200 140 Z" fill="${main}"/>`
      : `<ellipse cx="115" cy="200" rx="38" ry="75" fill="${dark}" transform="rotate(18 115 200)"/>` +
        `<ellipse cx="285" cy="200" rx="38" ry="75" fill="${dark}" transform="rotate(-18 285 200)"/>`
  const whiskers =
    group === 2
      ? `<g stroke="${dark}" stroke-width="4" stroke-linecap="round"><path d="M150 250 L95 240"/><path d="M150 262 L95 270"/><path d="M250 250 L305 240"/><path d="M250 262 L305 270"/></g>`
      : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<g opacity=".25">${paw(60, 340, main, 1.4)}${paw(345, 60, main, 1.2)}</g>` +
    ears +
    `<circle cx="200" cy="220" r="95" fill="${main}"/>` +
    `<ellipse cx="200" cy="262" rx="48" ry="36" fill="#fff" opacity=".85"/>` +
    `<circle cx="165" cy="205" r="11" fill="${dark}"/><circle cx="235" cy="205" r="11" fill="${dark}"/>` +
    `<circle cx="168" cy="201" r="3.5" fill="#fff"/><circle cx="238" cy="201" r="3.5" fill="#fff"/>` +
    `<ellipse cx="200" cy="248" rx="13" ry="9" fill="${dark}"/>` +
    `<path d="M200 257 Q200 272 186 274 M200 257 Q200 272 214 274" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    whiskers +
    `</svg>`
  )
}
