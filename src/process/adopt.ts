import { existsSync } from 'node:fs';

/** prctl(2)'s number where GitHub's runners run (x86-64, arm64); elsewhere no command adopts its orphans. */
const SYS_PRCTL: Partial<Record<NodeJS.Architecture, number>> = { x64: 157, arm64: 167 };
const PR_SET_CHILD_SUBREAPER = 36;
let perl: string | null | undefined;
const perlPath = (): string | null => (perl ??= ['/usr/bin/perl', '/bin/perl'].find((p) => existsSync(p)) ?? null);

/** Why commands cannot adopt their orphans here (said in the tracker's note), or undefined where they do. */
export function noAdoption(): string | undefined {
  if (process.platform !== 'linux' || SYS_PRCTL[process.arch] === undefined) return `no subreaper on ${process.platform} ${process.arch}`;
  return perlPath() === null ? 'no perl to make each command a subreaper' : undefined;
}

/**
 * Scan mode: the command becomes a child subreaper (set by perl, which then execs it; the setting survives exec), so a
 * process whose parent exits while the command runs (a double fork) is re-parented to the command, not to init: the
 * scan still sees it in the command's tree. Perl is part of every Debian and Ubuntu system; without it, or on another
 * architecture, the command runs as it is.
 */
export function adoptingArgv(run: string[]): string[] {
  const nr = process.platform === 'linux' ? SYS_PRCTL[process.arch] : undefined;
  const found = perlPath();
  if (nr === undefined || found === null) return run;
  // A program that is not there is told as spawn's failure is (status 127, "…: command not found").
  // ENOENT is 2 on Linux: `%!` would load the Errno module on every command.
  const script = `syscall(${nr}, ${PR_SET_CHILD_SUBREAPER}, 1, 0, 0, 0); exec { $ARGV[0] } @ARGV or do { my $e = $! + 0; print STDERR "$ARGV[0]: ", ($e == 2 ? "command not found" : "$!"), "\\n"; exit($e == 2 ? 127 : 126) }`;
  return [found, '-e', script, ...run];
}
