import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import * as SHOP_MSG from '~/domain/messages.shop'
import { REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_TYPES, type ReviewPhoto } from '~/domain/review-photos'

const M = SHOP_MSG.review
const TYPES = new Set(REVIEW_PHOTO_TYPES.split(','))

type Chosen = { file: File; url: string }

/**
 * A review's photos (decision 047). Photos already up (the review's, or those a refused form
 * uploaded) are tiles with hidden keys and a 빼기 button. Without JavaScript new photos are a plain
 * file input in the shop's style, and 빼기 posts the form back without that photo. With it, chosen
 * files become tiles with previews and × at once; the same file input carries them on submit.
 */
export function ReviewPhotoPicker({ photos, errors, errorId }: { photos: ReviewPhoto[]; errors?: string[]; errorId: string }) {
  const hydrated = useHydrated()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [kept, setKept] = useState(photos)
  const [chosen, setChosen] = useState<Chosen[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  // An answer (a refused form) brings what it uploaded back as kept photos: the chosen files are those now.
  useEffect(() => {
    setKept(photos)
    setChosen((now) => {
      for (const { url } of now) URL.revokeObjectURL(url)
      return []
    })
  }, [photos])
  // The input carries exactly the tiles shown.
  useEffect(() => {
    if (!input.current || typeof DataTransfer === 'undefined') return
    const files = new DataTransfer()
    for (const { file } of chosen) files.items.add(file)
    input.current.files = files.files
  }, [chosen])
  // Previews are let go when their tile goes, and all of them when the form does.
  const previews = useRef(chosen)
  previews.current = chosen
  useEffect(
    () => () => {
      for (const { url } of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const count = kept.length + chosen.length
  const choose = (list: FileList | null) => {
    const picked = [...(list ?? [])]
    const fitting = picked.filter((file) => TYPES.has(file.type))
    const room = REVIEW_PHOTO_LIMIT - kept.length - chosen.length
    setNotice(fitting.length < picked.length ? M.photoType : fitting.length > room ? M.photoLimit(REVIEW_PHOTO_LIMIT) : null)
    // Previous choices stay: the input's own list is replaced by every pick, the tiles are not.
    setChosen((now) => [...now, ...fitting.slice(0, Math.max(0, room)).map((file) => ({ file, url: URL.createObjectURL(file) }))])
  }
  const shown = [...(errors ?? []), ...(notice ? [notice] : [])]

  return (
    <fieldset className="photo-picker" aria-describedby={errorId}>
      <legend className="field__label">{M.photos(REVIEW_PHOTO_LIMIT)}</legend>
      <p className="field__hint">{M.photoHint}</p>
      <ul className="photo-picker__tiles">
        {kept.map((photo, i) => (
          <li key={photo.photoKey} className="photo-picker__tile">
            <input type="hidden" name="photoKeys" value={photo.photoKey} />
            <img src={photo.url} alt={M.photoOf(i + 1)} width={72} height={72} />
            <button
              type="submit"
              name="removePhoto"
              value={photo.photoKey}
              formNoValidate
              className="photo-picker__remove"
              aria-label={M.removePhoto(i + 1)}
              onClick={(event) => {
                if (!hydrated) return
                event.preventDefault()
                setKept((now) => now.filter((p) => p.photoKey !== photo.photoKey))
              }}
            >
              ×
            </button>
          </li>
        ))}
        {chosen.map(({ file, url }, j) => (
          <li key={url} className="photo-picker__tile">
            <img src={url} alt={M.photoOf(kept.length + j + 1)} width={72} height={72} />
            <button
              type="button"
              className="photo-picker__remove"
              aria-label={M.removePhoto(kept.length + j + 1)}
              onClick={() => {
                setNotice(null)
                URL.revokeObjectURL(url)
                setChosen((now) => now.filter((c) => c.file !== file))
              }}
            >
              ×
            </button>
          </li>
        ))}
        {hydrated && count < REVIEW_PHOTO_LIMIT ? (
          <li className="photo-picker__tile">
            <label htmlFor={inputId} className="photo-picker__add">
              <span aria-hidden="true">＋</span>
              <span>{M.addPhotos}</span>
              <span className="photo-picker__count">{M.photoCount(count, REVIEW_PHOTO_LIMIT)}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        name="photos"
        accept={REVIEW_PHOTO_TYPES}
        multiple
        className={hydrated ? 'sr-only' : 'field__input photo-picker__native'}
        // Named without JavaScript too: the legend names the group, not this input.
        aria-label={M.addPhotos}
        onChange={hydrated ? (event) => choose(event.currentTarget.files) : undefined}
      />
      {/* The form's errors and the picker's own notice, as ui/form's ErrorList draws them (an island imports no ui). */}
      {shown.length > 0 ? (
        <ul id={errorId} className="field__errors">
          {shown.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
