#!/usr/bin/env bash
# One home for the platform (issue 21): what differs between Linux glibc, musl and Darwin lives in
# Sources/TesseraTerminal/Platform and the C shims (Sources/CNcursesw, Sources/CNcurseswSystem,
# Sources/CDispatchMainQueue). Everywhere else these names are a portability bug, and this
# check fails naming the file and line:
#   Glibc.             a module-qualified call: no such module on Darwin or musl
#   __sigaction_handler glibc's spelling of sigaction's union (Darwin and musl differ)
#   /proc/              Linux only, and not mounted in every container
#   _dispatch_          libdispatch's private hooks
#   canImport(Glibc)    a libc import that leaves Darwin and musl without one
# Usage: scripts/check-platform-names.sh [root]   (exit 1 and the hits on standard error)
set -u
root="${1:-.}"
cd "$root" || exit 2
folders=()
for folder in Sources Tests demos Examples Fuzz Benchmarks Snippets; do [ -d "$folder" ] && folders+=("$folder"); done
hits=$(grep -rnE --include='*.swift' --include='*.c' --include='*.h' --include='*.modulemap' \
        -e 'Glibc\.' -e '__sigaction_handler' -e '/proc/' -e '_dispatch_' -e 'canImport\(Glibc\)' \
        "${folders[@]}" 2>/dev/null \
    | grep -vE '^(Sources/TesseraTerminal/Platform/|Sources/CNcursesw/|Sources/CNcurseswSystem/|Sources/CDispatchMainQueue/)' \
    | grep -v '/\.build/')
if [ -n "$hits" ]; then
  echo "check-platform-names: platform-specific names outside Sources/TesseraTerminal/Platform and the C shims:" >&2
  echo "$hits" | sed 's/^/  /' >&2
  echo "Move the code behind Sources/TesseraTerminal/Platform (or ProcessTestSupport for tests)." >&2
  exit 1
fi
echo "check-platform-names: no platform-specific names outside Platform/ and the shims"
