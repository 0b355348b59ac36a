import { useState } from 'react'
import type { Upload } from '~/domain/community.schema'
import * as COMMUNITY_MSG from '~/domain/messages.community'

export type Progress = { name: string; percent: number }

/** PUT with progress events (fetch has none for uploads). */
function put(url: string, file: File, onProgress: (percent: number) => void): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || '{}')
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Upload)
      else reject(new Error(body.message ?? COMMUNITY_MSG.uploadFailed))
    }
    xhr.onerror = () => reject(new Error(COMMUNITY_MSG.uploadFailed))
    xhr.send(file)
  })
}

/**
 * The writing page's upload island: each chosen file gets a pre-signed URL from the shop and is
 * sent straight to the media origin with a progress bar; the service checks and re-encodes it as
 * it does for the shop's multipart path.
 */
export function usePresignedUpload(onUploaded: (upload: Upload) => void) {
  const [progress, setProgress] = useState<Progress | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function upload(files: FileList) {
    setError(null)
    for (const file of Array.from(files)) {
      setProgress({ name: file.name, percent: 0 })
      try {
        const kind = file.type.startsWith('video/') ? 'VIDEO' : 'IMAGE'
        const answer = await fetch('/community/uploads/presign', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind, size: file.size }),
        })
        const presigned = await answer.json()
        if (!answer.ok) throw new Error(presigned.message ?? COMMUNITY_MSG.uploadFailed)
        onUploaded(await put(presigned.uploadUrl, file, (percent) => setProgress({ name: file.name, percent })))
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : COMMUNITY_MSG.uploadFailed)
        break
      }
    }
    setProgress(null)
  }
  return { upload, progress, error }
}
