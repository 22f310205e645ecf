import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Type-checks transcripts against the types of @anthropic-ai/claude-agent-sdk, the types dashboards
 * and scripts are written against: each line must be an `SDKMessage`; each result's `usage`,
 * `modelUsage` and `terminal_reason` must be the SDK's; each successful tool result's
 * `tool_use_result` must be the SDK's output shape for that tool. Extra fields are allowed (ours,
 * documented, and Claude Code writes fields its types leave out too); missing or mistyped ones are
 * not. The project's own tsc does the checking, over a generated file.
 */

const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'action.yml'))) dir = path.dirname(dir);
  return dir;
})();

/** The SDK's output type of each built-in tool whose results we check. */
const TOOL_OUTPUT_TYPES: Record<string, string> = {
  Read: 'FileReadOutput',
  Edit: 'FileEditOutput',
  Write: 'FileWriteOutput',
  Bash: 'BashOutput',
  Glob: 'GlobOutput',
  Grep: 'GrepOutput',
  Agent: 'AgentOutput',
  TaskCreate: 'TaskCreateOutput',
  TaskGet: 'TaskGetOutput',
  TaskList: 'TaskListOutput',
  TaskUpdate: 'TaskUpdateOutput',
  TodoWrite: 'TodoWriteOutput',
  AskUserQuestion: 'AskUserQuestionOutput',
  WebFetch: 'WebFetchOutput',
  WebSearch: 'WebSearchOutput',
};

type Line = Record<string, unknown>;

interface Check {
  /** Where the value came from, for the error message. */
  label: string;
  type: string;
  value: unknown;
}

/** The checks one transcript implies. */
export function checksFor(label: string, transcript: readonly Line[]): Check[] {
  const checks: Check[] = [];
  const toolNames = new Map<string, string>();
  transcript.forEach((line, i) => {
    const at = `${label}, line ${i + 1} (${String(line.type)}${typeof line.subtype === 'string' ? `/${line.subtype}` : ''})`;
    checks.push({ label: at, type: 'SDKMessage', value: line });
    const message = line.message as { content?: unknown } | undefined;
    const blocks = Array.isArray(message?.content) ? (message.content as Record<string, unknown>[]) : [];
    if (line.type === 'assistant') {
      for (const block of blocks) if (block.type === 'tool_use') toolNames.set(String(block.id), String(block.name));
    }
    if (line.type === 'user' && 'tool_use_result' in line) {
      const result = blocks.find((block) => block.type === 'tool_result');
      const tool = result ? toolNames.get(String(result.tool_use_id)) : undefined;
      const outputType = tool !== undefined ? TOOL_OUTPUT_TYPES[tool] : undefined;
      if (result && outputType && result.is_error !== true)
        checks.push({ label: `${at} tool_use_result of ${tool}`, type: outputType, value: line.tool_use_result });
    }
    if (line.type === 'result') {
      checks.push({ label: `${at} usage`, type: 'NonNullableUsage', value: line.usage });
      checks.push({ label: `${at} modelUsage`, type: 'Record<string, ModelUsage>', value: line.modelUsage });
      checks.push({ label: `${at} terminal_reason`, type: 'TerminalReason', value: line.terminal_reason });
      checks.push({ label: `${at} permission_denials`, type: 'SDKPermissionDenial[]', value: line.permission_denials });
    }
  });
  return checks;
}

/** Runs tsc over the checks; resolves to the errors, each naming the transcript line it is about. */
export async function typeCheck(checks: readonly Check[]): Promise<string[]> {
  if (checks.length === 0) return [];
  const root = path.join(PROJECT_ROOT, 'build', 'sdk-typecheck');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, 'run-'));
  const lines = [
    "import type { SDKMessage, NonNullableUsage, ModelUsage, TerminalReason, SDKPermissionDenial } from '@anthropic-ai/claude-agent-sdk';",
    `import type { ${[...new Set(Object.values(TOOL_OUTPUT_TYPES))].join(', ')} } from '@anthropic-ai/claude-agent-sdk/sdk-tools';`,
    // `as const` keeps the literal types the unions discriminate on; Mutable undoes its readonly.
    'type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };',
    'declare function is<T>(value: T): void;',
  ];
  const labels = new Map<number, string>();
  checks.forEach((check, i) => {
    labels.set(lines.length + 1, check.label);
    labels.set(lines.length + 2, check.label);
    lines.push(`const v${i} = ${JSON.stringify(check.value ?? null)} as const;`);
    lines.push(`is<${check.type}>(v${i} as Mutable<typeof v${i}>);`);
  });
  writeFileSync(path.join(dir, 'check.ts'), lines.join('\n') + '\n');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2023',
        lib: ['es2023'],
        skipLibCheck: true,
        types: ['node'],
      },
      files: ['check.ts'],
    }),
  );
  const tsc = path.join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', dir], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    rmSync(dir, { recursive: true, force: true });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error);
    const errors: string[] = [];
    for (const chunk of output.split(/\n(?=check\.ts\(|error )/)) {
      const match = /^check\.ts\((\d+),\d+\): ([\s\S]*)$/.exec(chunk.trim());
      const label = match ? labels.get(Number(match[1])) : undefined;
      errors.push(label !== undefined && match ? `${label}: ${match[2]}` : chunk.trim());
    }
    return errors
      .filter((text) => text !== '')
      .map((text) => (text.length > 1500 ? `${text.slice(0, 1500)}…` : text))
      .concat(`(generated file: ${dir}/check.ts)`);
  }
}

const recorded: { label: string; transcript: Line[] }[] = [];

/** Remembers an e2e run's transcript; every one recorded by a test file is checked after its tests. */
export function recordTranscript(label: string, transcript: readonly Line[]): void {
  recorded.push({ label, transcript: [...transcript] });
}

// Only under the test runner (which sets NODE_TEST_CONTEXT in each file's process): the demo imports the harness too.
if (process.env.NODE_TEST_CONTEXT !== undefined)
  after(async () => {
    const checks = recorded.flatMap((run, i) => checksFor(`run ${i + 1} (${run.label})`, run.transcript));
    const errors = await typeCheck(checks);
    if (errors.length > 0) throw new Error(`Transcripts do not type-check against @anthropic-ai/claude-agent-sdk:\n${errors.join('\n')}`);
  });
