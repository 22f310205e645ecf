import { test } from 'node:test';
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import { ContextStatsCollector, formatContextMarkdown, sparkline } from '../../../src/agent/context/stats.js';

const usage = (input: number, read: number, write: number, output: number): Anthropic.Usage => ({
  input_tokens: input,
  cache_read_input_tokens: read,
  cache_creation_input_tokens: write,
  output_tokens: output,
  cache_creation: null,
  inference_geo: null,
  output_tokens_details: null,
  server_tool_use: null,
  service_tier: 'standard',
  speed: null,
});

test('totals, cache hit rate, tool-result share and reads per file', () => {
  const c = new ContextStatsCollector();
  const messages: Anthropic.MessageParam[] = [
    { role: 'user', content: 'task' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: 'a' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'r'.repeat(3000) }] },
  ];
  c.addCall('turn', { messages: messages.slice(0, 1) }, usage(100, 0, 0, 10));
  c.addCall('turn', { messages }, usage(10, 90, 900, 5));
  c.compactions = 1;
  const s = c.snapshot([
    { path: 'a', reads: 2, deduped: 1 },
    { path: 'b', reads: 1, deduped: 0 },
  ]);
  assert.deepEqual(s.totals, { input_tokens: 110, output_tokens: 15, cache_read_input_tokens: 90, cache_creation_input_tokens: 900, all_input_tokens: 1100 });
  assert.equal(s.cache_hit_rate, 90 / 1100);
  assert.equal(s.peak_window_tokens, 1000);
  assert.equal(s.calls[0]?.tool_result_tokens, 0);
  assert.ok((s.calls[1]?.tool_result_tokens ?? 0) > 900 && (s.calls[1]?.tool_result_tokens ?? 0) < 1000);
  assert.ok(s.tool_result_share > 0.8 && s.tool_result_share < 0.91);
  assert.equal(s.max_reads_of_one_file, 2);
  assert.equal(s.dedupe_hits, 1);
  const md = formatContextMarkdown(s);
  assert.match(md, /\| Cache hit rate \| 8\.2% \|/);
  assert.match(md, /\| Most reads of one file \| 2 \(`a` ×2\) \|/);
  assert.match(md, /\| Compactions \| 1 \|/);
  assert.equal(sparkline([0, 50, 100]), '▁▄█');
});
