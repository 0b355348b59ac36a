import { DELIVERY_REQUEST_CHOICES, DELIVERY_REQUEST_MAX_LENGTH, type DeliveryRequestChoice } from '~/domain/delivery-request'
import * as SHOP_MSG from '~/domain/messages.shop'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { ErrorList } from '../form/Field'

type Props = {
  choice: FieldMeta
  text: FieldMeta
  /** The kind and words V2 keeps for the sheet (decision 045); what a refused form sent back wins. */
  initial: DeliveryRequestChoice
  initialText: string
}

/**
 * 배송 요청사항 (decision 026): 선택 안 함, 문 앞, 경비실, 직접 입력 with its words. The words are never
 * put in a URL (decision 026); V2 keeps them with the sheet's other choices until the order is
 * paid (decision 045). Typing words picks 직접 입력.
 */
export function DeliveryRequestFields({ choice, text, initial, initialText }: Props) {
  const chosen = (typeof choice.initialValue === 'string' ? choice.initialValue : null) ?? initial
  const textValue = typeof text.initialValue === 'string' ? text.initialValue : initialText
  const hintId = `${text.id}-hint`
  return (
    <fieldset className="order-section" aria-describedby={text.errors ? text.errorId : undefined}>
      <legend>{SHOP_MSG.order.deliveryRequest}</legend>
      {DELIVERY_REQUEST_CHOICES.map((value) => (
        <label key={value} className="choice choice--inline">
          <input type="radio" name={choice.name} value={value} defaultChecked={value === chosen} />
          <span>{SHOP_MSG.order.deliveryRequests[value]}</span>
        </label>
      ))}
      <label className="field__label" htmlFor={text.id}>
        {SHOP_MSG.order.deliveryRequestText}
      </label>
      <input
        id={text.id}
        name={text.name}
        className="field__input"
        defaultValue={textValue}
        maxLength={DELIVERY_REQUEST_MAX_LENGTH}
        autoComplete="off"
        aria-invalid={text.errors ? true : undefined}
        aria-describedby={[hintId, text.errors ? text.errorId : null].filter(Boolean).join(' ')}
        onInput={(event) => {
          const custom = event.currentTarget.form?.querySelector<HTMLInputElement>(`input[name="${choice.name}"][value="CUSTOM"]`)
          if (custom && event.currentTarget.value.trim() !== '') custom.checked = true
        }}
      />
      <p id={hintId} className="field__hint">
        {SHOP_MSG.order.deliveryRequestHint(DELIVERY_REQUEST_MAX_LENGTH)}
      </p>
      <ErrorList id={text.errorId} errors={text.errors} />
    </fieldset>
  )
}
