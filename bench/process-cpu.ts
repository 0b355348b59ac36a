import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** A process's CPU time so far (user + system), in µs, from /proc (Linux). */
export function processCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 14 and 15 of proc(5): utime and stime, counted from field 3 after the name.
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1_000_000
}
