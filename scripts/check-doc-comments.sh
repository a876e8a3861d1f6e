#!/usr/bin/env bash
# Every public declaration in Sources/**/*.swift has a `///` doc comment: lists
# `file:line: public declaration without a doc comment: <decl>` for each one that has none and
# exits 1 if there is any. The rules (what is public, what is a doc comment, why overrides are
# exempt) are at the top of check-doc-comments.py.
#
#   scripts/check-doc-comments.sh                       # all of Sources
#   scripts/check-doc-comments.sh Sources/TesseraData   # one module (or files)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/.."
exec python3 "$here/check-doc-comments.py" "$@"
