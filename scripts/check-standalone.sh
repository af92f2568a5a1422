#!/usr/bin/env bash
# The repository must stand on its own: a clone with nothing beside it has to generate its
# GraphQL types, pass the contract tests and typecheck. This copies HEAD (what a clone gets)
# into an empty temporary folder and runs there whatever would break if code read a file
# outside the repository. node_modules is linked, not installed, to keep it quick.
#
#   scripts/check-standalone.sh            # from anywhere inside the repository
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$repo"

fail() { printf 'check-standalone: %s\n' "$*" >&2; exit 1; }

# 1. No tracked file may point at a folder beside the repository, nor cite documents a reader
#    of the repository cannot open: cite docs/behaviour.md, docs/woographql-contract.md and
#    docs/toolchain.md instead. (The patterns are written so that this script does not match
#    itself.)
if git grep -nIE -e '\.\./shared' -e '\b[Ss]pec §' -e 'CONTRACT\.md' -- . ; then
  fail 'tracked files refer to documents outside the repository (above)'
fi

[ -d node_modules ] || fail 'node_modules is missing: run npm install first'

# 2. HEAD alone, two levels deep in a fresh folder, so no sibling of the copy exists.
work=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-standalone.XXXXXX")
trap 'rm -rf "$work"' EXIT
copy="$work/alone/vitrine"
mkdir -p "$copy"
git archive --format=tar HEAD | tar -x -C "$copy"
ln -s "$repo/node_modules" "$copy/node_modules"
cd "$copy"
echo "check-standalone: HEAD $(git -C "$repo" rev-parse --short HEAD) copied to $copy"

# 3. The contract tests — the real schema validates every storefront operation, the embedded
#    schema is a subset of it, and codegen (codegen.ts, reading contract/) reproduces the
#    committed graphql/generated — then the typecheck.
npx vitest run tests/contract
npx next typegen >/dev/null && npx tsc --noEmit

echo 'check-standalone: the repository stands on its own'
