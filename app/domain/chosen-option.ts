/**
 * Which option a product page prices and preselects (decision 043: one rule for the headline, the ticked
 * option and the view_product event): the one the shopper chose (`?optionId=`, or a tap with
 * JavaScript) while it can be bought; else the one the product's own price belongs to; else the
 * first that can be bought. Lists show the lowest option's price with "~" (decision 046), which may
 * be below the option this opens on.
 */
export type PricedOption = { optionId: number; price: number; discountApplyPrice: number; soldOut: boolean }

type Priced = { price: number; discountApplyPrice: number; isEntirelySoldout: boolean }

export function chosenOption<O extends PricedOption>(product: Priced & { options: readonly O[] }, requested: number | null): O | null {
  const buyable = product.isEntirelySoldout ? [] : product.options.filter((option) => !option.soldOut)
  return (
    buyable.find((option) => option.optionId === requested) ??
    buyable.find((option) => option.price === product.price && option.discountApplyPrice === product.discountApplyPrice) ??
    buyable[0] ??
    null
  )
}
