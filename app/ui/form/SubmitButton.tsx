import { useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'

type Props = {
  children: ReactNode
  name?: string
  value?: string
  secondary?: boolean
  formNoValidate?: boolean
  className?: string
}

/** A submit button that says when its form is on its way (JavaScript on) and stays a plain button without. */
export function SubmitButton({ children, name, value, secondary = false, formNoValidate, className }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && (name === undefined || navigation.formData?.get(name) === value)
  return (
    <button
      type="submit"
      name={name}
      value={value}
      formNoValidate={formNoValidate}
      className={`button ${secondary ? '' : 'button--primary'} ${className ?? ''}`.trim()}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
    >
      {children}
    </button>
  )
}
