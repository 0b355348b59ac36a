import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MODULE_MOCKING_TESTS } from '../support/module-mocking-tests'

const ROOTS = ['app', 'backend', 'load', 'server', 'bench', 'scripts', 'tests/unit']
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/

function testFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${root}/${file}`),
  )
}

describe('test files that mock a module run isolated (decision 058)', () => {
  it('lists exactly the files that call vi.mock or vi.doMock', () => {
    const mocking = testFiles().filter(
      (file) => file !== 'tests/unit/module-mocking-tests.test.ts' && MOCKS_A_MODULE.test(readFileSync(file, 'utf8')),
    )
    expect(mocking.sort()).toEqual([...MODULE_MOCKING_TESTS].sort())
  })
})
