import { Transform } from 'node:stream'

/**
 * React 18.3's streaming renderer encodes into a reused 2048-byte buffer and, when a multibyte
 * character (every Hangul syllable is 3 bytes) does not fit at its end, flushes the whole buffer
 * anyway: up to 3 unwritten NUL bytes end such a chunk (facebook/react#31134, fixed in React 19,
 * which Remix v2 cannot use). The shop never renders a NUL, so trailing NULs of a chunk are
 * always this artefact and are cut off. Must be piped to directly, so each chunk is one flush.
 */
export function stripReactNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length
      while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end--
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end))
    },
  })
}
