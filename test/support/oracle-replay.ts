import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type Script, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { collectResults, run, type Repo, type RunResult } from '../session/harness.js';

/** One tool call an oracle script made Claude Code's model send, and what the CLI answered (scripts/oracle/*.mjs). */
export interface RecordedCall {
  who?: string;
  tool: string;
  id: string;
  input: Record<string, unknown>;
  is_error: boolean;
  text: string | null;
}

/**
 * The oracle's calls replayed through the runner: `script` answers the scripted model, the run must succeed, and each
 * tool result's text comes back by tool_use id (its blocks' text joined, other blocks as `[type]`).
 */
export async function replayThroughRunner(
  t: TestContext,
  repo: Repo,
  script: Script,
  inputs: Record<string, string>,
): Promise<{ r: RunResult; model: ScriptedModel; results: Map<string, string> }> {
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({
    url: model.url,
    repo,
    prompt: 'oracle: call the tools',
    inputs: { model: 'claude-opus-4-6', permission_mode: 'bypassPermissions', ...inputs },
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const blocks = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, blocks);
  const results = new Map(
    [...blocks].map(([id, b]) => [
      id,
      typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => ('text' in x ? x.text : `[${x.type}]`)).join('\n'),
    ]),
  );
  return { r, model, results };
}

/** A repository's files that enable a plugin `ts-lsp` from a directory marketplace, with `server` as its TypeScript language server. */
export function lspPluginFiles(server: Record<string, unknown>): Record<string, string> {
  return {
    'tools/mp/.claude-plugin/marketplace.json': JSON.stringify({ name: 'tools', owner: { name: 't' }, plugins: [{ name: 'ts-lsp', source: './ts-lsp' }] }),
    'tools/mp/ts-lsp/.claude-plugin/plugin.json': JSON.stringify({ name: 'ts-lsp' }),
    'tools/mp/ts-lsp/.lsp.json': JSON.stringify({ typescript: server }),
  };
}

/** The settings that turn that plugin on. */
export const LSP_PLUGIN_SETTINGS = {
  extraKnownMarketplaces: { tools: { source: { source: 'directory', path: './tools/mp' } } },
  enabledPlugins: { 'ts-lsp@tools': true },
};
