#!/usr/bin/env bash
# Tessera's differ ÷ DifferenceKit on the worst cases (reversed, all replaced), 10k and 100k.
# DifferenceKit is not a dependency of Tessera: a scratch package in $WORK holds its sources
# (a checkout named by DIFFERENCEKIT, else cloned at the pinned commit), Tessera's TesseraData
# (a link to this checkout) and main.swift. Release build; prints three rounds per size.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
commit=02ca1968b10305d4d6771f4005a7ce2c507a8539   # DifferenceKit 1.3.0+, Apache-2.0
WORK="${WORK:-${TMPDIR:-/tmp}/tessera-differencekit}"
src="${DIFFERENCEKIT:-$WORK/DifferenceKit}"
if [ ! -d "$src/Sources" ]; then
    git clone -q https://github.com/ra1028/DifferenceKit "$src"
    git -C "$src" checkout -q "$commit"
fi
pkg="$WORK/package"
rm -rf "$pkg"; mkdir -p "$pkg/Sources/DifferenceKit" "$pkg/Sources/compare"
cp "$src"/Sources/*.swift "$pkg/Sources/DifferenceKit/"     # the core only: no UIKit/AppKit extensions
ln -s "$repo/Sources/TesseraData" "$pkg/Sources/TesseraData"
cp "$here/main.swift" "$pkg/Sources/compare/main.swift"
cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "compare", targets: [
    .target(name: "DifferenceKit"),
    .target(name: "TesseraData", exclude: ["README.md"]),
    .executableTarget(name: "compare", dependencies: ["DifferenceKit", "TesseraData"]),
])
SWIFT
(cd "$pkg" && swift build -c release -j "${JOBS:-2}" 2>&1 | grep -E "error|Compiling|Build" | tail -3)
echo "load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for n in ${SIZES:-10000 100000}; do "$pkg/.build/release/compare" "$n"; done
