#!/usr/bin/env bash
# Writes each listed repository's committed Claude Code setup into <out>/<owner>+<name>/, read from a bare clone at
# the listed commit: the files Claude Code reads at a project's root (.claude/, CLAUDE.md, CLAUDE.local.md, AGENTS.md,
# .mcp.json, .claude-plugin/) and the in-repository folders a marketplace there names. Symbolic links stay links
# (mode 120000 -> ln -s), so links that dangle outside their author's machine dangle here too, as in a CI checkout.
#
# usage: scripts/corpus/materialize.sh <list> <mirrors> <out>
#   <list>     lines "owner/name@commit" (# comments allowed), e.g. scripts/corpus/repos.txt
#   <mirrors>  a folder of bare clones named <owner>+<name>/repo (or <owner>+<name>.git)
#   <out>      the folder to write into (each repository's folder is replaced)
set -euo pipefail
list=${1:?list} mirrors=${2:?mirrors} out=${3:?out}
mkdir -p "$out"
roots=(.claude CLAUDE.md CLAUDE.local.md AGENTS.md .mcp.json .claude-plugin)

write_path() { # git-dir commit path dest: one blob or link, as committed
  local git=$1 commit=$2 mode=$3 object=$4 file=$5 dest=$6
  mkdir -p "$(dirname "$dest/$file")"
  if [[ $mode == 120000 ]]; then
    ln -sfn "$(git --git-dir="$git" cat-file blob "$object")" "$dest/$file"
  elif [[ $mode == 160000 ]]; then
    mkdir -p "$dest/$file" # a submodule: an empty folder, as an unrecursive checkout leaves it
  else
    # A snapshot may lack its largest blobs: said, and the file left out.
    git --git-dir="$git" cat-file blob "$object" >"$dest/$file" 2>/dev/null || {
      echo "absent from the snapshot: $file" >&2
      rm -f "$dest/$file"
      return 0
    }
    if [[ $mode == 100755 ]]; then chmod +x "$dest/$file"; fi
  fi
}

write_tree() { # git-dir commit dest paths...
  local git=$1 commit=$2 dest=$3
  shift 3
  git --git-dir="$git" ls-tree -r -z --full-tree "$commit" -- "$@" |
    while IFS= read -r -d '' entry; do
      local meta=${entry%%$'\t'*} file=${entry#*$'\t'}
      read -r mode _ object <<<"$meta"
      # A user's whole ~/.claude committed: its session logs and caches are no project setup, and Claude Code reads none.
      [[ $file =~ ^\.claude/(projects|debug|file-history|shell-snapshots|todos|transcripts|paste-cache|cache|telemetry|statsig|ide)/ ]] && continue
      write_path "$git" "$commit" "$mode" "$object" "$file" "$dest"
    done
}

while IFS= read -r line; do
  line=${line%%#*}
  line=${line//[[:space:]]/}
  [[ -z $line ]] && continue
  repo=${line%@*} commit=${line#*@}
  git=$mirrors/${repo/\//+}/repo
  [[ -d $git ]] || git=$mirrors/${repo/\//+}.git
  if ! git --git-dir="$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "skipped $repo: no commit $commit in $git" >&2
    continue
  fi
  dest=$out/${repo/\//+}
  rm -rf "$dest"
  mkdir -p "$dest"
  write_tree "$git" "$commit" "$dest" "${roots[@]}"
  # A marketplace in the repository: the plugin folders it names by a relative path, which settings may enable.
  if [[ -f $dest/.claude-plugin/marketplace.json ]]; then
    node -e '
      const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const root = typeof m.metadata?.pluginRoot === "string" ? m.metadata.pluginRoot : "";
      for (const p of m.plugins ?? []) {
        const s = typeof p.source === "string" ? p.source : undefined;
        if (s && s.startsWith("./")) console.log(require("path").posix.normalize(require("path").posix.join(root, s)));
        else if (s && !s.includes(":")) console.log(require("path").posix.normalize(require("path").posix.join(root || ".", s)));
      }' "$dest/.claude-plugin/marketplace.json" 2>/dev/null | grep -v '^\.\.\?$' | grep -v '^\.\./' | sort -u |
      while IFS= read -r folder; do write_tree "$git" "$commit" "$dest" "$folder"; done || true
  fi
  # Links to folders elsewhere in the repository (`.claude/commands -> ../.shared/commands`) resolve in a checkout:
  # their targets are written too, a few rounds deep (a target may hold links of its own).
  for _ in 1 2 3; do
    mapfile -t targets < <(find "$dest" -type l -print0 | while IFS= read -r -d '' link; do
      to=$(readlink "$link")
      [[ $to == /* ]] && continue
      resolved=$(realpath -m --relative-to="$dest" "$(dirname "$link")/$to")
      [[ $resolved == ..* || -e $dest/$resolved ]] && continue
      echo "$resolved"
    done | sort -u)
    [[ ${#targets[@]} -eq 0 ]] && break
    write_tree "$git" "$commit" "$dest" "${targets[@]}"
  done
  echo "$repo@$commit -> $dest"
done <"$list"
