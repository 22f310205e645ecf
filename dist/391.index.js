export const id = 391;
export const ids = [391];
export const modules = {

/***/ 42391:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   workflowCommands: () => (/* binding */ workflowCommands)
/* harmony export */ });
/* harmony import */ var _process_random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29956);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);




/*
 * The same workflow and file commands, written exactly as @actions/core 3.0.1 writes them (command.js,
 * file-command.js, core.js, summary.js; test/e2e/workflow-commands.test.ts compares the two byte for byte).
 * Why not @actions/core itself in the entry: its OIDC client imports @actions/http-client and the npm `undici`
 * (0.9 MB), which would be compiled and evaluated before every run's first model request; the main step never
 * asks for an OIDC token.
 */
const toCommandValue = (input) => input === null || input === undefined ? '' : typeof input === 'string' || input instanceof String ? String(input) : JSON.stringify(input);
const escapeData = (s) => toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
function issueCommand(command, properties, message) {
    const props = Object.entries(properties).filter(([, v]) => Boolean(v)).map(([k, v]) => `${k}=${escapeProperty(v)}`);
    process.stdout.write(`::${command}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath)
        throw new Error(`Unable to find environment variable for file command ${command}`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(filePath))
        throw new Error(`Missing file at path: ${filePath}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(filePath, `${message}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, { encoding: 'utf8' });
}
function keyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${(0,_process_random_js__WEBPACK_IMPORTED_MODULE_0__/* .randomUUID */ .N)()}`;
    const converted = toCommandValue(value);
    if (key.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (converted.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    return `${key}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${converted}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}`;
}
function error(message) {
    issueCommand('error', {}, message);
}
class Summary {
    buffer = '';
    addRaw(text) {
        this.buffer += text;
        return this;
    }
    /** Reads the file's path synchronously, before its first await (FileCommandLedger.writeAsync relies on it). */
    write() {
        const filePath = process.env.GITHUB_STEP_SUMMARY;
        if (!filePath) {
            return Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.'));
        }
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(filePath, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
        }
        catch {
            return Promise.reject(new Error(`Unable to access summary file: '${filePath}'. Check if the file has correct read/write permissions.`));
        }
        const text = this.buffer;
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(filePath, text, { encoding: 'utf8' }).then(() => {
            this.buffer = '';
            return this;
        });
    }
}
const workflowCommands = {
    getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    info: (message) => void process.stdout.write(`${message}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`),
    warning: (message) => issueCommand('warning', {}, message),
    debug: (message) => issueCommand('debug', {}, message),
    setFailed: (message) => {
        process.exitCode = 1;
        error(message);
    },
    setSecret: (secret) => issueCommand('add-mask', {}, secret),
    saveState: (name, value) => {
        if (process.env.GITHUB_STATE)
            return issueFileCommand('STATE', keyValueMessage(name, value));
        issueCommand('save-state', { name }, toCommandValue(value));
    },
    setOutput: (name, value) => {
        if (process.env.GITHUB_OUTPUT)
            return issueFileCommand('OUTPUT', keyValueMessage(name, value));
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
        issueCommand('set-output', { name }, toCommandValue(value));
    },
    group: async (name, fn) => {
        issueCommand('group', {}, name);
        try {
            return await fn();
        }
        finally {
            issueCommand('endgroup', {}, '');
        }
    },
    summary: new Summary(),
};


/***/ })

};
