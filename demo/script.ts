import type { ScriptedTurn } from '../support/scripted-model/scripted-model.js';

/**
 * The demo's scripted session on demo/sample-repo: look around, read the code, see the test fail,
 * fix the bug, see the test pass, answer. Realistic usage numbers come from the scripted server.
 */
export function demoScript(): ScriptedTurn[] {
  return [
    {
      content: [
        { type: 'thinking', thinking: 'I should find the source files and the test first.', signature: 'demo-signature-1' },
        { type: 'text', text: "I'll look at the project layout first." },
        // Files are found through Bash, as Claude Code 2.1.332 finds them (it offers no Glob tool unless asked to).
        { type: 'tool_use', name: 'Bash', input: { command: 'find . -name "*.js" -not -path "./node_modules/*"', description: 'List the sources' } },
      ],
    },
    {
      content: [
        { type: 'tool_use', name: 'Read', input: { file_path: 'src/math.js' } },
        { type: 'tool_use', name: 'Read', input: { file_path: 'test.js' } },
      ],
    },
    { content: [{ type: 'tool_use', name: 'Bash', input: { command: 'node test.js', description: 'Run the tests' } }] },
    {
      content: [
        { type: 'text', text: '`add` subtracts instead of adding. Fixing it.' },
        { type: 'tool_use', name: 'Edit', input: { file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' } },
      ],
    },
    { content: [{ type: 'tool_use', name: 'Bash', input: { command: 'node test.js', description: 'Run the tests again' } }] },
    {
      content: [
        {
          type: 'text',
          text: 'Fixed `add` in `src/math.js`: it returned `a - b` instead of `a + b`. `node test.js` now passes (`all tests passed`).',
        },
      ],
    },
  ];
}

/**
 * `npm run demo`'s story: the same task, with one call the workflow's rules do not allow (`npm test`: only
 * `Bash(node test.js)` is), so the run shows a denial and the rule that would allow it.
 */
export function demoStory(): ScriptedTurn[] {
  const [look, read, ...rest] = demoScript();
  const denied: ScriptedTurn = {
    content: [
      { type: 'text', text: "Let me run the project's test script." },
      { type: 'tool_use', name: 'Bash', input: { command: 'npm test', description: 'Run the test script' } },
    ],
  };
  return [look, read, denied, ...rest].filter((turn): turn is ScriptedTurn => turn !== undefined);
}
