export const id = 694;
export const ids = [694];
export const modules = {

/***/ 8130:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   pq: () => (/* binding */ info)
/* harmony export */ });
/* unused harmony exports summary, getInput, setOutput, setFailed, error, group, saveState, getIDToken */
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70857);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79896);
/* harmony import */ var crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76982);
// Bundled by scripts/bundle-core.mjs from src/action/actions-core.ts: @actions/core 3.0.1, its OIDC client loaded by import().

// node_modules/@actions/core/lib/summary.js


var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = fs__WEBPACK_IMPORTED_MODULE_1__.promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(os__WEBPACK_IMPORTED_MODULE_0__.EOL);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = (/* unused pure expression or super */ null && (_summary));

// node_modules/@actions/core/lib/command.js


// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js



function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js


// node_modules/@actions/core/lib/platform.js


// node_modules/@actions/io/lib/io-util.js

var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs__WEBPACK_IMPORTED_MODULE_1__.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os__WEBPACK_IMPORTED_MODULE_0__.platform();
var arch = os__WEBPACK_IMPORTED_MODULE_0__.arch();

// node_modules/@actions/core/lib/core.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var OidcClient = { getIDToken: async (audience) => (await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(268)]).then(__webpack_require__.bind(__webpack_require__, 50268))).OidcClient.getIDToken(audience) };
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}
function group(name, fn) {
  return __awaiter2(this, void 0, void 0, function* () {
    startGroup(name);
    let result;
    try {
      result = yield fn();
    } finally {
      endGroup();
    }
    return result;
  });
}
function saveState(name, value) {
  const filePath = process.env["GITHUB_STATE"] || "";
  if (filePath) {
    return issueFileCommand("STATE", prepareKeyValueMessage(name, value));
  }
  issueCommand("save-state", { name }, toCommandValue(value));
}
function getIDToken(aud) {
  return __awaiter2(this, void 0, void 0, function* () {
    return yield OidcClient.getIDToken(aud);
  });
}




/***/ }),

/***/ 3694:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ post_run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/src/action/actions-core-chunk-RHDNEKEI.js
var actions_core_chunk_RHDNEKEI = __webpack_require__(8130);
;// CONCATENATED MODULE: ./build/src/action/actions-core.js
// Bundled by scripts/bundle-core.mjs from src/action/actions-core.ts: @actions/core 3.0.1, its OIDC client loaded by import().



// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./build/src/agent/tool-batch.js
/** Read-only calls of one reply that run side by side at most (Claude Code's default tool concurrency, and its ceiling). */
const MAX_PARALLEL_TOOLS = 10;
/**
 * Subagents of one reply that run side by side at most: each makes model calls of its own, so a reply
 * starting many would hold the budget's room (and the API's rate limit) all at once.
 */
const MAX_PARALLEL_SUBAGENTS = 4;
/** The delegation tool and its older name (src/agent/agent-tool.ts; imported from there it would make a cycle). */
const SUBAGENT_TOOLS = new Set(['Agent', 'Task']);
/** At most `max` of the functions given run at once; a finished one hands its slot to the next waiting. */
function slots(max) {
    let active = 0;
    const waiting = [];
    return async (fn) => {
        if (active < max)
            active++;
        else
            await new Promise((resolve) => waiting.push(resolve));
        try {
            return await fn();
        }
        finally {
            const next = waiting.shift();
            if (next)
                next();
            else
                active--;
        }
    };
}
/**
 * Runs one reply's tool calls. Consecutive read-only calls run concurrently; a mutating call runs
 * alone, in the order the model wrote it. Every tool_use gets exactly one tool_result (the API
 * rejects orphans), even when the run is being stopped.
 */
async function runToolBatch(toolUses, deps) {
    const outcomes = new Map();
    const durations = new Map();
    const run = async (use) => {
        const started = performance.now();
        const outcome = await runOne(use, deps);
        outcomes.set(use.id, outcome);
        durations.set(use.id, outcome.ran ? Math.round(performance.now() - started) : 0);
    };
    let group = [];
    const flush = async () => {
        // One reply may start many calls at once: each runs when a slot is free, a subagent also needing one of its own.
        const toolSlot = slots(Math.min(Math.max(1, deps.maxParallel ?? MAX_PARALLEL_TOOLS), MAX_PARALLEL_TOOLS));
        const agentSlot = slots(MAX_PARALLEL_SUBAGENTS);
        await Promise.all(group.map((use) => (SUBAGENT_TOOLS.has(use.name) ? agentSlot(() => toolSlot(() => run(use))) : toolSlot(() => run(use)))));
        group = [];
    };
    for (const use of toolUses) {
        if (deps.isReadOnly?.(use.name) === true) {
            group.push(use);
            continue;
        }
        await flush();
        await run(use);
    }
    await flush();
    const content = [];
    const extra = [];
    const attachments = [];
    const denials = [];
    for (const use of toolUses) {
        const outcome = outcomes.get(use.id);
        if (!outcome)
            continue;
        const block = {
            type: 'tool_result',
            tool_use_id: use.id,
            content: tool_batch_resultContent(outcome.result),
            ...(outcome.result.isError ? { is_error: true } : {}),
        };
        content.push(block);
        const attached = outcome.result.attachments ?? [];
        deps.emit({
            kind: 'tool_end',
            name: use.name,
            toolUseId: use.id,
            parentToolUseId: deps.parentToolUseId,
            isError: outcome.result.isError,
            content: outcome.result.content,
            ...(outcome.result.blocks ? { blocks: outcome.result.blocks } : {}),
            attachments: attached,
            ...(outcome.result.details ? { details: outcome.result.details } : {}),
            denied: outcome.denial !== undefined,
            ...(outcome.denial ? { refusal: { decisionType: outcome.denial.decisionType, message: outcome.denial.message } } : {}),
            durationMs: durations.get(use.id) ?? 0,
        });
        extra.push(...outcome.extraContext);
        attachments.push(...attached.map((text) => ({ type: 'text', text })));
        if (outcome.denial) {
            denials.push({
                toolName: use.name,
                toolUseId: use.id,
                input: outcome.input,
                // For people (the comment, the result): the words without the tags the model reads them in.
                reason: outcome.denial.message.replace(/^<tool_use_error>([\s\S]*)<\/tool_use_error>$/, '$1'),
                ...(outcome.denial.suggestedRule !== undefined ? { suggestedRule: outcome.denial.suggestedRule } : {}),
            });
        }
    }
    content.push(...attachments);
    if (deps.afterBatch) {
        const results = new Map(content.flatMap((b) => (b.type === 'tool_result' ? [[b.tool_use_id, b.content]] : [])));
        // The input as the tool took it (defaults filled in, a hook's rewrite), as Claude Code's tool_calls carry it.
        const calls = toolUses.map((use) => ({
            tool_name: use.name,
            tool_input: outcomes.get(use.id)?.input ?? use.input,
            tool_use_id: use.id,
            tool_response: results.get(use.id) ?? '',
        }));
        extra.push(...(await deps.afterBatch(calls)));
    }
    for (const text of extra)
        content.push({ type: 'text', text: `<system-reminder>\n${text}\n</system-reminder>` });
    return { content, denials };
}
async function runOne(use, deps) {
    if (use.id === deps.truncatedId) {
        return {
            ran: false,
            result: {
                content: 'This tool call was cut off at the output token limit before its input was complete, so it did not run. Call it again with a smaller input (for a large file, write it in parts).',
                isError: true,
            },
            input: use.input,
            extraContext: [],
        };
    }
    if (deps.signal.aborted) {
        return { ran: false, result: { content: 'Not run: the run is stopping.', isError: true }, input: use.input, extraContext: [] };
    }
    deps.emit({ kind: 'tool_start', name: use.name, toolUseId: use.id, input: use.input, parentToolUseId: deps.parentToolUseId });
    return { ...(await deps.dispatch({ id: use.id, name: use.name, input: use.input, ...(deps.room ? { room: deps.room } : {}) }, deps.signal)), ran: true };
}
/**
 * A tool_result's content: the text alone, or the text then the blocks the tool returned (images, documents, text
 * between them); the blocks alone when the tool gives its text as blocks (no empty text block: the API refuses one).
 */
function tool_batch_resultContent(result) {
    if (!result.blocks || result.blocks.length === 0)
        return result.content;
    return result.content === '' ? [...result.blocks] : [{ type: 'text', text: result.content }, ...result.blocks];
}

;// CONCATENATED MODULE: ./build/src/report/transcript/sdk-lines.js



/** The `system/init` line: what the run started with. */
function initLine(session) {
    return {
        type: 'system',
        subtype: 'init',
        cwd: session.cwd,
        session_id: session.sessionId,
        tools: session.tools,
        mcp_servers: session.mcpServers.map((server) => ({ name: server.name, status: server.status })),
        model: session.model,
        permissionMode: session.permissionMode,
        slash_commands: session.slashCommands,
        agents: session.agents,
        skills: session.skills,
        // The SDK's values: a cloud provider's credentials are `none` (no API key in use).
        apiKeySource: session.usesApiKey ? 'ANTHROPIC_API_KEY' : 'none',
        claude_code_version: `${RUNNER_NAME} ${RUNNER_VERSION}`,
        output_style: 'default',
        plugins: session.plugins ?? [],
        ...(session.pluginErrors?.length ? { plugin_errors: session.pluginErrors } : {}),
        uuid: randomUUID(),
    };
}
/** One content block of a reply as its own `assistant` line, the way Claude Code streams them. */
function assistantLine(reply, block, parentToolUseId, sessionId) {
    const usage = reply.usage;
    return {
        type: 'assistant',
        message: {
            ...reply,
            container: reply.container ?? null,
            diagnostics: reply.diagnostics ?? null,
            stop_details: reply.stop_details ?? null,
            context_management: null,
            content: [block],
            usage: {
                input_tokens: usage.input_tokens,
                output_tokens: usage.output_tokens,
                cache_creation_input_tokens: usage.cache_creation_input_tokens ?? null,
                cache_read_input_tokens: usage.cache_read_input_tokens ?? null,
                cache_creation: usage.cache_creation ?? null,
                inference_geo: usage.inference_geo ?? null,
                output_tokens_details: usage.output_tokens_details ?? null,
                server_tool_use: usage.server_tool_use ?? null,
                service_tier: usage.service_tier ?? null,
                speed: usage.speed ?? null,
                iterations: null,
                fallback_credit: null,
            },
        },
        parent_tool_use_id: parentToolUseId,
        session_id: sessionId,
        uuid: randomUUID(),
    };
}
/**
 * A tool call's end as Claude Code writes it: the `user` line carrying the tool_result (and its
 * structured output as `tool_use_result`), then a `system/permission_denied` line when it was refused.
 */
function toolLines(end, sessionId) {
    const block = {
        type: 'tool_result',
        tool_use_id: end.toolUseId,
        content: resultContent(end),
        ...(end.isError ? { is_error: true } : {}),
    };
    const attached = end.attachments.map((text) => ({ type: 'text', text }));
    const lines = [
        {
            type: 'user',
            message: { role: 'user', content: [block, ...attached] },
            parent_tool_use_id: end.parentToolUseId,
            session_id: sessionId,
            tool_use_result: end.details ?? (end.isError ? `Error: ${end.content}` : end.content),
            uuid: randomUUID(),
        },
    ];
    if (end.refusal) {
        lines.push({
            type: 'system',
            subtype: 'permission_denied',
            tool_name: end.name,
            tool_use_id: end.toolUseId,
            decision_reason_type: end.refusal.decisionType,
            message: end.refusal.message,
            session_id: sessionId,
            uuid: randomUUID(),
        });
    }
    return lines;
}
/** The `system/api_retry` line for a model call about to be retried. */
function apiRetryLine(info, sessionId) {
    const status = info.status ?? null;
    const error = status === 429
        ? 'rate_limit'
        : status === 529 || /overloaded/i.test(info.error)
            ? 'overloaded'
            : status !== null && status >= 500
                ? 'server_error'
                : 'unknown';
    return {
        type: 'system',
        subtype: 'api_retry',
        attempt: info.attempt,
        max_retries: info.maxRetries,
        retry_delay_ms: info.delayMs,
        error_status: status,
        error,
        message: info.error,
        session_id: sessionId,
        uuid: randomUUID(),
    };
}
/** The `system/compact_boundary` line, as Claude Code writes it, with the summary in `data`. */
function compactBoundaryLine(compaction, sessionId) {
    const { trigger, preTokens, postTokens, summary } = compaction;
    return {
        type: 'system',
        subtype: 'compact_boundary',
        message: `Conversation compacted: ~${preTokens} tokens before, ~${postTokens} after`,
        compact_metadata: { trigger, pre_tokens: preTokens },
        data: { trigger, pre_tokens: preTokens, post_tokens: postTokens, summary },
        session_id: sessionId,
        uuid: randomUUID(),
    };
}
/**
 * The SDK's `terminal_reason` for a stop. A timeout or a cancellation is an abort, named by where it
 * caught the loop: in a model call (`aborted_streaming`) or around tools (`aborted_tools`).
 */
function terminalReasonOf(cause, stoppedIn) {
    switch (cause) {
        case 'completed':
            return 'completed';
        case 'max_turns':
            return 'max_turns';
        case 'budget':
            return 'budget_exhausted';
        case 'timeout':
        case 'cancelled':
            return stoppedIn === 'model_call' ? 'aborted_streaming' : 'aborted_tools';
        case 'hook_stopped':
            return 'hook_stopped';
        case 'api_error':
            return 'api_error';
        case 'structured_output':
            return 'structured_output_retry_exhausted';
        case 'check_failed':
            return 'stop_hook_prevented';
        case 'needs_input':
            return 'tool_deferred';
        case 'refusal':
            return 'model_error';
        case 'context_window':
            return 'prompt_too_long';
        case 'error':
            return 'turn_setup_failed';
        default: {
            const unknown = cause;
            throw new Error(`unknown stop cause ${String(unknown)}`);
        }
    }
}
/** A tool input as the SDK types it (an object; anything else wrapped). */
function recordOf(input) {
    return typeof input === 'object' && input !== null && !Array.isArray(input) ? input : { value: input };
}
/** The final `result` line, in Claude Code's shape plus ours (stop_cause, warnings, context, sandbox). */
function sdk_lines_resultLine(outcome) {
    return {
        type: 'result',
        subtype: outcome.subtype,
        is_error: outcome.isError,
        ...(outcome.apiErrorStatus !== undefined ? { api_error_status: outcome.apiErrorStatus } : {}),
        duration_ms: outcome.durationMs,
        duration_api_ms: outcome.durationApiMs,
        num_turns: outcome.turns,
        ...(outcome.result !== undefined ? { result: outcome.result } : {}),
        session_id: outcome.sessionId,
        total_cost_usd: outcome.costUsd,
        usage: { ...outcome.usage, iterations: [], fallback_credit: null },
        modelUsage: outcome.modelUsage,
        permission_denials: outcome.denials.map((d) => ({
            tool_name: d.toolName,
            tool_use_id: d.toolUseId,
            tool_input: d.input,
            ...(d.reason !== undefined ? { reason: d.reason } : {}),
            ...(d.suggestedRule !== undefined ? { suggested_rule: d.suggestedRule } : {}),
        })),
        stop_reason: outcome.stopReason,
        ...(outcome.localCommand !== undefined ? { local_command: outcome.localCommand } : {}),
        terminal_reason: terminalReasonOf(outcome.cause, outcome.stoppedIn),
        stop_cause: outcome.cause,
        ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}),
        ...(outcome.structured !== undefined ? { structured_output: outcome.structured } : {}),
        ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}),
        ...(outcome.context ? { context: outcome.context } : {}),
        ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
        ...(outcome.tasks ? { tasks: outcome.tasks } : {}),
        ...(outcome.questions ? { questions: outcome.questions } : {}),
        ...(outcome.findings ? { findings: outcome.findings } : {}),
        ...(outcome.verification ? { verification: outcome.verification } : {}),
        ...(outcome.deferredToolUse ? { deferred_tool_use: { ...outcome.deferredToolUse, input: recordOf(outcome.deferredToolUse.input) } } : {}),
        ...(outcome.resumedFrom
            ? { resumed_from: { run_id: outcome.resumedFrom.runId, ...(outcome.resumedFrom.runUrl ? { run_url: outcome.resumedFrom.runUrl } : {}) } }
            : {}),
        uuid: randomUUID(),
    };
}
/**
 * The run's events as transcript lines. Every line names the session: it is the one system/init
 * announced (the outcome's for a run that ended before it).
 */
class sdk_lines_SdkLines {
    sessionId = '';
    of(event) {
        switch (event.kind) {
            case 'session_start':
                this.sessionId = event.session.sessionId;
                return [initLine(event.session)];
            case 'assistant':
                return [assistantLine(event.reply, event.block, event.parentToolUseId, this.sessionId)];
            case 'tool_end':
                return toolLines(event, this.sessionId);
            case 'api_retry':
                return [apiRetryLine(event.retry, this.sessionId)];
            case 'compaction':
                return [compactBoundaryLine(event, this.sessionId)];
            case 'task_notification':
                return [
                    {
                        type: 'system',
                        subtype: 'task_notification',
                        task_id: event.taskId,
                        tool_use_id: event.toolUseId,
                        status: event.status,
                        output_file: event.outputFile,
                        summary: event.summary,
                        session_id: this.sessionId,
                        uuid: randomUUID(),
                    },
                ];
            case 'run_end':
                return [sdk_lines_resultLine(event.outcome)];
            case 'turn_start':
            case 'tool_start':
            case 'model_call':
            case 'log':
            // The tool results carry them (tool_use_result); the result line has the final list and the questions.
            case 'task_list':
            case 'questions':
                return [];
            default: {
                const unknown = event;
                throw new Error(`unknown run event ${JSON.stringify(unknown)}`);
            }
        }
    }
}

;// CONCATENATED MODULE: ./build/src/report/transcript/transcript.js



/**
 * The JSONL transcript in Claude Code's stream-json format. Each line is written synchronously as
 * it happens, so a crash or a killed job still leaves everything up to that moment on disk.
 */
class TranscriptWriter {
    filePath;
    redact;
    lines = new SdkLines();
    constructor(filePath, redact) {
        this.filePath = filePath;
        this.redact = redact;
        mkdirSync(path.dirname(filePath), { recursive: true });
        writeFileSync(filePath, '');
    }
    /** The lines of one event of the run (none for the log's own events: turn and tool starts, log text). */
    record(event) {
        for (const message of this.lines.of(event))
            this.write(message);
    }
    write(message) {
        appendFileSync(this.filePath, `${this.redact(JSON.stringify(message))}\n`);
    }
    /**
     * The run's last word as the report gives it. The result line is written when the agent stops; what the runner finds
     * after (a patch that cannot be taken faithfully fails the run) changes the outcome the comment, the summary and the
     * outputs report, so the transcript's result line is rewritten to match (same uuid), or added when there is none:
     * the transcript and `execution_file` never read success beside a failed report.
     */
    settleResult(outcome) {
        const lines = readFileSync(this.filePath, 'utf8').split('\n');
        const at = lines.findLastIndex((line) => isResultLine(line));
        const previous = at >= 0 ? JSON.parse(lines[at] ?? '{}') : undefined;
        const settled = this.redact(JSON.stringify({ ...resultLine(outcome), ...(previous?.uuid ? { uuid: previous.uuid } : {}) }));
        if (at >= 0 && lines[at] === settled)
            return;
        if (at >= 0)
            lines[at] = settled;
        else
            lines.splice(lines.at(-1) === '' ? -1 : lines.length, 0, settled);
        const tmp = `${this.filePath}.tmp`;
        writeFileSync(tmp, lines.join('\n'));
        renameSync(tmp, this.filePath);
    }
    /**
     * claude-code-action's `execution_file`: one JSON array of the messages, for
     * `jq '.[-1].total_cost_usd'`. Built from the JSONL (already redacted), written whole, then renamed
     * into place, so a reader never sees half an array.
     */
    writeExecutionFile(executionFile) {
        writeExecutionFileFrom(this.filePath, executionFile);
    }
}
function isResultLine(line) {
    if (!line.startsWith('{"type":"result"'))
        return false;
    try {
        return JSON.parse(line).type === 'result';
    }
    catch {
        return false;
    }
}
/** The JSONL transcript \u2192 one JSON array (also used by the post step when the main step was killed). */
function writeExecutionFileFrom(transcriptFile, executionFile) {
    let text = '';
    try {
        text = (0,external_node_fs_.readFileSync)(transcriptFile, 'utf8');
    }
    catch {
        // No transcript at all: still an array.
    }
    const lines = text.split('\n').filter((line) => {
        if (line.trim() === '')
            return false;
        try {
            JSON.parse(line);
            return true;
        }
        catch {
            return false; // a line cut short by a killed process
        }
    });
    const tmp = `${executionFile}.tmp`;
    (0,external_node_fs_.writeFileSync)(tmp, `[\n${lines.join(',\n')}\n]\n`);
    (0,external_node_fs_.renameSync)(tmp, executionFile);
}

// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 1 modules
var dist_src = __webpack_require__(11303);
;// CONCATENATED MODULE: ./build/src/report/saved-session.js

const SESSION_MARKER_PREFIX = '<!-- agent-runner:session ';
/** The cache key of one save (a chain that pauses twice saves twice): repository, thread, session and run. */
function sessionKey(repository, thread, sessionId, runId) {
    return `agent-runner-session-${repository}-${thread}-${sessionId}-${runId}`.replace(/[^A-Za-z0-9._-]/g, '-');
}
/** Every string in the value through the redactor (a secret a tool printed may be in a message). */
function redactDeep(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, redact));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, redact)]));
    return value;
}
/** The saved text (redacted) and its digest. */
function serializeSaved(saved, redact) {
    const text = JSON.stringify(redactDeep(saved, redact));
    return { text, sha256: createHash('sha256').update(text).digest('hex') };
}
function renderSessionMarker(marker) {
    return `${SESSION_MARKER_PREFIX}id=${marker.id} key=${marker.key} sha256=${marker.sha256} expires=${marker.expires} run=${marker.run} -->`;
}
/** The first marker at the start of a line (where the runner writes it; model text never starts a line there). */
function findSessionMarker(body) {
    const m = /^<!-- agent-runner:session id=([0-9a-f-]{36}) key=([A-Za-z0-9._-]{1,512}) sha256=([0-9a-f]{64}) expires=(\S+) run=([A-Za-z0-9._-]+) -->$/m.exec(body);
    if (!m)
        return undefined;
    const [, id = '', key = '', sha256 = '', expires = '', run = ''] = m;
    return { id, key, sha256, expires, run };
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The saved session from a restored text, once it is the very one the marker names (its digest) and belongs here
 * (the repository and the thread); else why it is refused.
 */
function parseSaved(text, expected) {
    if (createHash('sha256').update(text).digest('hex') !== expected.sha256)
        return { ok: false, error: "its content is not what the runner's comment names (digest mismatch)" };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { ok: false, error: 'it is not JSON' };
    }
    if (!isRecord(value) || value.format !== 1)
        return { ok: false, error: 'it is not a saved session of this format' };
    if (value.repository !== expected.repository || value.thread !== expected.thread) {
        return { ok: false, error: `it was saved for ${String(value.repository)}#${String(value.thread)}, not this thread` };
    }
    const paused = value.paused;
    const valid = typeof value.sessionId === 'string' &&
        typeof value.patch === 'string' &&
        typeof value.expiresAt === 'string' &&
        isRecord(value.run) &&
        isRecord(value.spent) &&
        isRecord(value.limits) &&
        isRecord(paused) &&
        Array.isArray(paused.messages) &&
        Array.isArray(paused.results) &&
        isRecord(paused.pending) &&
        typeof paused.pending.id === 'string';
    return valid ? { ok: true, saved: value } : { ok: false, error: 'it lacks a field a resumed run needs' };
}

;// CONCATENATED MODULE: ./build/src/model/provider-models.js
/**
 * Model ids per provider. Sources (stored copies, looked up 2026-11-30):
 *  [IDS] platform.claude.com/docs/en/about-claude/models/model-ids-and-versions: from the 4.6 generation on, ids are
 *        dateless \u2014 `claude-{name}-{major}-{minor}`, on Bedrock `anthropic.claude-{name}-{major}-{minor}`, on Vertex the
 *        same as the Claude API. Opus 4.6 is the last Bedrock id with `-v1` (`anthropic.claude-opus-4-6-v1`). Before 4.6:
 *        Bedrock `anthropic.claude-\u2026-YYYYMMDD-v1:0`, Vertex `claude-\u2026@YYYYMMDD`.
 *  [BR]  platform.claude.com/docs/en/build-with-claude/claude-on-amazon-bedrock-legacy: the dated Bedrock ids and their
 *        cross-region profiles (global, us, eu, jp, apac); Opus 4.7 is reachable through InvokeModel.
 *  [VER] platform.claude.com/docs/en/api/versioning: API version 2026-10-21 (what @anthropic-ai/sdk 1.x sends) is
 *        served on Bedrock for Claude 4.7 and later only; older Bedrock models get `bedrock-2023-05-31`.
 *  [SDK] @anthropic-ai/bedrock-sdk 1.1.3 README: `global.anthropic.claude-sonnet-5-5`; AWS model cards: Opus 5.5 is
 *        INFERENCE_PROFILE only (jp./global.), Sonnet 5 `anthropic.claude-sonnet-5`, Fable 5 `anthropic.claude-fable-5`.
 * Rows marked `rule` follow [IDS] without a page of their own. Mythos has no Bedrock or Vertex listing on file.
 */
const modern = (id) => ({ ids: [id], bedrock: `anthropic.${id}`, vertex: id });
const MODELS = [
    modern('claude-fable-5-2'), // rule
    modern('claude-fable-5-1'), // rule
    modern('claude-fable-5'), // [SDK]
    { ids: ['claude-mythos-5-2'], bedrock: null, vertex: null },
    { ids: ['claude-mythos-5-1'], bedrock: null, vertex: null },
    { ids: ['claude-mythos-5'], bedrock: null, vertex: null },
    modern('claude-opus-5-5'), // [SDK]
    modern('claude-opus-5'),
    modern('claude-opus-4-8'),
    modern('claude-opus-4-7'), // [IDS][BR]
    { ids: ['claude-opus-4-6'], bedrock: 'anthropic.claude-opus-4-6-v1', vertex: 'claude-opus-4-6', bedrockLegacy: true }, // [IDS]
    modern('claude-sonnet-5-5'), // [SDK]
    modern('claude-sonnet-5'), // [SDK]
    { ...modern('claude-sonnet-4-6'), bedrockLegacy: true }, // [BR]
    modern('claude-haiku-5-5'), // rule
    { ids: ['claude-sonnet-4-5'], bedrock: 'anthropic.claude-sonnet-4-5-20250929-v1:0', vertex: 'claude-sonnet-4-5@20250929', bedrockLegacy: true },
    { ids: ['claude-opus-4-5'], bedrock: 'anthropic.claude-opus-4-5-20251101-v1:0', vertex: 'claude-opus-4-5@20251101', bedrockLegacy: true },
    { ids: ['claude-opus-4-1'], bedrock: 'anthropic.claude-opus-4-1-20250805-v1:0', vertex: 'claude-opus-4-1@20250805', bedrockLegacy: true },
    { ids: ['claude-opus-4', 'claude-opus-4-0'], bedrock: 'anthropic.claude-opus-4-20250514-v1:0', vertex: 'claude-opus-4@20250514', bedrockLegacy: true },
    {
        ids: ['claude-sonnet-4', 'claude-sonnet-4-0'],
        bedrock: 'anthropic.claude-sonnet-4-20250514-v1:0',
        vertex: 'claude-sonnet-4@20250514',
        bedrockLegacy: true,
    },
    { ids: ['claude-haiku-4-5'], bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0', vertex: 'claude-haiku-4-5@20251001', bedrockLegacy: true },
];
/** Inference-profile prefixes Bedrock uses for Claude (`us-gov` for GovCloud). */
const BEDROCK_PROFILE = /^(global|us|us-gov|eu|jp|au|apac|ca)\./;
const BEDROCK_ID = /^(?:(?:global|us|us-gov|eu|jp|au|apac|ca)\.)?anthropic\.claude-[a-z0-9-]+(?:-v\d+(?::\d+)?)?$/;
const BEDROCK_ARN = /^arn:aws(?:-[a-z]+)*:bedrock:/;
const VERTEX_DATED = /^claude-[a-z0-9-]+@\d{8}$/;
/** Claude Code's model aliases, as the newest model of each family the runner prices. */
const ALIASES = {
    opus: 'claude-opus-5-5',
    sonnet: 'claude-sonnet-5-5',
    haiku: 'claude-haiku-5-5',
    opusplan: 'claude-opus-5-5',
    'sonnet[1m]': 'claude-sonnet-5-5',
    'opus[1m]': 'claude-opus-5-5',
    // 2.1.332 with an API key and no --model runs claude-opus-5-5 (test/fixtures/claude-code-first-request/2.1.332-fields.json).
    default: 'claude-opus-5-5',
    best: 'claude-opus-5-5',
};
/** The aliases of each family, for ANTHROPIC_DEFAULT_<FAMILY>_MODEL (2.1.332's default model is `opus`'s). */
const ALIAS_FAMILIES = {
    OPUS: ['opus', 'opus[1m]', 'opusplan', 'best', 'default'],
    SONNET: ['sonnet', 'sonnet[1m]'],
    HAIKU: ['haiku'],
};
/**
 * The model when neither the workflow (the `model` input, `--model` in `claude_args`) nor the settings name one: Claude
 * Code's default alias, `claude-opus-5-5` on every provider, which ANTHROPIC_DEFAULT_OPUS_MODEL re-points (2.1.332 with
 * an API key, on Bedrock and on Vertex AI; measured: scripts/oracle/model-shaping.mjs default*, request-fields.mjs).
 */
const DEFAULT_MODEL_ALIAS = 'default';
/** Whether a name is one of Claude Code's model aliases. */
function isModelAlias(name) {
    return ALIASES[name.trim().toLowerCase()] !== undefined;
}
/** The model a Claude Code alias (`opus`, `sonnet`, `haiku`, \u2026) names (the settings' `own` first), else the name as given. */
function modelOfAlias(name, own = {}) {
    const key = name.trim().toLowerCase();
    return own[key] ?? ALIASES[key] ?? name;
}
/**
 * The model a gateway's id names (LiteLLM's `litellm/claude-opus-4-1`, `bedrock/anthropic.claude-\u2026`, OpenRouter's
 * `anthropic/claude-sonnet-4-5`): what follows its last `/`; 2.1.332 shapes such a call for the model inside the name
 * (scripts/oracle/model-shaping.mjs, gateway*). A Bedrock ARN is left whole (canonicalModelId reads it).
 */
function provider_models_withoutGatewayPrefix(model) {
    const id = model.trim();
    return BEDROCK_ARN.test(id.toLowerCase()) ? id : (id.split('/').pop() ?? id);
}
/** The canonical (Claude API, undated) id for any provider's form, or undefined when it cannot be told (an ARN). */
function canonicalModelId(model) {
    const id = model.trim().toLowerCase();
    if (BEDROCK_ARN.test(id)) {
        const tail = id.split('/').pop() ?? '';
        return tail.startsWith('anthropic.') || BEDROCK_PROFILE.test(tail) ? canonicalModelId(tail) : undefined;
    }
    const bare = id
        .replace(BEDROCK_PROFILE, '')
        .replace(/^anthropic\./, '')
        .replace(/-v\d+(?::\d+)?$/, '')
        .replace(/[-@]\d{8}$/, '');
    const row = MODELS.find((r) => r.ids.includes(bare));
    return row?.ids[0] ?? bare;
}
function rowFor(model) {
    const canonical = canonicalModelId(model);
    return canonical === undefined ? undefined : MODELS.find((r) => r.ids[0] === canonical);
}
/**
 * The geographic inference profile for an AWS region: requests stay in the region's geography. `global.` routes
 * anywhere (and is cheaper on newer models); to use it, give the model as `global.anthropic.\u2026`.
 */
function bedrockProfileForRegion(region) {
    if (/^us-gov-/.test(region))
        return 'us-gov';
    if (/^us-/.test(region))
        return 'us';
    if (/^eu-/.test(region))
        return 'eu';
    if (/^ap-northeast-[13]$/.test(region))
        return 'jp';
    if (/^ap-southeast-[24]$/.test(region))
        return 'au';
    if (/^ap-/.test(region))
        return 'apac';
    return undefined;
}
const known = (provider) => MODELS.filter((r) => r[provider] !== null)
    .map((r) => r.ids[0])
    .join(', ');
/**
 * `model` (a Claude API id, or already in the provider's form) as `provider` wants it. Bedrock ids get the
 * geographic inference profile of `awsRegion`; an id already in Bedrock or Vertex form passes through.
 */
function providerModelId(provider, model, awsRegion) {
    const id = model.trim();
    const lower = id.toLowerCase();
    const isBedrockForm = BEDROCK_ID.test(lower) || BEDROCK_ARN.test(lower);
    const isVertexForm = VERTEX_DATED.test(lower);
    if (id === '')
        return { ok: false, error: 'input model: empty' };
    if (provider === 'anthropic') {
        if (isBedrockForm)
            return {
                ok: false,
                error: `input model: "${id}" is an Amazon Bedrock id; set provider: bedrock, or give the Claude API id (e.g. "${canonicalModelId(id) ?? 'claude-sonnet-5-5'}")`,
            };
        if (isVertexForm)
            return {
                ok: false,
                error: `input model: "${id}" is a Vertex AI id; set provider: vertex, or give the Claude API id (e.g. "${canonicalModelId(id) ?? 'claude-sonnet-5-5'}")`,
            };
        return { ok: true, providerModel: id, canonicalModel: id, passedThrough: false };
    }
    if (provider === 'bedrock') {
        if (isVertexForm)
            return { ok: false, error: `input model: "${id}" is a Vertex AI id, but provider is bedrock` };
        if (isBedrockForm)
            return { ok: true, providerModel: id, canonicalModel: canonicalModelId(id), passedThrough: true };
        const row = rowFor(id);
        if (!row?.bedrock)
            return notOffered(id, 'bedrock', 'If your account has it, give its Bedrock inference-profile id instead, e.g. "us.anthropic.claude-\u2026".');
        const profile = awsRegion ? bedrockProfileForRegion(awsRegion) : undefined;
        if (!profile) {
            return {
                ok: false,
                error: `input model: no cross-region inference profile is known for AWS region "${awsRegion ?? ''}"; ` +
                    `give the model as a Bedrock id, e.g. "global.${row.bedrock}"`,
            };
        }
        return { ok: true, providerModel: `${profile}.${row.bedrock}`, canonicalModel: row.ids[0], passedThrough: false };
    }
    if (isBedrockForm)
        return { ok: false, error: `input model: "${id}" is an Amazon Bedrock id, but provider is vertex` };
    if (isVertexForm)
        return { ok: true, providerModel: id, canonicalModel: canonicalModelId(id), passedThrough: true };
    const row = rowFor(id);
    if (!row?.vertex)
        return notOffered(id, 'vertex', 'If your project has it, give its Vertex model id with the version, e.g. "claude-\u2026@20250929".');
    return { ok: true, providerModel: row.vertex, canonicalModel: row.ids[0], passedThrough: false };
}
/** A model the provider is not known to offer: the error names what is known there and what to give instead. */
function notOffered(id, provider, instead) {
    const where = provider === 'bedrock' ? 'Amazon Bedrock' : 'Vertex AI';
    return { ok: false, error: `input model: "${id}" is not a model this action knows ${where} to offer (known: ${known(provider)}). ${instead}` };
}
/** The `anthropic_version` a Bedrock model needs when it predates API version 2026-10-21 there [VER]; else undefined. */
function bedrockLegacyApiVersion(bedrockModel) {
    return rowFor(bedrockModel)?.bedrockLegacy ? 'bedrock-2023-05-31' : undefined;
}
/** The table, for docs and tests. */
function providerModelTable() {
    return MODELS.map((r) => ({ id: r.ids[0] ?? '', bedrock: r.bedrock, vertex: r.vertex }));
}

;// CONCATENATED MODULE: ./build/src/model/pricing.js

const K = 1000;
const M = 1_000_000;
const rates = (input, cacheWrite5m, cacheWrite1h, cacheRead, output) => ({
    input,
    cacheWrite5m,
    cacheWrite1h,
    cacheRead,
    output,
});
const SONNET4_LONG = { thresholdTokens: 200 * K, ...rates(6, 7.5, 12, 0.6, 22.5) };
const TABLE = [
    // Mythos 5.2 is assumed to share Fable 5.2's card, as Mythos 5 and 5.1 share theirs.
    { ids: ['claude-fable-5-2', 'claude-mythos-5-2'], effectiveFrom: '2026-11-09', ...rates(8, 10, 16, 0.2, 40), contextWindow: M, maxOutputTokens: 128 * K }, // [T]
    { ids: ['claude-fable-5-1', 'claude-mythos-5-1'], effectiveFrom: '2026-09-01', ...rates(10, 12.5, 20, 0.25, 50), contextWindow: M, maxOutputTokens: 128 * K }, // [P]
    { ids: ['claude-fable-5', 'claude-mythos-5'], effectiveFrom: '2026-06-09', ...rates(10, 12.5, 20, 1, 50), contextWindow: M, maxOutputTokens: 128 * K }, // [P]
    { ids: ['claude-opus-5-5'], effectiveFrom: '2026-09-22', ...rates(4, 5, 8, 0.2, 20), contextWindow: M, maxOutputTokens: 128 * K }, // [M][R]
    { ids: ['claude-opus-5'], effectiveFrom: '2026-07-24', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
    { ids: ['claude-opus-4-8'], effectiveFrom: '2026-05-28', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
    { ids: ['claude-opus-4-7'], effectiveFrom: '2026-04-16', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P]; window: AWS Bedrock model card
    { ids: ['claude-opus-4-6'], effectiveFrom: '2026-02-05', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
    { ids: ['claude-opus-4-5'], effectiveFrom: '2025-11-24', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: 200 * K, maxOutputTokens: 64 * K }, // [P][M]
    { ids: ['claude-opus-4-1'], effectiveFrom: '2025-08-05', ...rates(15, 18.75, 30, 1.5, 75), contextWindow: 200 * K, maxOutputTokens: 32 * K }, // [P]
    { ids: ['claude-opus-4', 'claude-opus-4-0'], effectiveFrom: '2025-05-22', ...rates(15, 18.75, 30, 1.5, 75), contextWindow: 200 * K, maxOutputTokens: 32 * K }, // [P]
    { ids: ['claude-sonnet-5-5'], effectiveFrom: '2026-09-28', ...rates(2, 2.5, 4, 0.2, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [M]
    { ids: ['claude-sonnet-5-5'], effectiveFrom: '2026-10-07', ...rates(2, 2.5, 4, 0.1, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [T] read cut
    { ids: ['claude-sonnet-5'], effectiveFrom: '2026-06-30', ...rates(2, 2.5, 4, 0.2, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [M][T]
    { ids: ['claude-sonnet-4-6'], effectiveFrom: '2026-02-17', ...rates(3, 3.75, 6, 0.3, 15), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
    // 200K by default; with the 1M beta, prompts over 200K are billed at the long-context rates [P-old].
    {
        ids: ['claude-sonnet-4-5'],
        effectiveFrom: '2025-09-29',
        ...rates(3, 3.75, 6, 0.3, 15),
        longPrompt: SONNET4_LONG,
        contextWindow: 200 * K,
        maxOutputTokens: 64 * K,
    }, // [P][M]
    {
        ids: ['claude-sonnet-4', 'claude-sonnet-4-0'],
        effectiveFrom: '2025-05-22',
        ...rates(3, 3.75, 6, 0.3, 15),
        longPrompt: SONNET4_LONG,
        contextWindow: 200 * K,
        maxOutputTokens: 64 * K,
    }, // [P]
    {
        ids: ['claude-haiku-5-5'],
        effectiveFrom: '2026-10-07',
        ...rates(0.1, 0.125, 0.2, 0.01, 0.5), // [M][T]
        longPrompt: { thresholdTokens: 100 * K, ...rates(0.5, 0.625, 1, 0.05, 2.5) },
        contextWindow: M,
        maxOutputTokens: 128 * K,
    },
    { ids: ['claude-haiku-4-5'], effectiveFrom: '2025-10-15', ...rates(1, 1.25, 2, 0.1, 5), contextWindow: 200 * K, maxOutputTokens: 64 * K }, // [P]
];
const RATE_FIELDS = ['input', 'output', 'cacheWrite5m', 'cacheWrite1h', 'cacheRead'];
/** The most expensive rate of each field over every row and tier: what an unknown model is charged. */
const MAX_RATES = (() => {
    const out = rates(0, 0, 0, 0, 0);
    for (const row of TABLE) {
        for (const f of RATE_FIELDS)
            out[f] = Math.max(out[f], row[f], row.longPrompt?.[f] ?? 0);
    }
    return out;
})();
const MAX_CONTEXT = Math.max(...TABLE.map((r) => r.contextWindow));
const MAX_OUTPUT = Math.max(...TABLE.map((r) => r.maxOutputTokens));
/**
 * Lower-cased, without provider prefixes (Bedrock `us.anthropic.`, a gateway's `anthropic/`, `litellm/`) or Claude Code's
 * `[1m]` suffix: a known model inside a gateway's id is priced as that model; what names none stays at the dearest rates.
 */
function normalizeModelId(model) {
    return withoutGatewayPrefix(model)
        .toLowerCase()
        .replace(/\[1m\]$/, '')
        .replace(/^(?:(?:global|us-gov|[a-z]{2,4})\.)?anthropic[./]/, '');
}
/**
 * Whether `id` names `key`: the same id, or the key followed only by a snapshot date / provider version
 * (`-20251001`, `@20251001`, `-v1:0`). A bare prefix is not enough, so an unknown `claude-opus-4-9` is not
 * silently priced as `claude-opus-4`.
 */
function idMatches(id, key) {
    if (id === key)
        return true;
    if (!id.startsWith(key))
        return false;
    return /^(?:[-@]\d{8})?(?:-v\d+(?::\d+)?)?$/.test(id.slice(key.length));
}
function findOverride(id, overrides) {
    if (!overrides)
        return undefined;
    let best;
    for (const [key, { longPrompt, ...value }] of Object.entries(overrides)) {
        const k = normalizeModelId(key);
        // Only finite numbers: a hand-built override with an undefined field must not turn a rate into NaN.
        const clean = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)));
        if (longPrompt)
            clean.longPrompt = longPrompt;
        if (!idMatches(id, k))
            continue;
        if (!best || k.length > best[0].length)
            best = [k, clean];
        // Two keys that name the same id (`claude-haiku-4-5` and a gateway's `gw/claude-haiku-4-5`): the dearer of each
        // field, never whichever came first (one may be modelOverrides' raise to the model the call is sent to).
        else if (k.length === best[0].length)
            best = [k, dearerOverride(best[1], clean)];
    }
    return best;
}
function dearerOverride(a, b) {
    const out = { ...a, ...b };
    for (const f of RATE_FIELDS) {
        const x = a[f];
        const y = b[f];
        if (x !== undefined && y !== undefined)
            out[f] = Math.max(x, y);
    }
    if (a.longPrompt && b.longPrompt) {
        const tier = { ...a.longPrompt, thresholdTokens: Math.min(a.longPrompt.thresholdTokens, b.longPrompt.thresholdTokens) };
        for (const f of RATE_FIELDS)
            tier[f] = Math.max(a.longPrompt[f], b.longPrompt[f]);
        out.longPrompt = tier;
    }
    return out;
}
function findRow(id, at) {
    const day = at.toISOString().slice(0, 10);
    const candidates = TABLE.filter((r) => r.ids.some((k) => idMatches(id, k)));
    if (candidates.length === 0)
        return undefined;
    // Longest matching key first (so `claude-opus-4-5-\u2026` beats `claude-opus-4`), then the latest row in effect.
    const keyLen = (r) => Math.max(...r.ids.filter((k) => idMatches(id, k)).map((k) => k.length));
    const longest = Math.max(...candidates.map(keyLen));
    const sameKey = candidates
        .filter((r) => keyLen(r) === longest)
        .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
    const inEffect = sameKey.filter((r) => r.effectiveFrom <= day);
    return inEffect.at(-1) ?? sameKey[0];
}
/** Never $0: a model with neither an override nor a table row is charged the highest known rate of every field. */
function pricing_resolvePrice(model, overrides, at = new Date()) {
    const id = normalizeModelId(model);
    const row = findRow(id, at);
    const override = findOverride(id, overrides);
    if (row) {
        const { ids: _ids, ...rest } = row;
        return { price: { ...rest, ...override?.[1], model: id }, known: true };
    }
    if (override) {
        // parsePricingInput insists on input and output for models outside the table; default the cache rates
        // with Anthropic's standard multipliers only when an override was built by hand without them.
        const input = override[1].input ?? MAX_RATES.input;
        const price = {
            model: id,
            effectiveFrom: '',
            contextWindow: MAX_CONTEXT,
            maxOutputTokens: MAX_OUTPUT,
            ...rates(input, input * 1.25, input * 2, input * 0.1, override[1].output ?? MAX_RATES.output),
            ...override[1],
        };
        return { price, known: true };
    }
    const warning = `Unknown model "${model}": no price on file, so its cost is computed at the highest known rates ` +
        `(input $${MAX_RATES.input}, output $${MAX_RATES.output}, cache write $${MAX_RATES.cacheWrite5m}/$${MAX_RATES.cacheWrite1h}, ` +
        `cache read $${MAX_RATES.cacheRead} per million tokens). Set the "pricing" input to price it exactly.`;
    return {
        price: { model: id, effectiveFrom: '', contextWindow: MAX_CONTEXT, maxOutputTokens: MAX_OUTPUT, ...MAX_RATES },
        known: false,
        warning,
    };
}
const INPUT_FIELDS = {
    input: 'input',
    output: 'output',
    cache_write_5m: 'cacheWrite5m',
    cache_write_1h: 'cacheWrite1h',
    cache_read: 'cacheRead',
};
/** Parses the `pricing` action input: `{"model-id": {"input": 3, "output": 15, "cache_write_5m"?, "cache_write_1h"?, "cache_read"?}}`. */
function parsePricingInput(json) {
    if (json.trim() === '')
        return { ok: true, overrides: {} };
    let parsed;
    try {
        parsed = JSON.parse(json);
    }
    catch (err) {
        return { ok: false, error: `not valid JSON (${err instanceof Error ? err.message : String(err)})` };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return { ok: false, error: 'expected a JSON object of {"<model-id>": {"input": \u2026, "output": \u2026}}' };
    }
    const overrides = {};
    for (const [model, entry] of Object.entries(parsed)) {
        if (model.trim() === '')
            return { ok: false, error: 'a model id is empty' };
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
            return { ok: false, error: `"${model}" must be an object such as {"input": 3, "output": 15}` };
        }
        const out = {};
        for (const [field, value] of Object.entries(entry)) {
            const target = INPUT_FIELDS[field];
            if (!target) {
                return { ok: false, error: `"${model}" has unknown field "${field}" (allowed: ${Object.keys(INPUT_FIELDS).join(', ')})` };
            }
            if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
                return { ok: false, error: `"${model}".${field} must be a non-negative number of USD per million tokens, got ${JSON.stringify(value)}` };
            }
            out[target] = value;
        }
        if (!findRow(normalizeModelId(model), new Date())) {
            const missing = ['input', 'output'].filter((f) => out[f] === undefined);
            if (missing.length > 0) {
                return { ok: false, error: `"${model}" is not a known model, so ${missing.map((f) => `"${f}"`).join(' and ')} must be given` };
            }
            const input = out.input ?? 0;
            // Anthropic's cache multipliers (1.25\u00d7, 2\u00d7, 0.1\u00d7 input) fill the cache rates the user left out.
            out.cacheWrite5m ??= input * 1.25;
            out.cacheWrite1h ??= input * 2;
            out.cacheRead ??= input * 0.1;
        }
        overrides[model] = out;
    }
    return { ok: true, overrides };
}
/**
 * The server-side web search tool's fee, on top of tokens: $10 per 1,000 searches, whatever the model
 * (platform.claude.com pricing page, "Web search tool"; usage.server_tool_use.web_search_requests counts them).
 */
const WEB_SEARCH_USD_PER_REQUEST = (/* unused pure expression or super */ null && (10 / 1000));
function tierFor(price, promptTokens) {
    return price.longPrompt && promptTokens > price.longPrompt.thresholdTokens ? price.longPrompt : price;
}
/**
 * USD of one response's usage, web search fees included. Cache writes without a TTL split (`cache_creation` missing,
 * as some providers and gateways answer) are billed at the TTL the request asked for, `requestTtl` (cacheTtlOf): a
 * request with 1-hour breakpoints writes at the 1-hour rate (2x input, not 1.25x).
 */
function pricing_costOfUsage(usage, price, requestTtl = '5m') {
    const written = usage.cache_creation_input_tokens ?? 0;
    const read = usage.cache_read_input_tokens ?? 0;
    const split = usage.cache_creation;
    const w1h = split ? Math.min(split.ephemeral_1h_input_tokens ?? 0, written) : requestTtl === '1h' ? written : 0;
    const w5m = written - w1h;
    const r = tierFor(price, usage.input_tokens + written + read);
    const micro = usage.input_tokens * r.input + w5m * r.cacheWrite5m + w1h * r.cacheWrite1h + read * r.cacheRead + usage.output_tokens * r.output;
    return micro / 1_000_000 + (usage.server_tool_use?.web_search_requests ?? 0) * WEB_SEARCH_USD_PER_REQUEST;
}
/**
 * An upper bound of costOfUsage for any response whose prompt is \u2264 inputTokens and output \u2264 maxOutputTokens.
 * `cacheTtl` is the longest cache TTL the request asks for: the API bills a cache write at the TTL
 * requested, so a request that only uses 5-minute breakpoints is never billed the 1-hour rate, and one
 * without breakpoints (`none`) writes nothing to the cache.
 */
function worstCaseCost(inputTokens, maxOutputTokens, price, cacheTtl = '1h') {
    const tiers = [price];
    if (price.longPrompt && inputTokens > price.longPrompt.thresholdTokens)
        tiers.push(price.longPrompt);
    const writes = (t) => (cacheTtl === 'none' ? [] : cacheTtl === '5m' ? [t.cacheWrite5m] : [t.cacheWrite5m, t.cacheWrite1h]);
    const inputRate = Math.max(...tiers.flatMap((t) => [t.input, ...writes(t), t.cacheRead]));
    const outputRate = Math.max(...tiers.map((t) => t.output));
    return (inputTokens * inputRate + maxOutputTokens * outputRate) / 1_000_000;
}
/** Every model id the table knows, for documentation and the report. */
function knownModelIds() {
    return [...new Set(TABLE.flatMap((r) => r.ids))];
}

;// CONCATENATED MODULE: ./build/src/agent/ledger.js

/** The token counts of no call at all (fresh objects: the ledger adds to its own). */
function zeroCounts() {
    return {
        input_tokens: 0,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
        server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
    };
}
function emptyUsage() {
    return { ...zeroCounts(), output_tokens_details: { thinking_tokens: 0 }, service_tier: 'standard', inference_geo: '', speed: 'standard' };
}
/** The usage of a reply no model wrote (Claude Code's `<synthetic>` lines): no tokens, and null where only a call would say. */
function noCallUsage() {
    return { ...zeroCounts(), service_tier: null, inference_geo: null, output_tokens_details: null, speed: null };
}
/**
 * The run's money: every call's usage, priced per model. Subagents share their parent's ledger, so
 * one budget covers the whole tree of calls.
 */
class CostLedger {
    overrides;
    usage = emptyUsage();
    modelUsage = {};
    warnings = [];
    totalCostUsd = 0;
    prices = new Map();
    constructor(overrides) {
        this.overrides = overrides;
    }
    priceOf(model) {
        const cached = this.prices.get(model);
        if (cached)
            return cached;
        const resolved = resolvePrice(model, this.overrides);
        if (resolved.warning !== undefined)
            this.warnings.push(resolved.warning);
        this.prices.set(model, resolved.price);
        return resolved.price;
    }
    /** Adds one call's usage and returns its cost in USD; `requestTtl`: the TTL the request's breakpoints asked for (cacheTtlOf). */
    add(model, usage, scope, requestTtl = '5m') {
        const price = this.priceOf(model);
        const written = usage.cache_creation_input_tokens ?? 0;
        const read = usage.cache_read_input_tokens ?? 0;
        const webSearches = usage.server_tool_use?.web_search_requests ?? 0;
        const cost = costOfUsage(usage, price, requestTtl);
        this.totalCostUsd += cost;
        if (scope === 'main')
            addToTotals(this.usage, usage);
        const entry = (this.modelUsage[model] ??= {
            inputTokens: 0,
            outputTokens: 0,
            cacheReadInputTokens: 0,
            cacheCreationInputTokens: 0,
            webSearchRequests: 0,
            costUSD: 0,
            contextWindow: price.contextWindow,
            maxOutputTokens: price.maxOutputTokens,
        });
        entry.inputTokens += usage.input_tokens;
        entry.outputTokens += usage.output_tokens;
        entry.cacheReadInputTokens += read;
        entry.cacheCreationInputTokens += written;
        entry.webSearchRequests += webSearches;
        entry.costUSD += cost;
        return cost;
    }
}
function addToTotals(totals, usage) {
    const written = usage.cache_creation_input_tokens ?? 0;
    const w1h = Math.min(usage.cache_creation?.ephemeral_1h_input_tokens ?? 0, written);
    totals.input_tokens += usage.input_tokens;
    totals.output_tokens += usage.output_tokens;
    totals.cache_creation_input_tokens += written;
    totals.cache_read_input_tokens += usage.cache_read_input_tokens ?? 0;
    // Writes without a TTL split are 5-minute writes, the API's default (as pricing counts them).
    totals.cache_creation.ephemeral_1h_input_tokens += w1h;
    totals.cache_creation.ephemeral_5m_input_tokens += written - w1h;
    totals.server_tool_use.web_search_requests += usage.server_tool_use?.web_search_requests ?? 0;
    totals.server_tool_use.web_fetch_requests += usage.server_tool_use?.web_fetch_requests ?? 0;
    totals.output_tokens_details.thinking_tokens += usage.output_tokens_details?.thinking_tokens ?? 0;
    if (usage.service_tier === 'standard' || usage.service_tier === 'priority' || usage.service_tier === 'batch')
        totals.service_tier = usage.service_tier;
    if (typeof usage.inference_geo === 'string')
        totals.inference_geo = usage.inference_geo;
    if (usage.speed === 'standard' || usage.speed === 'fast')
        totals.speed = usage.speed;
}

;// CONCATENATED MODULE: ./build/src/agent/outcome.js


/** A loop outcome for a run that failed outside the loop (a crash, a refused prompt). */
function failedOutcome(error) {
    return { cause: 'error', subtype: 'error_during_execution', result: undefined, errors: [error], stopReason: null, denials: [], apiMs: 0 };
}
/** The run's outcome from the loop's, the budget's ledger and what the session gathered. */
function runOutcome(args) {
    const { outcome } = args;
    const ledger = args.budget.ledger;
    return {
        sessionId: args.sessionId,
        cause: outcome.cause,
        subtype: outcome.subtype,
        ...(outcome.stoppedIn !== undefined ? { stoppedIn: outcome.stoppedIn } : {}),
        isError: outcome.subtype !== 'success',
        ...(outcome.apiErrorStatus !== undefined ? { apiErrorStatus: outcome.apiErrorStatus } : {}),
        durationMs: Date.now() - args.started,
        durationApiMs: outcome.apiMs,
        turns: args.turns,
        ...(outcome.result !== undefined ? { result: outcome.result } : {}),
        ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}),
        errors: outcome.errors,
        warnings: [...new Set(args.warnings)],
        costUsd: ledger.totalCostUsd,
        usage: ledger.usage,
        modelUsage: ledger.modelUsage,
        denials: outcome.denials,
        stopReason: outcome.stopReason,
        ...(outcome.localCommand !== undefined ? { localCommand: outcome.localCommand } : {}),
        ...(args.context ? { context: args.context } : {}),
    };
}
/** The outcome of a run that ended before the loop could start (bad inputs, bad config): still a full one. */
function outcomeWithoutRun(errors, startedAt, sessionId = (0,external_node_crypto_.randomUUID)()) {
    return {
        sessionId,
        cause: 'error',
        subtype: 'error_during_execution',
        isError: true,
        durationMs: Date.now() - startedAt,
        durationApiMs: 0,
        turns: 0,
        errors,
        warnings: [],
        costUsd: 0,
        usage: emptyUsage(),
        modelUsage: {},
        denials: [],
        stopReason: null,
    };
}

;// CONCATENATED MODULE: ./build/src/report/delivery.js
const emptyDelivery = () => ({ delivered: [], failed: [] });
/** Why the run stopped: the cause, or the subtype where the subtype is the more exact word (the limits). */
function stopCauseOf(result) {
    if (result.subtype === 'error_max_turns')
        return 'max_turns';
    if (result.subtype === 'error_max_budget_usd')
        return 'budget';
    if (result.subtype === 'error_max_structured_output_retries')
        return 'structured_output';
    return result.cause;
}
function outcomeOf(result, delivery) {
    if (result.isError) {
        const cause = stopCauseOf(result);
        switch (cause) {
            case 'max_turns':
            case 'budget':
            case 'timeout':
            case 'cancelled':
            case 'api_error':
            case 'check_failed':
            case 'structured_output':
                return cause;
            default:
                return 'error';
        }
    }
    if (delivery.failed.length > 0)
        return 'delivery_failed';
    if (result.cause === 'hook_stopped')
        return 'hook_stopped';
    if (result.cause === 'needs_input')
        return 'needs_input';
    if (delivery.delivered.some((d) => d.kind === 'pushed' || d.kind === 'pull_request' || d.kind === 'review'))
        return 'delivered';
    if (delivery.delivered.some((d) => d.kind === 'patch'))
        return 'patch_not_pushed';
    return 'no_changes';
}
/** Success only when the agent succeeded and every delivery it was asked for reached GitHub. */
function conclusionOf(result, delivery) {
    return result.isError || delivery.failed.length > 0 ? 'failure' : 'success';
}
/** The `delivery` output: what reached GitHub, as JSON a later step can read (`fromJSON(steps.agent.outputs.delivery)`). */
function deliveryOutput(result, delivery) {
    const of = (kind) => delivery.delivered.filter((d) => d.kind === kind);
    const pushed = of('pushed')[0];
    const pr = of('pull_request')[0];
    const review = of('review')[0];
    const patch = of('patch')[0];
    return JSON.stringify({
        outcome: outcomeOf(result, delivery),
        ...(pushed ? { pushed: { branch: pushed.branch, commit: pushed.commitSha, by: pushed.by, ...leftOut(pushed) } } : {}),
        ...(pr
            ? {
                pull_request: {
                    url: pr.url,
                    ...(pr.number !== undefined ? { number: pr.number } : {}),
                    branch: pr.branch,
                    commit: pr.commitSha,
                    ...leftOut(pr),
                },
            }
            : {}),
        ...(review ? { review: { url: review.url, comments: review.comments } } : {}),
        ...(patch ? { not_pushed: patch.why } : {}),
        failed: delivery.failed.map((f) => ({ what: f.what, error: f.error, ...(f.next ? { next: f.next } : {}) })),
        denied_tool_calls: result.denials.length,
        ...(delivery.artifacts?.length ? { artifacts: delivery.artifacts } : {}),
    });
}
function leftOut(item) {
    return item.leftOut?.length ? { left_out: item.leftOut } : {};
}
/** How a requested delivery's failure is named, in every place the run is reported. */
function failureLabel(failure) {
    return { push: 'Push failed', pull_request: 'Pull request not opened', review: 'Review not posted', comment: 'Report comment not written' }[failure.what];
}
/**
 * Why a write GitHub refused was refused, and the line that fixes it. A 403 "Resource not accessible by integration" is
 * the job's token missing a permission; GitHub's own message for the pull-request setting names it.
 */
function permissionFix(what, error) {
    if (/not permitted to create or approve pull requests/i.test(error))
        return 'turn on Settings \u2192 Actions \u2192 General \u2192 "Allow GitHub Actions to create and approve pull requests"';
    if (!/\b403\b|not accessible by integration|permission/i.test(error))
        return undefined;
    const permission = what === 'push' ? 'contents: write' : what === 'pull_request' ? 'pull-requests: write' : what === 'review' ? 'pull-requests: write' : 'issues: write';
    return `add \`${permission}\` to the job's \`permissions:\``;
}
/** How a reader gets a patch onto a branch (the comment and the summary show it collapsed beneath). */
const APPLY_HOW = 'the patch is below: save it as `agent.patch` and run `git apply agent.patch` in a checkout of the same commit';
function notPushed(why, how) {
    return { kind: 'patch', why, how };
}

;// CONCATENATED MODULE: ./build/src/report/next-step.js

/**
 * What a person does next, in one line, for a run that did not deliver: the input to raise with the value the run
 * reached, a re-run for an outage (with the provider's retry-after), the permission to add. Undefined when nothing is
 * to be done (a delivered run). Plain text with `code` spans: the comment, the summary and the log say it alike.
 */
function nextStep(result, delivery, limits, lastRetry) {
    const said = runnerStep(result, delivery, limits, lastRetry);
    if (said !== undefined)
        return [said];
    // The rule comes from the denied call (the model's command): a code span made inert where it is shown, never raw.
    const firstDenial = result.isError || delivery.failed.length > 0 ? undefined : result.denials.find((d) => d.suggestedRule);
    if (firstDenial?.suggestedRule)
        return ['to let the agent do what was denied, add ', { text: firstDenial.suggestedRule, code: true }, ' to `allowed_tools`'];
    return undefined;
}
/** The next step in the runner's own words (no text from the model or the event in it). */
function runnerStep(result, delivery, limits, lastRetry) {
    const usd = (n) => `$${n.toFixed(2)}`;
    if (result.cause === 'needs_input')
        return 'answer the question below in a reply on this thread, with the trigger phrase: that run continues this session';
    switch (result.isError ? stopCauseOf(result) : 'completed') {
        case 'max_turns':
            return `raise \`max_turns\` (this run used all ${limits?.maxTurns ?? result.turns} turns), e.g. \`max_turns: ${2 * (limits?.maxTurns ?? result.turns)}\`, or give a narrower task`;
        case 'budget':
            return `raise \`max_budget_usd\` (this run spent ${usd(result.costUsd)}${limits ? ` of its ${usd(limits.maxBudgetUsd)}` : ''}), e.g. \`max_budget_usd: ${limits ? 2 * limits.maxBudgetUsd : Math.ceil(2 * result.costUsd)}\``;
        case 'timeout': {
            const minutes = limits ? limits.timeoutMs / 60_000 : Math.ceil(result.durationMs / 60_000);
            return `raise \`timeout_minutes\` (this run stopped at its ${minutes} minutes), e.g. \`timeout_minutes: ${2 * minutes}\`; the job's own \`timeout-minutes\` must be larger`;
        }
        case 'api_error': {
            const status = result.apiErrorStatus ?? lastRetry?.status;
            const wait = lastRetry && lastRetry.delayMs > 0 ? `; the provider last asked to wait ${Math.ceil(lastRetry.delayMs / 1000)} s (retry-after)` : '';
            const tries = lastRetry ? ` after ${lastRetry.attempts} attempt${lastRetry.attempts === 1 ? '' : 's'}` : '';
            if (status === 401 || status === 403)
                return `check the API key or credentials (the model API answered ${status}${tries}): a re-run will fail the same way`;
            return `re-run the job once the model API is back (it answered ${status === null || status === undefined ? 'with no response' : status}${tries}${wait}): "Re-run failed jobs" on the run's page`;
        }
        case 'cancelled':
            return 're-run the job ("Re-run jobs" on the run\'s page): it was cancelled before it finished (by a person, a newer run of a `concurrency:` group, or the runner)';
        case 'check_failed':
            return "the repository's check still fails after the agent's changes (the evidence is below): nothing was pushed; fix it by hand or re-run with a narrower task";
        case 'structured_output':
            return 'the final answer never matched `json_schema`: check the schema, or say in the prompt what the answer must hold';
        case 'completed':
            break;
        default:
            return 're-run the job; if it fails the same way, the transcript (`transcript_file`) says where';
    }
    const failure = delivery.failed[0];
    if (failure)
        return failure.next ?? permissionFix(failure.what, failure.error) ?? 're-run the job; the changes are in the patch below meanwhile';
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/text/redact-tokens.js
/**
 * Redaction of credential formats that have a recognisable shape. Event text and model output can
 * carry a pasted token; whatever reaches a prompt, a comment or a log goes through here first.
 * Shape-based only: a secret without a known prefix is not caught (the runner's own secrets are
 * masked by value elsewhere).
 */
// Word boundaries use lookarounds on the token alphabet so a token glued to punctuation or
// markdown (`"ghp_\u2026"`, `(sk-ant-\u2026)`) is still caught, while longer identifiers are not cut mid-way.
const PATTERNS = [
    { kind: 'github_token', pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}/g },
    { kind: 'github_token', pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{30,}(?![A-Za-z0-9])/g },
    { kind: 'anthropic_key', pattern: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{16,}/g },
    // A digit is required so long kebab-case identifiers starting with `sk-` are not taken for keys.
    { kind: 'openai_key', pattern: /(?<![A-Za-z0-9_-])sk-(?:proj-)?(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}/g },
    { kind: 'aws_access_key', pattern: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}(?![A-Z0-9])/g },
    { kind: 'slack_token', pattern: /(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}/g },
    {
        kind: 'jwt',
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    },
    {
        kind: 'private_key',
        pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
    },
];
/** Replaces every recognised token with `[REDACTED:<kind>]`. Idempotent. */
function redact_tokens_redactTokens(text) {
    let out = text;
    for (const { kind, pattern } of PATTERNS) {
        out = out.replace(pattern, `[REDACTED:${kind}]`);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/text/sanitize.js

/**
 * Cleaning of text that comes from a GitHub event (titles, bodies, comments, branch and file names)
 * before it reaches the prompt. The aim is narrow: what a human reviewer sees on github.com and what
 * the model reads should be the same text, so instructions cannot hide in markup GitHub does not
 * display. This lowers the risk of prompt injection; permission rules and hooks remain the fence.
 */
// Zero-width, invisible operators, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers,
// and the Unicode "tag" block (used for ASCII smuggling) plus the variation selectors supplement.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF\u115F\u1160\u3164\uFFA0]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;
// Bidirectional controls: embeddings, overrides, isolates, marks (the "Trojan Source" set).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// C0/C1 controls other than tab and newlines: never meaningful in event text, can confuse terminals.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// An unterminated comment hides the rest of the document on github.com, so it is removed to the end.
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const IMAGE_ALT = /!\[((?:[^[\]\\]|\\.|\[[^[\]]*\])*)\]/g;
const LINK_TITLE = /\]\(\s*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))\s*\)/g;
const REF_DEFINITION_TITLE = /^( {0,3}\[[^\]\n]+\]:[ \t]*(?:<[^<>\n]*>|\S+))[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/gm;
const HTML_TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const HIDDEN_ATTRIBUTE = /\s+(?:alt|title|aria-[A-Za-z0-9_-]+|data-[A-Za-z0-9_.:-]*)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/gi;
function sanitizeUntrusted(text, options = {}) {
    // Removing one construct can assemble another (`<!<!---->--`), so repeat until nothing changes.
    let out = text;
    for (let i = 0; i < 8; i++) {
        const next = cleanOnce(out);
        if (next === out)
            break;
        out = next;
    }
    const max = options.maxLength;
    if (max !== undefined && out.length > max) {
        const cut = safeCut(out, max);
        out = `${cut}\n[\u2026 ${out.length - cut.length} more characters not shown]`;
    }
    return out;
}
function cleanOnce(text) {
    let out = text.normalize('NFC');
    // Invisible characters go first: they could otherwise split `<!--` or a token so that the later
    // steps miss it.
    out = out.replace(INVISIBLE, '').replace(BIDI, '').replace(CONTROL, '');
    out = out.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029]/g, '\n');
    out = out.replace(HTML_COMMENT, '');
    out = out.replace(IMAGE_ALT, '![]');
    out = out.replace(LINK_TITLE, ']($1)');
    out = out.replace(REF_DEFINITION_TITLE, '$1');
    out = out.replace(HTML_TAG, (m, name, attrs, selfClose) => {
        const kept = attrs.replace(HIDDEN_ATTRIBUTE, '');
        if (kept === attrs)
            return m;
        return `<${name}${kept}${selfClose ? ' /' : ''}>`;
    });
    return redactTokens(out);
}
/** For single-line values (branch names, file names, logins): also folds newlines into spaces. */
function sanitizeInline(text, maxLength = 300) {
    const clean = sanitizeUntrusted(text)
        .replace(/\s*\n\s*/g, ' ')
        .trim();
    return clean.length > maxLength ? `${safeCut(clean, maxLength)}\u2026` : clean;
}
/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
function safeCut(text, max) {
    if (text.length <= max)
        return text;
    let end = max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return text.slice(0, end);
}
/**
 * Applies `include_comments_by_actor` / `exclude_comments_by_actor`: logins, case-insensitive;
 * an empty include list means everyone. Exclusion wins.
 */
function filterCommentsByActor(comments, include, exclude) {
    const norm = (s) => s.trim().replace(/^@/, '').toLowerCase();
    const inc = new Set(include.map(norm).filter(Boolean));
    const exc = new Set(exclude.map(norm).filter(Boolean));
    return comments.filter((c) => {
        const who = norm(c.author);
        if (exc.has(who))
            return false;
        return inc.size === 0 || inc.has(who);
    });
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 39 modules
var lib = __webpack_require__(57391);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 10 modules
var mdast_util_gfm_lib = __webpack_require__(37832);
// EXTERNAL MODULE: ./node_modules/mdast-util-to-markdown/lib/index.js + 10 modules
var mdast_util_to_markdown_lib = __webpack_require__(91286);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(52297);
;// CONCATENATED MODULE: ./build/src/text/posted-markdown.js





/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;
/** What no posted text may hold, code included: a token, our markers (a later run would take the text for its comment or its questions), invisible controls. */
const unforgeable = (value) => redact_tokens_redactTokens(value).replaceAll('agent-runner:', 'agent-runner-quoted:').replace(CONTROLS, '');
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
const parse = (text) => (0,lib/* fromMarkdown */.Y)(text, { extensions: [(0,micromark_extension_gfm/* gfm */.T)()], mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] });
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
    const write = (nodes) => (0,mdast_util_to_markdown_lib/* toMarkdown */.l)({ type: 'root', children: nodes }, { extensions: [(0,mdast_util_gfm_lib/* gfmToMarkdown */.H)({ tablePipeAlign: false })], fences: true }).replace(/\n$/, '');
    const out = write(children);
    // Parsed again as GitHub will parse it: should the serialiser ever write something live, the whole text is shown as code.
    if (liveIn(parse(out)) === undefined)
        return out;
    return write([{ type: 'code', value: unforgeable((0,mdast_util_to_markdown_lib/* toMarkdown */.l)({ type: 'root', children })) }]);
}
/** The one renderer for untrusted Markdown the runner posts: parse, make inert in the tree, serialise. */
function renderPostedMarkdown(text) {
    return serialise(inertBlocks(text));
}

;// CONCATENATED MODULE: ./build/src/text/untrusted-markdown.js


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
        return serialise([{ type: 'paragraph', children: [code] }]);
    // Serialised as the cell of a table, so the serialiser escapes what would split the cell.
    const row = serialise([{ type: 'table', align: [null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [code] }] }] }]);
    return (row.split('\n')[0] ?? '').replace(/^\| ?/, '').replace(/ ?\|$/, '');
}
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function renderUntrusted(text, where, maxLength) {
    let out = unforgeable(text);
    if (where !== 'block' && where !== 'quote')
        out = oneLine(out);
    if (maxLength !== undefined && out.length > maxLength)
        out = `${safeCut(out, maxLength)}\u2026`;
    switch (where) {
        case 'block':
            return renderPostedMarkdown(out);
        case 'quote':
            return serialise([{ type: 'blockquote', children: inertBlocks(out) }]);
        case 'line':
            return oneLine(serialise([{ type: 'paragraph', children: inlineOf({ type: 'root', children: inertBlocks(out) }) }]));
        case 'code':
        case 'cell':
            return codeSpan(out, where === 'cell');
        case 'html':
            return out.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
    }
}

;// CONCATENATED MODULE: ./build/src/github/sticky-marker.js
/**
 * The hidden marker that makes a run's comment findable again: the reporter writes it, the trigger
 * skips marked comments when it reads a thread, the post step finds an unfinished one by it.
 */
const STICKY_MARKER_PREFIX = '<!-- agent-runner:sticky';
function markerId(runId) {
    return String(runId).replace(/[^A-Za-z0-9._-]/g, '');
}
/** Prefix identifying this run's comment, for searching: `<!-- agent-runner:sticky run=123 `. */
function stickyMarkerFor(runId) {
    return `${STICKY_MARKER_PREFIX} run=${markerId(runId)} `;
}
/**
 * Around the "Questions for you" section of a run's comment: the next comment run on the thread finds the
 * questions between them (src/trigger/thread.ts). Model text inside is made inert, so it cannot write either.
 */
const QUESTIONS_START = '<!-- agent-runner:questions -->';
const QUESTIONS_END = '<!-- agent-runner:questions-end -->';
/** The questions section of a comment body, without its markers; undefined when there is none. */
function questionsSection(body) {
    const start = body.indexOf(QUESTIONS_START);
    if (start < 0)
        return undefined;
    const from = start + QUESTIONS_START.length;
    const end = body.indexOf(QUESTIONS_END, from);
    const text = body.slice(from, end < 0 ? undefined : end).trim();
    return text === '' ? undefined : text;
}

;// CONCATENATED MODULE: ./build/src/report/evidence.js


/**
 * The evidence section of the comment and the job summary: what the runner itself ran before and after the agent,
 * each command's exit code and duration, the output's end, beside the commit it pushed. Never the model's word.
 */
const TAIL_SHOWN = 12;
const VERDICT = {
    passed: '\u2713 the check passes after the agent',
    failed: '\u2717 the check still fails after the agent: not delivered as a fix',
    not_reproduced: 'the check passes on the failed commit: not reproduced here, nothing changed',
    error: '\u2717 the check could not run',
    not_run: 'the check did not run after the agent',
};
function mark(run) {
    if (!run)
        return '\u2014';
    const status = run.error ? `\u2717 ${run.error.replace(/^`[^`]*` /, '')}` : `${run.passed ? '\u2713' : '\u2717'} exit ${run.exitCode ?? 'none'}`;
    return `${renderUntrusted(status, 'line', 160)} \u00b7 ${(run.durationMs / 1000).toFixed(1)} s`;
}
const evidence_short = (sha) => (sha ? `\`${sha.slice(0, 7)}\`` : '\u2014');
/** A fence its content cannot close; the output is the code's own words, tokens redacted and our marker defused. */
function fencedTail(text) {
    const body = redact_tokens_redactTokens(text).replaceAll('agent-runner:', 'agent-runner-quoted:').split('\n').slice(-TAIL_SHOWN).join('\n');
    const longest = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    return `${ticks}text\n${body}\n${ticks}`;
}
function renderEvidence(v, pushedSha) {
    const from = v.source === 'input' ? 'the `verify` input' : "the failed step's own `run:` in the workflow file";
    const lines = [`**Verification** (${from}): ${VERDICT[v.verdict]}${v.note ? ` (${renderUntrusted(v.note, 'line')})` : ''}`];
    const names = [...new Set([...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].map((run) => run.name))];
    if (names.length > 0) {
        lines.push('', '| Check | Before | After |', '|---|---|---|');
        for (const name of names) {
            const before = v.before?.runs.find((run) => run.name === name);
            const after = v.after?.runs.find((run) => run.name === name);
            lines.push(`| ${renderUntrusted(name, 'cell', 120)} | ${mark(before)} | ${mark(after)} |`);
        }
        const sandboxed = [...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].every((run) => run.sandboxed);
        lines.push('', `Checked ${evidence_short(v.before?.sha)} before${v.after ? `, the agent's work on ${evidence_short(v.after.sha)} after` : ''}${pushedSha ? `; pushed ${evidence_short(pushedSha)}` : ''}` +
            `${v.retries > 0 ? `; the agent was sent back ${v.retries} time${v.retries === 1 ? '' : 's'}` : ''}${sandboxed ? '; run in the sandbox' : '; not sandboxed'}.`);
        const last = v.after?.runs.find((run) => !run.passed) ?? v.after?.runs.at(-1) ?? v.before?.runs.find((run) => !run.passed) ?? v.before?.runs.at(-1);
        if (last && last.tail.trim() !== '') {
            const when = v.after?.runs.includes(last) ? 'after' : 'before';
            lines.push('', `<details><summary>Output of <code>${renderUntrusted(last.name, 'html', 80)}</code> (${when}, last lines)</summary>`, '', fencedTail(last.tail), '', '</details>');
        }
    }
    if (v.notRunnable.length > 0) {
        lines.push('', '**Not runnable here:**', ...v.notRunnable.map((step) => `- ${renderUntrusted(step.name, 'code', 120)}: ${renderUntrusted(step.reason, 'line', 300)}`));
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./build/src/report/headline.js


const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const usd = (n) => (n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`);
function runFace(result, delivery, context = {}) {
    const outcome = outcomeOf(result, delivery);
    const next = nextStep(result, delivery, context.limits, context.lastRetry);
    const base = { outcome, conclusion: conclusionOf(result, delivery), ...(next ? { next } : {}) };
    const details = delivery.delivered.flatMap((d) => detailOf(d));
    // A stopped run may still have delivered something (the review it left), or kept a patch: each is a line under the stop.
    const made = delivery.delivered.filter((d) => d.kind !== 'no_changes').map((d) => titleOf(d, context.web, false));
    if (result.isError)
        return { ...base, title: [stopTitle(result)], details: [...made, ...details] };
    // Waiting for a person: nothing is delivered until the reply's run finishes; the question follows the title.
    if (result.cause === 'needs_input' && delivery.failed.length === 0) {
        return { ...base, title: [`\u23f8\ufe0f Waiting for your answer after ${plural(result.turns, 'turn')}, ${usd(result.costUsd)}`], details: [] };
    }
    const failed = delivery.failed[0];
    if (failed) {
        const more = delivery.failed.length > 1 ? ` (and ${plural(delivery.failed.length - 1, 'other failed delivery')})` : '';
        const failedLine = (f) => [`\u274c ${failureLabel(f)}: `, { text: f.error }];
        return { ...base, title: [...failedLine(failed), more], details: [...delivery.failed.slice(1).map(failedLine), ...details] };
    }
    const title = [];
    const items = delivery.delivered.length > 0 ? delivery.delivered : [{ kind: 'no_changes' }];
    items.forEach((item, i) => title.push(...(i > 0 ? [' \u00b7 '] : []), ...titleOf(item, context.web, i === 0)));
    if (result.cause === 'hook_stopped')
        title.unshift('\ud83d\uded1 Stopped by a hook \u00b7 ');
    if (result.denials.length > 0)
        title.push(` \u2014 \u26a0\ufe0f ${plural(result.denials.length, 'tool call')} denied`);
    return { ...base, title, details };
}
function stopTitle(result) {
    const turns = plural(result.turns, 'turn');
    const cost = usd(result.costUsd);
    switch (stopCauseOf(result)) {
        case 'cancelled':
            return `\ud83d\udeab Cancelled after ${turns}, ${cost}`;
        case 'timeout':
            return `\u23f1\ufe0f Timed out after ${turns}, ${cost}`;
        case 'api_error':
            return `\u274c API error${result.apiErrorStatus ? ` ${result.apiErrorStatus}` : ''}: the model could not be reached after ${turns}, ${cost}`;
        case 'max_turns':
            return `\ud83d\uded1 Stopped: turn limit reached (${turns}, ${cost})`;
        case 'budget':
            return `\ud83d\udcb8 Stopped: budget limit reached (${cost} spent, ${turns})`;
        case 'structured_output':
            return '\u274c Error: the final answer never matched the required JSON schema';
        case 'check_failed':
            return "\u274c Not delivered: the repository's check still fails after the agent's changes";
        default:
            return `\u274c Error during execution after ${turns}, ${cost}`;
    }
}
function titleOf(item, web, first) {
    const mark = first ? '\u2705 ' : '';
    switch (item.kind) {
        case 'pushed': {
            const branch = { text: item.branch, code: true, ...(web ? { url: `${web}/tree/${item.branch.split('/').map(encodeURIComponent).join('/')}` } : {}) };
            const commit = { text: item.commitSha.slice(0, 7), code: true, ...(web ? { url: `${web}/commit/${item.commitSha}` } : {}) };
            const onto = item.onPullRequest !== undefined ? `, the branch of pull request #${item.onPullRequest}` : '';
            return [`${mark}Pushed `, commit, ' to ', branch, onto, ...leftOutOf(item.leftOut)];
        }
        case 'pull_request':
            return [
                `${mark}`,
                { text: item.number !== undefined ? `Pull request #${item.number}` : 'Pull request', url: item.url },
                ` opened from `,
                { text: item.branch, code: true },
                ...leftOutOf(item.leftOut),
            ];
        case 'review':
            return [`${mark}`, { text: 'Review posted', url: item.url }, ` (${plural(item.comments, 'inline comment')})`];
        case 'patch':
            return [`${first ? '\ud83d\udce6 ' : ''}Patch ready \u2014 not pushed (`, { text: item.why }, ')'];
        case 'no_changes':
            return [`${mark}Done \u2014 no changes to the repository`];
    }
}
/**
 * The paths a push left out (`exclude`): nothing dropped silently. Their names are the model's, so each is a code
 * segment, made inert where it is rendered; a long list names the first few and counts the rest.
 */
function leftOutOf(paths) {
    if (!paths?.length)
        return [];
    const shown = paths.slice(0, LEFT_OUT_NAMED);
    const names = shown.flatMap((p, i) => [...(i > 0 ? [', '] : []), { text: p, code: true }]);
    const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
    return [` (left out: ${plural(paths.length, 'file')}: `, ...names, `${more})`];
}
const LEFT_OUT_NAMED = 5;
function detailOf(item) {
    switch (item.kind) {
        case 'pushed':
            return [
                ...(item.createPullRequestUrl
                    ? [[{ text: 'Create PR \u2794', url: item.createPullRequestUrl }, ' (a pull request from this branch, title and body filled in)']]
                    : []),
                // Branch names in it may be the agent's or the event's: inert like every untrusted text.
                ...(item.why ? [[{ text: item.why }]] : []),
            ];
        case 'patch':
            // A fork's branch and repository name come from the event.
            return [[{ text: item.how }]];
        default:
            return [];
    }
}
/** The segments as GitHub Markdown: untrusted text inert, links live. */
function markdownOf(segments, inert) {
    return segments
        .map((s) => {
        if (typeof s === 'string')
            return s;
        const text = s.code ? inert(s.text, 'code') : inert(s.text, 'line');
        return s.url ? `[${text}](${s.url.replace(/[()\s]/g, encodeURIComponent)})` : text;
    })
        .join('');
}
/** The segments as one plain line (the log, the outputs, an annotation): links in parentheses. */
function plainOf(segments) {
    return segments.map((s) => (typeof s === 'string' ? s : s.code ? `\`${s.text}\`` : s.text)).join('');
}

;// CONCATENATED MODULE: ./build/src/report/github/comment-render.js










/**
 * The run's face as the comment and the summary open: the headline (what reached GitHub, or what stopped the run), its
 * details, the next step, then the links to the run's artifacts (the upload's place, issue 35 item 3).
 */
function faceLines(face, artifacts = []) {
    // The runner's own sentences carry values it did not choose (a branch, GitHub's error, a permission's name): each
    // line is parsed and made inert once more as a whole, so no interpolation can make it live.
    const lines = [`### ${renderPostedMarkdown(markdownOf(face.title, renderUntrusted))}`];
    for (const detail of face.details)
        lines.push('', renderPostedMarkdown(markdownOf(detail, renderUntrusted)));
    if (face.next)
        lines.push('', renderPostedMarkdown(`**Next step:** ${markdownOf(face.next, renderUntrusted)}`));
    if (artifacts.length > 0)
        lines.push('', artifactsLine(artifacts));
    return lines;
}
/** The run's artifacts, linked: the patch and the transcript where anyone on the thread can download them. */
function artifactsLine(artifacts) {
    return `**Artifacts:** ${artifacts.map((a) => `[${renderUntrusted(a.name, 'line')}](${a.url})`).join(' \u00b7 ')} (the patch and the transcript)`;
}
/** GitHub refuses comment bodies over 65536 characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
function renderMarker(state) {
    let extra = '';
    if (state.phase === 'working' || state.phase === 'cancelled')
        extra = ` turns=${state.turns} cost=${state.costUsd.toFixed(4)}`;
    if (state.phase === 'final')
        extra = ` turns=${state.result.turns} cost=${state.result.costUsd.toFixed(4)}`;
    return `${stickyMarkerFor(state.runId)}state=${state.phase}${extra} -->`;
}
/** Reads the marker back (the post step uses it to tell an unfinished comment and its last turn/cost). */
function parseStickyMarker(body) {
    const m = /<!-- agent-runner:sticky run=([A-Za-z0-9._-]+) state=(working|final|cancelled|refused)(?: turns=(\d+) cost=([0-9.]+))? -->/.exec(body);
    if (!m || !m[1] || !m[2])
        return null;
    const phase = m[2];
    const out = { runId: m[1], phase };
    if (m[3] !== undefined)
        out.turns = Number(m[3]);
    if (m[4] !== undefined)
        out.costUsd = Number(m[4]);
    return out;
}
function formatUsd(n) {
    return n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}
function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m ${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}
function comment_render_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** A fenced block its content cannot close (a diff context line ` ```` ` would close a 3-tick fence). */
function fenced(text, info = '') {
    const longest = Math.max(2, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}
/** Model and tool output is shown as markdown, but must not forge our marker or leak a token. */
function clean(text) {
    return redact_tokens_redactTokens(text).replaceAll('agent-runner:', 'agent-runner-quoted:');
}
/**
 * The agent's final answer, rendered as Markdown inside a block quote: whatever it holds (an unclosed fence, a stray
 * `</details>`, a fake heading) ends with the quote, so the runner's own sections after it keep their structure. Parsed
 * as GitHub parses it and made inert in the syntax tree (src/text/untrusted-markdown.ts): code blocks are kept as
 * written (nothing in them is HTML or a mention), everything else is untrusted prose.
 */
function quotedAnswer(text) {
    return renderUntrusted(text, 'quote');
}
const cell = (text, max = 160) => renderUntrusted(text, 'cell', max);
/** A final state rendered with no delivery reported (the post step, tests): its changes, if any, were not pushed. */
function unreported(patch) {
    return patch?.trim() ? { delivered: [notPushed('no push was made', APPLY_HOW)], failed: [] } : emptyDelivery();
}
function denialsTable(denials, maxRows = 20) {
    const rows = denials.slice(0, maxRows).map((d) => {
        const input = typeof d.input === 'string' ? d.input : (JSON.stringify(d.input) ?? '');
        const rule = d.suggestedRule ? cell(d.suggestedRule, 120) : '\u2014';
        const why = d.reason ? cell(d.reason, 120) : '\u2014';
        return `| ${cell(d.toolName, 60)} | ${cell(input)} | ${rule} | ${why} |`;
    });
    const more = denials.length > maxRows ? `\n\n\u2026and ${denials.length - maxRows} more (see the job summary).` : '';
    return ([`**Permission denials** (${denials.length})`, '', '| Tool | Input | Rule that would allow it | Denied by |', '|---|---|---|---|', ...rows].join('\n') +
        more);
}
function runLink(state) {
    return state.runUrl ? `[View run](${state.runUrl})` : '';
}
function patchStats(patch) {
    const files = (patch.match(/^diff --git /gm) ?? []).length;
    const added = (patch.match(/^\+(?!\+\+ )/gm) ?? []).length;
    const removed = (patch.match(/^-(?!-- )/gm) ?? []).length;
    return `${files > 0 ? comment_render_plural(files, 'file') + ', ' : ''}+${added} \u2212${removed}`;
}
function renderComment(state, options = {}) {
    const max = options.maxLength ?? GITHUB_COMMENT_LIMIT - 536;
    const marker = renderMarker(state);
    const link = runLink(state);
    switch (state.phase) {
        case 'working': {
            const bits = [`turn ${state.turns}`];
            if (state.currentTool)
                bits.push(`using ${renderUntrusted(state.currentTool, 'code')}`);
            bits.push(`${formatUsd(state.costUsd)} so far`);
            if (state.model)
                bits.push(renderUntrusted(state.model, 'code'));
            const agent = state.agentComment?.trim() ? ['', quotedAnswer(state.agentComment.trim())] : [];
            return cap([marker, `### \u23f3 Agent Runner is working\u2026`, '', bits.join(' \u00b7 '), ...agent, ...sectionLines(state), '', link].join('\n').trimEnd(), max);
        }
        case 'cancelled': {
            const why = state.reason ? `\n\n${renderUntrusted(state.reason, 'block')}` : '';
            // The words the main step's report uses for a cancelled run (src/report/headline.ts), its next step included.
            const step = nextStep({ ...outcomeWithoutRun(['Cancelled'], Date.now()), cause: 'cancelled' }, emptyDelivery());
            const next = step ? `\n\n**Next step:** ${markdownOf(step, renderUntrusted)}` : '';
            const artifacts = state.artifacts?.length ? `\n\n${artifactsLine(state.artifacts)}` : '';
            return cap(`${marker}\n### \ud83d\udeab Cancelled after ${comment_render_plural(state.turns, 'turn')}, ${formatUsd(state.costUsd)}${why}${next}${artifacts}\n\n${link}`.trimEnd(), max);
        }
        case 'refused':
            return cap(`${marker}\n### \ud83d\udd12 Not run\n\nSorry @${state.actor.replace(/[^A-Za-z0-9\-[\]]/g, '')}, this action only runs for people with write access to the repository.\n\n${renderUntrusted(state.reason, 'block')}\n\n${link}`.trimEnd(), max);
        case 'final':
            return renderFinal(state, marker, link, max);
    }
}
/** The model the session chose; else the models that answered (a run stopped before its session started: none, `unknown`). */
function reportedModel(chosen, result) {
    return chosen ?? (Object.keys(result.modelUsage).join(', ') || 'unknown');
}
function renderFinal(state, marker, link, max) {
    const r = state.result;
    const model = reportedModel(state.model, r);
    const face = state.face ?? runFace(r, unreported(state.patch));
    const parts = [marker, ...faceLines(face, state.artifacts)];
    if (r.errors.length > 0)
        parts.push('', '**Errors**', ...r.errors.slice(0, 20).map((e) => `- ${renderUntrusted(e, 'line')}`));
    if (state.agentComment?.trim())
        parts.push('', quotedAnswer(state.agentComment.trim()));
    const answer = r.result?.trim() ? quotedAnswer(r.result.trim()) : '';
    const answerSlot = parts.length + 1;
    if (answer)
        parts.push('', answer);
    // The outcome word beside the SDK's subtype, as the summary's table and the `outcome` output say it.
    parts.push('', '| Outcome | Cost | Turns | Duration | Model |', '|---|---|---|---|---|', `| \`${face.outcome}\` (\`${r.subtype}\`) | ${formatUsd(r.costUsd)} | ${r.turns} | ${formatDuration(r.durationMs)} | ${cell(model, 80)} |`);
    if (r.warnings.length > 0)
        parts.push('', ...r.warnings.slice(0, 10).map((w) => `> \u26a0\ufe0f ${renderUntrusted(w, 'line')}`));
    parts.push(...sectionLines(state));
    if (r.denials.length > 0)
        parts.push('', denialsTable(r.denials));
    if (r.sandbox && r.sandbox.violations.count > 0) {
        parts.push('', `**Blocked by the sandbox** (${r.sandbox.violations.count})`, '', ...r.sandbox.violations.examples.map((e) => `- ${renderUntrusted(e, 'line')}`));
    }
    if (r.verification)
        parts.push('', renderEvidence(r.verification, state.pushedSha));
    for (const n of state.notes ?? [])
        parts.push('', `> ${renderUntrusted(n, 'line')}`);
    // Where a reader of the PR can open it: the run's summary and its artifact, never a path on the runner.
    const summaryLink = state.runUrl ? `[the job summary](${state.runUrl})` : 'the job summary';
    const artifact = state.artifacts?.[0];
    const where = artifact ? `${summaryLink} and the run's artifact [${renderUntrusted(artifact.name, 'line')}](${artifact.url})` : summaryLink;
    const patch = state.patch ? clean(state.patch) : '';
    const footer = [afterPushSection(state.afterPush ? clean(state.afterPush) : ''), '', link].join('\n');
    let head = parts.join('\n');
    const patchSection = (body, note) => `\n\n<details><summary>Patch (${patchStats(patch)})</summary>\n\n${fenced(body, 'diff')}\n\n</details>${note ? `\n\n${note}` : ''}`;
    // The answer is cut before the patch is dropped only when the answer alone overflows.
    const reserve = 2_000 + footer.length;
    if (head.length > max - reserve && answer) {
        const over = head.length - (max - reserve);
        const kept = safeCut(answer, Math.max(0, answer.length - over - 200));
        parts[answerSlot] = `${kept}\n\n**[Answer cut here: ${answer.length - kept.length} more characters are in the job summary.]**`;
        head = parts.join('\n');
    }
    if (!patch)
        return cap(`${head}\n${footer}`.trimEnd(), max);
    const full = patchSection(patch, '');
    if (head.length + full.length + footer.length <= max)
        return `${head}${full}\n${footer}`.trimEnd();
    const lines = patch.split('\n');
    const budget = max - head.length - footer.length - 600;
    let used = 0;
    let n = 0;
    while (n < lines.length && used + (lines[n]?.length ?? 0) + 1 <= budget)
        used += (lines[n++]?.length ?? 0) + 1;
    if (n === 0) {
        return cap(`${head}\n\n**Patch not shown:** it is too large for a comment (${patch.length} characters). The full patch is in ${where}.\n${footer}`.trimEnd(), max);
    }
    const note = `**Patch cut:** showing the first ${n} of ${lines.length} lines (GitHub comments hold at most ${GITHUB_COMMENT_LIMIT} characters). The full patch is in ${where}.`;
    return cap(`${head}${patchSection(lines.slice(0, n).join('\n'), note)}\n${footer}`.trimEnd(), max);
}
/** Work-tree changes after a push, apart from the patch (what was pushed); too long for the comment, they are named. */
function afterPushSection(diff) {
    if (!diff)
        return '';
    const title = `Not pushed: the work tree after the push (${patchStats(diff)})`;
    if (diff.length > 20_000)
        return `\n\n**${title}:** too large for a comment (${diff.length} characters); it is in the job summary.`;
    return `\n\n<details><summary>${title}</summary>\n\n${fenced(diff, 'diff')}\n\n</details>`;
}
function sectionLines(state) {
    return (state.sections ?? []).flatMap((section) => ['', section]);
}
/** Last resort so GitHub never refuses the body; the ordinary paths stay under `max` themselves. */
function cap(body, max) {
    if (body.length <= max)
        return body;
    const note = "\n\n**[Comment cut at GitHub's size limit: see the job summary.]**";
    return safeCut(body, max - note.length) + note;
}

;// CONCATENATED MODULE: ./build/src/github/retry.js
/** Status, message and headers of whatever Octokit threw, without depending on its error class. */
function errorFacts(err) {
    const headers = {};
    let status;
    let message = err instanceof Error ? err.message : String(err);
    if (err !== null && typeof err === 'object') {
        const e = err;
        if (typeof e.status === 'number')
            status = e.status;
        const h = e.response?.headers;
        if (h !== null && typeof h === 'object') {
            for (const [k, v] of Object.entries(h)) {
                if (typeof v === 'string' || typeof v === 'number')
                    headers[k.toLowerCase()] = String(v);
            }
        }
        const data = e.response?.data;
        if (data !== null && typeof data === 'object' && typeof data.message === 'string') {
            const m = data.message;
            if (!message.includes(m))
                message = `${message}: ${m}`;
        }
    }
    return status === undefined ? { message, headers } : { status, message, headers };
}
/**
 * Which failures are worth another try: 5xx, 429, network errors, and the 403s that are rate
 * limits. A secondary-limit 403 can carry a healthy x-ratelimit-remaining, so its message or
 * retry-after header is what tells it apart from a permission refusal (which must not be retried).
 */
function classifyError(facts, now = Date.now()) {
    const { status, headers, message } = facts;
    const retryAfter = headers['retry-after'];
    const serverWait = () => {
        if (retryAfter !== undefined) {
            const secs = Number(retryAfter);
            if (Number.isFinite(secs))
                return Math.max(0, secs * 1000);
            const date = Date.parse(retryAfter);
            if (Number.isFinite(date))
                return Math.max(0, date - now);
        }
        if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset'] !== undefined) {
            const reset = Number(headers['x-ratelimit-reset']) * 1000;
            if (Number.isFinite(reset))
                return Math.max(0, reset - now) + 1000;
        }
        return undefined;
    };
    const withWait = () => {
        const w = serverWait();
        return w === undefined ? { retry: true } : { retry: true, serverWaitMs: w };
    };
    if (status === undefined)
        return { retry: true };
    if (status >= 500 || status === 429)
        return withWait();
    if (status === 403) {
        const limited = /rate limit/i.test(message) || retryAfter !== undefined || headers['x-ratelimit-remaining'] === '0';
        if (!limited)
            return { retry: false };
        const w = serverWait();
        // GitHub's advice for a secondary limit without a retry-after: wait at least a minute.
        return { retry: true, serverWaitMs: w ?? 60_000 };
    }
    return { retry: false };
}
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Runs `fn` until it succeeds, a failure is not retryable, attempts run out, or the server asks
 * for a wait beyond `maxServerWaitMs`. Never throws: failures come back as `{ok: false}`.
 */
async function withGitHubRetry(fn, options = {}) {
    const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    const base = options.baseDelayMs ?? 1000;
    const cap = options.maxDelayMs ?? 20_000;
    const maxServerWait = options.maxServerWaitMs ?? 60_000;
    const sleep = options.sleep ?? defaultSleep;
    let last = { message: 'not attempted', headers: {} };
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
            return { ok: true, value: await fn() };
        }
        catch (err) {
            last = errorFacts(err);
            const verdict = classifyError(last);
            const fail = (extra = '') => ({
                ok: false,
                error: `${last.message}${extra}`,
                ...(last.status !== undefined ? { status: last.status } : {}),
                attempts: attempt,
            });
            if (!verdict.retry)
                return fail();
            if (attempt === maxAttempts)
                return fail(` (gave up after ${attempt} attempts)`);
            let waitMs = Math.min(cap, base * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);
            if (verdict.serverWaitMs !== undefined) {
                if (verdict.serverWaitMs > maxServerWait) {
                    return fail(` (GitHub asked to wait ${Math.ceil(verdict.serverWaitMs / 1000)}s, more than the ${Math.ceil(maxServerWait / 1000)}s allowed)`);
                }
                waitMs = Math.max(waitMs, verdict.serverWaitMs);
            }
            options.onRetry?.({ attempt, waitMs, ...(last.status !== undefined ? { status: last.status } : {}), error: last.message });
            await sleep(waitMs);
        }
    }
    return { ok: false, error: last.message, attempts: maxAttempts };
}

;// CONCATENATED MODULE: ./build/src/report/github/comment.js




/** A user's token (classic or fine-grained PAT, OAuth, user-to-server): `GET /user` names its owner. */
function isUserToken(token) {
    return /^(ghp_|github_pat_|gho_|ghu_)/.test(token);
}
/** The account GitHub Actions' own token writes as; `GET /user` answers 403 for it (an installation token). */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * The run's one comment on its issue or PR. Every method resolves, never rejects: a GitHub
 * failure becomes an error value, because the job summary and outputs still carry the result.
 */
class StickyComment {
    octokit;
    options;
    id;
    htmlUrl = '';
    pending = null;
    timer = null;
    inFlight = null;
    lastWriteAt = 0;
    finalized = false;
    login;
    loginAsked = false;
    /** The last failed write's error, for the log and the summary. */
    lastError;
    constructor(octokit, options) {
        this.octokit = octokit;
        this.options = options;
        this.id = options.commentId;
        this.login = options.login;
    }
    /** The login this run's comments are written as (after the first write, from GitHub's own answer). */
    get authorLogin() {
        return this.login;
    }
    /**
     * Whose comments may be adopted: the token's own login. A user token answers `GET /user`; an
     * installation token (GITHUB_TOKEN, an App's) gets 403 there, so it is not asked, and is taken to
     * be GitHub Actions' bot until the first comment this run posts says whose it is.
     */
    async identity() {
        if (this.login !== undefined || this.loginAsked)
            return this.login;
        this.loginAsked = true;
        if (this.options.askLogin !== true)
            return (this.login = ACTIONS_BOT_LOGIN);
        try {
            this.login = (await this.octokit.request('GET /user')).data.login;
        }
        catch (err) {
            const status = errorFacts(err).status;
            if (status === 403 || status === 401)
                this.login = ACTIONS_BOT_LOGIN;
            else
                this.loginAsked = false;
        }
        return this.login;
    }
    get commentId() {
        return this.id;
    }
    get url() {
        return this.htmlUrl;
    }
    /** This run's comment, by known id or by marker; the newest match wins. */
    async find() {
        const res = await withGitHubRetry(() => this.lookup(), this.options.retry);
        if (!res.ok)
            return { ok: false, error: res.error };
        if (res.value) {
            this.id = res.value.id;
            this.htmlUrl = res.value.url;
        }
        return { ok: true, value: res.value };
    }
    /** Creates the comment, or takes over this run's existing one. */
    async start(state) {
        const result = await this.upsert(state, this.options.retry);
        this.lastWriteAt = Date.now();
        if (this.pending)
            this.schedule();
        return result;
    }
    /** Throttled and coalesced: only the newest state is sent, at most once per interval. */
    progress(state) {
        if (this.finalized)
            return;
        this.pending = state;
        if (this.id !== undefined)
            this.schedule();
    }
    /** Always sends, after any in-flight progress update; creates the comment if it does not exist yet. */
    async finalize(state) {
        this.finalized = true;
        this.pending = null;
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = null;
        await this.inFlight;
        return this.upsert(state, this.options.retry);
    }
    schedule() {
        if (this.timer || this.inFlight || this.finalized)
            return;
        const interval = this.options.minIntervalMs ?? 5000;
        const wait = Math.max(0, this.lastWriteAt + interval - Date.now());
        this.timer = setTimeout(() => this.flushPending(), wait);
        // A pending progress update must not keep the process alive after the run.
        this.timer.unref();
    }
    flushPending() {
        this.timer = null;
        const state = this.pending;
        this.pending = null;
        if (!state || this.finalized)
            return;
        const retry = this.options.progressRetry ?? { maxAttempts: 2, maxServerWaitMs: 10_000 };
        this.inFlight = this.upsert(state, retry).then(() => {
            this.inFlight = null;
            this.lastWriteAt = Date.now();
            if (this.pending && !this.finalized)
                this.schedule();
        });
    }
    async upsert(state, retry) {
        const body = renderComment(state, this.options.render);
        const { owner, repo } = this.options;
        const res = await withGitHubRetry(async () => {
            if (this.id !== undefined) {
                const id = this.id;
                try {
                    const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id, body });
                    return { id: Number(r.data.id), url: r.data.html_url };
                }
                catch (err) {
                    // Someone deleted the comment: fall through and post a new one rather than lose the report.
                    if (errorFacts(err).status !== 404)
                        throw err;
                    this.id = undefined;
                }
            }
            // A create answered 5xx may still have landed; look before posting again so retries never duplicate.
            const existing = await this.lookup();
            if (existing) {
                const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: existing.id, body });
                return { id: Number(r.data.id), url: r.data.html_url };
            }
            const r = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                owner,
                repo,
                issue_number: this.options.issueNumber,
                body,
            });
            // GitHub's own answer says who we are: from now on only this author's comments are ours.
            if (r.data.user?.login)
                this.login = r.data.user.login;
            return { id: Number(r.data.id), url: r.data.html_url };
        }, withLog(retry, this.options.log, state.phase));
        if (!res.ok) {
            this.lastError = res.error;
            this.options.log?.(`comment ${state.phase} update failed: ${res.error}`);
            return { ok: false, error: res.error };
        }
        this.id = res.value.id;
        this.htmlUrl = res.value.url;
        return { ok: true, commentId: res.value.id, url: res.value.url };
    }
    async lookup() {
        const { owner, repo, issueNumber } = this.options;
        if (this.id !== undefined) {
            const id = this.id;
            try {
                const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id });
                const login = await this.identity();
                if (login === undefined || r.data.user?.login === login) {
                    return { id: Number(r.data.id), url: r.data.html_url, body: r.data.body ?? '', marker: parseStickyMarker(r.data.body ?? '') };
                }
                this.options.log?.(`comment ${id} is not the runner's own (written by ${r.data.user?.login ?? 'unknown'}): not adopted`);
            }
            catch (err) {
                if (errorFacts(err).status !== 404)
                    throw err;
            }
        }
        const marker = stickyMarkerFor(this.options.runId);
        // Anyone can write the marker into a comment: only the runner's own identity's comments are adopted.
        const login = await this.identity();
        if (login === undefined)
            return null;
        let found = null;
        let earlier = null;
        for (let page = 1; page <= 50; page++) {
            const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
                page,
            });
            for (const c of r.data) {
                if (c.user?.login !== login || !c.body)
                    continue;
                const comment = { id: Number(c.id), url: c.html_url, body: c.body, marker: parseStickyMarker(c.body) };
                if (c.body.includes(marker))
                    found = comment;
                // Another run's report, finished: a run still working keeps its own comment, and so does one waiting for an
                // answer (its question and the saved session's marker stay for the reply's run: src/action/resume-step.ts).
                else if (this.options.adoptThread && comment.marker && comment.marker.phase !== 'working' && findSessionMarker(c.body) === undefined)
                    earlier = comment;
            }
            if (r.data.length < 100)
                break;
        }
        if (!found && earlier)
            this.options.log?.(`editing the thread's earlier report (comment ${earlier.id}) instead of posting another (use_sticky_comment)`);
        return found ?? earlier;
    }
}
function withLog(retry, log, phase) {
    if (!log)
        return retry ?? {};
    return {
        ...retry,
        onRetry: (info) => {
            log(`comment ${phase} update: attempt ${info.attempt} failed (${info.status ?? 'network'}: ${info.error}); retrying in ${Math.round(info.waitMs)} ms`);
            retry?.onRetry?.(info);
        },
    };
}
/**
 * For the post step: finalizes this run's comment if the main step left it unfinished (a
 * cancelled job never reaches the main step's `finally`). `makeState` gets the last turn count
 * and cost the comment recorded.
 */
async function finalizeLeftoverComment(octokit, options, makeState) {
    const sticky = new StickyComment(octokit, options);
    const found = await sticky.find();
    if (!found.ok)
        return { outcome: 'error', error: found.error };
    if (!found.value)
        return { outcome: 'none' };
    const marker = found.value.marker;
    if (!marker || marker.phase !== 'working')
        return { outcome: 'already_final' };
    const write = await sticky.finalize(makeState(marker));
    return write.ok ? { outcome: 'finalized', write } : { outcome: 'error', error: write.error };
}

;// CONCATENATED MODULE: ./build/src/github/app-token.js

class AppTokenError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = 'AppTokenError';
    }
}
const API = 'https://api.github.com';
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'agent-runner' };
const b64url = (data) => Buffer.from(data).toString('base64url');
function privateKeyOf(pem) {
    const text = pem.includes('\\n') && !pem.includes('\n') ? pem.replace(/\\n/g, '\n') : pem;
    let key;
    try {
        key = createPrivateKey({ key: text.trim(), format: 'pem' });
    }
    catch (err) {
        throw new AppTokenError(`input app_private_key: not a PEM private key (${err instanceof Error ? err.message : String(err)})`);
    }
    if (key.asymmetricKeyType !== 'rsa')
        throw new AppTokenError(`input app_private_key: an RSA key is needed for RS256, got ${key.asymmetricKeyType ?? 'unknown'}`);
    return key;
}
/** The App JWT: issued a minute in the past (clock drift), valid nine minutes (GitHub's limit is ten). */
function createAppJwt(appId, privateKey, nowSeconds = Math.floor(Date.now() / 1000)) {
    const key = privateKeyOf(privateKey);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const payload = b64url(JSON.stringify({ iat: nowSeconds - 60, exp: nowSeconds + 540, iss: appId.trim() }));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${b64url(signature)}`;
}
async function call(doFetch, method, url, auth, body) {
    let last;
    for (let attempt = 1; attempt <= 2; attempt++) {
        try {
            const res = await doFetch(url, {
                method,
                headers: { ...HEADERS, authorization: auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
                signal: AbortSignal.timeout(30_000),
            });
            const text = await res.text();
            let parsed = {};
            try {
                parsed = text ? JSON.parse(text) : {};
            }
            catch {
                parsed = { message: text.slice(0, 200) };
            }
            const reply = { status: res.status, body: typeof parsed === 'object' && parsed !== null ? parsed : {} };
            if (res.status < 500 || attempt === 2)
                return reply;
        }
        catch (err) {
            last = err;
            if (attempt === 2)
                break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new AppTokenError(`${method} ${url}: ${last instanceof Error ? last.message : String(last)}`);
}
const messageOf = (r) => (typeof r.body.message === 'string' ? r.body.message : `HTTP ${r.status}`);
/** Mints an installation token for `owner/repo` alone, with only `permissions`. Throws AppTokenError with the cause. */
async function mintInstallationToken(opts) {
    const api = (opts.apiUrl || API).replace(/\/+$/, '');
    const doFetch = opts.fetch ?? fetch;
    const jwt = createAppJwt(opts.appId, opts.privateKey, opts.now?.());
    const repoPath = `${encodeURIComponent(opts.owner)}/${encodeURIComponent(opts.repo)}`;
    const found = await call(doFetch, 'GET', `${api}/repos/${repoPath}/installation`, `Bearer ${jwt}`);
    if (found.status === 401) {
        throw new AppTokenError(`GitHub rejected the App's JWT (${messageOf(found)}): check app_id and that app_private_key is that App's key`, 401);
    }
    if (found.status === 404) {
        throw new AppTokenError(`the GitHub App ${opts.appId} is not installed on ${opts.owner}/${opts.repo} (or cannot see it): install it on the repository`, 404);
    }
    const installationId = found.body.id;
    if (found.status !== 200 || typeof installationId !== 'number') {
        throw new AppTokenError(`GET /repos/${opts.owner}/${opts.repo}/installation: ${messageOf(found)}`, found.status);
    }
    const permissions = Object.fromEntries(Object.entries(opts.permissions).filter(([, level]) => level !== undefined));
    const minted = await call(doFetch, 'POST', `${api}/app/installations/${installationId}/access_tokens`, `Bearer ${jwt}`, {
        repositories: [opts.repo],
        permissions,
    });
    if (minted.status === 422) {
        throw new AppTokenError(`the App's installation on ${opts.owner}/${opts.repo} cannot grant ${JSON.stringify(permissions)} (${messageOf(minted)}): ` +
            'add those repository permissions to the App and accept them on the installation', 422);
    }
    const token = minted.body.token;
    const expiresAt = minted.body.expires_at;
    if (minted.status !== 201 || typeof token !== 'string' || typeof expiresAt !== 'string') {
        throw new AppTokenError(`POST /app/installations/${installationId}/access_tokens: ${messageOf(minted)}`, minted.status);
    }
    const granted = minted.body.permissions;
    const slug = found.body.app_slug;
    return {
        token,
        expiresAt,
        installationId,
        ...(typeof slug === 'string' && slug !== '' ? { login: `${slug}[bot]` } : {}),
        permissions: typeof granted === 'object' && granted !== null ? Object.fromEntries(Object.entries(granted).map(([k, v]) => [k, String(v)])) : permissions,
    };
}
/**
 * Revokes an installation token. A token that is already invalid (revoked, expired: 401) counts as done, so the main
 * step and the post step may both call this. Never throws: the caller warns with `reason`.
 */
async function revokeInstallationToken(token, apiUrl, doFetch = fetch) {
    const api = (apiUrl || API).replace(/\/+$/, '');
    try {
        const reply = await call(doFetch, 'DELETE', `${api}/installation/token`, `Bearer ${token}`);
        if (reply.status === 204 || reply.status === 401)
            return { revoked: true };
        return { revoked: false, reason: `DELETE /installation/token: ${messageOf(reply)}`, status: reply.status };
    }
    catch (err) {
        return { revoked: false, reason: err instanceof Error ? err.message : String(err) };
    }
}
/**
 * The least the run needs. Never `workflows`: a push that touches `.github/workflows/` is refused by GitHub, so the
 * agent cannot rewrite the CI that runs it. `metadata: read` is implicit in every installation token.
 */
function permissionsForRun(needs) {
    const pushes = needs.push !== undefined && needs.push !== 'none';
    const pulls = needs.push === 'pull_request' || needs.push === 'pr_branch';
    return {
        contents: pushes ? 'write' : 'read',
        pull_requests: pulls || needs.comments ? 'write' : 'read',
        ...(needs.comments ? { issues: 'write' } : {}),
    };
}

// EXTERNAL MODULE: ./build/src/sealed-env.js + 1 modules
var sealed_env = __webpack_require__(50478);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./build/src/process/env.js
var env = __webpack_require__(57388);
;// CONCATENATED MODULE: ./build/src/guard/git-credentials.js






const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const HEADER_KEY = /^http\..*\.extraheader$/i;
function git(cwd, args) {
    return run('git', ['-c', 'core.fsmonitor=false', ...args], { cwd, env: (0,env/* helperEnv */.sR)({ GIT_TERMINAL_PROMPT: '0' }) }).then((r) => r.stdout);
}
/**
 * Every extraheader in any configuration file a tool could read for this work tree: the files git
 * reads (includes followed), every file an `include.path` or `includeIf.*.path` names whether its
 * condition holds or not, and checkout's `$RUNNER_TEMP/git-credentials-*.config` files.
 */
async function findHeaders(cwd, runnerTemp = process.env.RUNNER_TEMP) {
    const files = new Set();
    // One git process for both kinds of key (each spawn costs a few ms, before the first model request).
    const listed = await git(cwd, ['config', '--show-origin', '--null', '--get-regexp', '^(http\\..*\\.extraheader|include(if\\..*)?\\.path)$']).catch(() => '');
    for (const record of records(listed, true)) {
        if (!record.origin?.startsWith('file:'))
            continue;
        const from = external_node_path_.resolve(cwd, record.origin.slice('file:'.length));
        if (/^http\./.test(record.key)) {
            files.add(from);
            continue;
        }
        if (record.value === '')
            continue;
        const target = record.value.startsWith('~/') ? external_node_path_.join(external_node_os_.homedir(), record.value.slice(2)) : external_node_path_.resolve(external_node_path_.dirname(from), record.value);
        files.add(target);
    }
    if (runnerTemp) {
        for (const name of readdirSafe(runnerTemp))
            if (/^git-credentials-.*\.config$/.test(name))
                files.add(external_node_path_.join(runnerTemp, name));
    }
    // The files side by side: each is a git process.
    const perFile = await Promise.all([...files]
        .filter((file) => (0,external_node_fs_.existsSync)(file))
        .map(async (file) => {
        const out = await git(cwd, ['config', '--file', file, '--null', '--get-regexp', '^http\\..*\\.extraheader$']).catch(() => '');
        return records(out, false)
            .filter((record) => HEADER_KEY.test(record.key))
            .map((record) => ({ file, key: record.key, value: record.value }));
    }));
    return perFile.flat();
}
/** `git config --null --get-regexp` output: `[origin\0]key\nvalue\0` records. */
function records(out, withOrigin) {
    const parts = out.split('\0');
    const list = [];
    const step = withOrigin ? 2 : 1;
    for (let i = 0; i + step - 1 < parts.length; i += step) {
        const record = parts[i + step - 1] ?? '';
        if (record === '')
            continue;
        const newline = record.indexOf('\n');
        const key = newline === -1 ? record : record.slice(0, newline);
        const value = newline === -1 ? '' : record.slice(newline + 1);
        list.push({ ...(withOrigin ? { origin: parts[i] ?? '' } : {}), key, value });
    }
    return list;
}
function readdirSafe(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
}
/**
 * Takes the headers out of their files; returns what was taken, for `restoreHeaders`. `found`: what
 * `findHeaders` gave for this work tree since its configuration last changed (the runner looks once, to mask
 * them): each look is a git process before the first model request, and with nothing to take, nothing to verify.
 */
async function takeHeaders(cwd, found) {
    const held = found ? [...found] : await findHeaders(cwd);
    if (held.length === 0)
        return { held, errors: [] };
    const errors = [];
    const done = new Set();
    for (const header of held) {
        const id = `${header.file}\0${header.key}`;
        if (done.has(id))
            continue;
        done.add(id);
        await git(cwd, ['config', '--file', header.file, '--unset-all', header.key]).catch((error) => {
            errors.push(`could not remove ${header.key} from ${header.file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        });
    }
    const left = await findHeaders(cwd);
    if (left.length > 0)
        errors.push(`${left.length} credential header(s) are still in the git configuration (${[...new Set(left.map((h) => h.file))].join(', ')})`);
    return { held, errors };
}
/** Puts the headers back where they were (skipping any already there). */
async function restoreHeaders(cwd, held) {
    const errors = [];
    const present = await findHeaders(cwd);
    for (const header of held) {
        if (present.some((p) => p.file === header.file && p.key.toLowerCase() === header.key.toLowerCase() && p.value === header.value))
            continue;
        await git(cwd, ['config', '--file', header.file, '--add', header.key, header.value]).catch((error) => {
            errors.push(`could not restore ${header.key} in ${header.file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        });
    }
    return errors;
}
/** The header actions/checkout writes for `token`. */
function checkoutHeaderFor(token) {
    return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')}`;
}
/** The secrets a header carries: its base64 credential and the token inside it, for redaction. */
function headerSecrets(value) {
    const m = /basic\s+([A-Za-z0-9+/=]+)/i.exec(value) ?? /bearer\s+(\S+)/i.exec(value);
    if (!m?.[1])
        return [value];
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const token = decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : '';
    return [value, m[1], ...(token ? [token] : [])];
}
function placeholdersFor(held, token) {
    const placeholders = [];
    let other = 0;
    for (const header of held) {
        if (token && header.value === checkoutHeaderFor(token))
            placeholders.push({ file: header.file, key: header.key });
        else
            other++;
    }
    return { placeholders, other };
}

;// CONCATENATED MODULE: ./build/src/guard/state-box.js

/**
 * The state file (`GITHUB_STATE`) is readable by any tool while the step runs. A value the post step
 * needs but no tool may read (the App installation token) is written encrypted under a key derived
 * from a secret both steps get from the runner and no tool sees: the App's private key input.
 */
const PREFIX = 'box1:';
function keyFrom(material) {
    return (0,external_node_crypto_.createHash)('sha256').update('agent-runner state box\0').update(material).digest();
}
function boxValue(value, keyMaterial) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyFrom(keyMaterial), iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
/** The value, or undefined when it is not a box or does not open with this key. */
function unboxValue(boxed, keyMaterial) {
    if (!boxed.startsWith(PREFIX) || keyMaterial === '')
        return undefined;
    try {
        const raw = Buffer.from(boxed.slice(PREFIX.length), 'base64');
        const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-gcm', keyFrom(keyMaterial), raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/src/report/artifacts.js


/** The job run's backend id from the runtime token's `scp` claim (`Actions.Results:<run>:<job>`), as @actions/artifact reads it. */
function jobRunIdOf(token) {
    try {
        const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
        if (typeof payload.scp !== 'string')
            return undefined;
        for (const scope of payload.scp.split(' ')) {
            const parts = scope.split(':');
            if (parts[0] === 'Actions.Results' && parts.length === 3)
                return parts[2];
        }
    }
    catch {
        return undefined;
    }
    return undefined;
}
/** Letters, digits, `.`, `_` and `-` only, at most `max`: a workflow's job or step id never shapes the name beyond that. */
const slug = (text, max) => text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max);
/**
 * A step without `id:` gets GITHUB_ACTION `__<owner>_<repo>` from the runner (`__<owner>_<repo>_2` for the second such
 * step in the job): the action's own name again in the artifact's name. Only the ordinal is kept (`step2`); the job
 * run id keeps the name unique.
 */
function stepPart(step) {
    if (!step.startsWith('__'))
        return step;
    const ordinal = /_(\d+)$/.exec(step);
    return ordinal ? `step${ordinal[1]}` : '';
}
/**
 * `agent-runner-<job>-<step>-<attempt>-<job run>`: unique per job, step and attempt, and per matrix leg (matrix jobs share
 * GITHUB_JOB; each has its own job run id in the runtime token). Never `agent-result-*`, the matrix example's own artifacts.
 * Nothing the model chose is in it.
 */
function artifactName(place, jobRunId, suffix = '') {
    const parts = [
        'agent-runner',
        slug(place.job ?? '', 40),
        slug(stepPart(place.step ?? ''), 40),
        place.runAttempt && /^\d+$/.test(place.runAttempt) ? `attempt${place.runAttempt}` : '',
        slug(jobRunId ?? '', 8),
        suffix,
    ].filter((p) => p !== '');
    return parts.join('-');
}
/**
 * A file the runner wrote itself: a regular file with one link. A tool that can reach the run's folder and swaps a file
 * for a symbolic or hard link to something else (a credential file) gets nothing uploaded through it.
 */
function ownFile(file) {
    try {
        const stat = (0,external_node_fs_.lstatSync)(file);
        return stat.isFile() && stat.nlink === 1;
    }
    catch {
        return false;
    }
}
/** The artifact's page on GitHub (its download), from the runner's own values only. */
function artifactUrl(place, id) {
    if (!place.repository || !place.runId || !/^[\w.-]+\/[\w.-]+$/.test(place.repository) || !/^\d+$/.test(place.runId))
        return undefined;
    return `${place.serverUrl.replace(/\/+$/, '')}/${place.repository}/actions/runs/${place.runId}/artifacts/${id}`;
}
/**
 * Uploads the files that exist (all in `dir`) as one zip artifact. Never throws: no runtime token (a local host such as
 * @github/local-action) is `skipped`, a refusal or outage `failed`, each with the reason for a warning.
 */
async function uploadRunArtifact(place, dir, files, suffix = '') {
    if (!place.runtime)
        return { skipped: 'this host gives the step no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL (not a GitHub-hosted or self-hosted runner)' };
    const present = files.filter((name) => ownFile(external_node_path_.join(dir, name)));
    if (present.length === 0)
        return { skipped: 'no patch or transcript was written' };
    const name = artifactName(place, jobRunIdOf(place.runtime.token), suffix);
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(444)]).then(__webpack_require__.bind(__webpack_require__, 67444));
        const { id } = await withRuntime(place.runtime, () => new DefaultArtifactClient().uploadArtifact(name, present.map((file) => external_node_path_.join(dir, file)), dir));
        if (id === undefined)
            return { failed: `the artifact service returned no id for ${name}` };
        return { uploaded: { name, id, url: artifactUrl(place, id), files: present } };
    }
    catch (error) {
        return { failed: `${name}: ${error instanceof Error ? error.message : String(error)}` };
    }
}
/**
 * @actions/artifact reads the runtime token and the service's address from process.env only; the step holds them
 * sealed (no tool may read them). They are there for the upload and gone after it; the agent's processes have ended by
 * then, and a process started later gets an environment built without them.
 */
async function withRuntime(runtime, upload) {
    process.env.ACTIONS_RUNTIME_TOKEN = runtime.token;
    process.env.ACTIONS_RESULTS_URL = runtime.resultsUrl;
    try {
        return await upload();
    }
    finally {
        delete process.env.ACTIONS_RUNTIME_TOKEN;
        delete process.env.ACTIONS_RESULTS_URL;
    }
}
/** The place from the runner's values and the sealed runtime pair (absent on a host that gives none). */
function artifactPlace(runner, secrets) {
    const token = secrets.ACTIONS_RUNTIME_TOKEN ?? '';
    const resultsUrl = secrets.ACTIONS_RESULTS_URL ?? '';
    return {
        runtime: token !== '' && resultsUrl !== '' ? { token, resultsUrl } : undefined,
        serverUrl: runner.serverUrl,
        repository: runner.repository,
        runId: runner.runId,
        job: runner.job,
        step: runner.step,
        runAttempt: runner.runAttempt,
    };
}
/** The artifact as the report links it (the delivery's `artifacts`); none when it was not uploaded or has no page. */
function artifactLinks(artifact) {
    return artifact?.url ? [{ name: artifact.name, url: artifact.url }] : undefined;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./build/src/git/verified-objects.js




/**
 * The base commit's objects, copied into the shadow git directory only after each one's content
 * hashes to its id. Inside the run `.git/objects` is writable: an agent that rewrites the base's
 * loose blob (same file name, other bytes) would make `git diff` show a harmless change while the
 * push, built on GitHub's copy of the base, carries what the diff hid. Objects are content
 * addressed, so checking the hash is enough to trust a copy whoever wrote it.
 */
class AlteredObjectError extends Error {
}
const hashName = (format) => (format === 'sha256' ? 'sha256' : 'sha1');
function objectId(format, type, content) {
    const { createHash } = process.getBuiltinModule('node:crypto');
    return createHash(hashName(format)).update(`${type} ${content.length}\0`).update(content).digest('hex');
}
/** Reads `ids` with one `git cat-file --batch` in the real repository; each is checked against its id. */
async function readVerified(gitArgs, cwd, env, format, ids) {
    const out = new Map();
    if (ids.length === 0)
        return out;
    const child = (0,external_node_child_process_.spawn)('git', [...gitArgs, 'cat-file', '--batch'], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks = [];
    const errors = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => errors.push(c));
    child.stdin.end(`${ids.join('\n')}\n`);
    const code = await new Promise((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
    });
    if (code !== 0)
        throw new Error(`git cat-file failed: ${Buffer.concat(errors).toString().trim()}`);
    const data = Buffer.concat(chunks);
    let pos = 0;
    for (const id of ids) {
        const eol = data.indexOf(0x0a, pos);
        if (eol < 0)
            throw new Error(`git cat-file: truncated output at ${id}`);
        const header = data.subarray(pos, eol).toString().split(' ');
        pos = eol + 1;
        if (header[1] === 'missing' || header.length !== 3)
            throw new AlteredObjectError(`object ${id} of the base commit is missing from the repository`);
        const size = Number(header[2]);
        const content = data.subarray(pos, pos + size);
        pos += size + 1;
        const type = header[1] ?? '';
        if (header[0] !== id || objectId(format, type, content) !== id) {
            throw new AlteredObjectError(`object ${id} in .git/objects does not match its id: the repository's object store was altered during the run`);
        }
        out.set(id, { type, content });
    }
    return out;
}
function writeLoose(objectsDir, id, object) {
    const dir = external_node_path_.join(objectsDir, id.slice(0, 2));
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    (0,external_node_fs_.writeFileSync)(external_node_path_.join(dir, id.slice(2)), (0,external_node_zlib_.deflateSync)(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content])));
}
/** Tree entries: `mode name\0<raw id>`. */
function treeEntries(content, idBytes) {
    const entries = [];
    let pos = 0;
    while (pos < content.length) {
        const space = content.indexOf(0x20, pos);
        const nul = content.indexOf(0, space);
        if (space < 0 || nul < 0)
            throw new AlteredObjectError('a tree of the base commit cannot be parsed');
        const mode = content.subarray(pos, space).toString();
        const name = content.subarray(space + 1, nul).toString();
        entries.push({ mode, name, id: content.subarray(nul + 1, nul + 1 + idBytes).toString('hex') });
        pos = nul + 1 + idBytes;
    }
    return entries;
}
function verifiedStore(o) {
    const read = (ids) => readVerified(o.gitArgs, o.cwd, o.env, o.format, ids);
    const idBytes = o.format === 'sha256' ? 32 : 20;
    return {
        async importBase(commitId) {
            const commit = (await read([commitId])).get(commitId);
            const treeId = commit?.type === 'commit' ? /^tree ([0-9a-f]+)$/m.exec(commit.content.toString())?.[1] : undefined;
            if (commit === undefined || treeId === undefined)
                throw new AlteredObjectError(`the base ${commitId} is not a commit`);
            writeLoose(o.objectsDir, commitId, commit);
            const blobs = new Map();
            let level = new Map([[treeId, ['']]]);
            while (level.size > 0) {
                const objects = await read([...level.keys()]);
                const next = new Map();
                for (const [id, prefixes] of level) {
                    const tree = objects.get(id);
                    if (tree?.type !== 'tree')
                        throw new AlteredObjectError(`object ${id} of the base commit is not a tree`);
                    writeLoose(o.objectsDir, id, tree);
                    for (const entry of treeEntries(tree.content, idBytes)) {
                        for (const prefix of prefixes) {
                            const rel = `${prefix}${entry.name}`;
                            if (entry.mode === '40000')
                                next.set(entry.id, [...(next.get(entry.id) ?? []), `${rel}/`]);
                            else if (entry.mode !== '160000')
                                blobs.set(rel, entry.id);
                        }
                    }
                }
                level = next;
            }
            return { blobs };
        },
        async importBlobs(ids) {
            const unique = [...new Set(ids)];
            for (const [id, object] of await read(unique))
                writeLoose(o.objectsDir, id, object);
        },
    };
}

;// CONCATENATED MODULE: ./build/src/git/git.js








const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/**
 * Git as the runner runs it after the agent. The agent may have planted configuration that runs
 * commands (core.fsmonitor, hooks, clean/smudge/process filters, textconv) in `.git/config`,
 * `.git/info/attributes`, `.gitattributes` or a global config, so the runner's git reads no system
 * or global configuration, no attributes file, gets the scrubbed environment of every child, and
 * the command-running settings are switched off. Work-tree content goes through a shadow git
 * directory (see `withShadowRepo`), where no filter or diff driver is defined but Git LFS (the runner's own definition).
 */
const SAFE_CONFIG = [
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.pager=cat',
    '-c',
    'diff.external=',
    '-c',
    'core.attributesFile=/dev/null',
    '-c',
    'credential.helper=',
    '-c',
    'protocol.ext.allow=never',
];
/** The environment of the runner's git: no inherited GIT_* (GIT_DIR, GIT_CONFIG_*\u2026), no system or global config. */
function gitEnv(extra = {}) {
    const base = (0,env/* helperEnv */.sR)();
    for (const name of Object.keys(base))
        if (name.toUpperCase().startsWith('GIT_'))
            delete base[name];
    return {
        ...base,
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_ATTR_NOSYSTEM: '1',
        GIT_NO_REPLACE_OBJECTS: '1',
        ...extra,
    };
}
async function git_git(cwd, args, opts = {}) {
    const run = execFileAsync('git', [...SAFE_CONFIG, ...args], { cwd, env: gitEnv(opts.env), maxBuffer: opts.maxBuffer ?? 256 * 1024 * 1024 });
    if (opts.input !== undefined)
        run.child.stdin?.end(opts.input);
    const { stdout } = await run;
    return stdout;
}
async function gitBuffer(cwd, args, opts = {}) {
    const { stdout } = await execFileAsync('git', [...SAFE_CONFIG, ...args], { cwd, env: gitEnv(opts.env), maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
    return stdout;
}
/**
 * Runs `fn` with a throwaway git directory whose objects are copies of the repository's base
 * commit, trees and (on demand) blobs, each checked against its id so that an object the agent
 * rewrote in `.git/objects` stops the patch and the push instead of skewing them apart; whose HEAD is the repository's HEAD commit, whose index is built fresh from that commit (so no
 * assume-unchanged or skip-worktree flag the agent set hides a change), and whose configuration
 * and `info/attributes` hold nothing the agent wrote. A committed `.gitattributes` may still name a
 * filter or diff driver, but none is defined here, so none runs.
 */
async function git_withShadowRepo(cwd, fn, baseCommit) {
    const root = (await git_git(cwd, ['rev-parse', '--show-toplevel'])).trim();
    const realGitDir = (await git_git(root, ['rev-parse', '--absolute-git-dir'])).trim();
    const commonDir = external_node_path_.resolve(root, (await git_git(root, ['rev-parse', '--git-common-dir'])).trim());
    // The commit checked out before the agent's first process when the caller recorded it: HEAD is the agent's to move.
    const base = baseCommit ??
        (await git_git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).then((out) => out.trim(), () => ''));
    const objectFormat = await git_git(root, ['rev-parse', '--show-object-format']).then((out) => out.trim(), () => 'sha1');
    const shadow = (0,external_node_fs_.mkdtempSync)(external_node_path_.join(external_node_os_.tmpdir(), 'agent-runner-git-'));
    try {
        (0,external_node_fs_.mkdirSync)(external_node_path_.join(shadow, 'objects', 'info'), { recursive: true });
        (0,external_node_fs_.mkdirSync)(external_node_path_.join(shadow, 'refs'), { recursive: true });
        (0,external_node_fs_.mkdirSync)(external_node_path_.join(shadow, 'info'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_.join(shadow, 'HEAD'), base ? `${base}\n` : 'ref: refs/heads/main\n');
        const format = objectFormat === 'sha1' ? '' : `\trepositoryformatversion = 1\n[extensions]\n\tobjectformat = ${objectFormat}\n`;
        (0,external_node_fs_.writeFileSync)(external_node_path_.join(shadow, 'config'), `[core]\n\tbare = false\n${format || '\trepositoryformatversion = 0\n'}${lfsFilter(root)}`);
        // Patterns, not commands: the user's own "ignore this locally" list still applies.
        const exclude = external_node_path_.join(realGitDir, 'info', 'exclude');
        if ((0,external_node_fs_.existsSync)(exclude))
            (0,external_node_fs_.copyFileSync)(exclude, external_node_path_.join(shadow, 'info', 'exclude'));
        const env = { GIT_DIR: shadow, GIT_WORK_TREE: root, GIT_INDEX_FILE: external_node_path_.join(shadow, 'index'), GIT_OBJECT_DIRECTORY: external_node_path_.join(shadow, 'objects') };
        const store = verifiedStore({
            gitArgs: SAFE_CONFIG,
            cwd: root,
            env: gitEnv({ GIT_DIR: commonDir }),
            format: objectFormat,
            objectsDir: env.GIT_OBJECT_DIRECTORY,
        });
        const baseTree = base ? await store.importBase(base) : { blobs: new Map() };
        const repo = {
            root,
            base,
            run: (args, input) => git_git(root, args, { env, ...(input !== undefined ? { input } : {}) }),
            importBaseBlobs: (paths) => store.importBlobs(paths.flatMap((p) => baseTree.blobs.get(p) ?? [])),
        };
        if (base)
            await repo.run(['read-tree', base]);
        return await fn(repo);
    }
    finally {
        (0,external_node_fs_.rmSync)(shadow, { recursive: true, force: true });
    }
}
/**
 * Git LFS is the one filter the runner defines itself, and only when the committed `.gitattributes`
 * uses it and `git-lfs` is installed outside the work tree: without it every LFS file would look
 * changed (its content against the pointer in HEAD). The definition is the runner's, not the
 * repository's or a global configuration's.
 */
function lfsFilter(root) {
    let attributes = '';
    try {
        attributes = (0,external_node_fs_.readFileSync)(external_node_path_.join(root, '.gitattributes'), 'utf8');
    }
    catch {
        return '';
    }
    if (!/\bfilter=lfs\b/.test(attributes))
        return '';
    const binary = (0,env/* findOnPath */.aY)('git-lfs');
    if (!binary || !external_node_path_.relative(root, binary).startsWith('..'))
        return '';
    return `[filter "lfs"]\n\tclean = ${binary} clean -- %f\n\tsmudge = ${binary} smudge -- %f\n\tprocess = ${binary} filter-process\n\trequired = true\n`;
}
/** The object id git gives a file's content (`git hash-object`), without a process. */
function git_blobSha(content) {
    return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

;// CONCATENATED MODULE: ./build/src/report/github/push-files.js




/** Whether `p` is one of `exclude` or inside one of them (entries are repo-relative). */
function isExcluded(p, exclude) {
    const base = p.split('/').at(-1) ?? '';
    return (env/* CREDENTIAL_FILES */.SU.test(base) ||
        exclude.some((e) => {
            const x = e.replace(/\/+$/, '');
            return x !== '' && (p === x || p.startsWith(`${x}/`));
        }));
}
/** Why a path may not go into a commit, or null when it may. */
function unsafePathReason(p) {
    if (p === '' || p.startsWith('/') || p.includes('\\') || p.includes('\0'))
        return 'not a plain relative path';
    const parts = p.split('/');
    if (parts.some((s) => s === '' || s === '.' || s === '..'))
        return 'has an empty, . or .. segment';
    if (parts.some((s) => s.toLowerCase() === '.git'))
        return 'is inside .git';
    return null;
}
/**
 * Changed, new and deleted files of the work tree against HEAD, with their content, as the
 * Git Data API needs them. Untracked files count unless git ignores them; `exclude` (restored
 * configuration, the runner's own folders) is left out. Submodules are skipped. Git runs through a
 * shadow git directory, so no filter, textconv or index flag the agent planted changes the answer.
 */
async function changedFilesFromGit(cwd, exclude = [], baseCommit) {
    return (await changesFromGit(cwd, exclude, baseCommit)).files;
}
/** The work tree's changes as `changedFilesFromGit` gives them, and the changed paths `exclude` left out (a push reports them). */
async function changesFromGit(cwd, exclude = [], baseCommit) {
    return withShadowRepo(cwd, (repo) => changes(repo, exclude), baseCommit);
}
/** The changed files of a shadow repository (see `withShadowRepo`), content read as raw bytes. */
async function push_files_changedFiles(repo, exclude) {
    return (await changes(repo, exclude)).files;
}
async function changes(repo, exclude) {
    const root = repo.root;
    const entries = new Map();
    if (repo.base) {
        // The fresh index has no stat data: refresh it (content compared, no filter defined) before diffing.
        await repo.run(['update-index', '-q', '--refresh']).catch(() => '');
        // Plumbing: porcelain `git diff` reads base blobs to re-check same-size files, and the shadow holds
        // only the base blobs the patch asks for (each checked against its id).
        const diff = (await repo.run(['diff-index', '--name-status', '-z', '--no-renames', repo.base, '--'])).split('\0');
        for (let i = 0; i + 1 < diff.length; i += 2) {
            const status = diff[i] ?? '';
            const file = diff[i + 1] ?? '';
            if (file === '')
                continue;
            entries.set(file, status.startsWith('D') ? 'deleted' : 'present');
        }
    }
    const untracked = (await repo.run(['ls-files', '-z', '--others', '--exclude-standard'])).split('\0');
    for (const file of untracked)
        if (file !== '')
            entries.set(file, 'present');
    // The base versions must be intact even though the push never reads them: the patch shows changes
    // against them, and a push whose patch cannot be shown truthfully must not happen.
    await repo.importBaseBlobs([...entries.keys()].filter((file) => !isExcluded(file, exclude)));
    const out = [];
    const excludedPaths = [];
    for (const [file, state] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (isExcluded(file, exclude)) {
            excludedPaths.push(file);
            continue;
        }
        const abs = external_node_path_.join(root, file);
        const st = state === 'deleted' ? null : await external_node_fs_.promises.lstat(abs).catch(() => null);
        if (st === null) {
            out.push({ path: file, content: null, mode: '100644' });
        }
        else if (st.isSymbolicLink()) {
            out.push({ path: file, content: Buffer.from(await external_node_fs_.promises.readlink(abs)), mode: '120000' });
        }
        else if (st.isFile()) {
            out.push({ path: file, content: await external_node_fs_.promises.readFile(abs), mode: st.mode & 0o111 ? '100755' : '100644' });
        }
    }
    return { files: out, excludedPaths };
}
/**
 * What each of `paths` holds now in `cwd` (a blob id, `-` when absent): taken before the agent's first process for the
 * changed paths `exclude` names, it tells the runner's own doing (configuration restored from the base) from the run's.
 */
async function pathStates(cwd, paths) {
    const states = {};
    for (const p of paths) {
        const abs = path.join(cwd, p);
        const st = await fs.lstat(abs).catch(() => null);
        states[p] = st?.isSymbolicLink() ? blobSha(Buffer.from(await fs.readlink(abs))) : st?.isFile() ? blobSha(await fs.readFile(abs)) : '-';
    }
    return states;
}
/** The paths of `excluded` the run changed: not as they were before the agent's first process (`atStart`, from pathStates). */
async function changedSinceStart(cwd, excluded, atStart) {
    if (!atStart)
        return [...excluded];
    const now = await pathStates(cwd, excluded);
    return excluded.filter((p) => atStart[p] !== now[p]);
}
/** The changed paths `exclude` names and their states, before the agent's first process; undefined when git cannot tell. */
async function excludedAtStart(cwd, exclude, baseCommit) {
    const start = await changesFromGit(cwd, exclude, baseCommit).catch(() => undefined);
    return start ? pathStates(cwd, start.excludedPaths) : undefined;
}

;// CONCATENATED MODULE: ./build/src/report/patch.js


const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/**
 * `git diff` of everything the run changed, new files included, built from the very bytes a push
 * commits (`changedFiles`, the same list `changedFilesFromGit` gives the push): each file's content
 * is hashed as is (`--no-filters`) into a throwaway index of a shadow git directory and diffed
 * against HEAD with no textconv and no external diff. The repository's own index is not touched.
 */
async function capturePatch(cwd, exclude = [], baseCommit) {
    return git_withShadowRepo(cwd, async (repo) => patchOf(repo, await push_files_changedFiles(repo, exclude)), baseCommit);
}
async function patchOf(repo, files) {
    if (files.length === 0)
        return '';
    await stage(repo, files);
    return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', repo.base || EMPTY_TREE, '--']);
}
/** Puts `files` (contents hashed as they are) into the shadow's index, over what it holds. */
async function stage(repo, files) {
    if (files.length === 0)
        return;
    const zero = '0'.repeat(repo.base.length || 40);
    await repo.importBaseBlobs(files.map((file) => file.path));
    const records = [];
    for (const file of files) {
        if (file.content === null) {
            records.push(`0 ${zero}\t${file.path}`);
            continue;
        }
        const sha = (await repo.run(['hash-object', '-w', '--no-filters', '--stdin'], file.content)).trim();
        records.push(`${file.mode} ${sha}\t${file.path}`);
    }
    await repo.run(['update-index', '-z', '--index-info'], Buffer.from(records.map((r) => `${r}\0`).join('')));
}
/**
 * What the work tree changed after a push: the diff from the pushed tree (the base with `pushed` on it) to the work
 * tree at the end (the base with what changed since), both built from the bytes given, against the same checked base.
 */
async function patchAfterPush(cwd, exclude, baseCommit, pushed) {
    return withShadowRepo(cwd, async (repo) => {
        const now = await changedFiles(repo, exclude);
        await stage(repo, pushed);
        // Unchanged files' blobs are not in the shadow (only the base blobs asked for are): their ids are enough for a tree.
        const pushedTree = (await repo.run(['write-tree', '--missing-ok'])).trim();
        await repo.run(['read-tree', repo.base]);
        await repo.importBaseBlobs(pushed.map((file) => file.path));
        await stage(repo, now);
        return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', pushedTree, '--']);
    }, baseCommit);
}

;// CONCATENATED MODULE: ./build/src/report/secrets/redact.js


function createRedactor(secretValues) {
    // Short values would redact ordinary words; real secrets are long.
    const values = secretValues.filter((value) => typeof value === 'string' && value.length >= 8);
    const secrets = [...new Set(values.flatMap(encodedForms))].sort((a, b) => b.length - a.length);
    return (text) => {
        let out = text;
        for (const secret of secrets)
            out = out.split(secret).join('***');
        return redact_tokens_redactTokens(out);
    };
}
/** The values of the environment's secret-looking variables (the same test that keeps them from tools). */
function secretEnvValues(env) {
    // Inputs are secret by name only (`anthropic_api_key`, `github_token`): the prompt is not a secret.
    return Object.keys(env)
        .filter((name) => (name.startsWith('INPUT_') ? isSecretEnvName(name.slice('INPUT_'.length)) : isSecretEnvName(name)))
        .map((name) => env[name])
        .filter((value) => typeof value === 'string');
}
/** Below this, an encoded fragment could match ordinary text. */
const MIN_FORM_LENGTH = 8;
/**
 * A secret and the forms a tool could print it in: base64 and base64url (the part that is the same
 * wherever the secret starts in the encoded text: one core per alignment), hex in both cases, and
 * percent-encoding. Redaction is the last line, not the fence: this only catches the usual ones.
 */
function encodedForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const forms = new Set([secret, bytes.toString('hex'), bytes.toString('hex').toUpperCase(), encodeURIComponent(secret)]);
    for (let k = 0; k < 3; k++) {
        const whole = Math.floor((bytes.length - k) / 3) * 3;
        if (whole <= 0)
            continue;
        const core = bytes.subarray(k, k + whole);
        forms.add(core.toString('base64'));
        forms.add(core.toString('base64url'));
    }
    return [...forms].filter((form) => form.length >= MIN_FORM_LENGTH);
}

;// CONCATENATED MODULE: ./build/src/action/post-artifact.js






/**
 * The post step's upload of what the main step could not (a cancelled or crashed job): the patch, captured now from
 * the checkout when the main step died before writing it, the transcript and execution_file, as an artifact named
 * apart (`\u2026-post`). Redacted with the secrets this step holds and every token shape. Never throws.
 */
async function uploadLeftoverArtifact(runner, secrets, left) {
    const { transcriptFile, executionFile } = left.files;
    if (!transcriptFile)
        return undefined;
    const dir = external_node_path_.dirname(transcriptFile);
    const patchFile = left.files.patchFile ?? external_node_path_.join(dir, 'changes.patch');
    if (!(0,external_node_fs_.existsSync)(patchFile) && left.work) {
        const redact = createRedactor(Object.values(secrets));
        try {
            // `wx`: a new file only; a link someone left in its place is not followed.
            (0,external_node_fs_.writeFileSync)(patchFile, redact(await capturePatch(left.work.cwd, left.work.exclude, left.work.baseCommit)), { flag: 'wx' });
        }
        catch (error) {
            actions_core_chunk_RHDNEKEI/* warning */.$e(`Post step: the work so far could not be captured as a patch: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    const files = [patchFile, transcriptFile, executionFile ?? ''].filter((f) => f !== '' && external_node_path_.dirname(f) === dir).map((f) => external_node_path_.basename(f));
    const upload = await uploadRunArtifact(artifactPlace(runner, secrets), dir, files, 'post');
    if ('uploaded' in upload) {
        actions_core_chunk_RHDNEKEI/* info */.pq(`Post step: artifact ${upload.uploaded.name} (${upload.uploaded.files.join(', ')}): ${upload.uploaded.url ?? `id ${upload.uploaded.id}`}`);
        return upload.uploaded;
    }
    actions_core_chunk_RHDNEKEI/* warning */.$e(`Post step: the patch and transcript were not uploaded as an artifact: ${'skipped' in upload ? upload.skipped : upload.failed}`);
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/post.js











function context() {
    const sealed = (0,sealed_env/* sealedEnvironment */.sy)() ?? (0,sealed_env/* sealEnvironment */.hc)({ keep: sealed_env/* POST_KEEPS */.yd, reexec: false });
    return { sealed, input: (0,sealed_env/* inputReader */.cN)(sealed), state: (0,sealed_env/* stateReader */.J8)(sealed) };
}
const workflowToken = (c) => c.input('github_token') || c.input('workflow_token') || c.sealed.secrets.GITHUB_TOKEN || undefined;
/** Boxed with the App key, or (the Claude App's token) with the job's token: src/action/step.ts. */
const appToken = (c) => unboxValue(c.state('app_token'), c.input('app_private_key')) ?? unboxValue(c.state('app_token'), c.input('workflow_token')) ?? '';
/**
 * The post step. A cancelled job never reaches the main step's `finally`, so the sticky comment may
 * still say "working\u2026": finalize it from what its marker recorded (turns, cost so far).
 */
async function post() {
    const c = context();
    if (c.sealed.note)
        actions_core_chunk_RHDNEKEI/* info */.pq(`Environment sealing: ${c.sealed.note}`);
    await restoreCheckoutCredentials(c);
    writeLeftoverExecutionFile(c);
    const artifact = await uploadLeftover(c);
    await finalizeComment(c, artifact);
    await revokeAppToken(c);
}
/** The main step died with the checkout's header out of the git configuration: put it back for the steps after. */
async function restoreCheckoutCredentials(c) {
    const saved = c.state('git_credentials');
    if (saved === '')
        return;
    const token = workflowToken(c);
    if (!token) {
        actions_core_chunk_RHDNEKEI/* warning */.$e('Post step: the checkout credentials were not restored (no github_token to rebuild them from)');
        return;
    }
    const placeholders = JSON.parse(saved);
    const errors = await restoreHeaders(process.cwd(), placeholders.map((p) => ({ ...p, value: checkoutHeaderFor(token) })));
    for (const error of errors)
        actions_core_chunk_RHDNEKEI/* warning */.$e(`Post step: ${error}`);
    if (errors.length === 0 && placeholders.length > 0)
        actions_core_chunk_RHDNEKEI/* info */.pq(`Post step: ${placeholders.length} checkout credential header(s) restored`);
}
/** A main step killed before its report leaves only the JSONL: execution_file (the JSON array) is written from it. */
function writeLeftoverExecutionFile(c) {
    const saved = c.state('files');
    if (saved === '')
        return;
    const files = JSON.parse(saved);
    if (!files.executionFile || !files.transcriptFile || (0,external_node_fs_.existsSync)(files.executionFile) || !(0,external_node_fs_.existsSync)(files.transcriptFile))
        return;
    writeExecutionFileFrom(files.transcriptFile, files.executionFile);
    actions_core_chunk_RHDNEKEI/* info */.pq(`Post step: wrote ${files.executionFile} from the transcript of the interrupted run`);
}
/** A cancelled job skips the main step's revoke: the App token must not outlive the job. */
async function revokeAppToken(c) {
    const token = appToken(c);
    if (token === '')
        return;
    const revoked = await revokeInstallationToken(token, c.state('github_api_url') || undefined);
    if (revoked.revoked)
        actions_core_chunk_RHDNEKEI/* info */.pq('Post step: GitHub App installation token revoked');
    else
        actions_core_chunk_RHDNEKEI/* warning */.$e(`Post step: could not revoke the GitHub App installation token: ${revoked.reason}`);
}
/** The main step never saved its `artifact` (it died first): the post step uploads the patch and transcript it left. */
async function uploadLeftover(c) {
    const files = c.state('files');
    if (files === '' || c.state('artifact') !== '' || c.input('upload_artifacts').toLowerCase() === 'false')
        return undefined;
    const work = c.state('work');
    const env = process.env;
    return uploadLeftoverArtifact({
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        repository: env.GITHUB_REPOSITORY,
        runId: env.GITHUB_RUN_ID,
        job: env.GITHUB_JOB,
        step: env.GITHUB_ACTION,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
    }, c.sealed.secrets, { files: JSON.parse(files), ...(work !== '' ? { work: JSON.parse(work) } : {}) });
}
async function finalizeComment(c, artifact) {
    const links = artifactLinks(artifact);
    const saved = c.state('comment');
    if (saved === '' || c.state('finalized') === 'true')
        return;
    const state = JSON.parse(saved);
    const token = appToken(c) || workflowToken(c);
    if (!token) {
        actions_core_chunk_RHDNEKEI/* warning */.$e('The run did not finish its report, and there is no GitHub token to finalize the comment.');
        return;
    }
    const octokit = new dist_src/* Octokit */.E({ auth: token, baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' });
    const outcome = await finalizeLeftoverComment(octokit, {
        owner: state.owner,
        repo: state.repo,
        issueNumber: state.issueNumber,
        runId: state.runId,
        ...(state.commentId !== undefined ? { commentId: state.commentId } : {}),
        ...(state.login ? { login: state.login } : {}),
    }, (marker) => ({
        phase: 'cancelled',
        turns: marker.turns ?? 0,
        costUsd: marker.costUsd ?? 0,
        runId: state.runId,
        ...(state.runUrl ? { runUrl: state.runUrl } : {}),
        reason: 'The job was cancelled (or the main step died) before the run reported its result.',
        ...(links ? { artifacts: links } : {}),
    }));
    if (outcome.outcome === 'error')
        actions_core_chunk_RHDNEKEI/* warning */.$e(`Could not finalize the comment: ${outcome.error}`);
    else
        actions_core_chunk_RHDNEKEI/* info */.pq(`Post step: comment ${outcome.outcome}`);
}
/** The post step's logic (src/post-entry.ts calls it; so can a host such as @github/local-action). A failure is a warning. */
async function post_run() {
    await post().catch((error) => {
        actions_core_chunk_RHDNEKEI/* warning */.$e(`Agent Runner post step: ${error instanceof Error ? error.message : String(error)}`);
    });
}


/***/ })

};
