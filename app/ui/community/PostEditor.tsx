import type { SubmissionResult } from '@conform-to/react'
import { Form, useFetcher } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { COMMUNITY_CATEGORIES, IMAGE_MAX, type UploadMode } from '~/domain/community'
import type { Upload } from '~/domain/community.schema'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import type { PostFormSchema } from '~/domain/post-form.schema'
import type { ProductSummary } from '~/domain/product'
import { usePresignedUpload } from '~/islands/use-presigned-upload'
import { FilePicker } from '~/ui/form/FilePicker'
import { getFormProps } from '~/ui/form/props'
import { useClearedErrors } from '~/ui/form/use-cleared-errors'
import { ErrorList, Field, FormErrors, Select, TextArea } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'
import { type EditorImage, type EditorVideo, PostMedia } from './PostMedia'

export type { EditorImage, EditorVideo }

type Props = {
  images: EditorImage[]
  video: EditorVideo | null
  products: ProductSummary[]
  /** What 상품 찾기 found (null: nothing searched), and the word. */
  found?: ProductSummary[] | null
  word?: string
  mode: UploadMode
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: Record<string, unknown>
  /** Editing keeps the post's images as they are. */
  editing?: boolean
  /** A new post keeps a draft with the service (decision 049): 임시 저장, and saved as it is typed with JavaScript. */
  drafts?: boolean
}

const ACCEPT = 'image/png,image/jpeg,image/webp,video/mp4'
const AUTOSAVE_MS = 1500

const byId = (lists: ProductSummary[][]) => [...new Map(lists.flat().map((p) => [p.productId, p])).values()]

/**
 * Writing a post (decision 049). Files go up with any button of the form — 등록하기 too — through
 * the shop without JavaScript and for older apps, pre-signed with a progress bar otherwise; what
 * is up stays in the form as keys, so a refused file or a mistake elsewhere never loses the text
 * or the other pictures. Any picture can be tagged, from 최근 본 상품 or a search in the form, so
 * nothing sends the writer away; a new post is kept as a draft by the service.
 */
export function PostEditor({
  images: initialImages,
  video: initialVideo,
  products: known,
  found = null,
  word = '',
  mode,
  lastResult,
  defaultValue,
  editing = false,
  drafts = false,
}: Props) {
  const [form, fields] = useShopForm<typeof PostFormSchema>({ id: 'post', lastResult, defaultValue })
  const [images, setImages] = useState(initialImages)
  const [video, setVideo] = useState(initialVideo)
  useEffect(() => setImages(initialImages), [initialImages])
  useEffect(() => setVideo(initialVideo), [initialVideo])
  const cleared = useClearedErrors(lastResult)
  const mediaChanged = images !== initialImages || video !== initialVideo
  const products = useMemo(() => byId([found ?? [], known]), [found, known])
  const island = usePresignedUpload((upload: Upload) => {
    if (upload.kind === 'VIDEO') setVideo({ videoKey: upload.uploadKey, posterUrl: upload.thumbUrl ?? null })
    else if (upload.thumbUrl)
      setImages((now) => [...now, { uploadKey: upload.uploadKey, thumbUrl: upload.thumbUrl ?? '', productIds: [] }].slice(0, IMAGE_MAX))
  })
  const autosave = useAutosave(drafts)
  const presigned = mode === 'presigned'
  const intentOnEnter = editing ? 'save' : 'upload'
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="form post-editor"
      onInput={(event) => {
        cleared.mark((event.target as HTMLInputElement).name)
        autosave.schedule(event.currentTarget)
      }}
    >
      {/* Enter in a field answers the form again (상품 찾기 when a word is typed): it never publishes by surprise. */}
      <button type="submit" name="intent" value={intentOnEnter} className="sr-only" tabIndex={-1} aria-hidden="true" />
      <Select
        meta={cleared.meta(fields.category)}
        label={COMMUNITY_MSG.category}
        placeholder={COMMUNITY_MSG.categoryRequired}
        options={COMMUNITY_CATEGORIES.map((value) => ({ value, label: COMMUNITY_MSG.categories[value] ?? value }))}
      />
      <TextArea meta={cleared.meta(fields.text)} label={COMMUNITY_MSG.text} rows={6} />
      <Field meta={cleared.meta(fields.hashtags)} label={COMMUNITY_MSG.hashtags} hint={COMMUNITY_MSG.hashtagsHint} />
      {editing ? null : (
        <fieldset className="post-editor__media" aria-describedby={fields.images.errorId}>
          <legend>{COMMUNITY_MSG.media}</legend>
          <p className="field__hint">{COMMUNITY_MSG.mediaHint}</p>
          <PostMedia
            images={images}
            products={products}
            onRemove={(key) => setImages((now) => now.filter((image) => image.uploadKey !== key))}
            onTag={(key, productId, on) =>
              setImages((now) =>
                now.map((image) =>
                  image.uploadKey !== key
                    ? image
                    : {
                        ...image,
                        productIds: on ? [...image.productIds, productId] : image.productIds.filter((id) => id !== productId),
                      },
                ),
              )
            }
          />
          {video ? (
            <p className="post-editor__video">
              <input type="hidden" name="videoKey" value={video.videoKey} />
              {video.posterUrl ? <input type="hidden" name="videoPosterUrl" value={video.posterUrl} /> : null}
              {COMMUNITY_MSG.videoAttached}
            </p>
          ) : null}
          <ErrorList id={fields.images.errorId} errors={mediaChanged ? undefined : fields.images.errors} />
          <FilePicker
            name="files"
            multiple
            accept={ACCEPT}
            label={COMMUNITY_MSG.chooseFiles}
            chosenText={COMMUNITY_MSG.chosenFiles}
            // Pre-signed: straight up now; otherwise the files go with the next button pressed.
            onFiles={
              presigned
                ? (files) => {
                    void island.upload(files)
                    return true
                  }
                : undefined
            }
          />
          {island.progress ? (
            <div className="upload-progress">
              <span>{COMMUNITY_MSG.uploading(island.progress.name)}</span>
              <progress max={100} value={island.progress.percent} aria-label={COMMUNITY_MSG.uploadProgress} />
            </div>
          ) : null}
          {island.error ? (
            <p className="form-errors" role="alert">
              {island.error}
            </p>
          ) : null}
          <button type="submit" name="intent" value="upload" formNoValidate className="button button--secondary button--small">
            {COMMUNITY_MSG.addFiles}
          </button>
          <ProductFinder word={word} found={found} />
        </fieldset>
      )}
      <FormErrors id={form.errorId} errors={mediaChanged ? undefined : form.errors} />
      <div className="post-editor__actions">
        {drafts ? (
          <button type="submit" name="intent" value="draft" formNoValidate className="button button--secondary">
            {COMMUNITY_MSG.saveDraft}
          </button>
        ) : null}
        <SubmitButton name="intent" value={editing ? 'save' : 'publish'}>
          {editing ? COMMUNITY_MSG.save : COMMUNITY_MSG.publish}
        </SubmitButton>
      </div>
    </Form>
  )
}

/** 태그할 상품 찾기: a search inside the form, so finding a product never leaves the post (decision 049). */
function ProductFinder({ word, found }: { word: string; found: ProductSummary[] | null }) {
  return (
    <div className="field post-editor__finder">
      <label className="field__label" htmlFor="post-productWord">
        {COMMUNITY_MSG.findProducts}
      </label>
      <p id="post-productWord-hint" className="field__hint">
        {COMMUNITY_MSG.findProductsHint}
      </p>
      <div className="field__row">
        <input
          id="post-productWord"
          name="productWord"
          type="search"
          defaultValue={word}
          maxLength={40}
          className="field__input"
          aria-describedby="post-productWord-hint"
          enterKeyHint="search"
          onKeyDown={(event) => {
            // With JavaScript, Enter here is 찾기 (without, it answers the form again, which searches too).
            if (event.key !== 'Enter') return
            event.preventDefault()
            event.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="find"]')?.click()
          }}
        />
        <button type="submit" name="intent" value="find" formNoValidate className="button button--addon">
          {COMMUNITY_MSG.findProductsButton}
        </button>
      </div>
      {found && found.length === 0 && word ? (
        <p className="field__hint" role="status">
          {COMMUNITY_MSG.foundNothing(word)}
        </p>
      ) : null}
      {found === null && !word ? <p className="field__hint">{COMMUNITY_MSG.noTaggable}</p> : null}
    </div>
  )
}

/** With JavaScript, the form is kept as a draft a moment after each change (decision 049). */
function useAutosave(enabled: boolean) {
  const fetcher = useFetcher()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])
  return {
    schedule(form: HTMLFormElement) {
      if (!enabled) return
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        const data = new FormData(form)
        data.delete('files')
        data.set('intent', 'draft')
        fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' })
      }, AUTOSAVE_MS)
    },
  }
}
