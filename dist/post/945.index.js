export const id = 945;
export const ids = [945];
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
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(857);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9896);
/* harmony import */ var crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6982);
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
var OidcClient = { getIDToken: async (audience) => (await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(268)]).then(__webpack_require__.bind(__webpack_require__, 268))).OidcClient.getIDToken(audience) };
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

/***/ 5945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ post_run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./build/src/action/actions-core-chunk-RHDNEKEI.js
var actions_core_chunk_RHDNEKEI = __webpack_require__(8130);
;// CONCATENATED MODULE: ./build/src/action/actions-core.js
// Bundled by scripts/bundle-core.mjs from src/action/actions-core.ts: @actions/core 3.0.1, its OIDC client loaded by import().



// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/src/agent/tool-batch.js
/** Read-only calls of one reply that run side by side at most (Claude Code's default tool concurrency). */
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
            await fn();
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
        const toolSlot = slots(MAX_PARALLEL_TOOLS);
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
                reason: outcome.denial.message,
                ...(outcome.denial.suggestedRule !== undefined ? { suggestedRule: outcome.denial.suggestedRule } : {}),
            });
        }
    }
    content.push(...attachments);
    if (deps.afterBatch) {
        const results = new Map(content.flatMap((b) => (b.type === 'tool_result' ? [[b.tool_use_id, b.content]] : [])));
        const calls = toolUses.map((use) => ({ tool_name: use.name, tool_input: use.input, tool_use_id: use.id, tool_response: results.get(use.id) ?? '' }));
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
    return { ...(await deps.dispatch({ id: use.id, name: use.name, input: use.input }, deps.signal)), ran: true };
}
/** A tool_result's content: the text alone, or the text then the blocks the tool returned (images, documents, text between them). */
function tool_batch_resultContent(result) {
    if (!result.blocks || result.blocks.length === 0)
        return result.content;
    return [{ type: 'text', text: result.content }, ...result.blocks];
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
/** The final `result` line, in Claude Code's shape plus ours (stop_cause, warnings, context, sandbox). */
function resultLine(outcome) {
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
        terminal_reason: terminalReasonOf(outcome.cause, outcome.stoppedIn),
        stop_cause: outcome.cause,
        ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}),
        ...(outcome.structured !== undefined ? { structured_output: outcome.structured } : {}),
        ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}),
        ...(outcome.context ? { context: outcome.context } : {}),
        ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
        ...(outcome.tasks ? { tasks: outcome.tasks } : {}),
        ...(outcome.questions ? { questions: outcome.questions } : {}),
        ...(outcome.verification ? { verification: outcome.verification } : {}),
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
                return [resultLine(event.outcome)];
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
     * claude-code-action's `execution_file`: one JSON array of the messages, for
     * `jq '.[-1].total_cost_usd'`. Built from the JSONL (already redacted), written whole, then renamed
     * into place, so a reader never sees half an array.
     */
    writeExecutionFile(executionFile) {
        writeExecutionFileFrom(this.filePath, executionFile);
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

// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 22 modules
var dist_src = __webpack_require__(891);
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

;// CONCATENATED MODULE: ./build/src/text/untrusted-markdown.js


/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Defuses what is live on the rendered text: every `@` before a name character, and image syntax. */
function defuse(text) {
    return text.replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b').replace(/!\[/g, '!\u200b[');
}
/** Inline code its content cannot close. */
function codeSpan(text) {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
    return `${ticks}${pad}${text}${pad}${ticks}`;
}
function renderUntrusted(text, where, maxLength) {
    // Our sticky marker must not be forged, and no token may be shown.
    let out = redact_tokens_redactTokens(text).replaceAll('agent-runner:sticky', 'agent-runner:quoted').replace(CONTROLS, '');
    if (where !== 'block')
        out = out.replace(/\s+/g, ' ').trim();
    if (maxLength !== undefined && out.length > maxLength)
        out = `${safeCut(out, maxLength)}\u2026`;
    if (where === 'code' || where === 'cell') {
        // Inside a code span nothing is HTML or a mention; defusing still guards a span GitHub would not see as one.
        const span = codeSpan(defuse(out));
        return where === 'cell' ? span.replace(/\|/g, '\\|') : span;
    }
    // No raw HTML and no entity that renders as `<` or `@`: escape what would start either.
    out = out.replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;').replace(/</g, '&lt;');
    return defuse(out);
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
    const body = redact_tokens_redactTokens(text).replaceAll('agent-runner:sticky', 'agent-runner:quoted').split('\n').slice(-TAIL_SHOWN).join('\n');
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
            lines.push('', `<details><summary>Output of ${renderUntrusted(last.name, 'code', 80)} (${when}, last lines)</summary>`, '', fencedTail(last.tail), '', '</details>');
        }
    }
    if (v.notRunnable.length > 0) {
        lines.push('', '**Not runnable here:**', ...v.notRunnable.map((step) => `- ${renderUntrusted(step.name, 'code', 120)}: ${renderUntrusted(step.reason, 'line', 300)}`));
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./build/src/report/github/comment-render.js





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
function plural(n, word) {
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
    return redact_tokens_redactTokens(text).replaceAll('agent-runner:sticky', 'agent-runner:quoted');
}
/**
 * The agent's final answer, rendered as Markdown inside a block quote: whatever it holds (an
 * unclosed fence, a stray `</details>`, a fake heading) ends with the quote, so the runner's own
 * sections after it keep their structure. Code blocks with a matching closing fence are kept as
 * written (nothing in them is HTML or a mention); everything else is rendered as untrusted prose.
 */
function quotedAnswer(text) {
    const lines = text.split('\n');
    const code = new Set();
    for (let i = 0; i < lines.length; i++) {
        const open = /^(`{3,}|~{3,})[^`]*$/.exec(lines[i] ?? '');
        if (!open?.[1])
            continue;
        const fence = open[1];
        let close = -1;
        for (let j = i + 1; j < lines.length; j++) {
            const line = lines[j] ?? '';
            if (line.startsWith(fence[0]?.repeat(fence.length) ?? fence) && new RegExp(`^\\${fence[0]}+\\s*$`).test(line)) {
                close = j;
                break;
            }
        }
        if (close === -1)
            continue;
        for (let j = i; j <= close; j++)
            code.add(j);
        i = close;
    }
    return lines
        .map((line, i) => (code.has(i) ? clean(line) : renderUntrusted(line, 'block')))
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
}
const cell = (text, max = 160) => renderUntrusted(text, 'cell', max);
function headline(result) {
    const turns = plural(result.turns, 'turn');
    const cost = formatUsd(result.costUsd);
    if (result.cause === 'cancelled')
        return `\ud83d\udeab Cancelled after ${turns}, ${cost}`;
    if (result.cause === 'timeout')
        return `\u23f1\ufe0f Timed out after ${turns}, ${cost}`;
    if (result.cause === 'api_error')
        return `\u274c API error${result.apiErrorStatus ? ` ${result.apiErrorStatus}` : ''}: the model could not be reached after ${turns}, ${cost}`;
    if (result.cause === 'hook_stopped')
        return `\ud83d\uded1 Stopped by a hook after ${turns}, ${cost}`;
    switch (result.subtype) {
        case 'success':
            return result.denials.length > 0 ? `\u26a0\ufe0f Success, with ${plural(result.denials.length, 'permission denial')}` : '\u2705 Success';
        case 'error_max_turns':
            return `\ud83d\uded1 Stopped: turn limit reached (${turns})`;
        case 'error_max_budget_usd':
            return `\ud83d\udcb8 Stopped: budget limit reached (${cost} spent)`;
        case 'error_max_structured_output_retries':
            return '\u274c Error: the final answer never matched the required JSON schema';
        case 'error_during_execution':
            return '\u274c Error during execution';
    }
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
    return `${files > 0 ? plural(files, 'file') + ', ' : ''}+${added} \u2212${removed}`;
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
            return cap(`${marker}\n### \ud83d\udeab Cancelled after ${plural(state.turns, 'turn')}, ${formatUsd(state.costUsd)}${why}\n\n${link}`.trimEnd(), max);
        }
        case 'refused':
            return cap(`${marker}\n### \ud83d\udd12 Not run\n\nSorry @${state.actor.replace(/[^A-Za-z0-9\-[\]]/g, '')}, this action only runs for people with write access to the repository.\n\n${renderUntrusted(state.reason, 'block')}\n\n${link}`.trimEnd(), max);
        case 'final':
            return renderFinal(state, marker, link, max);
    }
}
function renderFinal(state, marker, link, max) {
    const r = state.result;
    const model = state.model ?? (Object.keys(r.modelUsage).join(', ') || 'unknown');
    const parts = [marker, `### ${headline(r)}`];
    if (r.errors.length > 0)
        parts.push('', '**Errors**', ...r.errors.slice(0, 20).map((e) => `- ${renderUntrusted(e, 'line')}`));
    if (state.agentComment?.trim())
        parts.push('', quotedAnswer(state.agentComment.trim()));
    const answer = r.result?.trim() ? quotedAnswer(r.result.trim()) : '';
    const answerSlot = parts.length + 1;
    if (answer)
        parts.push('', answer);
    parts.push('', '| Result | Cost | Turns | Duration | Model |', '|---|---|---|---|---|', `| \`${r.subtype}\` | ${formatUsd(r.costUsd)} | ${r.turns} | ${formatDuration(r.durationMs)} | ${cell(model, 80)} |`);
    if (r.warnings.length > 0)
        parts.push('', ...r.warnings.slice(0, 10).map((w) => `> \u26a0\ufe0f ${renderUntrusted(w, 'line')}`));
    parts.push(...sectionLines(state));
    if (r.denials.length > 0)
        parts.push('', denialsTable(r.denials));
    if (r.sandbox && r.sandbox.violations.count > 0) {
        parts.push('', `**Blocked by the sandbox** (${r.sandbox.violations.count})`, '', ...r.sandbox.violations.examples.map((e) => `- ${renderUntrusted(e, 'line')}`));
    }
    if (r.verification)
        parts.push('', renderEvidence(r.verification, state.push?.error ? undefined : state.push?.commitSha));
    if (state.push?.pullRequestUrl)
        parts.push('', `**Pull request:** ${state.push.pullRequestUrl}`);
    else if (state.push?.branch)
        parts.push('', `**Pushed to** ${renderUntrusted(state.push.branch, 'code')}${state.push.createPullRequestUrl ? ` \u2022 [Create PR \u2794](${state.push.createPullRequestUrl})` : ''}`);
    if (state.push?.error)
        parts.push('', `**Push failed:** ${renderUntrusted(state.push.error, 'line')}`);
    for (const n of state.notes ?? [])
        parts.push('', `> ${renderUntrusted(n, 'line')}`);
    const where = state.patchFile ? `the job summary and ${renderUntrusted(state.patchFile, 'code')} (\`patch_file\` output)` : 'the job summary';
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
async function retry_withGitHubRetry(fn, options = {}) {
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
        const res = await retry_withGitHubRetry(() => this.lookup(), this.options.retry);
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
        const res = await retry_withGitHubRetry(async () => {
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
        for (let page = 1; page <= 50; page++) {
            const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
                page,
            });
            for (const c of r.data) {
                if (c.body?.includes(marker) && c.user?.login === login)
                    found = { id: Number(c.id), url: c.html_url, body: c.body, marker: parseStickyMarker(c.body) };
            }
            if (r.data.length < 100)
                break;
        }
        return found;
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
/** \ud83d\udc40 on the triggering comment. Cosmetic: two tries at most, never throws. */
async function addReaction(octokit, target, content = 'eyes', retry = { maxAttempts: 2, maxServerWaitMs: 5_000 }) {
    const { owner, repo, commentId } = target;
    const res = await withGitHubRetry(async () => {
        const r = target.kind === 'issue'
            ? await octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { owner, repo, comment_id: commentId, content })
            : await octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', { owner, repo, comment_id: commentId, content });
        return r.data.id;
    }, retry);
    return res.ok ? { ok: true, id: res.value } : { ok: false, error: res.error };
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
var sealed_env = __webpack_require__(478);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./build/src/process/env.js
var env = __webpack_require__(7388);
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
    await finalizeComment(c);
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
async function finalizeComment(c) {
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
