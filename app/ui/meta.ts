import type { MetaDescriptor } from '@remix-run/node'
import * as MSG from '~/domain/messages'

/**
 * A page's title and description. Remix replaces the root's meta with the page's, so a page that
 * named only its title would go out with no description (search engines and link previews show one).
 */
export function pageMeta(title: string, description: string = MSG.brand.description): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }]
}
