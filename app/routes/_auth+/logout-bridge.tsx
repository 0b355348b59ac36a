import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import * as MSG from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { shutdownChat } from '~/islands/chat.client'
import { postToNative } from '~/islands/native-bridge.client'

export const handle = { bottomNav: 'hidden' }

/**
 * The last step of logout in the apps (spec §4): tell the shell to shut its chat widget down and
 * to sign out of Kakao and Naver, then go on. Without JavaScript the refresh below goes on by itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ next: safeNext(new URL(request.url).searchParams.get('next'), '/') })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${MSG.auth.loggingOut} | ${MSG.brand.name}` },
  { httpEquiv: 'refresh', content: `2;url=${data?.next ?? '/'}` },
  { name: 'robots', content: 'noindex' },
]

export default function LogoutBridge() {
  const { next } = useLoaderData<typeof loader>()
  useEffect(() => {
    shutdownChat(true)
    postToNative('KAKAO_LOGOUT')
    postToNative('NAVER_LOGOUT')
    window.location.replace(next)
  }, [next])
  return (
    <section className="complete" aria-live="polite">
      <p className="complete__title">{MSG.auth.loggingOut}</p>
      <Link className="button" to={next} replace>
        {MSG.auth.continue}
      </Link>
    </section>
  )
}
