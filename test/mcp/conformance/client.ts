/**
 * The client under test for @modelcontextprotocol/conformance: the runner's own MCP wiring
 * (`.mcp.json` text → startMcpServers → the tools the model would see → execute), driven
 * the way the suite's reference "everything client" drives the SDK.
 *
 * The suite starts this as `<command> <server-url>` with MCP_CONFORMANCE_SCENARIO,
 * MCP_CONFORMANCE_PROTOCOL_VERSION and, for some scenarios, MCP_CONFORMANCE_CONTEXT set.
 * Exit 0 when the product did what the scenario asks, 1 with the reason on stderr otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMcpServers, type McpStartResult } from '../../../src/mcp/manager.js';
import type { AnyTool } from '../../../src/tools/types.js';

const SERVER = 'conf';

interface Context {
  name?: string;
  client_id?: string;
  client_secret?: string;
  private_key_pem?: string;
  signing_algorithm?: string;
  valid_jwt?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
}

function context(): Context {
  const raw = process.env.MCP_CONFORMANCE_CONTEXT;
  return raw ? (JSON.parse(raw) as Context) : {};
}

/**
 * The `.mcp.json` a workflow author would commit for this server. Secrets are `${VAR}`
 * references, as in a real repository; the values arrive in this process's environment.
 */
function mcpJson(url: string, scenario: string, ctx: Context, env: NodeJS.ProcessEnv): string {
  const entry: Record<string, unknown> = { type: 'http', url: '${CONFORMANCE_URL}' };
  env.CONFORMANCE_URL = url;
  if (scenario === 'auth/client-credentials-basic') {
    env.CONF_CLIENT_SECRET = ctx.client_secret ?? '';
    entry.oauth = { clientId: ctx.client_id, clientSecret: '${CONF_CLIENT_SECRET}' };
  } else if (scenario === 'auth/client-credentials-jwt') {
    env.CONF_PRIVATE_KEY = ctx.private_key_pem ?? '';
    entry.oauth = { clientId: ctx.client_id, privateKey: '${CONF_PRIVATE_KEY}', signingAlgorithm: ctx.signing_algorithm ?? 'ES256' };
  } else if (scenario === 'auth/wif-jwt-bearer') {
    // A workload identity token (as GitHub's OIDC token would be) handed over by the workflow.
    env.CONF_WORKLOAD_JWT = ctx.valid_jwt ?? '';
    entry.oauth = { clientId: ctx.client_id, assertion: '${CONF_WORKLOAD_JWT}' };
  }
  return JSON.stringify({ mcpServers: { [SERVER]: entry } });
}

function exposed(run: McpStartResult, raw: string): AnyTool {
  const name = [...run.toolTable].find(([, ref]) => ref.tool === raw)?.[0];
  const tool = run.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`tool '${raw}' is not exposed (have: ${[...run.toolTable.values()].map((r) => r.tool).join(', ')})`);
  return tool;
}

async function call(run: McpStartResult, raw: string, args: Record<string, unknown>): Promise<string> {
  const tool = exposed(run, raw);
  const result = await tool.execute(args, { signal: AbortSignal.timeout(60_000), toolUseId: `toolu_conf_${raw}` });
  const text = typeof result.content === 'string' ? result.content : JSON.stringify(result.content);
  process.stdout.write(`${raw} → ${result.isError ? 'error: ' : ''}${text.slice(0, 300)}\n`);
  return text;
}

/** What each scenario asks of a client once it is connected. */
async function exercise(scenario: string, run: McpStartResult, ctx: Context): Promise<void> {
  const raw = [...run.toolTable.values()].map((r) => r.tool);
  switch (scenario) {
    case 'initialize':
    case 'request-metadata':
    case 'json-schema-ref-no-deref':
    case 'auth/client-credentials-basic':
    case 'auth/client-credentials-jwt':
    case 'auth/wif-jwt-bearer':
      return;
    case 'json-schema-2020-12-preservation': {
      // The schema the model is shown, sent back verbatim: nothing may have been stripped.
      const focal = exposed(run, 'json_schema_2020_12_tool');
      await call(run, 'json_schema_echo', { schema: focal.inputSchema });
      return;
    }
    case 'http-custom-headers':
      for (const c of ctx.toolCalls ?? []) await call(run, c.name, c.arguments);
      return;
    case 'sep-2322-client-request-state':
      for (const name of ['test_mrtr_echo_state', 'test_mrtr_unrelated', 'test_mrtr_no_state', 'test_mrtr_no_result_type']) {
        if (raw.includes(name)) await call(run, name, {});
      }
      return;
    default:
      // tools_call, sse-retry, http-standard-headers, the invalid-header tools that survive:
      // call every tool the client kept, with the arguments the suite's tools expect.
      for (const name of raw) await call(run, name, { a: 2, b: 3 });
  }
}

async function main(): Promise<number> {
  const url = process.argv[2];
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
  if (!url || !scenario) {
    process.stderr.write('usage: MCP_CONFORMANCE_SCENARIO=<scenario> client.js <server-url>\n');
    return 2;
  }
  const ctx = context();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const tmp = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  const run = await startMcpServers({
    cwd: tmp,
    tempDir: tmp,
    env,
    configFileText: mcpJson(url, scenario, ctx, env),
    // The product's defaults (30 s to connect, 60 s a call): a loaded CI machine must not fail the suite.
  });
  try {
    for (const s of run.servers) process.stdout.write(`server ${s.name}: ${s.status} ${s.protocol ?? ''} ${s.error ?? ''}\n`);
    for (const e of run.errors) process.stdout.write(`note: ${e}\n`);
    const server = run.servers.find((s) => s.name === SERVER);
    if (server?.status !== 'connected') throw new Error(server?.error ?? 'the server did not connect');
    await exercise(scenario, run, ctx);
    return 0;
  } finally {
    await run.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`conformance client failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
