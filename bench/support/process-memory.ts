import { readFileSync } from 'node:fs';

/** Resident memory of a process now (VmRSS) and at its peak (VmHWM), in MB, from /proc. */
export function processMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, user and system, in milliseconds, from /proc. */
export function processCpuMs(pid: number): number {
  // The command name (field 2) may hold spaces: the fields counted start after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
