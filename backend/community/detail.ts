import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { type PostCard, queryPosts, toCard, type Viewer } from './cards'
import { imageUrl, iso, livePost, postNotFound, thumbUrl } from './common'
import { type PostVideo, postVideo } from './video'

export type PostImage = { url: string; thumbUrl: string; width: number; height: number; productTags: ProductSummary[] }

/** Contract `Post`. */
export type Post = Omit<PostCard, 'video'> & { isMine: boolean; updatedAt: string; images: PostImage[]; video: PostVideo | null }

/** Contract `GET /posts/{postId}`: 404 POST_NOT_FOUND, 410 POST_DELETED. */
export async function loadPost(db: Queryable, viewer: Viewer, postId: number | null): Promise<Post> {
  await livePost(db, postId)
  const [row] = await queryPosts(db, viewer, 'where p.post_id = $3', [postId])
  if (!row) throw postNotFound()
  const images = await db.query<{ position: number; key: string; width: number; height: number }>(
    'select position, upload_key as key, width, height from community_post_images where post_id = $1 order by position',
    [postId],
  )
  const tags = await db.query<ProductSummary & { position: number }>(
    `select t.position, ${PRODUCT_SUMMARY_COLUMNS}
       from community_image_products t
       join products p on p.product_id = t.product_id
       join brands b using (brand_id)
      where t.post_id = $1
      order by t.position, t.tag_order`,
    [postId],
  )
  return {
    ...toCard(row, viewer.now),
    text: row.text,
    isMine: row.isMine,
    updatedAt: iso(row.updatedAt),
    images: images.map((image) => ({
      url: imageUrl(image.key),
      thumbUrl: thumbUrl(image.key),
      width: image.width,
      height: image.height,
      productTags: tags.filter((tag) => tag.position === image.position).map(({ position: _, ...product }) => product),
    })),
    video: postVideo(row.videoKey, row.videoStatus),
  }
}
