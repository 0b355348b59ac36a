import { RemixBrowser } from '@remix-run/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadErrorScreens } from './ui/ErrorScreens'

declare global {
  interface Window {
    __remixContext?: { state?: { errors?: unknown } }
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
}

// An error page waits for its screen's code (ui/ErrorScreens.tsx), so that the screen hydrates at
// once with the rest and its buttons act as soon as the page says it is ready.
if (window.__remixContext?.state?.errors) void loadErrorScreens().then(hydrate, hydrate)
else hydrate()
