/**
 * The program that runs a workflow script (`.claude/workflows/*.js`, or one the model wrote) in a process of its own,
 * started by workflow-host.ts with `node --permission --disallow-code-generation-from-strings -e` inside the tool
 * sandbox and an environment with no secret in it. The script itself runs in a `node:vm` context holding only the
 * workflow API (`agent`, `parallel`, `pipeline`, `phase`, `log`, `args`, `budget`, `workflow`), as Claude Code runs it:
 * no `process`, `require`, `fetch` or `import()`, no code from strings, and `Date.now()`, an argument-less `new Date()`
 * and `Math.random()` throw (Claude Code refuses them so that a run can be resumed).
 *
 * The vm is not the boundary: the process is. Node's permission model denies it every file read and write, child
 * processes, workers and addons; the sandbox (when on) fences its network and files as Bash's; its environment holds
 * nothing of the runner's. It talks to the runner over stdin and stdout, one JSON message a line:
 * in `{t:'start', script, args}`, `{t:'reply', id, ok, json|error}`; out `{t:'agent', id, prompt, opts}`, `{t:'log', text}`,
 * `{t:'phase', title}`, `{t:'done', json}`, `{t:'fail', error}`.
 *
 * Written as plain JavaScript in a string: it is not part of the runner's bundle and must run on any Node the runner
 * has. Inside the context, values from the runner arrive as JSON text and are parsed there, so every object the
 * script sees belongs to its own realm.
 */
export const WORKFLOW_PROGRAM = String.raw`'use strict';
const vm = require('node:vm');
const out = (message) => process.stdout.write(JSON.stringify(message) + '\n');
const fail = (error) => out({ t: 'fail', error: describe(error) });
function describe(error) {
  try {
    const where = /workflow\.js:(\d+)/.exec(String(error.stack));
    return (error && error.name ? error.name + ': ' + error.message : String(error)) + (where ? ' (line ' + where[1] + ')' : '');
  } catch (e) {
    return 'the script threw a value that cannot be shown';
  }
}
let buffered = '';
let deliver;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.trim() === '') continue;
    let message;
    try { message = JSON.parse(line); } catch (e) { fail('bad message from the runner'); continue; }
    if (message.t === 'start') start(message);
    else if (message.t === 'reply' && deliver) deliver(message.id, message.ok, message.ok ? message.json : message.error);
  }
});
process.stdin.on('end', () => process.exit(process.exitCode || 0));
const PRELUDE = ${'`'}
(() => {
  const post = globalThis.__post;
  delete globalThis.__post;
  const argsJson = globalThis.__args;
  delete globalThis.__args;
  const pending = new Map();
  let next = 0;
  const deliver = (id, ok, payload) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (ok) entry.resolve(payload === undefined ? null : JSON.parse(payload));
    else entry.reject(new Error(payload));
  };
  const send = (message) => post(JSON.stringify(message));
  const agent = (prompt, opts) => {
    if (typeof prompt !== 'string') return Promise.reject(new TypeError('agent(prompt, opts?): prompt must be a string'));
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      send({ t: 'agent', id, prompt, opts: opts === undefined ? {} : JSON.parse(JSON.stringify(opts)) });
    });
  };
  const settle = (thunk) => Promise.resolve().then(thunk).catch(() => null);
  const parallel = (thunks) => {
    if (!Array.isArray(thunks)) return Promise.reject(new TypeError('parallel(thunks): pass an array of functions'));
    return Promise.all(thunks.map((t) => settle(typeof t === 'function' ? t : () => t)));
  };
  const pipeline = (items, ...stages) => {
    if (!Array.isArray(items)) return Promise.reject(new TypeError('pipeline(items, ...stages): items must be an array'));
    const run = async (item, index) => {
      let value = item;
      for (const stage of stages) value = await stage(value, item, index);
      return value;
    };
    return Promise.all(items.map((item, index) => run(item, index).catch(() => null)));
  };
  const phase = (title) => send({ t: 'phase', title: String(title) });
  const log = (...parts) => send({ t: 'log', text: parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ') });
  const workflow = () => Promise.reject(new Error('workflow() is not available in this runner: run each workflow with its own Workflow call'));
  const RealDate = Date;
  const noClock = () => { throw new Error('Date.now() / new Date() are unavailable in workflow scripts (breaks resume). Stamp results after the workflow returns, or pass timestamps via args.'); };
  globalThis.Date = new Proxy(RealDate, {
    construct(target, list, newTarget) { if (list.length === 0) noClock(); return Reflect.construct(target, list, newTarget); },
    apply() { noClock(); },
    get(target, key) { return key === 'now' ? noClock : Reflect.get(target, key); },
  });
  Math.random = () => { throw new Error('Math.random() is unavailable in workflow scripts (breaks resume): vary the agent prompt or label by index instead.'); };
  const console = { log, info: log, warn: log, error: log, debug: log };
  const budget = { total: null, spent: () => 0, remaining: () => Infinity };
  Object.assign(globalThis, { agent, parallel, pipeline, phase, log, workflow, console, budget, args: argsJson === undefined ? undefined : JSON.parse(argsJson) });
  return deliver;
})();
${'`'};
function start(message) {
  const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false }, name: 'workflow' });
  context.__post = (text) => out(JSON.parse(text));
  const timers = new Map();
  let timerId = 0;
  context.setTimeout = (fn, ms) => {
    const id = ++timerId;
    timers.set(id, setTimeout(() => { timers.delete(id); if (typeof fn === 'function') fn(); }, Number(ms) || 0));
    return id;
  };
  context.clearTimeout = (id) => { clearTimeout(timers.get(id)); timers.delete(id); };
  if (message.args !== undefined) context.__args = JSON.stringify(message.args);
  try {
    deliver = new vm.Script(PRELUDE, { filename: 'workflow-runtime.js' }).runInContext(context);
    const body = message.script.replace(/^((?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*)export\s+const\s+meta\s*=/, '$1const meta =');
    const script = new vm.Script('(async () => {\n' + body + '\n})()', { filename: 'workflow.js', lineOffset: -1 });
    Promise.resolve(script.runInContext(context)).then(
      (value) => { out({ t: 'done', json: value === undefined ? undefined : JSON.stringify(value) }); process.exit(0); },
      (error) => { fail(error); process.exit(1); },
    );
  } catch (error) {
    fail(error);
    process.exit(1);
  }
}
`;
