import type { EventSink } from '../agent/events.js';
import type { SandboxStatus, startSandbox, ToolSandbox } from '../sandbox/index.js';
import type { Settings } from '../settings.js';
import type { SessionConfiguration } from './configuration.js';

/** The session's sandbox: Bash, hooks and stdio MCP servers run inside `tools` when there is one; the status goes into the result. */
export interface SessionSandbox {
  tools?: ToolSandbox;
  status: SandboxStatus;
}

/**
 * Starts the sandbox (bubblewrap) around the tools, hooks and MCP servers, as the settings and the workflow's `sandbox`
 * input ask, and says in the log what it holds. A sandbox that was asked for and cannot start is `error`.
 */
export async function startSessionSandbox(inputs: {
  start: typeof startSandbox;
  settings: Settings;
  configuration: SessionConfiguration;
  runDir: string;
  /** Before the sandbox library runs anything of its own. */
  beforeFirstProcess: () => Promise<void>;
  emit: EventSink;
}): Promise<{ ok: true; sandbox: SessionSandbox } | { ok: false; error: string }> {
  const { settings, configuration, emit } = inputs;
  const sandbox = await inputs.start({
    mode: settings.sandbox,
    settings: configuration.repo.settings.sandbox,
    cwd: configuration.cwd,
    runDir: inputs.runDir,
    allowRules: configuration.policy.allow,
    extraRoots: configuration.sandboxRoots.extra,
    denyRead: configuration.sandboxRoots.denyRead,
    onLog: (line, level) => emit({ kind: 'log', level, text: `sandbox: ${line}` }),
    beforeFirstProcess: inputs.beforeFirstProcess,
  });
  for (const line of sandbox.log) emit({ kind: 'log', level: 'info', text: `sandbox: ${line}` });
  if (!sandbox.ok) return sandbox;
  const { status } = sandbox;
  if (status.enabled) {
    const hosts = status.allowedDomains?.length ? status.allowedDomains.join(', ') : 'none';
    emit({
      kind: 'log',
      level: 'info',
      text: `Sandbox on: Bash, hooks and stdio MCP servers run in bubblewrap; writable: ${(status.allowWrite ?? []).join(', ')}; network: ${hosts}`,
    });
  } else {
    emit({
      kind: 'log',
      level: settings.sandbox === 'off' ? 'info' : 'warning',
      text: `Not sandboxed: ${status.reason ?? 'unknown reason'}. Bash, hooks and MCP servers run as the runner's user.`,
    });
  }
  return { ok: true, sandbox: { ...(sandbox.sandbox ? { tools: sandbox.sandbox } : {}), status } };
}
