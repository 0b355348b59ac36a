import { getCollectionProps } from '~/ui/form/props'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { ErrorList } from '../form/Field'

export type Choice = { value: string; label: string; disabled?: boolean; note?: string }

/**
 * One choice among chips (times, pets, reasons) where some may not be chosen: a disabled option
 * says why in its name (마감, 진료하지 않아요), so screen readers hear it too.
 */
export function ChoiceChips({
  meta,
  legend,
  options,
  compact = false,
}: {
  meta: FieldMeta
  legend: string
  options: Choice[]
  compact?: boolean
}) {
  const byValue = new Map(options.map((o) => [o.value, o]))
  return (
    <fieldset
      className={`choice-chips${compact ? ' choice-chips--compact' : ''}`}
      data-invalid={meta.errors ? true : undefined}
      aria-describedby={meta.errors ? meta.errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-chips__options">
        {getCollectionProps(meta, { type: 'radio', options: options.map((o) => o.value) }).map(({ key, ...props }) => {
          const option = byValue.get(props.value)
          return (
            <label key={key} className="choice-chip">
              <input {...props} disabled={option?.disabled} />
              <span>
                {option?.label}
                {option?.note ? <small className="choice-chip__note"> {option.note}</small> : null}
              </span>
            </label>
          )
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}
