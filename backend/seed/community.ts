import type { ProductKind } from '../catalog/category-tree'
import { CATEGORIES, type Category, POPULARITY_SQL } from '../community/common'
import { drawingSpec, PROPS } from '../community/drawings'
import { tinyMp4 } from '../community/mp4'
import { PROCESSING_AFTER_MS, READY_AFTER_MS, type VideoStatus } from '../community/video'
import { insertRows, syncIdentity } from '../db/bulk'
import type { Queryable } from '../db/types'
import { fill } from '../shared/korean'
import { createRandom, type Random } from '../shared/random'
import { type ProductRow, SEED_NOW } from './catalog'
import { ANIMAL_HASHTAGS, type Animal, commentWords, POST_WORDS } from './community-words'
import { type BreedRow, DEMO_USERS, type PetRow, type UserRow } from './users'

/** Facts the shop's tests rely on (backend/README.md "Community notes"). */
export const COMMUNITY_POSTS = 360
export const DELETED_POST = 2
export const DEMO_POSTS = [150, 300, 340] as const
export const CAT_DEMO_POSTS = [200, 345] as const
/** Recent posts, so the LATEST feed's first page shows them. */
export const VIDEO_POSTS: Readonly<Record<VideoStatus, readonly number[]>> = {
  READY: [351, 331, 311],
  PROCESSING: [352, 332, 312],
  UPLOADED: [353, 333, 313],
  FAILED: [354, 334, 314],
}
export const TAGGED_POSTS = [340, 358] as const
export const POPULAR_POSTS = [330, 290, 250] as const
export const BUSY_POSTS = [359, 320] as const

const DAY = 86_400_000
/** The second pictures of the video posts: a stream of their own (see generateCommunity). */
const VIDEO_PICTURE_SEED = 0x5e_0000
const SIZES = [
  [1080, 1080],
  [1080, 1350],
  [1080, 810],
] as const
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const PROP_BY_CATEGORY: Partial<Record<Category, readonly ProductKind[]>> = {
  HUNTING_GAME: ['wand', 'mouse', 'ball', 'rope'],
  FASHION_SHOW: ['shirt'],
  PET_TERRIOR: ['house', 'cushion'],
  PET_DOCTOR: ['bowl', 'cushion'],
}

type Person = { userId: number; animal: Animal; pet: string; breed: string }

const iso = (ms: number) => new Date(ms).toISOString()
const key = (random: Random) => Array.from({ length: 26 }, () => random.pick([...ALPHABET])).join('')
const hex = (bytes: Buffer) => `\\x${bytes.toString('hex')}`

function people(users: readonly UserRow[], pets: readonly PetRow[], breeds: readonly BreedRow[]): Map<number, Person> {
  const breedName = new Map(breeds.map((b) => [b.breed_id, b.name]))
  const mainPet = new Map(pets.filter((p) => p.is_representative).map((p) => [p.user_id, p]))
  const out = new Map<number, Person>()
  for (const user of users) {
    if (user.status !== 'ACTIVE' || user.user_id > 303) continue
    const pet = mainPet.get(user.user_id)
    if (!pet) continue
    out.set(user.user_id, {
      userId: user.user_id,
      animal: pet.animal_group1_id === 2 ? 'cat' : 'dog',
      pet: pet.name,
      breed: breedName.get(pet.breed_id) ?? '',
    })
  }
  return out
}

function postText(random: Random, category: Category, who: Person): string {
  const words = POST_WORDS[category]
  const from = (lines: typeof words.openers) => [...lines[who.animal], ...lines.both]
  const sentences = [random.pick(from(words.openers)), ...random.shuffle(from(words.bodies)).slice(0, random.int(0, 3))]
  if (random.chance(0.6)) sentences.push(random.pick(words.closers))
  return fill(sentences.join(random.chance(0.3) ? '\n' : ' '), {
    pet: who.pet,
    breed: who.breed || (who.animal === 'dog' ? '강아지' : '고양이'),
  })
}

/** Like counts: most posts a few dozen, some past 50 and 100, three past 300 (every eligible member). */
function likeTarget(random: Random, postId: number, pool: number): number {
  if ((POPULAR_POSTS as readonly number[]).includes(postId)) return pool - random.int(0, 3)
  return random.weighted<() => number>([
    [() => random.int(0, 12), 45],
    [() => random.int(13, 49), 35],
    [() => random.int(50, 99), 13],
    [() => random.int(100, 280), 7],
  ])()
}

export type CommunityRows = ReturnType<typeof generateCommunity>

/**
 * The community seed (its own PRNG stream): posts over the 60 days before the seed's today, ids
 * in time order, with drawn pictures (rendered to webp on first request), tags, videos, hashtags,
 * likes and comments. The facts above are fixed; everything else follows from the stream.
 */
export function generateCommunity(
  random: Random,
  {
    users,
    pets,
    breeds,
    products,
  }: { users: readonly UserRow[]; pets: readonly PetRow[]; breeds: readonly BreedRow[]; products: readonly ProductRow[] },
  /** SEED_SCALE (seed/scale.ts): times COMMUNITY_POSTS posts; the facts above hold at 1. */
  scale = 1,
) {
  const members = people(users, pets, breeds)
  const authors = [...members.values()].filter((p) => p.userId >= 4)
  const demo = members.get(DEMO_USERS.demo)
  const cat = members.get(DEMO_USERS.cat)
  const likers = users.filter((u) => u.status === 'ACTIVE' && u.user_id !== DEMO_USERS.demo).map((u) => u.user_id)
  const productIds = {
    dog: products.filter((p) => p.product_group1_id === 1).map((p) => p.product_id),
    cat: products.filter((p) => p.product_group1_id === 2).map((p) => p.product_id),
  }
  const videoStatus = new Map(Object.entries(VIDEO_POSTS).flatMap(([status, ids]) => ids.map((id) => [id, status as VideoStatus])))
  const postCount = COMMUNITY_POSTS * scale
  const times = Array.from({ length: postCount }, () => SEED_NOW - random.int(60, 60 * 24 * 60) * 60_000).sort((a, b) => a - b)

  const posts: object[] = []
  const uploads: object[] = []
  const images: object[] = []
  const imageProducts: object[] = []
  const videos: object[] = []
  const hashtags: object[] = []
  const postLikes: object[] = []
  const comments: {
    comment_id: number
    post_id: number
    parent_comment_id: number | null
    user_id: number
    text: string
    like_count: number
    created_at: string
    updated_at: string
    deleted_at: string | null
  }[] = []
  const commentLikes: object[] = []

  for (let postId = 1; postId <= postCount; postId++) {
    const created = times[postId - 1] ?? SEED_NOW
    const who =
      (DEMO_POSTS as readonly number[]).includes(postId) && demo
        ? demo
        : (CAT_DEMO_POSTS as readonly number[]).includes(postId) && cat
          ? cat
          : random.pick(authors)
    const category = random.pick(CATEGORIES)
    const upload = (kind: 'IMAGE' | 'VIDEO', extra: object, source: Random = random) => {
      const uploadKey = key(source)
      // Every row has every column: insertRows takes the columns from the first row.
      const columns = { width: null, height: null, drawing: null, video: null, video_playable: null, ...extra }
      uploads.push({
        upload_key: uploadKey,
        user_id: who.userId,
        kind,
        created_at: iso(created),
        received_at: iso(created),
        expires_at: iso(created + DAY),
        used_by_post: postId,
        ...columns,
      })
      return uploadKey
    }
    const status = videoStatus.get(postId)
    const imageCount = status ? 1 : random.int(2, 5)
    const tagged = (TAGGED_POSTS as readonly number[]).includes(postId) || (category !== 'PET_DOCTOR' && random.chance(0.3))
    const picture = (position: number, source: Random) => {
      const [width, height] = source.pick(SIZES)
      const prop = source.pick(PROP_BY_CATEGORY[category] ?? PROPS)
      const uploadKey = upload(
        'IMAGE',
        { width, height, drawing: drawingSpec({ animal: who.animal, seed: source.int(0, 99_999), prop }) },
        source,
      )
      images.push({ post_id: postId, position, upload_key: uploadKey, width, height })
      if (position > 0 && tagged && (position === 1 || source.chance(0.4))) {
        const ids = source.shuffle(productIds[who.animal]).slice(0, source.int(1, 3))
        for (const [tagOrder, productId] of ids.entries())
          imageProducts.push({ post_id: postId, position, tag_order: tagOrder, product_id: productId })
      }
    }
    for (let position = 0; position < imageCount; position++) picture(position, random)
    // Spec §5: a video post has its two pictures too. The second comes from the post's own stream,
    // so every other post of the seed stays exactly as it was.
    if (status) picture(1, createRandom(VIDEO_PICTURE_SEED + postId))
    if (status) {
      const playable = status !== 'FAILED'
      const uploadKey = upload('VIDEO', {
        video: hex(tinyMp4({ moov: playable })),
        video_playable: playable,
        drawing: drawingSpec({ animal: who.animal, seed: random.int(0, 99_999), prop: 'ball' }),
      })
      const at = (ms: number | null) => (ms === null ? null : iso(created + ms))
      videos.push({
        post_id: postId,
        upload_key: uploadKey,
        uploaded_at: iso(created),
        processing_at: at(status === 'UPLOADED' ? null : PROCESSING_AFTER_MS),
        ready_at: at(status === 'READY' ? READY_AFTER_MS : null),
        failed_at: at(status === 'FAILED' ? READY_AFTER_MS : null),
      })
    }
    const categoryTags = POST_WORDS[category].hashtags
    const tags = new Set(random.shuffle([...categoryTags.both, ...categoryTags[who.animal]]).slice(0, random.int(1, 3)))
    if (random.chance(0.6)) tags.add(random.pick(ANIMAL_HASHTAGS[who.animal]))
    if (who.breed && random.chance(0.4)) tags.add(who.breed.replace(/\s/g, ''))
    for (const [position, tag] of [...tags].entries()) hashtags.push({ post_id: postId, tag: tag.toLowerCase(), position })

    const likeCount = likeTarget(random, postId, likers.length)
    const liked = random.shuffle(likers).slice(0, likeCount)
    if ((TAGGED_POSTS as readonly number[]).includes(postId)) liked.push(DEMO_USERS.demo)
    for (const userId of liked)
      postLikes.push({ post_id: postId, user_id: userId, created_at: iso(created + random.int(1, 3 * 24 * 60) * 60_000) })

    // Comments: more on liked posts; two posts past a page of 30.
    const busy = (BUSY_POSTS as readonly number[]).includes(postId)
    const topCount = busy ? random.int(34, 42) : Math.min(25, random.int(0, 4) + Math.floor(likeCount / 25))
    let at = created
    let live = 0
    const firstComment = comments.length
    for (let n = 0; n < topCount; n++) {
      at += random.int(2, 240) * 60_000
      const commenter = random.pick(authors)
      const parentId = comments.length + 1
      // One draw either way, as before: every later number of the stream stays where it was.
      const words =
        category === 'PET_DOCTOR' || category === 'PARENTING_QUESTION'
          ? commentWords(category, who.animal, 'answer')
          : commentWords(category, who.animal, random.chance(0.2) ? 'question' : 'cheer')
      const replies = random.chance(0.3) ? random.int(1, 3) : 0
      // A deleted comment: shown (empty) while it has replies, else left out.
      const deleted = n === 2 && (busy || random.chance(0.05))
      comments.push({
        comment_id: parentId,
        post_id: postId,
        parent_comment_id: null,
        user_id: commenter.userId,
        text: fill(random.pick(words), { pet: who.pet }),
        like_count: 0,
        created_at: iso(at),
        updated_at: iso(at),
        deleted_at: deleted ? iso(at + DAY) : null,
      })
      if (!deleted) live++
      for (let r = 0; r < (deleted && busy ? Math.max(1, replies) : replies); r++) {
        at += random.int(1, 90) * 60_000
        const replier = r === 0 && !deleted ? who : random.pick(authors)
        comments.push({
          comment_id: comments.length + 1,
          post_id: postId,
          parent_comment_id: parentId,
          user_id: replier.userId,
          text: fill(random.pick(commentWords(category, who.animal, 'reply')), { pet: who.pet }),
          like_count: 0,
          created_at: iso(at),
          updated_at: iso(at),
          deleted_at: null,
        })
        live++
      }
    }
    // This post's comments are the ones pushed since firstComment (a scan of all of them grew with the square of the posts).
    for (const comment of comments.slice(firstComment).filter((c) => !c.deleted_at)) {
      const fans = random.shuffle(likers).slice(
        0,
        random.weighted([
          [0, 5],
          [random.int(1, 5), 4],
          [random.int(6, 30), 1],
        ] as const),
      )
      comment.like_count = fans.length
      for (const userId of fans) commentLikes.push({ comment_id: comment.comment_id, user_id: userId, created_at: comment.created_at })
    }
    posts.push({
      post_id: postId,
      user_id: who.userId,
      category,
      text: postText(random, category, who),
      like_count: liked.length,
      comment_count: live,
      created_at: iso(created),
      updated_at: iso(created),
      deleted_at: postId === DELETED_POST ? iso(created + DAY) : null,
    })
  }
  return { posts, uploads, images, imageProducts, videos, hashtags, postLikes, comments, commentLikes }
}

export async function insertCommunity(tx: Queryable, rows: CommunityRows): Promise<void> {
  await insertRows(tx, 'community_posts', rows.posts)
  await insertRows(tx, 'community_uploads', rows.uploads)
  await insertRows(tx, 'community_post_images', rows.images)
  await insertRows(tx, 'community_image_products', rows.imageProducts)
  await insertRows(tx, 'community_videos', rows.videos)
  await insertRows(tx, 'community_hashtags', rows.hashtags)
  await insertRows(tx, 'community_post_likes', rows.postLikes)
  await insertRows(tx, 'community_comments', rows.comments)
  await insertRows(tx, 'community_comment_likes', rows.commentLikes)
  await tx.query(`update community_posts set popularity = ${POPULARITY_SQL}`)
  await syncIdentity(tx, 'community_posts', 'post_id')
  await syncIdentity(tx, 'community_comments', 'comment_id')
}
