/**
 * A foreground Agent result without the line 2.1.332 ends it with when the caller can continue the agent
 * (`agentId: … (use SendMessage …)`, src/agent/background-agent.ts continueLine): the child's own text.
 */
export function childTextOf(result: string): string {
  return result.replace(/\nagentId: a[0-9a-f]{16} \(use SendMessage with to: '[^']*', summary: '<5-10 word recap>' to continue this agent\)$/, '');
}
