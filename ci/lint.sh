#!/usr/bin/env bash
# The house rules on the C files a change touches (.clang-format, .clang-tidy at the root):
#   - clang-format-22 --dry-run -Werror on the lines the change added or modified (only those:
#     the tree predates .clang-format, and a touched file must not force a reformat of lines
#     nobody changed);
#   - clang-tidy-22 on the whole of each changed .c file (the checks in .clang-tidy are the
#     ones the tree is clean of), with BUILD_DIR's compile_commands.json.
# The change is the working tree (committed or not) against the merge base with origin/main;
# where there is no origin/main (CI's fresh clone has no remote), or it is HEAD itself, against
# HEAD~1: the last commit and what is not committed yet. Files that are unchanged are never
# checked, so the run takes seconds per changed file.
# usage: ci/lint.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}

for tool in clang-format-22 clang-tidy-22; do
  command -v "$tool" >/dev/null || { echo "lint: $tool not found (ci/install-deps.sh installs it)" >&2; exit 1; }
done

base=$(git merge-base HEAD origin/main 2>/dev/null || true)
if [ -z "$base" ] || [ "$base" = "$(git rev-parse HEAD)" ]; then
  base=$(git rev-parse --verify --quiet 'HEAD~1^{commit}' || true)
fi
if [ -z "$base" ]; then
  echo "lint: no origin/main and no HEAD~1 to compare with: nothing to check"
  exit 0
fi

mapfile -t files < <(git diff --name-only --diff-filter=ACMR "$base" -- '*.c' '*.h')
if [ ${#files[@]} -eq 0 ]; then
  echo "lint: no C file changed since ${base:0:12}"
  exit 0
fi
echo "lint: ${#files[@]} C file(s) changed since ${base:0:12}"

status=0
# clang-format, on each file's added or modified lines: "@@ -a,b +c,d @@" gives lines c..c+d-1.
for f in "${files[@]}"; do
  mapfile -t ranges < <(git diff -U0 "$base" -- "$f" |
    sed -nE 's/^@@ -[0-9,]+ \+([0-9]+)(,([0-9]+))? @@.*/\1 \3/p' |
    awk '{ n = ($2 == "") ? 1 : $2; if (n > 0) printf "--lines=%d:%d\n", $1, $1 + n - 1 }')
  [ ${#ranges[@]} -eq 0 ] && continue
  clang-format-22 --dry-run -Werror "${ranges[@]}" "$f" || status=1
done

# clang-tidy, on the changed .c files the build compiles (headers are checked through them).
if [ ! -f "$build_dir/compile_commands.json" ]; then
  echo "lint: $build_dir/compile_commands.json is missing (build first: ci/build.sh $build_dir)" >&2
  exit 1
fi
mapfile -t sources < <(printf '%s\n' "${files[@]}" | grep '\.c$' | while read -r f; do
  grep -q "\"file\": \"$(pwd)/$f\"" "$build_dir/compile_commands.json" && echo "$f"
done || true)
if [ ${#sources[@]} -gt 0 ]; then
  printf '%s\n' "${sources[@]}" |
    xargs -P2 -n1 clang-tidy-22 -p "$build_dir" --quiet 2>/dev/null || status=1
fi

[ $status -eq 0 ] && echo "lint: clean" || echo "lint: findings above (clang-format: run clang-format-22 on those lines; clang-tidy: fix, or argue the check out in .clang-tidy)" >&2
exit $status
