import type { IncomingHttpHeaders } from 'node:http';
import { isRecord } from './scripted-tokens.js';
import type { RequestBody } from './scripted-types.js';

/**
 * The request fields beyond tools and text, checked as the Messages API checks them where the rule is simple: a thinking
 * budget of at least 1,024 tokens and below max_tokens; `display: "updates"` and `context_management` only with the
 * betas that enable them (the anthropic-beta header, or Bedrock's `anthropic_beta` in the body); clearing old thinking
 * only while thinking is on; no temperature but 1 while the model thinks. Returns the API's complaint, or undefined.
 */
export function checkRequestFields(body: RequestBody, headers: IncomingHttpHeaders): string | undefined {
  const header = headers['anthropic-beta'];
  const listed: unknown = body.anthropic_beta;
  const inBody = Array.isArray(listed) ? listed.map(String) : [];
  const betas = new Set([...(typeof header === 'string' ? header.split(',') : []).map((b) => b.trim()), ...inBody]);
  const thinking: unknown = body.thinking;
  let thinks = false;
  if (thinking !== undefined) {
    if (!isRecord(thinking) || !['adaptive', 'enabled', 'disabled'].includes(String(thinking.type)))
      return "thinking.type: Input should be 'adaptive', 'enabled' or 'disabled'";
    thinks = thinking.type !== 'disabled';
    if (thinking.type === 'enabled') {
      const budget = thinking.budget_tokens;
      if (typeof budget !== 'number' || !Number.isInteger(budget)) return 'thinking.enabled.budget_tokens: Field required';
      if (budget < 1024) return 'thinking.enabled.budget_tokens: Input should be greater than or equal to 1024';
      if (typeof body.max_tokens === 'number' && budget >= body.max_tokens)
        return '`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size';
    }
    if (thinking.display === 'updates' && !betas.has('thinking-display-updates-2026-08-18'))
      return "thinking.display: 'updates' requires the thinking-display-updates-2026-08-18 beta";
  }
  const management: unknown = body.context_management;
  if (management !== undefined) {
    if (!betas.has('context-management-2025-06-27')) return 'context_management: Extra inputs are not permitted';
    const edits = isRecord(management) && Array.isArray(management.edits) ? management.edits : [];
    if (edits.some((edit) => isRecord(edit) && edit.type === 'clear_thinking_20251015') && !thinks)
      return 'context_management.edits: clear_thinking_20251015 requires thinking to be enabled or adaptive';
  }
  if (thinks && body.temperature !== undefined && body.temperature !== 1)
    return '`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#feature-compatibility';
  return undefined;
}
