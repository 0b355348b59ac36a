/**
 * The one logging style of the shop and its host (docs/architecture.md §5): one JSON line per
 * event, `level` and `msg` first, then the event's own fields, so the logging service and a person
 * reading `journalctl` see the same thing. Errors and warnings go to stderr, the rest to stdout.
 */
export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

const WRITERS: Record<LogLevel, (line: string) => void> = {
  // Looked up at each call, so a test's spy on console sees the line.
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
}

export function logLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  // A field named like the line's own level or message would hide them: those two are the logger's.
  const { level: _level, msg: _msg, ...own } = fields
  return JSON.stringify({ level, msg, ...own })
}

export const log = {
  info: (msg: string, fields?: LogFields) => WRITERS.info(logLine('info', msg, fields)),
  warn: (msg: string, fields?: LogFields) => WRITERS.warn(logLine('warn', msg, fields)),
  error: (msg: string, fields?: LogFields) => WRITERS.error(logLine('error', msg, fields)),
}

/** What a caught value says, for a log field: an Error's message, anything else as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '')
}
