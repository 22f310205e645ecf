import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resultText, toolResultOf, tempRepoFor, runIn, modelFor } from '../session/harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const CREDS = '{"type":"external_account","credential_source":{"url":"https://token.actions.example/SECRET-OIDC-URL"}}\n';
const done = { content: [{ type: 'text' as const, text: 'Done.' }] };

// google-github-actions/auth writes gha-creds-*.json into the workspace; the variables that name it are hidden from
// tools, and the runner denies the file itself to every reader the agent has, whatever the mode.
for (const mode of ['dontAsk', 'acceptEdits']) {
  test(`${mode}: the credential file in the workspace is refused to Read, Edit, Grep, Glob, cat and grep -r; ordinary files still read`, async (t) => {
    const repo = await tempRepoFor(t, { 'gha-creds-1a2b.json': CREDS, 'README.md': 'SECRET-OIDC-URL is documented here\n' });
    const model = await modelFor(t, [
      turn(call('Read', { file_path: 'gha-creds-1a2b.json' }, 'toolu_read')),
      bash('cat gha-creds-1a2b.json', 'toolu_cat'),
      turn(call('Grep', { pattern: 'SECRET-OIDC-URL', output_mode: 'content' }, 'toolu_grep')),
      turn(call('Write', { file_path: 'gha-creds-1a2b.json', content: '{}' }, 'toolu_edit')),
      turn(call('Glob', { pattern: '*.json' }, 'toolu_glob')),
      turn(call('Read', { file_path: 'README.md' }, 'toolu_ok')),
      // The search the model makes when Glob and Grep are not offered (Claude Code 2.1.332): the file stays out of it too.
      bash('grep -rn token.actions .', 'toolu_bash_grep'),
      done,
    ]);
    const r = await runIn(repo, model.url, {
      // Glob and Grep named, as claude-code-action's tag mode names them: the runner offers them then, as Claude Code 2.1.332.
      inputs: { permission_mode: mode, allowed_tools: 'Glob,Grep' },
      env: { GOOGLE_APPLICATION_CREDENTIALS: path.join(repo.dir, 'gha-creds-1a2b.json'), GOOGLE_GHA_CREDS_PATH: path.join(repo.dir, 'gha-creds-1a2b.json') },
    });
    const sent = model.requests.map((req) => resultText(toolResultOf(req))).join('\n');
    assert.doesNotMatch(sent.replace(/README\.md:1:SECRET-OIDC-URL is documented here|SECRET-OIDC-URL is documented here/g, ''), /SECRET-OIDC-URL/, sent);
    // Refused in Claude Code's words, naming the runner's rule that covers the file.
    assert.match(resultText(toolResultOf(model.requests[1])), /denied by your permission settings: the deny rule "Read\(gha-creds-\*\.json\)"/);
    assert.match(resultText(toolResultOf(model.requests[3])), /README\.md/, 'Grep still finds the ordinary file');
    assert.doesNotMatch(resultText(toolResultOf(model.requests[5])), /gha-creds-1a2b\.json/, 'Glob withholds it');
    assert.match(resultText(toolResultOf(model.requests[6])), /documented here/);
    assert.doesNotMatch(resultText(toolResultOf(model.requests[7])), /example\/SECRET/, 'Bash grep -r does not show the credential file');
    assert.equal(await readFile(path.join(repo.dir, 'gha-creds-1a2b.json'), 'utf8'), CREDS, 'not overwritten');
    const denied = r.result.permission_denials.map((d) => d.tool_use_id).sort();
    for (const id of ['toolu_read', 'toolu_cat', 'toolu_edit']) assert.ok(denied.includes(id), `${id} is a denial: ${denied.join(',')}`);
    assert.match(r.result.permission_denials.find((d) => d.tool_use_id === 'toolu_read')?.reason ?? '', /credential/);
  });
}
