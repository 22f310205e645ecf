export { SANDBOX_MODES, applySandboxBlock, emptySandboxSettings, type SandboxMode, type SandboxSettings } from './config.js';
export { startSandbox, type SandboxStatus, type SpawnWrapper, type StartSandboxResult, type ToolSandbox, type WrappedSpawn } from './runtime.js';
export { summarizeViolations, type SandboxViolation } from './violations.js';
export { withSandboxAutoAllow } from './permissions.js';
