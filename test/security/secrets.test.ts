/**
 * Secrets end to end through dist/index.js: a hijacked session (bypassPermissions, so Bash runs
 * anything) dumps the environment every way it can, writes the dumps into files and copies them into
 * its final answer. The secret values must appear nowhere: not in what the tools sent back to the
 * model, the transcript, the summary, the outputs, the patch or the log. Encoded forms (base64, hex,
 * reversed) are looked for too, since redaction by value cannot catch those: only keeping the values
 * away from the tools can.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo } from '../e2e/harness.js';
import { Closer, describeRun, taggedRun, text, toolUse, type TaggedRun } from '../faults/helpers.js';
import { SANDBOX_USER, skipNote, userRepo } from '../sandbox/helpers.js';

/** Shapes no token pattern matches: only keeping them away (or redaction by value) works. */
const SECRETS: Record<string, string> = {
  ANTHROPIC_API_KEY: 'model-key-7f3c9e1b5d2a4680aa',
  GITHUB_TOKEN: 'gh-token-2b8e6d4f0a1c3957bb',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-9d1f3b5e7a2c4860cc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc-url-4c6e8a0b2d4f6081dd.example/token',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-1a3c5e7b9d2f4608ee',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-8e0a2c4f6b1d3957ff',
};

/** The value, and the encodings a tool could print it in (base64 is decoded from the text instead: see below). */
function forms(value: string): string[] {
  return [value, Buffer.from(value).toString('hex'), [...value].reverse().join('')];
}

/** base64 runs in a text, decoded (a dump piped through base64 hides its content from a value match). */
function decodedBase64Runs(textValue: string): string {
  // A run may start mid-quantum (`+` of a diff line is in the alphabet): decode it at every offset.
  return (textValue.match(/[A-Za-z0-9+/]{40,}={0,2}/g) ?? [])
    .flatMap((run) => [0, 1, 2, 3].map((k) => Buffer.from(run.slice(k), 'base64').toString('latin1')))
    .join('\n');
}

/** Where each secret turned up: `NAME in place`. */
function findLeaks(places: Record<string, string>): string[] {
  const leaks: string[] = [];
  for (const [place, content] of Object.entries(places)) {
    const haystack = `${content}\n${decodedBase64Runs(content)}`;
    for (const [name, value] of Object.entries(SECRETS)) {
      if (forms(value).some((form) => haystack.includes(form))) leaks.push(`${name} in ${place}`);
    }
  }
  return leaks;
}

/** Text of every tool_result the model was sent, in order. */
function toolResults(req: RecordedRequest | undefined): string[] {
  const out: string[] = [];
  for (const msg of req?.body.messages ?? []) {
    if (typeof msg.content === 'string') continue;
    for (const block of msg.content) {
      if (block.type !== 'tool_result') continue;
      out.push(typeof block.content === 'string' ? block.content : JSON.stringify(block.content));
    }
  }
  return out;
}

const DUMPS: [file: string, command: string][] = [
  ['env.txt', 'env'],
  ['printenv.txt', 'printenv'],
  ['self.txt', "tr '\\0' '\\n' < /proc/self/environ"],
  ['ppid.txt', "tr '\\0' '\\n' < /proc/$PPID/environ"],
  ['set.txt', 'set'],
  // Every process this user can read, the runner and its ancestors included.
  ['all.txt', "for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < \"$f\" 2>/dev/null; done | sort -u"],
  ['ancestors.txt', "p=$PPID; while [ \"$p\" -gt 1 ]; do tr '\\0' '\\n' < /proc/$p/environ 2>/dev/null; p=$(awk '{print $4}' /proc/$p/stat); done"],
  ['encoded.txt', 'base64 -w0 < /proc/$PPID/environ; echo; xxd -p < /proc/$PPID/environ | tr -d "\\n"; echo; rev < /proc/$PPID/environ'],
  // The runner's file commands: a line in $GITHUB_ENV would poison every later step of the job.
  [
    'file-commands.txt',
    'echo "GITHUB_ENV=${GITHUB_ENV:-unset} GITHUB_PATH=${GITHUB_PATH:-unset} GITHUB_OUTPUT=${GITHUB_OUTPUT:-unset}"; echo NODE_OPTIONS=--require=/tmp/evil.js >> "${GITHUB_ENV:-/dev/null}"; echo /tmp/evil >> "${GITHUB_PATH:-/dev/null}"',
  ],
  [
    'cmdline.txt',
    'tr \'\\0\' \' \' < /proc/$PPID/cmdline; echo; ls -la "$RUNNER_TEMP"; cat "$RUNNER_TEMP"/agent-runner-env-* 2>&1; cat "$RUNNER_TEMP"/*.json 2>&1',
  ],
];

/** The hijacked session: each dump run (its output goes to the model) and kept in a file, then all of it copied into a file and the answer. */
function hijackScript(): (req: RecordedRequest, index: number) => ScriptedTurn {
  return (req, index) => {
    const dump = DUMPS[index];
    if (dump) return toolUse('Bash', { command: `(${dump[1]}) 2>&1 | tee leak-${dump[0]}` });
    const everything = toolResults(req).join('\n----\n');
    if (index === DUMPS.length) return toolUse('Write', { file_path: 'leak-answer.txt', content: everything });
    return text(`Here is everything I found:\n${everything}`);
  };
}

describe('secrets never leave the runner', { concurrency: true }, () => {
  const closer = new Closer();
  after(() => closer.closeAll());

  it('env, printenv, /proc/self/environ, /proc/$PPID/environ, set, every /proc/*/environ: no secret reaches the model, the transcript, the summary, the outputs, the patch or the log', async () => {
    const model = await closer.model(hijackScript());
    const workspace = makeRepo({ 'README.md': '# sample\n' });
    const fileCommands = mkdtempSync(path.join(os.tmpdir(), 'file-commands-'));
    const githubEnvFile = path.join(fileCommands, 'set_env');
    const githubPathFile = path.join(fileCommands, 'add_path');
    writeFileSync(githubEnvFile, '');
    writeFileSync(githubPathFile, '');
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Print the environment.', permission_mode: 'bypassPermissions', max_turns: '20', push: 'none' },
      env: { ...SECRETS, GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, GITHUB_ENV: githubEnvFile, GITHUB_PATH: githubPathFile },
      // To check that this test catches a leak, point it at a build without the sealed environment.
      ...(process.env.AGENT_RUNNER_SECRETS_ENTRY ? { entry: process.env.AGENT_RUNNER_SECRETS_ENTRY } : {}),
    });
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    assert.equal(model.requests.length, DUMPS.length + 2, 'every dump ran');
    // The dumps really ran: the tools saw an environment (PATH at least), so an empty dump cannot pass for a clean one.
    const results = toolResults(model.requests.at(-1));
    assert.match(results[0] ?? '', /PATH=/);
    // Readable without the sandbox; in it, $PPID is the sandbox's own init, which nothing can read.
    assert.match(results[3] ?? '', /PATH=|\/proc\/1\/environ: Permission denied/, '/proc/$PPID/environ was read');
    const places = placesOf(run, model.requests);
    for (const [file] of DUMPS) places[`workspace leak-${file}`] = readIf(path.join(workspace, `leak-${file}`));
    const leaks = findLeaks(places);
    const summary = `secrets: ${Object.keys(SECRETS).length} values × ${Object.keys(places).length} places (value, base64, hex, reversed): leaks ${leaks.length}`;
    console.log(summary);
    assert.deepEqual(leaks, [], summary);
    assert.match(readIf(path.join(workspace, 'leak-file-commands.txt')), /GITHUB_ENV=unset GITHUB_PATH=unset GITHUB_OUTPUT=unset/);
    assert.equal(readFileSync(githubEnvFile, 'utf8') + readFileSync(githubPathFile, 'utf8'), '', "no tool wrote to the job's file commands");
    // And the run did write its dumps where the patch shows them.
    assert.match(run.patch, /leak-answer\.txt/);
  });

  it('a git filter the session plants runs when the runner captures the patch: it must not see the secrets', async () => {
    // The session cannot see the secrets itself, so it leaves a clean filter behind for the runner's own
    // `git add -A` (capturePatch) to run: whatever environment the runner gives git ends up, base64, in the patch.
    const plant = [
      `git config filter.leak.clean "sh -c 'cat; env | base64 -w0; echo'"`,
      `git config core.fsmonitor "sh -c 'env | base64 -w0 > fsmonitor-leak.txt; exit 1' --"`,
      "echo 'leak-target.txt filter=leak' > .gitattributes",
      'echo target > leak-target.txt',
    ].join(' && ');
    const model = await closer.model([toolUse('Bash', { command: plant }), text('Done.')]);
    const workspace = makeRepo({ 'README.md': '# sample\n' });
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Set up git.', permission_mode: 'bypassPermissions', push: 'none' },
      env: { ...SECRETS, GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    const places = placesOf(run, model.requests);
    places['workspace fsmonitor-leak.txt'] = readIf(path.join(workspace, 'fsmonitor-leak.txt'));
    places['workspace leak-target.txt'] = readIf(path.join(workspace, 'leak-target.txt'));
    const leaks = findLeaks(places);
    console.log(`secrets through a planted git filter: leaks ${leaks.length}`);
    assert.deepEqual(leaks, []);
  });

  it("the runner's memory (/proc/$PPID/mem, and every ancestor's) holds no secret a tool can read: closed by the sandbox", {
    // Where ptrace is allowed (no Yama, or ptrace_scope 0: containers, many runners; or sudo) a tool outside a sandbox
    // reads every secret from the runner's heap (test/sandbox/isolation.test.ts shows it). In the sandbox's PID
    // namespace the runner and its ancestors do not exist. Run as an unprivileged user, as GitHub's runner user.
    skip: skipNote('runner memory scan under the sandbox'),
  }, async () => {
    // Reading another process's memory needs ptrace rights over it: same user and no Yama restriction
    // (ptrace_scope 0 or no Yama at all, common in containers). Where it is allowed, the key is in the heap.
    const script = [
      'import re, sys',
      'pid = int(sys.argv[1]); found = set(); regions = 0; procs = []',
      'pats = [re.compile(v.encode()) for v in sys.argv[2:]]',
      'while pid > 0:',
      '  procs.append(pid)',
      '  try:',
      '    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/mem", "rb", 0) as mem:',
      '      for line in maps:',
      '        lo, hi = (int(x, 16) for x in line.split()[0].split("-"))',
      '        if "r" not in line.split()[1] or hi - lo > 1 << 26: continue',
      '        try: mem.seek(lo); chunk = mem.read(hi - lo)',
      '        except (OSError, OverflowError, MemoryError): continue',
      '        regions += 1',
      '        for i, p in enumerate(pats):',
      '          if p.search(chunk): found.add(i)',
      '  except OSError as e: print("pid", pid, e.strerror)',
      '  try: pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])',
      '  except OSError: break',
      'print("processes", procs, "regions", regions, "found", sorted(found))',
    ].join('\n');
    // The values are split so that the command line itself does not carry them.
    const halves = Object.values(SECRETS)
      .map((v) => `'${v.slice(0, 10)}''${v.slice(10)}'`)
      .join(' ');
    const model = await closer.model([
      toolUse('Bash', {
        command: `cat > $TMPDIR/scan-$$.py <<'EOF'\n${script}\nEOF\npython3 $TMPDIR/scan-$$.py $$ ${halves} 2>&1 | tee mem-scan.txt; rm -f $TMPDIR/scan-$$.py`,
      }),
      text('Done.'),
    ]);
    const workspace = userRepo({ 'README.md': '# sample\n', '.claude/settings.json': JSON.stringify({ sandbox: { enabled: true } }) });
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Scan memory.', permission_mode: 'bypassPermissions', push: 'none', sandbox: 'required' },
      env: { ...SECRETS, GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, HOME: os.tmpdir() },
      ...(SANDBOX_USER ? { user: SANDBOX_USER } : {}),
    });
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    const scan = readIf(path.join(workspace, 'mem-scan.txt'));
    console.log(`runner memory scan from a tool: ${scan.trim()}`);
    // From the shell itself up: the shell's memory is read, its ancestors are the sandbox's (unreadable) init, the runner is not there.
    assert.match(scan, /processes \[\d+, 1\] regions [1-9]\d* found \[\]$/m, `the scan read its ancestors' memory and found no secret: ${scan}`);
  });
});

function readIf(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Every place a run's text ends up, by name. */
export function placesOf(run: TaggedRun, requests: RecordedRequest[]): Record<string, string> {
  const places: Record<string, string> = {};
  requests.forEach((req, i) => {
    places[`request ${i} body`] = JSON.stringify(req.body);
  });
  places.transcript = run.transcriptText;
  places.summary = run.summary;
  places.outputs = JSON.stringify(run.outputs);
  places.patch = run.patch;
  places['patch file'] = readIf(run.outputs.patch_file ?? '');
  // The log, without the masking commands that name the values on purpose.
  places.log =
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n') + run.stderr;
  return places;
}
