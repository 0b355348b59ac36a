import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { formatPolicyDate } from '~/domain/policies/format'
import { policyDocument } from '~/domain/policies/index'
import { isPolicySlug, POLICY_SLUGS, POLICY_TITLES, policyHref } from '~/domain/policies/titles'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.policies

export const links = () => [{ rel: 'stylesheet', href: infoStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageMeta(data ? `${data.policy.title} | ${MSG.brand.name}` : errorPageTitle(error))
export const headers = loaderCacheControl

/**
 * `/policies/{slug}`: one policy. The document comes from the loader, so its text is in the page's
 * HTML and not in any script; the page has no behaviour of its own.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isPolicySlug(params.slug)) throw notFound()
  // The same for everyone, but the shell around it is the shopper's: shared caches only for guests.
  const { session } = await requestContext(request, context)
  return json({ policy: policyDocument(params.slug) }, { headers: cacheHeaders(forShopper(session)) })
}

export default function PolicyPage() {
  const { policy } = useLoaderData<typeof loader>()
  return (
    <article className="info-page policy">
      <PageHeader title={M.title} backTo="/policies" titleIsHeading={false} />
      <header className="info-hero">
        <h1 className="info-hero__title">{policy.title}</h1>
        <p className="policy-list__date">{M.effective(formatPolicyDate(policy.effectiveDate))}</p>
      </header>
      <p className="policy__intro">{policy.intro}</p>
      <nav className="policy__toc" aria-label={M.contents}>
        <ol>
          {policy.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#section-${i + 1}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((s, i) => (
        <section key={s.heading} id={`section-${i + 1}`} className="policy__section" aria-labelledby={`section-${i + 1}-title`}>
          <h2 id={`section-${i + 1}-title`}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items ? (
            <ol className="policy__items">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      <p className="policy__closing">{policy.closing}</p>
      <nav className="policy__others" aria-label={M.others}>
        <h2>{M.others}</h2>
        <ul>
          {POLICY_SLUGS.filter((slug) => slug !== policy.slug).map((slug) => (
            <li key={slug}>
              <Link to={policyHref(slug)} className="text-link">
                {POLICY_TITLES[slug]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}

export const ErrorBoundary = ShopErrorBoundary
