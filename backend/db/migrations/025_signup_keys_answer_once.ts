import type { Migration } from './types'

/**
 * Decision 042 (a certification key answers once): the first sign-up that passes a key's check
 * binds the key to its form (`form_digest`, SHA-256 of the form without the password), so the
 * key answers no other form, refused or not; `made_user_id` is the member that form made, so the
 * same form again (a double-click) is answered with that member's sign-in. A new send clears both.
 */
export const signupKeysAnswerOnce: Migration = {
  version: 25,
  name: 'signup_keys_answer_once',
  sql: /* sql */ `
    alter table certifications add column form_digest text;
    alter table certifications add column made_user_id integer references users (user_id) on delete set null;
  `,
}
