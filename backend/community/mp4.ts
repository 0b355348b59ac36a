/**
 * Just enough of the ISO base media file format to tell an mp4 by its bytes: an `ftyp` box first
 * with an mp4 brand, and whether a `moov` box (the index a player needs) is there at the top level.
 */

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV'])

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

/** True for an `ftyp` box at the start whose major or a compatible brand is an mp4 one. */
export function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourCc(bytes, 4) !== 'ftyp') return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const size = view.getUint32(0)
  if (size < 16 || size > bytes.length || size > 4096) return false
  if (MP4_BRANDS.has(fourCc(bytes, 8))) return true
  for (let at = 16; at + 4 <= size; at += 4) if (MP4_BRANDS.has(fourCc(bytes, at))) return true
  return false
}

/** Walks the top-level boxes; true when one of them is `moov`. A broken box size ends the walk. */
export function hasMoov(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 0
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at)
    const type = fourCc(bytes, at + 4)
    if (type === 'moov') return true
    if (size === 1) {
      if (at + 16 > bytes.length) return false
      size = Number(view.getBigUint64(at + 8))
    } else if (size === 0) {
      return false
    }
    if (size < 8) return false
    at += size
  }
  return false
}

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts)
  const header = Buffer.alloc(8)
  header.writeUInt32BE(body.length + 8, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/**
 * A tiny well-formed mp4 (ftyp, a movie header of one second, an empty mdat): it does not play,
 * but it is what the checks look at. Without `moov` it is what a cut-off upload looks like.
 */
export function tinyMp4({ moov = true }: { moov?: boolean } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'))
  const mvhd = Buffer.alloc(100)
  mvhd.writeUInt32BE(1000, 12) // timescale
  mvhd.writeUInt32BE(1000, 16) // duration: 1 s
  mvhd.writeUInt32BE(0x00010000, 20) // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24) // volume 1.0
  for (const [i, value] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries()) mvhd.writeUInt32BE(value, 36 + i * 4)
  mvhd.writeUInt32BE(2, 96) // next track id
  const parts = [ftyp, ...(moov ? [box('moov', box('mvhd', mvhd))] : []), box('mdat')]
  return Buffer.concat(parts)
}
