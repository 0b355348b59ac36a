import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { COMMUNITY_CATEGORIES, IMAGE_MAX, type UploadMode } from '~/domain/community'
import type { Upload } from '~/domain/community.schema'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import type { PostFormSchema } from '~/domain/post-form.schema'
import type { ProductSummary } from '~/domain/product'
import { usePresignedUpload } from '~/islands/use-presigned-upload'
import { getFormProps } from '~/ui/form/props'
import { ErrorList, Field, FormErrors, Select, TextArea } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'

export type EditorImage = { uploadKey: string; thumbUrl: string; productIds: number[] }
export type EditorVideo = { videoKey: string; posterUrl: string | null }

type Props = {
  images: EditorImage[]
  video: EditorVideo | null
  products: ProductSummary[]
  mode: UploadMode
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: Record<string, unknown>
  /** Editing keeps the post's images as they are. */
  editing?: boolean
}

/**
 * Writing a post. Files go up first (multipart through the shop without JavaScript and for older
 * apps; pre-signed with a progress bar otherwise); what is up stays in the form as keys, so a
 * refused file or a mistake elsewhere never loses the text or the other pictures.
 */
export function PostEditor({
  images: initialImages,
  video: initialVideo,
  products,
  mode,
  lastResult,
  defaultValue,
  editing = false,
}: Props) {
  const [form, fields] = useShopForm<typeof PostFormSchema>({ id: 'post', lastResult, defaultValue })
  const [images, setImages] = useState(initialImages)
  const [video, setVideo] = useState(initialVideo)
  useEffect(() => setImages(initialImages), [initialImages])
  useEffect(() => setVideo(initialVideo), [initialVideo])
  const island = usePresignedUpload((upload: Upload) => {
    if (upload.kind === 'VIDEO') setVideo({ videoKey: upload.uploadKey, posterUrl: upload.thumbUrl ?? null })
    else if (upload.thumbUrl)
      setImages((now) => [...now, { uploadKey: upload.uploadKey, thumbUrl: upload.thumbUrl ?? '', productIds: [] }].slice(0, IMAGE_MAX))
  })
  const presigned = mode === 'presigned'
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form post-editor">
      {/* Enter in a text field uses the first submit button: publishing, not removing a picture. */}
      <button type="submit" name="intent" value={editing ? 'save' : 'publish'} className="sr-only" tabIndex={-1} aria-hidden="true" />
      <Select
        meta={fields.category}
        label={COMMUNITY_MSG.category}
        placeholder={COMMUNITY_MSG.categoryRequired}
        options={COMMUNITY_CATEGORIES.map((value) => ({ value, label: COMMUNITY_MSG.categories[value] ?? value }))}
      />
      <TextArea meta={fields.text} label={COMMUNITY_MSG.text} rows={6} />
      <Field meta={fields.hashtags} label={COMMUNITY_MSG.hashtags} hint={COMMUNITY_MSG.hashtagsHint} />
      {editing ? null : (
        <fieldset className="post-editor__media" aria-describedby={fields.images.errorId}>
          <legend>{COMMUNITY_MSG.media}</legend>
          <p className="field__hint">{COMMUNITY_MSG.mediaHint}</p>
          <ol className="post-editor__images">
            {images.map((image, index) => (
              <li key={image.uploadKey}>
                <input type="hidden" name={`images[${index}].uploadKey`} value={image.uploadKey} />
                <input type="hidden" name={`images[${index}].thumbUrl`} value={image.thumbUrl} />
                <img src={image.thumbUrl} alt={COMMUNITY_MSG.imageOf(index + 1, images.length)} width={96} height={96} />
                <button
                  type="submit"
                  name="remove"
                  value={index}
                  formNoValidate
                  className="text-button"
                  onClick={(event) => {
                    event.preventDefault()
                    setImages((now) => now.filter((i) => i.uploadKey !== image.uploadKey))
                  }}
                >
                  {COMMUNITY_MSG.removeImage(index + 1)}
                </button>
                {index > 0 && products.length > 0 ? (
                  <fieldset className="post-editor__tags">
                    <legend>{COMMUNITY_MSG.tagProducts(index + 1)}</legend>
                    {products.map((product) => (
                      <label key={product.productId} className="choice choice--inline">
                        <input
                          type="checkbox"
                          name={`images[${index}].productIds`}
                          value={product.productId}
                          defaultChecked={image.productIds.includes(product.productId)}
                        />
                        <span>{product.productName}</span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
              </li>
            ))}
          </ol>
          {images.length > 0 && products.length === 0 ? <p className="field__hint">{COMMUNITY_MSG.noTaggable}</p> : null}
          {video ? (
            <p className="post-editor__video">
              <input type="hidden" name="videoKey" value={video.videoKey} />
              {COMMUNITY_MSG.videoAttached}
            </p>
          ) : null}
          <ErrorList id={fields.images.errorId} errors={fields.images.errors} />
          <label className="field">
            <span className="field__label">{COMMUNITY_MSG.chooseFiles}</span>
            <input
              type="file"
              name="files"
              multiple
              accept="image/png,image/jpeg,image/webp,video/mp4"
              className="field__input"
              onChange={(event) => {
                // Pre-signed: straight up now; otherwise the files wait for 파일 올리기.
                if (!presigned || !event.currentTarget.files?.length) return
                void island.upload(event.currentTarget.files)
                event.currentTarget.value = ''
              }}
            />
          </label>
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
        </fieldset>
      )}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton name="intent" value={editing ? 'save' : 'publish'}>
        {editing ? COMMUNITY_MSG.save : COMMUNITY_MSG.publish}
      </SubmitButton>
    </Form>
  )
}
