import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinTools } from '../../src/tools/index.js';
import type { AnyTool, Workspace } from '../../src/tools/types.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };

describe('createBuiltinTools', () => {
  let base: string;
  let ws: Workspace;
  let tools: AnyTool[];
  const byName = (n: string): AnyTool => {
    const t = tools.find((x) => x.name === n);
    assert.ok(t, n);
    return t;
  };

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'builtin-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root);
    await mkdir(ws.tempDir);
    tools = createBuiltinTools({
      workspace: ws,
      passEnv: ['DEPLOY_TOKEN'],
      baseEnv: {
        PATH: process.env.PATH,
        ANTHROPIC_API_KEY: 'sk-ant-secret',
        GITHUB_TOKEN: 'ghs_secret',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc_secret',
        ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
        INPUT_ANTHROPIC_API_KEY: 'sk-ant-secret',
        DEPLOY_TOKEN: 'kept-on-purpose',
        OTHER_TOKEN: 'dropped',
        GREETING: 'hi',
      },
      rgPath: null,
    });
  });
  after(() => rm(base, { recursive: true, force: true }));

  it('returns Claude Code tool names in a fixed order', () => {
    assert.deepEqual(
      tools.map((t) => t.name),
      ['Bash', 'Glob', 'Grep', 'Read', 'Edit', 'Write', 'NotebookEdit'],
    );
  });

  it('marks the read-only tools', () => {
    assert.deepEqual(
      tools.filter((t) => t.readOnly).map((t) => t.name),
      ['Glob', 'Grep', 'Read'],
    );
  });

  it('gives every tool an object schema whose required fields are Claude Code names', () => {
    const required = Object.fromEntries(tools.map((t) => [t.name, t.inputSchema.required]));
    assert.deepEqual(required, {
      Bash: ['command'],
      Glob: ['pattern'],
      Grep: ['pattern'],
      Read: ['file_path'],
      Edit: ['file_path', 'old_string', 'new_string'],
      Write: ['file_path', 'content'],
      NotebookEdit: ['notebook_path', 'new_source'],
    });
    for (const t of tools) {
      assert.equal(t.inputSchema.type, 'object');
      assert.ok(t.description.length > 100, `${t.name} has a real description`);
      assert.equal(t.validate({}).ok, false);
    }
    const grepProps = Object.keys(byName('Grep').inputSchema.properties as object);
    assert.deepEqual(grepProps, [
      'pattern',
      'path',
      'glob',
      'type',
      'output_mode',
      '-i',
      '-n',
      '-A',
      '-B',
      '-C',
      'context',
      '-o',
      'head_limit',
      'offset',
      'multiline',
    ]);
  });

  it('gives Bash a scrubbed environment that keeps pass_env names', async () => {
    const bash = byName('Bash');
    const v = bash.validate({ command: 'env' });
    assert.ok(v.ok);
    const r = await bash.execute(v.value, ctx);
    assert.equal(r.isError, false);
    for (const secret of ['sk-ant-secret', 'ghs_secret', 'oidc_secret', 'ANTHROPIC_API_KEY', 'GITHUB_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST', 'OTHER_TOKEN']) {
      assert.ok(!r.content.includes(secret), `${secret} leaked`);
    }
    assert.match(r.content, /^DEPLOY_TOKEN=kept-on-purpose$/m);
    assert.match(r.content, /^GREETING=hi$/m);
  });

  it('honours rgPath: null (the JavaScript engine)', async () => {
    await writeFile(join(ws.root, 'a.txt'), 'needle\n');
    const grep = byName('Grep');
    const v = grep.validate({ pattern: 'needle' });
    assert.ok(v.ok);
    const r = await grep.execute(v.value, ctx);
    assert.equal(r.details?.engine, 'js');
    assert.equal(r.content, 'Found 1 file\na.txt');
  });
});
