import { expect, test } from 'vitest'
import { PostFormSchema } from '~/domain/post-form.schema'
import { editInput, postInput } from './__post-editor.server'

const form = PostFormSchema.parse({
  intent: 'save',
  category: 'HUNTING_GAME',
  text: '사냥놀이 영상 글만 고쳐요',
  hashtags: '#사냥 #놀이',
  images: [],
})

test('an edit sends only the words: the pictures and the video stay as they are (a null videoKey would remove the video)', () => {
  const body = editInput(form)
  expect(body).toEqual({ category: 'HUNTING_GAME', text: '사냥놀이 영상 글만 고쳐요', hashtags: ['사냥', '놀이'] })
  expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('videoKey')
  expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('images')
  // A new post says "no video" outright.
  expect(postInput({ ...form, intent: 'publish' }).videoKey).toBeNull()
})
