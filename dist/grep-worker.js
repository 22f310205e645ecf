import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./build/src/tools/grep-read.js
/**
 * How Grep's JavaScript engine reads a listed file: one open, read and close, synchronous, through a checked folder
 * descriptor where the kernel lets it say what was opened (/proc), so the file read is the file listed.
 */

const NOFOLLOW = external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0;
const NONBLOCK = external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0;
let procFd;
const noProc = () => procFd === false;
/** The descriptor's path from the kernel (/proc/self/fd) is `path`; true where there is no /proc to ask. */
function isSameFile(fd, path) {
    if (procFd === false)
        return true;
    try {
        const opened = (0,external_node_fs_namespaceObject.readlinkSync)(`/proc/self/fd/${fd}`);
        procFd = true;
        return opened === path;
    }
    catch {
        procFd ??= false;
        return procFd === false;
    }
}
/**
 * The folder files are being opened in, opened once and checked once (its descriptor's path from the kernel is the
 * folder listed): each file is then opened through it (/proc/self/fd/N/name, what openat does) with O_NOFOLLOW, so its
 * real path is the folder's and its name, with no readlink per file, and a folder swapped for a link after the check
 * is not followed either. Closed at the end of each slice of the search.
 */
const folder = { path: '', fd: -1, ok: false, prefix: '' };
/**
 * /proc/<pid>/fd/ when /proc/self is this process under that number (the /proc of our pid namespace): the same folder
 * as /proc/self/fd/, one link fewer to follow on every open (~8% of an open here). Else /proc/self/fd/.
 */
let fdFolder;
function procFdFolder() {
    if (fdFolder === undefined) {
        try {
            fdFolder = (0,external_node_fs_namespaceObject.readlinkSync)('/proc/self') === String(process.pid) ? `/proc/${process.pid}/fd/` : '/proc/self/fd/';
        }
        catch {
            fdFolder = '/proc/self/fd/';
        }
    }
    return fdFolder;
}
function closeFolder() {
    releaseFile();
    if (folder.fd >= 0)
        (0,external_node_fs_namespaceObject.closeSync)(folder.fd);
    folder.path = '';
    folder.fd = -1;
    folder.ok = false;
}
/**
 * A descriptor for a listed file opened through its checked folder, -1 when it cannot be opened there (gone, a link);
 * undefined where this cannot be used (no /proc, a folder that cannot be opened or is not the one listed): the file is
 * then opened by its name and checked on its own, as before.
 */
function openInFolder(path) {
    const slash = path.lastIndexOf('/');
    if (procFd === false || NOFOLLOW === 0 || slash <= 0)
        return undefined;
    const dir = path.slice(0, slash);
    if (dir !== folder.path) {
        closeFolder();
        folder.path = dir;
        try {
            folder.fd = (0,external_node_fs_namespaceObject.openSync)(dir, external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_DIRECTORY | NOFOLLOW);
            folder.ok = isSameFile(folder.fd, dir);
            folder.prefix = `${procFdFolder()}${folder.fd}`;
        }
        catch {
            folder.ok = false;
        }
        if (noProc())
            return undefined;
    }
    if (!folder.ok)
        return undefined;
    try {
        return (0,external_node_fs_namespaceObject.openSync)(folder.prefix + path.slice(slash), external_node_fs_namespaceObject.constants.O_RDONLY | NONBLOCK | NOFOLLOW);
    }
    catch {
        return -1;
    }
}
/** One buffer for every file read (the search is synchronous, one file at a time): no allocation per file. */
let scratch = Buffer.allocUnsafe(256 * 1024);
/** The file last read stays open until the next read or releaseFile(): its mtime, when it matched, comes from fstat. */
let lastFd = -1;
function releaseFile() {
    if (lastFd >= 0)
        (0,external_node_fs_namespaceObject.closeSync)(lastFd);
    lastFd = -1;
}
/** The modification time of the file last read, from its descriptor (the file read, no lookup by name). */
function lastReadMtime() {
    try {
        return lastFd >= 0 ? (0,external_node_fs_namespaceObject.fstatSync)(lastFd).mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** How much of one file the in-process search reads (ripgrep, when installed, stops on a binary file's first NUL). */
const MAX_SEARCHED_BYTES = 256 * 1024 * 1024;
/**
 * The file (its first MAX_SEARCHED_BYTES; a view of the scratch buffer, valid until the next read), or null when it is not a regular file
 * or cannot be read. A path from a listing is a regular file or a link (git and the walk list nothing else): links
 * are refused by O_NOFOLLOW, so no stat is needed; any other path is checked with fstat (a FIFO, a device).
 * `shortReadEnds`: a read that returns less than asked is the end of the file (see short-read.ts).
 */
function readRegular(path, followLinks, listed, shortReadEnds = false) {
    releaseFile();
    // A huge file's buffer is not kept for the rest of the run.
    if (scratch.length > 16 * 1024 * 1024)
        scratch = Buffer.allocUnsafe(256 * 1024);
    let fd;
    const inFolder = followLinks ? undefined : openInFolder(path);
    if (inFolder === -1)
        return null;
    try {
        if (inFolder !== undefined)
            fd = inFolder;
        else {
            if (!followLinks && NOFOLLOW === 0 && !(0,external_node_fs_namespaceObject.lstatSync)(path).isFile())
                return null;
            fd = (0,external_node_fs_namespaceObject.openSync)(path, external_node_fs_namespaceObject.constants.O_RDONLY | NONBLOCK | (followLinks ? 0 : NOFOLLOW));
        }
    }
    catch {
        return null;
    }
    let kept = false;
    try {
        // What was opened must be the file listed (real path, no link swapped in above it since the listing): opened
        // through its checked folder, it is; else the kernel is asked.
        if (inFolder === undefined && !isSameFile(fd, path))
            return null;
        if (!listed) {
            const st = (0,external_node_fs_namespaceObject.fstatSync)(fd);
            if (!st.isFile())
                return null;
            if (st.size >= scratch.length)
                scratch = Buffer.allocUnsafe(Math.min(st.size, MAX_SEARCHED_BYTES) + 1);
        }
        let len = 0;
        for (;;) {
            // Bounded work whatever the workspace holds: a sparse file of a terabyte is searched in its first part only.
            if (len >= MAX_SEARCHED_BYTES)
                break;
            if (len === scratch.length) {
                const bigger = Buffer.allocUnsafe(Math.min(scratch.length * 2, MAX_SEARCHED_BYTES + 1));
                scratch.copy(bigger, 0, 0, len);
                scratch = bigger;
            }
            const want = scratch.length - len;
            const n = (0,external_node_fs_namespaceObject.readSync)(fd, scratch, len, want, null);
            len += n;
            // Where a short read is the end of the file (short-read.ts), a small file takes one read, not two.
            if (n === 0 || (shortReadEnds && n < want))
                break;
        }
        kept = true;
        lastFd = fd;
        return scratch.subarray(0, len);
    }
    catch {
        return null;
    }
    finally {
        if (!kept)
            (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./build/src/permissions/folder-links.js

/**
 * Each folder's names and whether each is a link, from one typed listing read the first time the folder
 * is asked about (null: it cannot be listed). For one call: a snapshot, like the walk's own listing.
 * A module of its own (node:fs only): Grep's worker threads use it without loading the permission code.
 */
function folderLinkListings() {
    const listings = new Map();
    return (dir) => {
        let names = listings.get(dir);
        if (names === undefined) {
            try {
                names = new Map();
                for (const e of (0,external_node_fs_namespaceObject.readdirSync)(dir, { withFileTypes: true }))
                    names.set(e.name, e.isSymbolicLink());
            }
            catch {
                names = null;
            }
            listings.set(dir, names);
        }
        return names;
    };
}

;// CONCATENATED MODULE: ./build/src/tools/grep-unmoved.js
/**
 * Grep's last check on what it reports: a result is the file it names only if its name has no link in it now (both
 * engines read from real paths under the target). Checked per folder where it can be: the folder's real path, resolved
 * once, must be the folder named, and the file itself must be no link, from one lstat, or, for a folder with many
 * results, from one listing of the folder with its entries' types. A snapshot taken now, after the search.
 */


/** From this many results in one folder, one listing of it is cheaper than an lstat per result. */
const LIST_FROM = 8;
const NOT_NORMAL = /\/\/|\/\.\.?(\/|$)|.\/$/;
/** True for an absolute path path.resolve would leave as it is. */
const isNormalAbsolute = (p) => p.charCodeAt(0) === 47 && !NOT_NORMAL.test(p);
const folderOf = (p) => {
    const i = p.lastIndexOf('/');
    return i <= 0 ? '/' : p.slice(0, i);
};
/** `abs` (normalised, absolute) is `dir` or below it; `dir` normalised too. */
const under = (abs, dir) => abs === dir || abs.startsWith(dir === '/' ? dir : `${dir}/`);
/** For normalised absolute paths. `mtimes`: every file gets an lstat (no folder listings), and its mtime is kept. */
function movedChecker(paths, roots, mtimes = false) {
    const listFrom = mtimes ? Number.POSITIVE_INFINITY : LIST_FROM;
    const seen = new Map();
    const perFolder = new Map();
    for (const p of paths) {
        const dir = folderOf(p);
        perFolder.set(dir, (perFolder.get(dir) ?? 0) + 1);
    }
    const realFolders = new Map();
    const realFolder = (dir) => {
        let real = realFolders.get(dir);
        if (real === undefined) {
            try {
                real = external_node_fs_namespaceObject.realpathSync.native(dir);
            }
            catch {
                real = null;
            }
            realFolders.set(dir, real);
        }
        return real;
    };
    // Per listed folder: each name's "is a link".
    const listing = folderLinkListings();
    const isLinkOrGone = (abs, dir) => {
        if ((perFolder.get(dir) ?? 0) >= listFrom)
            return listing(dir)?.get(abs.slice(dir === '/' ? 1 : dir.length + 1)) !== false;
        try {
            const st = (0,external_node_fs_namespaceObject.lstatSync)(abs, { throwIfNoEntry: false });
            if (st === undefined || st.isSymbolicLink())
                return true;
            if (mtimes)
                seen.set(abs, st.mtimeMs);
            return false;
        }
        catch {
            return true;
        }
    };
    return {
        moved: (abs) => {
            if (abs === '/' || !isNormalAbsolute(abs))
                return true;
            const dir = folderOf(abs);
            return isLinkOrGone(abs, dir) || realFolder(dir) !== dir || !roots.some((r) => under(abs, r));
        },
        mtimeMs: (abs) => seen.get(abs),
    };
}

;// CONCATENATED MODULE: ./build/src/tools/grep-js.js


function addLine(hits, n, text, match) {
    const prev = hits.lines.get(n);
    hits.lines.set(n, { text: text.endsWith('\r') ? text.slice(0, -1) : text, match: match || (prev?.match ?? false) });
}
function regex(pattern, flags) {
    try {
        return { re: new RegExp(pattern, `${flags}u`), unicode: true };
    }
    catch {
        try {
            return { re: new RegExp(pattern, flags), unicode: false };
        }
        catch (err) {
            return `Invalid regular expression ${JSON.stringify(pattern)}: ${err.message}`;
        }
    }
}
/**
 * Grep's `-o`: the non-empty matches of the pattern in a matching line, as `rg -o` prints them; a pattern JavaScript
 * cannot compile (ripgrep-only syntax) or that matches only empty strings there gives undefined: the whole line is shown.
 */
function matchedParts(pattern, ignoreCase) {
    const compiled = regex(pattern, ignoreCase ? 'gi' : 'g');
    return (line) => {
        if (typeof compiled === 'string')
            return undefined;
        const parts = [...line.matchAll(compiled.re)].map((m) => m[0]).filter((m) => m !== '');
        return parts.length > 0 ? parts : undefined;
    };
}
const LOOKAROUND = /\(\?<?[=!]/;
const SPECIAL_ESCAPES = new Set([...'dDwWsSbBnrtfv']);
/**
 * The longest run of characters every match must contain, read from the pattern's top level: alternation at the top
 * gives none; groups, classes, escapes with a meaning and optional characters end a run. Conservative: any doubt
 * ends the run, and no literal only means no prefilter.
 */
function requiredLiteral(pattern) {
    const runs = [];
    let run = '';
    let pure = true;
    const end = () => {
        if (run)
            runs.push(run);
        run = '';
    };
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i] ?? '';
        let atom = null;
        if (ch === '|')
            return null;
        if (ch === '\\') {
            const next = pattern[i + 1];
            if (next === undefined)
                return null;
            i++;
            // Escapes that take arguments (\x41, \u{\u2026}, \p{\u2026}, \k<\u2026>, \12): no literal rather than a wrong one.
            if ('xucpPkq0123456789'.includes(next))
                return null;
            if (SPECIAL_ESCAPES.has(next) || /[a-zA-Z]/.test(next))
                pure = false;
            else
                atom = next;
        }
        else if (ch === '[') {
            pure = false;
            // Skip the class: `]` right after `[` or `[^` is a literal member.
            let j = i + 1;
            if (pattern[j] === '^')
                j++;
            if (pattern[j] === ']')
                j++;
            for (; j < pattern.length && pattern[j] !== ']'; j++)
                if (pattern[j] === '\\')
                    j++;
            i = j;
        }
        else if (ch === '(') {
            pure = false;
            let depth = 1;
            let j = i + 1;
            for (; j < pattern.length && depth > 0; j++) {
                const c = pattern[j];
                if (c === '\\')
                    j++;
                else if (c === '[') {
                    for (j++; j < pattern.length && pattern[j] !== ']'; j++)
                        if (pattern[j] === '\\')
                            j++;
                }
                else if (c === '(')
                    depth++;
                else if (c === ')')
                    depth--;
                // A top-level alternation inside a group only widens the group, which is skipped anyway.
            }
            if (depth > 0)
                return null;
            i = j - 1;
        }
        else if ('.^$'.includes(ch))
            pure = false;
        else if ('*+?{'.includes(ch))
            return null; // a quantifier with nothing before it: leave it to the engine
        else
            atom = ch;
        // The quantifier, if any, that follows this atom: an atom that may be absent ends the run before it; one that
        // repeats is required once, and ends the run after it.
        const quant = /^(?:[*+?]|\{(\d*),?\d*\})\??/.exec(pattern.slice(i + 1));
        if (quant) {
            pure = false;
            i += quant[0].length;
        }
        const min = !quant ? 1 : quant[0][0] === '*' || quant[0][0] === '?' ? 0 : quant[0][0] === '+' ? 1 : Number(quant[1] || 0);
        if (atom === null || min === 0)
            end();
        else {
            run += atom;
            if (quant)
                end();
        }
    }
    end();
    const literal = runs.reduce((best, r) => (r.length > best.length ? r : best), '');
    if (!literal || /[\n\uFFFD\uD800-\uDFFF]/.test(literal))
        return null;
    return { literal, pure: pure && runs.length === 1 && literal === runs[0] };
}
function compileMatcher(q) {
    const flags = q.ignoreCase ? 'i' : '';
    const line = regex(q.pattern, flags);
    if (typeof line === 'string')
        return line;
    const scan = LOOKAROUND.test(q.pattern) ? null : new RegExp(q.pattern, `${flags}gm${line.unicode ? 'u' : ''}`);
    const lit = q.ignoreCase || !line.unicode ? null : requiredLiteral(q.pattern);
    return { line: line.re, scan, literal: lit ? Buffer.from(lit.literal, 'utf8') : null, pure: lit?.pure ?? false };
}
const stripCr = (s) => (s.endsWith('\r') ? s.slice(0, -1) : s);
/** 0-based numbers of the lines that match, the same lines `text.split('\n')` tested one by one would give. */
function matchingLines(text, m, firstOnly) {
    const out = [];
    const lastLineEnd = text.length > 0 && text.endsWith('\n') ? text.length - 1 : text.length;
    if (!m.scan) {
        const lines = text.split('\n');
        if (lines.length > 1 && lines[lines.length - 1] === '')
            lines.pop();
        for (let i = 0; i < lines.length; i++) {
            if (m.line.test(stripCr(lines[i] ?? ''))) {
                out.push(i);
                if (firstOnly)
                    break;
            }
        }
        return out;
    }
    let lineNo = 0;
    let lineStart = 0;
    let nextNl = text.indexOf('\n');
    const scan = m.scan;
    scan.lastIndex = 0;
    for (;;) {
        const hit = scan.exec(text);
        if (!hit)
            break;
        while (nextNl !== -1 && nextNl < hit.index) {
            lineNo++;
            lineStart = nextNl + 1;
            nextNl = text.indexOf('\n', lineStart);
        }
        // The empty "line" after a final newline is no line.
        if (lineStart > lastLineEnd)
            break;
        const lineEnd = nextNl === -1 ? text.length : nextNl;
        if (m.line.test(stripCr(text.slice(lineStart, lineEnd)))) {
            out.push(lineNo);
            if (firstOnly)
                break;
        }
        if (nextNl === -1)
            break;
        scan.lastIndex = nextNl + 1;
    }
    return out;
}
/** A plain literal, in the bytes: the lines containing it, without decoding the rest of the file. */
function literalLines(buf, literal, firstOnly) {
    const out = [];
    const lastLineEnd = buf.length > 0 && buf[buf.length - 1] === 10 ? buf.length - 1 : buf.length;
    let lineNo = 0;
    let lineStart = 0;
    let nextNl = buf.indexOf(10);
    for (let at = buf.indexOf(literal); at !== -1;) {
        while (nextNl !== -1 && nextNl < at) {
            lineNo++;
            lineStart = nextNl + 1;
            nextNl = buf.indexOf(10, lineStart);
        }
        if (lineStart > lastLineEnd)
            break;
        const lineEnd = nextNl === -1 ? buf.length : nextNl;
        out.push({ n: lineNo, text: buf.toString('utf8', lineStart, lineEnd) });
        if (firstOnly || nextNl === -1)
            break;
        at = buf.indexOf(literal, nextNl + 1);
    }
    return out;
}
function multilineMatches(text, re, lineCount) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    const lineAt = (idx) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((starts[mid] ?? 0) <= idx)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    };
    const out = [];
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        const first = lineAt(m.index);
        const last = m[0].length ? lineAt(m.index + m[0].length - 1) : first;
        for (let i = first; i <= last && i < lineCount; i++)
            out.push(i);
        if (m[0].length === 0)
            re.lastIndex++;
    }
    return out;
}
/** One file: its hits, or null when nothing in it matches. */
function searchFile(path, q, m, multi) {
    const hits = hitsIn(path, q, m, multi);
    // files_with_matches sorts by mtime: the matched file's own, from the descriptor it was read through.
    if (hits && q.mode === 'files_with_matches' && (hits.mtimeMs = lastReadMtime()) === undefined)
        return null;
    return hits;
}
function hitsIn(path, q, m, multi) {
    const buf = readRegular(path, q.targetIsFile, q.listed === true, q.shortReadEnds === true);
    if (!buf)
        return null;
    if (m.literal !== null && buf.indexOf(m.literal) === -1)
        return null;
    if (!q.targetIsFile && buf.indexOf(0) !== -1)
        return null;
    const firstOnly = q.mode === 'files_with_matches';
    const hits = { path, lines: new Map() };
    // files_with_matches needs no line, only whether one matches (a pure literal: the prefilter found it).
    if (firstOnly && !multi)
        return (m.pure && m.literal !== null) || matchingLines(buf.toString('utf8'), m, true).length > 0 ? hits : null;
    const context = q.before > 0 || q.after > 0;
    if (m.pure && m.literal !== null && !multi && !context) {
        const found = literalLines(buf, m.literal, firstOnly);
        for (const { n, text } of found)
            addLine(hits, n + 1, text, true);
        return found.length > 0 ? hits : null;
    }
    const text = buf.toString('utf8');
    let lines;
    const allLines = () => {
        if (!lines) {
            lines = text.split('\n');
            if (lines.length > 1 && lines[lines.length - 1] === '')
                lines.pop();
        }
        return lines;
    };
    const matched = multi ? multilineMatches(text, multi, allLines().length) : matchingLines(text, m, firstOnly);
    if (matched.length === 0)
        return null;
    const all = allLines();
    for (const i of matched) {
        for (let j = Math.max(0, i - q.before); j <= Math.min(all.length - 1, i + q.after); j++)
            addLine(hits, j + 1, all[j] ?? '', false);
    }
    for (const i of matched)
        addLine(hits, i + 1, all[i] ?? '', true);
    return hits;
}
/** What a file's hits count towards the limit on collected lines: files_with_matches keeps no lines, and counts one. */
const linesOf = (hits, mode) => (mode === 'files_with_matches' ? 1 : hits.lines.size);
function prepare(q) {
    const m = compileMatcher(q);
    if (typeof m === 'string')
        return m;
    const multi = q.multiline ? regex(q.pattern, `${q.ignoreCase ? 'i' : ''}gms`) : null;
    if (typeof multi === 'string')
        return multi;
    return { m, multi: multi ? multi.re : null };
}
/** Searches from `p.next` on until the list ends, `maxLines` are collected, or the clock passes `untilMs`. */
function searchSome(paths, q, prep, maxLines, p, untilMs) {
    const from = p.files.length;
    try {
        searchSlice(paths, q, prep, maxLines, p, untilMs);
    }
    finally {
        closeFolder();
    }
    // After reading, as for rg's results (grep-unmoved.ts): a found file whose name has a link in it now is withheld. The
    // reads went through checked folders, so this holds already; checked per slice, on the thread that read them.
    if (p.files.length === from)
        return;
    const found = p.files.splice(from);
    const { moved } = movedChecker(found.map((f) => f.path), q.roots);
    for (const f of found) {
        if (moved(f.path))
            p.changed = (p.changed ?? 0) + 1;
        else
            p.files.push(f);
    }
}
function searchSlice(paths, q, prep, maxLines, p, untilMs) {
    const shared = p.shared;
    while (p.next < paths.length) {
        if (p.collected >= maxLines || (shared && (Atomics.load(shared, 0) >= maxLines || Atomics.load(shared, 1) !== 0))) {
            p.stopped = true;
            return;
        }
        if (performance.now() > untilMs)
            return;
        const hits = searchFile(paths[p.next++] ?? '', q, prep.m, prep.multi);
        if (!hits)
            continue;
        const n = linesOf(hits, q.mode);
        p.collected += n;
        if (shared)
            Atomics.add(shared, 0, n);
        p.files.push(hits);
    }
}

;// CONCATENATED MODULE: ./build/src/tools/grep-worker.js


let current;
external_node_worker_threads_namespaceObject.parentPort?.on('message', (m) => {
    if (current?.job !== m.job)
        current = { job: m.job, prep: prepare(m.query) };
    const prep = current.prep;
    let result;
    if (typeof prep === 'string')
        result = { files: [], stopped: false, error: prep };
    else {
        const p = { files: [], collected: 0, next: 0, stopped: false, shared: m.shared };
        searchSome(m.paths, m.query, prep, m.maxLines, p, Number.POSITIVE_INFINITY);
        result = { files: p.files, stopped: p.stopped, changed: p.changed ?? 0 };
    }
    if (m.query.mode !== 'files_with_matches' || result.files.length === 0) {
        external_node_worker_threads_namespaceObject.parentPort?.postMessage({ job: m.job, seq: m.seq, result });
        return;
    }
    const paths = result.files.map((f) => f.path);
    const mtimes = Float64Array.from(result.files, (f) => f.mtimeMs ?? 0);
    const packed = { job: m.job, seq: m.seq, result: { ...result, files: [] }, paths, mtimes };
    external_node_worker_threads_namespaceObject.parentPort?.postMessage(packed, [mtimes.buffer]);
});

