export type Migration = { version: number; name: string; sql: string }
