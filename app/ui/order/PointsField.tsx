import type { OrderSheet } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import { ErrorList } from '../form/Field'
import type { FieldMeta } from '../form/use-shop-form'

type Props = { points: NonNullable<OrderSheet['points']>; field: FieldMeta }

/**
 * 적립금 on the order sheet (decision 044): what the member holds, the rule, the amount to use
 * with 적용 and 전액 사용 (both plain submits, so the sheet is recalculated with or without
 * JavaScript). An amount V2 refused stays typed, with why and what the order can take instead.
 */
export function PointsField({ points, field }: Props) {
  const M = SHOP_MSG.points
  const typed = typeof field.initialValue === 'string' ? field.initialValue : points.requested > 0 ? String(points.requested) : ''
  const refused = points.refusal && points.requested !== 0 ? [M.refusals[points.refusal] ?? (M.refusals.NOT_WHOLE as string)] : null
  const errors = field.errors ?? (refused && points.usable > 0 ? [...refused, M.usableAtMost(formatWon(points.usable))] : refused)
  const closed = points.balance < points.minBalance
  return (
    <fieldset className="order-section order-points" aria-describedby={`${field.id}-rule`}>
      <legend>{M.name}</legend>
      <p id={`${field.id}-rule`} className="choice__sub">
        {`${M.held(formatWon(points.balance))} · ${M.rule(formatWon(points.minBalance), formatWon(points.unit))}`}
      </p>
      <div className="order-points__row">
        <label className="order-points__input">
          <span className="sr-only">{M.field}</span>
          {/* Keyed by what V2 answered, so a recalculated sheet (전액 사용) shows its amount with JavaScript too. */}
          <input
            key={`${points.requested}:${points.used}:${typed}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            name={field.name}
            id={field.id}
            defaultValue={typed}
            placeholder="0"
            disabled={closed}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? field.errorId : undefined}
          />
          <span aria-hidden="true">{M.won}</span>
        </label>
        <button type="submit" name="intent" value="recalc" className="button button--secondary" formNoValidate disabled={closed}>
          {M.apply}
        </button>
        <button type="submit" name="intent" value="allPoints" className="button button--secondary" formNoValidate disabled={closed}>
          {M.useAll}
        </button>
      </div>
      <input type="hidden" name="pointsUsable" value={points.usable} />
      <ErrorList id={field.errorId} errors={errors} />
    </fieldset>
  )
}
