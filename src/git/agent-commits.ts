/**
 * How a commit says the agent made it: a trailer naming the run. The CI-fix loop stop counts these
 * at a pull request's head, and the maintenance branch refuses to overwrite commits without one.
 */
export const AGENT_TRAILER = 'Agent-Runner-Run:';

export function agentTrailer(runId: string): string {
  return `${AGENT_TRAILER} ${runId.replace(/[^\w.-]/g, '')}`;
}

export function isAgentCommit(message: string): boolean {
  return message.split('\n').some((line) => line.startsWith(AGENT_TRAILER));
}

/** How many commits at the end of `messages` (oldest first) the agent made in a row. */
export function trailingAgentCommits(messages: readonly string[]): number {
  let n = 0;
  for (let i = messages.length - 1; i >= 0 && isAgentCommit(messages[i] ?? ''); i--) n++;
  return n;
}
