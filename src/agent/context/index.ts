export { COMPACT_MARKER, COMPACT_PROMPT, compactHistory, continuationMessage, lastTurn, type CompactArgs, type CompactResult } from './compact.js';
export { ReadTracker, pointerText, withContextTools, withReadDedupe, withWriteInvalidation, type FileReadCount, type ReadRecord } from './dedupe.js';
export { approxTokens, describeCall } from './history.js';
export { CONTEXT_DEFAULTS, ContextManager, type ContextOptions, type ContextTuning, type PreCompactInfo } from './manager.js';
export type { ContextCall, ContextPort } from './port.js';
export { ContextStatsCollector, formatContextMarkdown, sparkline, type ContextCallStat, type ContextStats } from './stats.js';
export { isStub, stubStaleResults, stubText, type StubOptions, type StubOutcome } from './stub.js';
