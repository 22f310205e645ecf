import { createHash } from 'node:crypto';
import { costOfUsage, resolvePrice } from '../src/model/pricing.js';
import type { RecordedRequest } from '../support/scripted-model/scripted-model.js';
import { cacheUsage, isRecord, promptSegments } from '../support/scripted-model/scripted-tokens.js';
import { ensureClaudeCode, MODEL, runClaude, runOurs, type RunFigures } from './agents.js';
import { largeSession } from './sessions.js';
import { table } from './stats.js';

/**
 * Issue 37, item 2: where the 30-step survey's cache writes go, request by request. The scripted model's prompt
 * caching (support/scripted-model/scripted-tokens.ts) is replayed on what each harness sent; every block a request
 * writes to the cache is either distinct content (a block no earlier request held) or a re-write (a block already
 * sent, written again because something before it changed: a reminder inserted into the history, a moved
 * breakpoint, a batch of stale results turned into stubs, a compaction). Only re-writes can be avoided without
 * showing the model less.
 *
 *   npm run build && npx tsc -p . && node build/bench/cache-writes.js          ours and Claude Code
 *   node build/bench/cache-writes.js --ours                                     ours only
 */

interface Block {
  role: string;
  block: unknown;
}

/** The prompt's blocks in promptSegments' order (tools, system, then each message's content blocks). */
function blocksOf(body: RecordedRequest['body']): Block[] {
  const out: Block[] = [];
  if (Array.isArray(body.tools)) for (const t of body.tools) out.push({ role: 'tool', block: t });
  if (typeof body.system === 'string') out.push({ role: 'system', block: { type: 'text', text: body.system } });
  else if (Array.isArray(body.system)) for (const b of body.system) out.push({ role: 'system', block: b });
  for (const message of Array.isArray(body.messages) ? body.messages : []) {
    const content = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    for (const b of content) out.push({ role: message.role, block: b });
  }
  return out;
}

/** A block's identity: its content, without the breakpoint marker. */
function keyOf(b: Block): string {
  const { cache_control: _marker, ...content } = isRecord(b.block) ? b.block : { block: b.block };
  return createHash('sha256').update(b.role).update(JSON.stringify(content)).digest('hex');
}

function describe(b: Block | undefined): string {
  if (!b || !isRecord(b.block)) return 'the end';
  const kind = typeof b.block.type === 'string' ? b.block.type : '?';
  const text = JSON.stringify(b.block.content ?? b.block.text ?? b.block.input ?? b.block.name ?? '').slice(0, 60);
  return `${b.role} ${kind} ${text}`;
}

export interface WriteBreakdown {
  calls: number;
  written: number;
  distinct: number;
  rewritten: number;
  read: number;
  uncached: number;
  writeUsd: number;
  readUsd: number;
  /** Re-written tokens by the first block that differed from the request before. */
  causes: Map<string, number>;
  /** Distinct tokens written, by the kind of block that brought them (the tool result's tool, the system prompt, …). */
  sources: Map<string, number>;
}

/** Replays the scripted model's caching over the main-loop requests, in order, and classifies what each one wrote. */
export function breakdown(requests: readonly RecordedRequest[]): WriteBreakdown {
  const main = requests.filter((r) => !r.path.includes('count_tokens') && Array.isArray(r.body.tools) && r.body.tools.length > 0);
  const cache = new Set<string>();
  const sent = new Set<string>();
  const toolOf = new Map<string, string>();
  const out: WriteBreakdown = {
    calls: main.length,
    written: 0,
    distinct: 0,
    rewritten: 0,
    read: 0,
    uncached: 0,
    writeUsd: 0,
    readUsd: 0,
    causes: new Map(),
    sources: new Map(),
  };
  let before: string[] = [];
  for (const r of main) {
    const segments = promptSegments(r.body);
    const blocks = blocksOf(r.body);
    const keys = blocks.map(keyOf);
    const usage = cacheUsage(r.body, cache, {});
    const price = resolvePrice(String(r.body.model ?? MODEL)).price;
    out.writeUsd += costOfUsage({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0 }, price);
    out.readUsd += costOfUsage({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: usage.cache_read_input_tokens ?? 0 }, price);
    out.read += usage.cache_read_input_tokens ?? 0;
    out.uncached += usage.input_tokens;
    out.written += usage.cache_creation_input_tokens ?? 0;
    // The blocks written: after the longest prefix read, up to the last breakpoint that wrote.
    let at = 0;
    for (let readLeft = usage.cache_read_input_tokens ?? 0; readLeft > 0 && at < segments.length; at++) readLeft -= segments[at]?.tokens ?? 0;
    let writeLeft = usage.cache_creation_input_tokens ?? 0;
    let firstChanged = 0;
    while (firstChanged < keys.length && keys[firstChanged] === before[firstChanged]) firstChanged++;
    for (const b of blocks) if (isRecord(b.block) && b.block.type === 'tool_use') toolOf.set(String(b.block.id), String(b.block.name));
    for (; writeLeft > 0 && at < segments.length; at++) {
      const tokens = segments[at]?.tokens ?? 0;
      writeLeft -= tokens;
      const key = keys[at] ?? '';
      const b = blocks[at];
      if (sent.has(key)) {
        out.rewritten += tokens;
        const cause = describe(blocks[firstChanged]);
        out.causes.set(cause, (out.causes.get(cause) ?? 0) + tokens);
      } else {
        out.distinct += tokens;
        const block = isRecord(b?.block) ? b.block : {};
        const source =
          b?.role === 'tool' || b?.role === 'system'
            ? 'system prompt and tools'
            : block.type === 'tool_result'
              ? `${toolOf.get(String(block.tool_use_id)) ?? '?'} results`
              : `${b?.role ?? '?'} ${String(block.type ?? 'text')}`;
        out.sources.set(source, (out.sources.get(source) ?? 0) + tokens);
      }
    }
    for (const k of keys) sent.add(k);
    before = keys;
  }
  return out;
}

const tokens = (n: number): string => `${(n / 1000).toFixed(1)}k`;
const usd = (n: number): string => `$${n.toFixed(4)}`;

function render(name: string, b: WriteBreakdown, figures: RunFigures): string {
  const rows = [
    ['main-loop requests', String(b.calls)],
    ['written to the cache', `${tokens(b.written)} (${usd(b.writeUsd)})`],
    ['… distinct content (first time sent)', tokens(b.distinct)],
    ['… re-written (sent before, prefix changed)', tokens(b.rewritten)],
    ['read from the cache', `${tokens(b.read)} (${usd(b.readUsd)})`],
    ['uncached input', tokens(b.uncached)],
    ['billed (with output and side requests)', usd(figures.billedUsd)],
  ];
  const sources = [...b.sources].sort((x, y) => y[1] - x[1]).map(([k, v]) => [k, tokens(v)]);
  const causes = [...b.causes].sort((x, y) => y[1] - x[1]).map(([k, v]) => [k, tokens(v)]);
  return [
    `${name}\n\n${table(['30-step survey', 'tokens'], rows)}`,
    `Distinct content written, by source\n\n${table(['source', 'tokens'], sources)}`,
    causes.length > 0 ? `Re-writes, by the first block that changed\n\n${table(['first changed block', 'tokens'], causes)}` : 'No re-writes.',
  ].join('\n\n');
}

async function main(): Promise<void> {
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const session = largeSession();
  let requests: readonly RecordedRequest[] = [];
  const ours = await runOurs(session, (seen) => (requests = [...seen]));
  const oursBreakdown = breakdown(requests);
  const parts = [render('Ours (dist/index.js)', oursBreakdown, ours)];
  if (!process.argv.includes('--ours')) {
    const cli = await ensureClaudeCode(log);
    const theirs = await runClaude(cli, session, (seen) => (requests = [...seen]));
    const theirBreakdown = breakdown(requests);
    parts.push(render(`Claude Code ${cli.version}`, theirBreakdown, theirs));
    const floor = oursBreakdown.writeUsd / theirs.billedUsd;
    parts.push(
      `Ours / Claude Code: ${(ours.billedUsd / theirs.billedUsd).toFixed(3)}; ours' cache writes alone: ${floor.toFixed(3)} of Claude Code's bill (the floor of the ratio without showing the model less).`,
    );
  }
  process.stdout.write(`${parts.join('\n\n')}\n`);
}

if (process.argv[1]?.endsWith('cache-writes.js')) await main();
