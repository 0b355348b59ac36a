import type { ProductKind } from '../catalog/category-tree'

/** Colours of one picture: main fill, dark detail. White is the third colour. */
export type Ink = { main: string; dark: string }

/**
 * One flat drawing per product kind on a 200×200 canvas, centred near (100, 105).
 * Kept to a few primitives each so a whole picture stays well under 2 kB.
 */
export const SHAPES: Record<ProductKind, (ink: Ink) => string> = {
  foodBag: ({ main, dark }) =>
    `<path d="M62 64h76l8 92H54z" fill="${main}"/><rect x="60" y="52" width="80" height="16" rx="4" fill="${dark}"/><circle cx="100" cy="112" r="22" fill="#fff"/>${paw(100, 114, dark)}`,
  can: ({ main, dark }) =>
    `<rect x="64" y="66" width="72" height="86" rx="10" fill="${main}"/><ellipse cx="100" cy="66" rx="36" ry="9" fill="${dark}"/><rect x="64" y="94" width="72" height="30" fill="#fff"/>${paw(100, 110, main)}`,
  pouch: ({ main, dark }) =>
    `<path d="M66 58h68l-4 98H70z" fill="${main}"/><path d="M66 58h68v12H66z" fill="${dark}"/><circle cx="100" cy="112" r="18" fill="#fff"/>`,
  bone: ({ main }) =>
    `<g fill="${main}" transform="rotate(-20 100 105)"><rect x="66" y="96" width="68" height="18" rx="4"/><circle cx="64" cy="94" r="13"/><circle cx="64" cy="116" r="13"/><circle cx="136" cy="94" r="13"/><circle cx="136" cy="116" r="13"/></g>`,
  stick: ({ main, dark }) =>
    `<g fill="${main}"><rect x="68" y="62" width="18" height="88" rx="9"/><rect x="91" y="54" width="18" height="96" rx="9"/><rect x="114" y="66" width="18" height="84" rx="9"/></g><g fill="${dark}"><rect x="68" y="62" width="18" height="14" rx="7"/><rect x="91" y="54" width="18" height="14" rx="7"/><rect x="114" y="66" width="18" height="14" rx="7"/></g>`,
  cookie: ({ main, dark }) =>
    `<circle cx="100" cy="106" r="42" fill="${main}"/><g fill="${dark}"><circle cx="86" cy="92" r="5"/><circle cx="114" cy="96" r="4"/><circle cx="96" cy="120" r="5"/><circle cx="120" cy="118" r="3"/></g>`,
  fish: ({ main, dark }) =>
    `<path d="M56 105c18-28 60-28 78 0-18 28-60 28-78 0z" fill="${main}"/><path d="M132 105l22-18v36z" fill="${dark}"/><circle cx="76" cy="100" r="5" fill="#fff"/>`,
  pills: ({ main, dark }) =>
    `<rect x="70" y="72" width="60" height="80" rx="10" fill="${main}"/><rect x="66" y="56" width="68" height="20" rx="5" fill="${dark}"/><rect x="78" y="96" width="44" height="32" rx="4" fill="#fff"/><rect x="90" y="106" width="20" height="12" rx="6" fill="${main}"/>`,
  pad: ({ main }) =>
    `<rect x="56" y="62" width="88" height="84" rx="8" fill="#fff" stroke="${main}" stroke-width="6"/><rect x="72" y="78" width="56" height="52" rx="6" fill="${main}" opacity=".35"/>`,
  spray: ({ main, dark }) =>
    `<rect x="74" y="82" width="52" height="72" rx="10" fill="${main}"/><rect x="88" y="62" width="24" height="22" fill="${dark}"/><path d="M112 64h20v10h-20z" fill="${dark}"/><g fill="${main}" opacity=".5"><circle cx="144" cy="60" r="4"/><circle cx="150" cy="72" r="3"/><circle cx="142" cy="82" r="3"/></g>`,
  ball: ({ main }) =>
    `<circle cx="100" cy="106" r="42" fill="${main}"/><path d="M62 90c25 14 51 14 76 0M62 122c25-14 51-14 76 0" stroke="#fff" stroke-width="5" fill="none"/>`,
  rope: ({ main, dark }) =>
    `<path d="M62 124c20-44 56 22 76-22" stroke="${main}" stroke-width="16" stroke-linecap="round" fill="none"/><circle cx="58" cy="126" r="13" fill="${dark}"/><circle cx="142" cy="100" r="13" fill="${dark}"/>`,
  plush: ({ main, dark }) =>
    `<circle cx="72" cy="72" r="14" fill="${dark}"/><circle cx="128" cy="72" r="14" fill="${dark}"/><circle cx="100" cy="106" r="40" fill="${main}"/><circle cx="86" cy="100" r="5" fill="${dark}"/><circle cx="114" cy="100" r="5" fill="${dark}"/><ellipse cx="100" cy="120" rx="12" ry="9" fill="#fff"/>`,
  bottle: ({ main, dark }) =>
    `<rect x="72" y="76" width="56" height="78" rx="14" fill="${main}"/><rect x="90" y="56" width="20" height="22" fill="${dark}"/><path d="M108 58h20v8h-20z" fill="${dark}"/><rect x="82" y="100" width="36" height="28" rx="5" fill="#fff"/>`,
  brush: ({ main, dark }) =>
    `<rect x="94" y="96" width="12" height="58" rx="6" fill="${dark}"/><rect x="62" y="70" width="76" height="30" rx="10" fill="${main}"/><path d="M70 70v-12M82 70v-12M94 70v-12M106 70v-12M118 70v-12M130 70v-12" stroke="${dark}" stroke-width="3"/>`,
  towel: ({ main }) =>
    `<rect x="58" y="66" width="84" height="76" rx="8" fill="${main}"/><rect x="58" y="94" width="84" height="10" fill="#fff" opacity=".7"/><rect x="58" y="112" width="84" height="4" fill="#fff" opacity=".7"/>`,
  cushion: ({ main, dark }) =>
    `<ellipse cx="100" cy="122" rx="58" ry="28" fill="${dark}"/><ellipse cx="100" cy="114" rx="46" ry="18" fill="${main}"/>`,
  house: ({ main, dark }) =>
    `<path d="M58 102l42-38 42 38v52H58z" fill="${main}"/><path d="M50 106l50-46 50 46" stroke="${dark}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M86 154v-26a14 14 0 0 1 28 0v26z" fill="${dark}"/>`,
  carrier: ({ main, dark }) =>
    `<path d="M80 82v-14a20 20 0 0 1 40 0v14" stroke="${dark}" stroke-width="7" fill="none"/><rect x="56" y="80" width="88" height="70" rx="12" fill="${main}"/><rect x="70" y="96" width="40" height="40" rx="6" fill="#fff"/><path d="M80 96v40M90 96v40M100 96v40" stroke="${main}" stroke-width="3"/>`,
  shirt: ({ main, dark }) =>
    `<path d="M78 60l-28 18 12 22 12-6v60h52V94l12 6 12-22-28-18c-4 8-12 12-22 12s-18-4-22-12z" fill="${main}"/><circle cx="100" cy="112" r="9" fill="${dark}"/>`,
  leash: ({ main, dark }) =>
    `<path d="M66 66c40 0 40 40 20 58s10 34 42 34" stroke="${main}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="62" cy="62" r="13" fill="none" stroke="${dark}" stroke-width="7"/>`,
  bowl: ({ main, dark }) =>
    `<g fill="${dark}"><circle cx="88" cy="96" r="6"/><circle cx="102" cy="92" r="6"/><circle cx="114" cy="97" r="6"/></g><path d="M52 104h96c-4 30-22 46-48 46s-44-16-48-46z" fill="${main}"/><ellipse cx="100" cy="104" rx="48" ry="8" fill="${dark}" opacity=".35"/>`,
  fountain: ({ main, dark }) =>
    `<path d="M100 56c9 11 11 15 11 19a11 11 0 0 1-22 0c0-4 2-8 11-19z" fill="${dark}"/><path d="M76 112c0-24 48-24 48 0z" fill="${main}" opacity=".45"/><rect x="62" y="110" width="76" height="42" rx="10" fill="${main}"/>`,
  litterBag: ({ main, dark }) =>
    `<path d="M60 62h80l6 94H54z" fill="${main}"/><rect x="58" y="52" width="84" height="14" rx="4" fill="${dark}"/><g fill="#fff"><circle cx="84" cy="104" r="5"/><circle cx="100" cy="116" r="6"/><circle cx="116" cy="102" r="5"/><circle cx="92" cy="128" r="4"/><circle cx="112" cy="130" r="4"/></g>`,
  litterBox: ({ main, dark }) =>
    `<path d="M70 96c10-14 24-14 34 0 8-10 20-10 28 0z" fill="${dark}" opacity=".5"/><path d="M50 96h100l-10 54H60z" fill="${main}"/><rect x="46" y="90" width="108" height="12" rx="6" fill="${dark}"/>`,
  scratcher: ({ main, dark }) =>
    `<rect x="86" y="56" width="28" height="92" rx="4" fill="${main}"/><path d="M86 70h28M86 84h28M86 98h28M86 112h28M86 126h28" stroke="${dark}" stroke-width="4"/><rect x="62" y="146" width="76" height="12" rx="4" fill="${dark}"/>`,
  tower: ({ main, dark }) =>
    `<rect x="72" y="70" width="14" height="80" fill="${dark}"/><rect x="116" y="96" width="14" height="54" fill="${dark}"/><rect x="56" y="60" width="46" height="12" rx="6" fill="${main}"/><rect x="100" y="86" width="46" height="12" rx="6" fill="${main}"/><rect x="52" y="146" width="96" height="12" rx="6" fill="${main}"/>`,
  wand: ({ main, dark }) =>
    `<path d="M58 152L132 58" stroke="${dark}" stroke-width="6" stroke-linecap="round"/><path d="M132 58c12 22 2 42-8 52" stroke="${dark}" stroke-width="2" fill="none"/><ellipse cx="124" cy="122" rx="9" ry="20" fill="${main}" transform="rotate(-20 124 122)"/>`,
  mouse: ({ main, dark }) =>
    `<path d="M60 128c0-28 24-42 48-42s36 20 36 42z" fill="${main}"/><circle cx="124" cy="90" r="11" fill="${dark}"/><circle cx="134" cy="114" r="3" fill="#fff"/><path d="M60 128c-12 0-18 10-10 18" stroke="${dark}" stroke-width="4" fill="none"/>`,
}

/** A small paw print: four toes and a pad. */
export function paw(cx: number, cy: number, fill: string, scale = 1): string {
  const at = (dx: number, dy: number, r: number) => `<circle cx="${cx + dx * scale}" cy="${cy + dy * scale}" r="${r * scale}"/>`
  return `<g fill="${fill}">${at(0, 4, 7)}${at(-9, -6, 3.5)}${at(-3, -10, 3.5)}${at(3, -10, 3.5)}${at(9, -6, 3.5)}</g>`
}
