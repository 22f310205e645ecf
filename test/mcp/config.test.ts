import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandVars, parseMcpConfig, type McpServerConfig } from '../../src/mcp/config.js';
import { serverEnv } from '../../src/mcp/server-env.js';
import { tempDir } from './helpers.js';

const env: NodeJS.ProcessEnv = {
  PATH: '/usr/bin',
  HOME: '/home/runner',
  DB_HOST: 'db.local',
  EMPTY: '',
  SERVICE_TOKEN: 'svc',
  GITHUB_TOKEN: 'ghs_secret',
  ANTHROPIC_API_KEY: 'sk-ant-secret',
};

function only(servers: McpServerConfig[], name: string): McpServerConfig {
  const s = servers.find((x) => x.name === name);
  assert.ok(s, `server ${name} parsed`);
  return s;
}

describe('MCP config', () => {
  it('expands ${VAR} and ${VAR:-default} in command, args, env, url and headers', () => {
    const fileText = JSON.stringify({
      mcpServers: {
        db: { command: '${HOME}/bin/db', args: ['--host', '${DB_HOST}', '--port=${DB_PORT:-5432}'], env: { MODE: '${EMPTY:-fallback}', RAW: 'x' } },
        web: { type: 'http', url: 'http://${DB_HOST}:${WEB_PORT:-8080}/mcp', headers: { 'X-Host': '${DB_HOST}' } },
      },
    });
    const parsed = parseMcpConfig({ fileText, cwd: '/', env });
    assert.deepEqual(parsed.errors, []);
    assert.deepEqual(parsed.failed, []);
    assert.deepEqual(only(parsed.servers, 'db'), {
      name: 'db',
      source: '.mcp.json',
      type: 'stdio',
      command: '/home/runner/bin/db',
      args: ['--host', 'db.local', '--port=5432'],
      env: { MODE: 'fallback', RAW: 'x' },
    });
    assert.deepEqual(only(parsed.servers, 'web'), {
      name: 'web',
      source: '.mcp.json',
      type: 'http',
      url: 'http://db.local:8080/mcp',
      headers: { 'X-Host': 'db.local' },
    });
  });

  it('an unset variable without default fails that server, naming file, server and field', () => {
    const fileText = JSON.stringify({
      mcpServers: {
        bad: { command: 'x', env: { URL: '${MISSING_VAR}' } },
        good: { command: 'y' },
      },
    });
    const parsed = parseMcpConfig({ fileText, cwd: '/', env });
    assert.equal(parsed.servers.length, 1);
    assert.equal(parsed.failed.length, 1);
    const err = parsed.failed[0]?.error ?? '';
    assert.match(err, /\.mcp\.json/);
    assert.match(err, /server 'bad'/);
    assert.match(err, /env\.URL/);
    assert.match(err, /\$\{MISSING_VAR\} is not set/);
  });

  it("never expands the runner's credentials unless pass_env allows them", () => {
    const fileText = JSON.stringify({
      mcpServers: {
        gh: { type: 'http', url: 'https://example.invalid/mcp', headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } },
        key: { command: 'x', args: ['${ANTHROPIC_API_KEY:-none}'] },
      },
    });
    const parsed = parseMcpConfig({ fileText, cwd: '/', env });
    assert.match(parsed.failed.find((f) => f.name === 'gh')?.error ?? '', /headers\.Authorization: \$\{GITHUB_TOKEN\} is a credential/);
    // With a default, a hidden credential reads as unset: the default is used, never the secret.
    const key = only(parsed.servers, 'key');
    assert.equal(key.type === 'stdio' && key.args[0], 'none');

    const allowed = parseMcpConfig({ fileText, cwd: '/', env, passEnv: ['GITHUB_TOKEN'] });
    const gh = only(allowed.servers, 'gh');
    assert.equal(gh.type === 'http' && gh.headers.Authorization, 'Bearer ghs_secret');
  });

  it('rejects malformed references instead of passing them on', () => {
    assert.throws(() => expandVars('a ${1BAD} b', {}, {}), /malformed variable reference/);
    assert.throws(() => expandVars('${UNCLOSED', {}, {}), /malformed/);
    assert.equal(expandVars('$HOME and $', { HOME: '/h' }, {}), '$HOME and $');
  });

  it('reports malformed entries by field and still parses the others', () => {
    const fileText = JSON.stringify({
      mcpServers: {
        noCommand: { args: ['x'] },
        badArgs: { command: 'x', args: 'not-an-array' },
        numArg: { command: 'x', args: [1] },
        ws: { type: 'ws', url: 'ws://127.0.0.1:1/' },
        badSse: { type: 'sse', url: 'not a url' },
        badUrl: { type: 'http', url: 'not a url' },
        notObject: 'oops',
        fine: { command: 'ok' },
      },
    });
    const parsed = parseMcpConfig({ fileText, cwd: '/', env });
    assert.deepEqual(
      parsed.servers.map((s) => s.name),
      ['fine'],
    );
    assert.deepEqual(
      parseMcpConfig({
        fileText: JSON.stringify({ mcpServers: { legacy: { type: 'sse', url: 'https://mcp.example/sse', headers: { 'X-Team': 'ci' } } } }),
        cwd: '/',
        env,
      }).servers,
      [{ name: 'legacy', source: '.mcp.json', type: 'sse', url: 'https://mcp.example/sse', headers: { 'X-Team': 'ci' } }],
    );
    const byName = Object.fromEntries(parsed.failed.map((f) => [f.name, f.error]));
    assert.match(byName.noCommand ?? '', /server 'noCommand': command must be/);
    assert.match(byName.badArgs ?? '', /args must be an array/);
    assert.match(byName.numArg ?? '', /args\[0\] must be a string/);
    assert.match(byName.ws ?? '', /type must be "stdio", "http" or "sse", not "ws"/);
    assert.match(byName.badSse ?? '', /url is not a valid URL/);
    assert.match(byName.badUrl ?? '', /url is not a valid URL/);
    assert.match(byName.notObject ?? '', /must be an object/);
  });

  it('a malformed file is an error naming it; the mcp_config input still applies and wins', () => {
    const parsed = parseMcpConfig({ fileText: '{ not json', cwd: '/', env, input: '{"mcpServers":{"a":{"command":"from-input"}}}' });
    assert.equal(parsed.errors.length, 1);
    assert.match(parsed.errors[0] ?? '', /^\.mcp\.json: not valid JSON/);
    assert.equal(only(parsed.servers, 'a').source, 'the mcp_config input');

    const merged = parseMcpConfig({
      fileText: '{"mcpServers":{"a":{"command":"from-file"},"b":{"command":"b"}}}',
      cwd: '/',
      env,
      input: '{"mcpServers":{"a":{"command":"from-input"}}}',
    });
    const a = only(merged.servers, 'a');
    assert.equal(a.type === 'stdio' && a.command, 'from-input');
    assert.ok(merged.servers.some((s) => s.name === 'b'));
  });

  it('reads mcp_config as a path relative to the working directory', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'mcp.json'), '{"mcpServers":{"p":{"command":"from-path"}}}');
    const parsed = parseMcpConfig({ cwd: dir, env, input: 'mcp.json' });
    assert.equal(only(parsed.servers, 'p').source, 'mcp.json');
    const missing = parseMcpConfig({ cwd: dir, env, input: 'nope.json' });
    assert.match(missing.errors[0] ?? '', /mcp_config: cannot read nope\.json: ENOENT/);
    const noServers = parseMcpConfig({ cwd: dir, env, fileText: '{"servers":{}}' });
    assert.match(noServers.errors[0] ?? '', /"mcpServers" object/);
  });

  it('gives servers PATH and HOME plus their configured env, nothing else', () => {
    const out = serverEnv(env, { EXTRA: '1' });
    assert.deepEqual(out, { PATH: '/usr/bin', HOME: '/home/runner', EXTRA: '1' });
  });
});
