/**
 * A row of steps (접수 → 회수 → 검수 → 완료, or a parcel's), each reached with its day or still
 * ahead; the furthest reached is the current step (decision 048).
 */
export function Steps({
  steps,
  label,
  pending,
}: {
  steps: Array<{ label: string; done: boolean; day: string | null }>
  label: string
  pending?: string
}) {
  const current = steps.map((step) => step.done).lastIndexOf(true)
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step.label}
          className="steps__step"
          data-done={step.done ? true : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="steps__label">{step.label}</span>
          <span className="steps__day">{step.done ? step.day : (pending ?? '')}</span>
        </li>
      ))}
    </ol>
  )
}
