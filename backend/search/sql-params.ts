/** Collects query parameters while SQL text is built; `add` answers the placeholder (`$3`). */
export class SqlParams {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
