export { startMcpServers, DEFAULT_CONNECT_TIMEOUT_MS } from './manager.js';
export type { McpServerStatus, McpStartResult, McpToolEntry, StartMcpOptions } from './manager.js';
export { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_MAX_RESULT_CHARS } from './adapter.js';
export { MCP_CONFIG_FILE, parseMcpConfig } from './config.js';
export type { McpConfigOptions, McpServerConfig, ParsedMcpConfig } from './config.js';
export { mcpServerPrefix, mcpToolName, normalizeNamePart } from './names.js';
export type { ToolRef } from './names.js';
export { LEGACY_VERSIONS, MODERN_VERSIONS } from './client.js';
