import { describe, expect, it } from 'vitest'
import type { Category } from '../community/common'
import { generateSeed } from '../seed'
import { ANIMAL_HASHTAGS, type Animal, commentWords, POST_WORDS } from '../seed/community-words'

type Post = { post_id: number; user_id: number; category: Category }
type Tag = { post_id: number; tag: string }
type Comment = { post_id: number; parent_comment_id: number | null; text: string; deleted_at: string | null }

const other = (animal: Animal): Animal => (animal === 'dog' ? 'cat' : 'dog')
const letters = (line: string) => line.replace(/\{[^}]*\}/g, '')

describe('the seeded community fits its posts (decision 049)', async () => {
  const seed = await generateSeed()
  const animalOf = new Map(
    (seed.pets as { user_id: number; is_representative: boolean; animal_group1_id: number }[])
      .filter((p) => p.is_representative)
      .map((p) => [p.user_id, (p.animal_group1_id === 2 ? 'cat' : 'dog') as Animal]),
  )
  const posts = seed.community.posts as Post[]
  const postOf = new Map(posts.map((p) => [p.post_id, p]))

  it("no post carries the other animal's hashtags (#냥스타그램 is never under a dog)", () => {
    const onlyFor = (animal: Animal) =>
      new Set(
        [...ANIMAL_HASHTAGS[animal], ...Object.values(POST_WORDS).flatMap((words) => words.hashtags[animal])].map((t) => t.toLowerCase()),
      )
    const shared = new Set(Object.values(POST_WORDS).flatMap((words) => words.hashtags.both))
    const wrong = (seed.community.hashtags as Tag[]).filter((tag) => {
      const post = postOf.get(tag.post_id)
      const animal = post && animalOf.get(post.user_id)
      return animal && onlyFor(other(animal)).has(tag.tag) && !onlyFor(animal).has(tag.tag) && !shared.has(tag.tag)
    })
    expect(wrong.slice(0, 5)).toEqual([])
    expect(seed.community.hashtags.length).toBeGreaterThan(posts.length)
  })

  it("every comment is one its post's category and animal would get (no '털 색깔 예뻐요' under a tip)", () => {
    const wrong = (seed.community.comments as Comment[]).filter((comment) => {
      const post = postOf.get(comment.post_id)
      const animal = post && animalOf.get(post.user_id)
      if (!post || !animal) return false
      const kinds = comment.parent_comment_id === null ? (['cheer', 'question', 'answer'] as const) : (['reply'] as const)
      const pool = kinds.flatMap((kind) => commentWords(post.category, animal, kind)).map(letters)
      return !pool.some((line) =>
        letters(line)
          .split(/\s+/)
          .filter(Boolean)
          .every((word) => comment.text.includes(word)),
      )
    })
    expect(wrong.slice(0, 5)).toEqual([])
    const tips = posts.filter((p) => p.category === 'PARENTING_TIP').map((p) => p.post_id)
    const onTips = (seed.community.comments as Comment[]).filter((c) => tips.includes(c.post_id)).map((c) => c.text)
    expect(onTips.length).toBeGreaterThan(0)
    expect(onTips.filter((text) => /털 색깔|사진|미용/.test(text))).toEqual([])
  })
})
