import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cyclesOf, folderOf, graphOf, importEdges, packageImports, sourceFiles, type ImportEdge } from './graph.js';

/** The repository's src/, from build/test/structure/ or test/structure/. */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []), 'src');

const edges = importEdges(SRC);
const crossing = (from: string, to: string): ImportEdge[] => edges.filter((e) => folderOf(e.from) === from && folderOf(e.to) === to);
const show = (list: readonly ImportEdge[]): string => list.map((e) => `${e.from} -> ${e.to}`).join('\n');

describe('the import graph of src/', () => {
  it('finds the imports it checks (the parser still reads this code base)', () => {
    assert.ok(edges.length > 300, `only ${edges.length} imports found`);
    assert.ok(
      edges.some((e) => e.from === 'action/agent-step.ts' && e.to.startsWith('session/')),
      'action/agent-step.ts -> session/ seen',
    );
  });

  it('has no cycle between folders', () => {
    assert.deepEqual(cyclesOf(graphOf(edges, folderOf)), []);
  });

  it('has no cycle between files', () => {
    assert.deepEqual(cyclesOf(graphOf(edges, (file) => file)), []);
  });

  it('agent/ imports nothing from trigger/, report/, session/, main or @actions/*', () => {
    const bad = ['trigger', 'report', 'session', 'main', 'action'].flatMap((to) => crossing('agent', to));
    assert.equal(show(bad), '');
    const actions = packageImports(SRC).filter((p) => folderOf(p.from) === 'agent' && p.spec.startsWith('@actions/'));
    assert.deepEqual(actions, []);
  });

  it("the transcript format is report/'s: only report/ imports the SDK message shapes, and agent/ builds no stream-json line", () => {
    // agent/ speaks in RunEvents and a RunOutcome (agent/events.ts, agent/outcome.ts); report/ maps them into Claude Code's lines.
    const sdkModules = sourceFiles(SRC).filter((f) => /^report\/transcript\/sdk-/.test(f));
    assert.deepEqual(sdkModules.sort(), ['report/transcript/sdk-lines.ts', 'report/transcript/sdk-messages.ts']);
    const outside = edges.filter((e) => sdkModules.includes(e.to) && folderOf(e.from) !== 'report');
    assert.equal(show(outside), '');
    // No file of agent/ spells a stream-json line or its fields (comments aside): not copied back in under another name either.
    const wire =
      /\b(session_id|parent_tool_use_id|tool_use_result|permission_denials|total_cost_usd|num_turns|terminal_reason|claude_code_version|compact_metadata)\b|\btype: '(system|user|assistant|result)'/;
    const agentFiles = sourceFiles(SRC).filter((f) => folderOf(f) === 'agent');
    const spelling = agentFiles.filter((f) => wire.test(readFileSync(path.join(SRC, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    assert.deepEqual(spelling, []);
  });

  it('tools/ never imports agent/ or session/', () => {
    assert.equal(show([...crossing('tools', 'agent'), ...crossing('tools', 'session')]), '');
  });

  it('only the step (action/) imports the composition root (session/)', () => {
    const users = edges.filter((e) => folderOf(e.to) === 'session' && folderOf(e.from) !== 'session').map((e) => e.from);
    // action/resume-step.ts builds the session's checkpoint (a saved session resumed) for agent-step.ts; agent-step.ts
    // loads the session's code and agent-run.ts (the run after the trigger, a chunk of its own: issue 37) runs it.
    assert.deepEqual([...new Set(users)].sort(), ['action/agent-run.ts', 'action/agent-step.ts', 'action/resume-step.ts']);
  });

  it('the run loads the SDK through its door: only model/sdk.ts imports @anthropic-ai/sdk for values at start', () => {
    // The build replaces model/sdk.ts's compiled module with a tree-shaken bundle (scripts/bundle-sdk.mjs); a static
    // value import elsewhere would bring the whole package back into the run's chunk. Types and lazy import()s are free.
    const STATIC = /(?:^|[;\s}])(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](@anthropic-ai\/sdk(?:\/[^'"]*)?)['"]/g;
    const users = sourceFiles(SRC).filter((f) => [...readFileSync(path.join(SRC, f), 'utf8').matchAll(STATIC)].length > 0);
    assert.deepEqual(users, ['model/sdk.ts']);
  });

  it('the run loads @actions/core through its door: only action/actions-core.ts imports it for values', () => {
    // The build replaces the door's compiled module with a bundle whose OIDC client (@actions/http-client, the npm
    // undici) is loaded by import() (scripts/bundle-core.mjs); a static value import elsewhere would evaluate them at start.
    const STATIC = /(?:^|[;\s}])(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](@actions\/core(?:\/[^'"]*)?)['"]/g;
    const users = sourceFiles(SRC).filter((f) => [...readFileSync(path.join(SRC, f), 'utf8').matchAll(STATIC)].length > 0);
    assert.deepEqual(users, ['action/actions-core.ts']);
  });

  it('report/ does not own the GitHub client and trigger/ does not reach into report/', () => {
    assert.ok(!sourceFiles(SRC).some((f) => /^report\/github-(retry|client)/.test(f)));
    assert.equal(show(crossing('trigger', 'report')), '');
  });
});

describe('the source files of src/', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

  it('are at most 400 lines each', () => {
    const long = files.filter((f) => f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) > 400).map((f) => f.file);
    assert.deepEqual(long, []);
  });

  it('use no `any`', () => {
    const withAny = files
      .filter((f) => /(:\s*any\b|<any>|\bas any\b|\bany\[\]|Array<any>)/.test(f.text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')))
      .map((f) => f.file);
    assert.deepEqual(withAny, []);
  });

  it('write process.env only where a library reads it from there', () => {
    // action/cloud-credentials.ts: the Bedrock/Vertex SDKs find their credential chain only in process.env.
    // sealed-env.ts: sealing takes the secrets out of process.env, before anything else runs.
    // sandbox/runtime.ts: @anthropic-ai/sandbox-runtime reads the sandbox's TMPDIR from CLAUDE_CODE_TMPDIR.
    // report/artifacts.ts: @actions/artifact reads the runtime token and the results URL, for the upload only.
    // action/session-store.ts: @actions/cache reads the same pair (and the service version), for its call only.
    const writers = files.filter((f) => /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/.test(f.text)).map((f) => f.file);
    assert.deepEqual(writers.sort(), ['action/cloud-credentials.ts', 'action/session-store.ts', 'report/artifacts.ts', 'sandbox/runtime.ts', 'sealed-env.ts']);
  });

  it("read process.env outside the entry points only for the runner's PATH and RUNNER_TEMP", () => {
    // Settings, secrets and the event come in once, at the entry points, and travel as values from there.
    const entry = new Set(['index.ts', 'main.ts', 'post.ts', 'post-entry.ts', 'sealed-env.ts']);
    // process/env.ts: helper processes (git) get a scrubbed copy of the sealed process.env, which holds no secret.
    // http/fetch.ts: the proxy variables, read from where undici's EnvHttpProxyAgent reads them, to load it only when one is set.
    const allowed = (file: string, use: string): boolean =>
      use === 'process.env.PATH' ||
      use === 'process.env.RUNNER_TEMP' ||
      (file === 'process/env.ts' && use === 'process.env,') ||
      (file === 'http/fetch.ts' && use === 'process.env)');
    const reads = files
      .filter((f) => !entry.has(f.file))
      .flatMap((f) =>
        [...f.text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').matchAll(/process\.env(\.\w+|\[[^\]]*\]|,|\))?/g)].map((m) => ({ file: f.file, use: m[0] })),
      )
      .filter((r) => !(r.file === 'sandbox/runtime.ts' && r.use === 'process.env.CLAUDE_CODE_TMPDIR'))
      // Its write (the cloud SDKs' credential chain) is the one sanctioned by the test above.
      .filter((r) => !(r.file === 'action/cloud-credentials.ts' && r.use === 'process.env[name]'))
      // So are the cache service's variables, set and deleted around @actions/cache's call (action/session-store.ts).
      .filter((r) => !(r.file === 'action/session-store.ts' && r.use === 'process.env[name]'))
      // Its writes (the pair @actions/artifact reads, set for the upload and deleted after) are sanctioned above.
      .filter((r) => !(r.file === 'report/artifacts.ts' && /^process\.env\.ACTIONS_(RUNTIME_TOKEN|RESULTS_URL)$/.test(r.use)))
      .filter((r) => !allowed(r.file, r.use));
    assert.deepEqual(reads, []);
  });
});

describe('the tests and the bench', () => {
  const ROOT = path.join(SRC, '..');
  // test/agent/loop.test.ts is the loop's specification, with fakes injected; every other test and every bench that
  // runs a session builds it with src/session/create-session.ts's createSession and runs it with run-session.ts's runSession.
  const wiringOf = (folder: string, exempt: (file: string) => boolean): string[] =>
    sourceFiles(path.join(ROOT, folder))
      .filter((file) => !exempt(file))
      .filter((file) => {
        const text = readFileSync(path.join(ROOT, folder, file), 'utf8');
        return (
          /\b(runLoop|sessionTools|sessionHooks|runSubagent|withDelegationTools)\b/.test(text) ||
          /from '[./]*\/src\/session\/(tools-step|hooks-step|model-step)\.js'/.test(text)
        );
      })
      .map((file) => `${folder}/${file}`);

  it("test/ runs sessions through the session factory: only the loop's own specification calls runLoop, none re-creates the session", () => {
    assert.deepEqual(
      wiringOf('test', (file) => file === 'agent/loop.test.ts' || file.startsWith('structure/')),
      [],
    );
  });

  it('bench/ builds sessions only through the session factory', () => {
    assert.deepEqual(
      wiringOf('bench', () => false),
      [],
    );
    const sessions = sourceFiles(path.join(ROOT, 'bench')).filter((file) => /\bcreateSession\(/.test(readFileSync(path.join(ROOT, 'bench', file), 'utf8')));
    assert.ok(sessions.includes('context.ts'), 'bench/context.ts builds its sessions with createSession');
  });
});

describe('demo/, bench/ and support/', () => {
  const ROOT = path.join(SRC, '..');
  it('import nothing from test/ (what they share with the tests lives in support/)', () => {
    const reaching = ['demo', 'bench', 'support'].flatMap((folder) =>
      sourceFiles(path.join(ROOT, folder)).flatMap((file) => {
        const text = readFileSync(path.join(ROOT, folder, file), 'utf8');
        const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
        return specs
          .filter((spec) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, folder, file)), spec)).split(path.sep)[0] === 'test')
          .map((spec) => `${folder}/${file} -> ${spec}`);
      }),
    );
    assert.deepEqual(reaching, []);
  });
});
