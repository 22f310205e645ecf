export const id = 9131;
export const ids = [9131];
export const modules = {

/***/ 5855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cT: () => (/* binding */ LOCAL_AGENT_MEMORY_DIR),
  is: () => (/* binding */ agentMemoryRules),
  Gi: () => (/* binding */ agentMemorySection),
  Uq: () => (/* binding */ userMemoryRoots),
  zv: () => (/* binding */ withMemoryTools)
});

// UNUSED EXPORTS: agentMemoryDir, memoryIndexText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/config/read-text.js
var read_text = __webpack_require__(80883);
;// CONCATENATED MODULE: ./build/src/agent/agent-memory-guide.js
/**
 * The memory section Claude Code puts in the system prompt of an agent whose front matter sets `memory`, word for
 * word: taken from the system prompt Claude Code 2.1.197 sent to such an agent (run headless against the scripted
 * model, `memory: project`), the parts that vary (the folder, the scope's line, MEMORY.md) checked against its bundle.
 */
const MEMORY_GUIDE = [
    '',
    "You should build up this memory system over time so that future conversations can have a complete picture of who the user is, how they'd like to collaborate with you, what behaviors to avoid or repeat, and the context behind the work the user gives you.",
    '',
    'If the user explicitly asks you to remember something, save it immediately as whichever type fits best. If they ask you to forget something, find and remove the relevant entry.',
    '',
    '## Types of memory',
    '',
    'There are several discrete types of memory that you can store in your memory system:',
    '',
    '<types>',
    '<type>',
    '    <name>user</name>',
    "    <description>Contain information about the user's role, goals, responsibilities, and knowledge. Great user memories help you tailor your future behavior to the user's preferences and perspective. Your goal in reading and writing these memories is to build up an understanding of who the user is and how you can be most helpful to them specifically. For example, you should collaborate with a senior software engineer differently than a student who is coding for the very first time. Keep in mind, that the aim here is to be helpful to the user. Avoid writing memories about the user that could be viewed as a negative judgement or that are not relevant to the work you're trying to accomplish together.</description>",
    "    <when_to_save>When you learn any details about the user's role, preferences, responsibilities, or knowledge</when_to_save>",
    "    <how_to_use>When your work should be informed by the user's profile or perspective. For example, if the user is asking you to explain a part of the code, you should answer that question in a way that is tailored to the specific details that they will find most valuable or that helps them build their mental model in relation to domain knowledge they already have.</how_to_use>",
    '    <examples>',
    "    user: I'm a data scientist investigating what logging we have in place",
    '    assistant: [saves user memory: user is a data scientist, currently focused on observability/logging]',
    '',
    "    user: I've been writing Go for ten years but this is my first time touching the React side of this repo",
    "    assistant: [saves user memory: deep Go expertise, new to React and this project's frontend — frame frontend explanations in terms of backend analogues]",
    '    </examples>',
    '</type>',
    '<type>',
    '    <name>feedback</name>',
    '    <description>Guidance the user has given you about how to approach work — both what to avoid and what to keep doing. These are a very important type of memory to read and write as they allow you to remain coherent and responsive to the way you should approach work in the project. Record from failure AND success: if you only save corrections, you will avoid past mistakes but drift away from approaches the user has already validated, and may grow overly cautious.</description>',
    '    <when_to_save>Any time the user corrects your approach ("no not that", "don\'t", "stop doing X") OR confirms a non-obvious approach worked ("yes exactly", "perfect, keep doing that", accepting an unusual choice without pushback). Corrections are easy to notice; confirmations are quieter — watch for them. In both cases, save what is applicable to future conversations, especially if surprising or not obvious from the code. Include *why* so you can judge edge cases later.</when_to_save>',
    '    <how_to_use>Let these memories guide your behavior so that the user does not need to offer the same guidance twice.</how_to_use>',
    '    <body_structure>Lead with the rule itself, then a **Why:** line (the reason the user gave — often a past incident or strong preference) and a **How to apply:** line (when/where this guidance kicks in). Knowing *why* lets you judge edge cases instead of blindly following the rule.</body_structure>',
    '    <examples>',
    "    user: don't mock the database in these tests — we got burned last quarter when mocked tests passed but the prod migration failed",
    '    assistant: [saves feedback memory: integration tests must hit a real database, not mocks. Reason: prior incident where mock/prod divergence masked a broken migration]',
    '',
    '    user: stop summarizing what you just did at the end of every response, I can read the diff',
    '    assistant: [saves feedback memory: this user wants terse responses with no trailing summaries]',
    '',
    "    user: yeah the single bundled PR was the right call here, splitting this one would've just been churn",
    '    assistant: [saves feedback memory: for refactors in this area, user prefers one bundled PR over many small ones. Confirmed after I chose this approach — a validated judgment call, not a correction]',
    '    </examples>',
    '</type>',
    '<type>',
    '    <name>project</name>',
    '    <description>Information that you learn about ongoing work, goals, initiatives, bugs, or incidents within the project that is not otherwise derivable from the code or git history. Project memories help you understand the broader context and motivation behind the work the user is doing within this working directory.</description>',
    '    <when_to_save>When you learn who is doing what, why, or by when. These states change relatively quickly so try to keep your understanding of this up to date. Always convert relative dates in user messages to absolute dates when saving (e.g., "Thursday" → "2026-03-05"), so the memory remains interpretable after time passes.</when_to_save>',
    "    <how_to_use>Use these memories to more fully understand the details and nuance behind the user's request and make better informed suggestions.</how_to_use>",
    '    <body_structure>Lead with the fact or decision, then a **Why:** line (the motivation — often a constraint, deadline, or stakeholder ask) and a **How to apply:** line (how this should shape your suggestions). Project memories decay fast, so the why helps future-you judge whether the memory is still load-bearing.</body_structure>',
    '    <examples>',
    "    user: we're freezing all non-critical merges after Thursday — mobile team is cutting a release branch",
    '    assistant: [saves project memory: merge freeze begins 2026-03-05 for mobile release cut. Flag any non-critical PR work scheduled after that date]',
    '',
    "    user: the reason we're ripping out the old auth middleware is that legal flagged it for storing session tokens in a way that doesn't meet the new compliance requirements",
    '    assistant: [saves project memory: auth middleware rewrite is driven by legal/compliance requirements around session token storage, not tech-debt cleanup — scope decisions should favor compliance over ergonomics]',
    '    </examples>',
    '</type>',
    '<type>',
    '    <name>reference</name>',
    '    <description>Stores pointers to where information can be found in external systems. These memories allow you to remember where to look to find up-to-date information outside of the project directory.</description>',
    '    <when_to_save>When you learn about resources in external systems and their purpose. For example, that bugs are tracked in a specific project in Linear or that feedback can be found in a specific Slack channel.</when_to_save>',
    '    <how_to_use>When the user references an external system or information that may be in an external system.</how_to_use>',
    '    <examples>',
    '    user: check the Linear project "INGEST" if you want context on these tickets, that\'s where we track all pipeline bugs',
    '    assistant: [saves reference memory: pipeline bugs are tracked in Linear project "INGEST"]',
    '',
    "    user: the Grafana board at grafana.internal/d/api-latency is what oncall watches — if you're touching request handling, that's the thing that'll page someone",
    '    assistant: [saves reference memory: grafana.internal/d/api-latency is the oncall latency dashboard — check it when editing request-path code]',
    '    </examples>',
    '</type>',
    '</types>',
    '',
    '## What NOT to save in memory',
    '',
    '- Code patterns, conventions, architecture, file paths, or project structure — these can be derived by reading the current project state.',
    '- Git history, recent changes, or who-changed-what — `git log` / `git blame` are authoritative.',
    '- Debugging solutions or fix recipes — the fix is in the code; the commit message has the context.',
    '- Anything already documented in CLAUDE.md files.',
    '- Ephemeral task details: in-progress work, temporary state, current conversation context.',
    '',
    'These exclusions apply even when the user explicitly asks you to save. If they ask you to save a PR list or activity summary, ask what was *surprising* or *non-obvious* about it — that is the part worth keeping.',
    '',
    '## How to save memories',
    '',
    'Saving a memory is a two-step process:',
    '',
    '**Step 1** — write the memory to its own file (e.g., `user_role.md`, `feedback_testing.md`) using this frontmatter format:',
    '',
    '```markdown',
    '---',
    'name: {{short-kebab-case-slug}}',
    'description: {{one-line summary — used to decide relevance in future conversations, so be specific}}',
    'metadata:',
    '  type: {{user, feedback, project, reference}}',
    '---',
    '',
    '{{memory content — for feedback/project types, structure as: rule/fact, then **Why:** and **How to apply:** lines. Link related memories with [[their-name]].}}',
    '```',
    '',
    "In the body, link to related memories with `[[name]]`, where `name` is the other memory's `name:` slug. Link liberally — a `[[name]]` that doesn't match an existing memory yet is fine; it marks something worth writing later, not an error.",
    '',
    '**Step 2** — add a pointer to that file in `MEMORY.md`. `MEMORY.md` is an index, not a memory — each entry should be one line, under ~150 characters: `- [Title](file.md) — one-line hook`. It has no frontmatter. Never write memory content directly into `MEMORY.md`.',
    '',
    '- `MEMORY.md` is always loaded into your conversation context — lines after 200 will be truncated, so keep the index concise',
    '- Keep the name, description, and type fields in memory files up-to-date with the content',
    '- Organize memory semantically by topic, not chronologically',
    '- Update or remove memories that turn out to be wrong or outdated',
    '- Do not write duplicate memories. First check if there is an existing memory you can update before writing a new one.',
    '',
    '## When to access memories',
    '- When memories seem relevant, or the user references prior-conversation work.',
    '- You MUST access memory when the user explicitly asks you to check, recall, or remember.',
    '- If the user says to *ignore* or *not use* memory: Do not apply remembered facts, cite, compare against, or mention memory content.',
    '- Memory records can become stale over time. Use memory as context for what was true at a given point in time. Before answering the user or building assumptions based solely on information in memory records, verify that the memory is still correct and up-to-date by reading the current state of the files or resources. If a recalled memory conflicts with current information, trust what you observe now — and update or remove the stale memory rather than acting on it.',
    '',
    '## Before recommending from memory',
    '',
    'A memory that names a specific function, file, or flag is a claim that it existed *when the memory was written*. It may have been renamed, removed, or never merged. Before recommending it:',
    '',
    '- If the memory names a file path: check the file exists.',
    '- If the memory names a function or flag: grep for it.',
    '- If the user is about to act on your recommendation (not just asking about history), verify first.',
    '',
    '"The memory says X exists" is not the same as "X exists now."',
    '',
    'A memory that summarizes repo state (activity logs, architecture snapshots) is frozen in time. If the user asks about *recent* or *current* state, prefer `git log` or reading the code over recalling the snapshot.',
    '',
    '## Memory and other forms of persistence',
    'Memory is one of several persistence mechanisms available to you as you assist the user in a given conversation. The distinction is often that memory can be recalled in future conversations and should not be used for persisting information that is only useful within the scope of the current conversation.',
    '- When to use or update a plan instead of memory: If you are about to start a non-trivial implementation task and would like to reach alignment with the user on your approach you should use a Plan rather than saving this information to memory. Similarly, if you already have a plan within the conversation and you have changed your approach persist that change by updating the plan rather than saving a memory.',
    '- When to use or update tasks instead of memory: When you need to break your work in current conversation into discrete steps or keep track of your progress use tasks instead of saving to memory. Tasks are great for persisting information about the work that needs to be done in the current conversation, but memory should be reserved for information that will be useful in future conversations.',
];

;// CONCATENATED MODULE: ./build/src/agent/agent-memory.js





/** Claude Code keeps the local scope out of git (it adds it to `.git/info/exclude`): the runner keeps it out of the patch and the push. */
const LOCAL_AGENT_MEMORY_DIR = '.claude/agent-memory-local';
/** Claude Code's limits on the MEMORY.md it loads: the first 200 lines, at most 25,000 characters. */
const MAX_INDEX_LINES = 200;
const MAX_INDEX_CHARS = 25_000;
const INDEX = 'MEMORY.md';
const SCOPE_LINES = {
    user: '- Since this memory is user-scope, keep learnings general since they apply across all projects',
    project: '- Since this memory is project-scope and shared with your team via version control, tailor your memories to this project',
    local: '- Since this memory is local-scope (not checked into version control), tailor your memories to this project and machine',
};
function real(dir) {
    try {
        return external_node_fs_.realpathSync.native(dir);
    }
    catch {
        return external_node_path_.resolve(dir);
    }
}
/** The agent's folder, ending in a separator as Claude Code writes it; its name with anything but `[A-Za-z0-9_-]` as `-` (`kit:reviewer` → `kit-reviewer`). */
function agentMemoryDir(agentName, scope, roots) {
    const folder = agentName.replace(/[^a-zA-Z0-9\-_]/g, '-') || 'unknown';
    const base = scope === 'user'
        ? external_node_path_.join(real(roots.userConfigDir), 'agent-memory')
        : external_node_path_.join(real(roots.projectDir), scope === 'project' ? '.claude/agent-memory' : LOCAL_AGENT_MEMORY_DIR);
    return external_node_path_.join(base, folder) + external_node_path_.sep;
}
/** The user-scope folders of these agents: outside the working directory, so the file tools are given them as extra roots. */
function userMemoryRoots(agents, roots) {
    return agents.filter((agent) => agent.memory === 'user').map((agent) => agentMemoryDir(agent.name, 'user', roots).slice(0, -1));
}
function sizeText(chars) {
    const kb = chars / 1024;
    if (kb < 1)
        return `${chars} bytes`;
    return `${kb.toFixed(1).replace(/\.0$/, '')}KB`;
}
/** MEMORY.md as Claude Code loads it: trimmed, cut at 200 lines and 25,000 characters, with its warning when cut. */
function memoryIndexText(text) {
    const trimmed = text.trim();
    const lines = trimmed.split('\n');
    const tooManyLines = lines.length > MAX_INDEX_LINES;
    const tooLong = trimmed.length > MAX_INDEX_CHARS;
    if (!tooManyLines && !tooLong)
        return trimmed;
    let kept = tooManyLines ? lines.slice(0, MAX_INDEX_LINES).join('\n') : trimmed;
    if (kept.length > MAX_INDEX_CHARS) {
        const cut = kept.lastIndexOf('\n', MAX_INDEX_CHARS);
        kept = kept.slice(0, cut > 0 ? cut : MAX_INDEX_CHARS);
    }
    const what = tooLong && !tooManyLines
        ? `${sizeText(trimmed.length)} (limit: ${sizeText(MAX_INDEX_CHARS)}) — index entries are too long`
        : tooManyLines && !tooLong
            ? `${lines.length} lines (limit: ${MAX_INDEX_LINES})`
            : `${lines.length} lines and ${sizeText(trimmed.length)}`;
    return `${kept}\n> WARNING: ${INDEX} is ${what}. Only part of it was loaded. Keep index entries to one line under ~200 chars; move detail into topic files.`;
}
/**
 * The section that follows the agent's own prompt, as Claude Code writes it, and the folder (created, as Claude Code
 * creates it when it builds the prompt). A MEMORY.md that cannot be read is taken as empty, as Claude Code takes it.
 */
async function agentMemorySection(agentName, scope, roots) {
    const dir = agentMemoryDir(agentName, scope, roots);
    await (0,promises_.mkdir)(dir, { recursive: true }).catch(() => undefined);
    const file = external_node_path_.join(dir, INDEX);
    const denied = roots.readDeniedBy?.(file);
    const read = denied === undefined ? await (0,read_text/* readConfigText */.im)(file) : undefined;
    const index = read?.ok ? read.text : '';
    const lines = [
        '# Persistent Agent Memory',
        '',
        `You have a persistent, file-based memory system at \`${dir}\`. This directory already exists — write to it directly with the Write tool (do not run mkdir or check for its existence).`,
        ...MEMORY_GUIDE,
        '',
        SCOPE_LINES[scope],
        '',
        `## ${INDEX}`,
        '',
        index.trim() ? memoryIndexText(index) : `Your ${INDEX} is currently empty. When you save new memories, they will appear here.`,
    ];
    const warning = denied !== undefined && read === undefined ? `${file}: not shown to agent "${agentName}": the deny rule "${denied}" covers it` : undefined;
    return { dir, text: lines.join('\n'), ...(warning ? { warning } : {}) };
}
/**
 * What lets the agent keep its memory whatever the mode, as Claude Code lets it (it allows its file tools in the
 * memory folders without asking): allow rules for Read, Edit and Write in that folder, in the same permission engine
 * as every other rule, so a deny rule still wins.
 */
function agentMemoryRules(dir, agentSource) {
    const specifier = `/${dir}**`;
    const source = `${agentSource} memory (the agent's memory folder, allowed as Claude Code allows it)`;
    return ['Read', 'Edit', 'Write'].map((tool) => ({ raw: `${tool}(${specifier})`, tool, specifier, source }));
}
/** An agent with memory, as Claude Code runs it: Read, Write and Edit added to a `tools` list that lacks them, its folder known. */
function withMemoryTools(agent, memoryDir) {
    const tools = agent.tools === undefined ? undefined : [...agent.tools, ...['Read', 'Write', 'Edit'].filter((tool) => !agent.tools?.includes(tool))];
    return { ...agent, memoryDir, ...(tools ? { tools } : {}) };
}


/***/ }),

/***/ 80883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ readConfigOrWarn),
/* harmony export */   im: () => (/* binding */ readConfigText)
/* harmony export */ });
/* unused harmony export MAX_CONFIG_FILE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);


/** Skill and agent files are prose for the model: anything near this is a mistake or an attack. */
const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/**
 * Reads a repository configuration file as text, refusing what is not a regular file of sane size: a
 * SKILL.md linked to /dev/zero would otherwise be read until Node gives up at 2 GiB, and a FIFO would
 * block the run (O_NONBLOCK lets the open return, and the file-type check refuses it).
 */
async function readConfigText(file) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (err) {
        const code = err.code;
        return { ok: false, error: err.message, missing: code === 'ENOENT' || code === 'ENOTDIR' };
    }
    try {
        const st = await handle.stat();
        if (!st.isFile())
            return { ok: false, error: 'not a regular file', missing: false };
        if (st.size > MAX_CONFIG_FILE_BYTES)
            return { ok: false, error: `larger than ${MAX_CONFIG_FILE_BYTES} bytes`, missing: false };
        return { ok: true, text: await handle.readFile('utf8') };
    }
    catch (err) {
        return { ok: false, error: err.message, missing: false };
    }
    finally {
        await handle.close();
    }
}
/**
 * A configuration file's text, or undefined with a warning naming it (`label`) and what becomes of it
 * (`consequence`, e.g. "agent skipped"): one unreadable file never stops the others.
 */
async function readConfigOrWarn(file, label, consequence, warnings) {
    const read = await readConfigText(file);
    if (read.ok)
        return read.text;
    warnings.push(`${label}: cannot be read (${read.error}); ${consequence}`);
    return undefined;
}


/***/ }),

/***/ 40138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ serialise),
/* harmony export */   J4: () => (/* binding */ inertBlocks),
/* harmony export */   RP: () => (/* binding */ renderPostedMarkdown),
/* harmony export */   vd: () => (/* binding */ unforgeable)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57391);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37832);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91286);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52297);
/* harmony import */ var _redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21439);





/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;
/** What no posted text may hold, code included: a token, our markers (a later run would take the text for its comment or its questions), invisible controls. */
const unforgeable = (value) => (0,_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .redactTokens */ .O)(value).replaceAll('agent-runner:', 'agent-runner-quoted:').replace(CONTROLS, '');
/** Text GitHub shows as text: also no live mention. */
const inertText = (value) => unforgeable(value).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
/** The text a node shows (a link's label). */
const textOf = (node) => 'value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? node.children.map((c) => textOf(c)).join('') : '';
function inert(node) {
    switch (node.type) {
        case 'html':
            return [{ type: 'text', value: inertText(node.value) }];
        case 'text':
            return [{ ...node, value: inertText(node.value) }];
        case 'code':
        case 'inlineCode':
            return [{ ...node, value: unforgeable(node.value) }];
        case 'image':
        case 'imageReference':
            return [{ type: 'text', value: inertText(`${node.alt ?? ''}${node.type === 'image' ? ` (${node.url})` : ''}`) }];
        case 'definition':
            return SAFE_URL.test(node.url.trim()) ? [node] : [];
        case 'link':
            if (!SAFE_URL.test(node.url.trim()))
                return [{ type: 'text', value: inertText(textOf(node)) }];
            return [{ ...node, children: node.children.flatMap((c) => inert(c)) }];
        default:
            if ('children' in node)
                return [{ ...node, children: inertChildren(node) }];
            return [node];
    }
}
/** Blocks may hold the text an HTML block became only inside a paragraph: there the serialiser escapes what would be live. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
function inertChildren(parent) {
    const out = parent.children.flatMap((c) => inert(c));
    if (!BLOCK_CONTAINERS.has(parent.type))
        return out;
    return out.map((c) => (c.type === 'text' ? { type: 'paragraph', children: [c] } : c));
}
const parse = (text) => (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__/* .fromMarkdown */ .Y)(text, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmFromMarkdown */ .C)()] });
/** What would be live if `markdown` were posted: raw HTML, an image, an odd-scheme link, a mention in text. */
function liveIn(node) {
    if (node.type === 'html' || node.type === 'image' || node.type === 'imageReference')
        return node.type;
    if ((node.type === 'link' || node.type === 'definition') && !SAFE_URL.test(node.url.trim()))
        return `${node.type} to ${node.url}`;
    if (node.type === 'text' && /@(?=[\p{L}\p{N}_-])/u.test(node.value))
        return 'mention';
    if ('children' in node)
        for (const c of node.children) {
            const found = liveIn(c);
            if (found)
                return found;
        }
    return undefined;
}
/** The text's blocks as GitHub parses them, made inert. */
function inertBlocks(text) {
    return inertChildren(parse(text));
}
/** Markdown again from a tree, GFM included (tables, strikethrough, task items), code always fenced. */
function serialise(children) {
    const write = (nodes) => (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__/* .toMarkdown */ .l)({ type: 'root', children: nodes }, { extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmToMarkdown */ .H)({ tablePipeAlign: false })], fences: true }).replace(/\n$/, '');
    const out = write(children);
    // Parsed again as GitHub will parse it: should the serialiser ever write something live, the whole text is shown as code.
    if (liveIn(parse(out)) === undefined)
        return out;
    return write([{ type: 'code', value: unforgeable((0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__/* .toMarkdown */ .l)({ type: 'root', children })) }]);
}
/** The one renderer for untrusted Markdown the runner posts: parse, make inert in the tree, serialise. */
function renderPostedMarkdown(text) {
    return serialise(inertBlocks(text));
}


/***/ }),

/***/ 37133:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ renderUntrusted)
/* harmony export */ });
/* harmony import */ var _posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40138);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39654);


/** A block's inline content, for a context that holds one line. */
function inlineOf(node) {
    switch (node.type) {
        case 'code':
            return [{ type: 'inlineCode', value: node.value }];
        case 'break':
            return [{ type: 'text', value: ' ' }];
        case 'thematicBreak':
            return [{ type: 'text', value: '---' }];
        case 'list':
            // Each item after its marker as written in the text, so "1. first 2. second" still reads as a list.
            return node.children.flatMap((item, i) => [
                { type: 'text', value: `${i > 0 ? ' ' : ''}${node.ordered ? `${(node.start ?? 1) + i}.` : '-'} ` },
                ...inlineOf(item),
            ]);
        case 'paragraph':
        case 'heading':
        case 'tableCell':
        case 'emphasis':
        case 'strong':
        case 'delete':
        case 'link':
        case 'linkReference':
            return node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell'
                ? node.children.flatMap((c) => inlineOf(c))
                : [{ ...node, children: node.children.flatMap((c) => inlineOf(c)) }];
        default:
            if ('children' in node)
                return node.children.flatMap((c, i) => (i > 0 ? [{ type: 'text', value: ' ' }] : []).concat(inlineOf(c)));
            return [node];
    }
}
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
/** Inline code as the serialiser writes it (a backtick run longer than any inside, padded where the content needs it). */
function codeSpan(value, inTable) {
    const code = { type: 'inlineCode', value };
    if (!inTable)
        return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'paragraph', children: [code] }]);
    // Serialised as the cell of a table, so the serialiser escapes what would split the cell.
    const row = (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'table', align: [null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [code] }] }] }]);
    return (row.split('\n')[0] ?? '').replace(/^\| ?/, '').replace(/ ?\|$/, '');
}
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function renderUntrusted(text, where, maxLength) {
    let out = (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .unforgeable */ .vd)(text);
    if (where !== 'block' && where !== 'quote')
        out = oneLine(out);
    if (maxLength !== undefined && out.length > maxLength)
        out = `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeCut */ .aK)(out, maxLength)}…`;
    switch (where) {
        case 'block':
            return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderPostedMarkdown */ .RP)(out);
        case 'quote':
            return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'blockquote', children: (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertBlocks */ .J4)(out) }]);
        case 'line':
            return oneLine((0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'paragraph', children: inlineOf({ type: 'root', children: (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertBlocks */ .J4)(out) }) }]));
        case 'code':
        case 'cell':
            return codeSpan(out, where === 'cell');
        case 'html':
            return out.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
    }
}


/***/ })

};
