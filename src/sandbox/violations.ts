/** The library's violation lines (`deny openat /x`, `deny network-outbound host:443 (reason)`), in plain words. */
export interface SandboxViolation {
  kind: 'write' | 'network' | 'other';
  /** For the model and the report. */
  text: string;
  /** The command (or hook, or server) it happened in. */
  command: string;
}

export function describeViolation(line: string, command: string, writable: readonly string[] = []): SandboxViolation {
  const net = /^deny network-outbound (\S+)(?: \((.*)\))?/.exec(line);
  if (net) {
    const why = net[2] ? `: ${net[2]}` : '';
    return {
      kind: 'network',
      command,
      text: `the sandbox blocked a connection to ${net[1]}${why} (only hosts in sandbox.network.allowedDomains are reachable)`,
    };
  }
  const fs = /^deny (?:openat|open|creat|mkdir\w*|rename\w*|unlink\w*|link\w*|symlink\w*|truncate|file-write\S*|\w+) (\/.*)$/.exec(line);
  if (fs) {
    const target = fs[1] ?? '';
    const inside = writable.some((root) => target === root || target.startsWith(root.endsWith('/') ? root : `${root}/`));
    const why = inside
      ? "a protected path: .git/hooks, .git/config, shell start-up files, .mcp.json, .claude/commands and the run's own files stay read-only"
      : 'writes are allowed only in the working directory, $TMPDIR and sandbox.filesystem.allowWrite';
    return { kind: 'write', command, text: `the sandbox blocked a write to ${target} (${why})` };
  }
  return { kind: 'other', command, text: `the sandbox blocked: ${line}` };
}

/** Count and a few examples, for the report. */
export function summarizeViolations(violations: readonly SandboxViolation[], max = 5): { count: number; examples: string[] } {
  const examples = [...new Set(violations.map((v) => `${v.text} — in \`${v.command.length > 80 ? `${v.command.slice(0, 77)}…` : v.command}\``))].slice(0, max);
  return { count: violations.length, examples };
}
