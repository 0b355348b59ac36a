import { Link, NavLink } from '@remix-run/react'
import { categoryHref } from '~/domain/catalog'
import type { CategoryProducts } from '~/domain/catalog.schema'
import * as MSG from '~/domain/messages'

type Category = CategoryProducts['category']

/** Where the shopper is (breadcrumbs) and where they can go next (chips). */
export function CategoryNav({ category }: { category: Category }) {
  const parent = category.path.slice(0, -1)
  // A level-2 page offers its children; a level-3 page its siblings, with 전체 for the parent.
  const chips = category.depth === 2 ? category.children : category.siblings
  const allHref = categoryHref(category.depth === 2 ? category.path : parent)
  const chipHref = (id: number) => categoryHref([...(category.depth === 2 ? category.path : parent), { categoryId: id }])
  return (
    <>
      <nav className="breadcrumbs" aria-label={MSG.catalog.breadcrumbs}>
        <ol>
          <li>
            <Link to="/category">{MSG.catalog.title}</Link>
          </li>
          {category.path.map((step, index) => (
            <li key={step.categoryId}>
              <Link
                to={categoryHref(category.path.slice(0, index + 1))}
                aria-current={index === category.path.length - 1 ? 'page' : undefined}
              >
                {step.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {chips.length > 0 ? (
        <nav className="chips" aria-label={MSG.catalog.subcategories}>
          <ul>
            <li>
              <NavLink to={allHref} end className="chip-link">
                {MSG.catalog.all}
              </NavLink>
            </li>
            {chips.map((chip) => (
              <li key={chip.categoryId}>
                <NavLink to={chipHref(chip.categoryId)} className="chip-link">
                  {chip.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  )
}
