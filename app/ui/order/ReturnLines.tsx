import { optionField, quantityField } from '~/domain/after-sales-form'
import type { OrderDetail } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import { ErrorList } from '~/ui/form/Field'

export type LineOption = { optionId: number; name: string; soldOut: boolean }

type Props = {
  products: OrderDetail['products']
  /** Options of each line's product, for an exchange (decision 048). */
  options: Record<number, LineOption[]>
  /** Lines already asked for: "반품 신청 · 접수", shown instead of the checkbox's controls. */
  requested: Record<number, string>
  values: Record<string, string | string[] | undefined>
  name: string
  errorId: string
  errors: string[] | undefined
}

const picked = (values: Props['values'], lineNo: number) => {
  const raw = values.lineNos
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).includes(String(lineNo))
}

/**
 * The order's lines to tick, each with how many (1 to what was bought) and the option an
 * exchange should bring; a line already asked for is shown with its request's step and cannot
 * be ticked (decision 048).
 */
export function ReturnLines({ products, options, requested, values, name, errorId, errors }: Props) {
  return (
    <fieldset className="order-section return-lines" aria-describedby={errors ? errorId : undefined}>
      <legend>{SHOP_MSG.exchangeReturn.items}</legend>
      {products.map((line) => {
        const taken = requested[line.lineNo]
        const quantity = values[quantityField(line.lineNo)]
        const option = values[optionField(line.lineNo)]
        const choices = options[line.lineNo] ?? []
        return (
          <div key={line.lineNo} className="return-line">
            <label className="choice" data-disabled={taken ? true : undefined}>
              <input
                type="checkbox"
                name={name}
                value={line.lineNo}
                defaultChecked={!taken && picked(values, line.lineNo)}
                disabled={Boolean(taken)}
              />
              <span className="choice__body">
                <strong>{line.productName}</strong>
                <span className="choice__sub">
                  {[line.optionName, formatWon(line.price), SHOP_MSG.exchangeReturn.bought(line.quantity)].filter(Boolean).join(' · ')}
                </span>
                {taken ? <span className="return-line__taken">{taken}</span> : null}
              </span>
            </label>
            {taken ? null : (
              <div className="return-line__fields">
                <label className="order-select">
                  <span className="field__label">{SHOP_MSG.exchangeReturn.quantity(line.productName)}</span>
                  <select name={quantityField(line.lineNo)} defaultValue={typeof quantity === 'string' ? quantity : String(line.quantity)}>
                    {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                {choices.length > 0 ? (
                  <label className="order-select">
                    <span className="field__label">{SHOP_MSG.exchangeReturn.exchangeOption(line.productName)}</span>
                    <select name={optionField(line.lineNo)} defaultValue={typeof option === 'string' ? option : ''}>
                      <option value="">{line.optionName ?? ''}</option>
                      {choices.map((choice) => (
                        <option key={choice.optionId} value={choice.optionId} disabled={choice.soldOut}>
                          {choice.soldOut ? `${choice.name} (${SHOP_MSG.exchangeReturn.soldOut})` : choice.name}
                        </option>
                      ))}
                    </select>
                    <span className="choice__sub">{SHOP_MSG.exchangeReturn.exchangeOptionHint}</span>
                  </label>
                ) : null}
              </div>
            )}
          </div>
        )
      })}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
