/** What an island's fetcher was refused with (`{ ok: false, message }`), said where the press was; nothing otherwise. */
export function IslandRefusal({ answer }: { answer: { ok: boolean; message?: string } | undefined }) {
  if (!answer || answer.ok) return null
  return (
    <span className="field__errors" role="alert">
      {answer.message}
    </span>
  )
}
