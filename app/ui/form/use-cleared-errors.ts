import { useState } from 'react'
import type { FieldMeta } from './use-shop-form'

/**
 * With JavaScript, a field's error from the last answer goes once the field is changed
 * (decision 049): "사진을 2장 이상 등록해 주세요." does not stay next to the photos just added.
 * Without JavaScript the next answer says what is still wrong, as before.
 */
export function useClearedErrors(lastResult: unknown) {
  const [state, setState] = useState<{ result: unknown; names: ReadonlySet<string> }>({ result: lastResult, names: new Set() })
  // A new answer brings its own errors: nothing of it is cleared yet.
  const names = state.result === lastResult ? state.names : new Set<string>()
  if (state.result !== lastResult) setState({ result: lastResult, names })
  return {
    mark(name: string | undefined) {
      if (!name || names.has(name)) return
      setState({ result: lastResult, names: new Set([...names, name]) })
    },
    meta(field: FieldMeta): FieldMeta {
      return names.has(field.name) && field.errors ? { ...field, errors: undefined } : field
    },
  }
}
