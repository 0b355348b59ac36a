import { useEffect, useState } from 'react'

type Props = {
  name: string
  label: string
  accept: string
  multiple?: boolean
  /** Says what happens to the chosen files (e.g. they go up with 등록하기). */
  chosenText: (count: number) => string
  /** Takes the files instead (pre-signed uploads): the picker then lists nothing itself. */
  onFiles?: (files: FileList) => boolean
  describedBy?: string
}

type Chosen = { name: string; preview: string | null }

/**
 * A file input as the shop draws it (decision 049): a label styled as a button over a visually
 * hidden input, so it reads the same in every browser. With JavaScript the chosen files are listed
 * under it, pictures as previews; without, the files still go with the form.
 */
export function FilePicker({ name, label, accept, multiple = false, chosenText, onFiles, describedBy }: Props) {
  const [chosen, setChosen] = useState<Chosen[]>([])
  useEffect(
    () => () => {
      for (const file of chosen) if (file.preview) URL.revokeObjectURL(file.preview)
    },
    [chosen],
  )
  return (
    <div className="file-picker">
      <label className="button button--secondary file-picker__button">
        <input
          type="file"
          name={name}
          multiple={multiple}
          accept={accept}
          className="sr-only"
          aria-describedby={describedBy}
          onChange={(event) => {
            const files = event.currentTarget.files
            if (!files?.length) return setChosen([])
            if (onFiles?.(files)) {
              event.currentTarget.value = ''
              return setChosen([])
            }
            setChosen(
              Array.from(files).map((file) => ({
                name: file.name,
                preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
              })),
            )
          }}
        />
        <span aria-hidden="true">＋</span>
        <span>{label}</span>
      </label>
      {chosen.length > 0 ? (
        <>
          <p className="field__hint" role="status">
            {chosenText(chosen.length)}
          </p>
          <ul className="file-picker__chosen">
            {chosen.map((file) => (
              <li key={file.name}>
                {file.preview ? <img src={file.preview} alt="" width={96} height={96} /> : null}
                <span>{file.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
