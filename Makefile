# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift
# CI machines have 2 cores; let SwiftPM use them both (nproc on Linux, sysctl on macOS).
JOBS ?= $(shell nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
BENCH_ARGS ?=
# Release builds (the demos, the benchmarks) link Swift's runtime and Foundation statically on
# Linux, as a program is shipped there: start-up loads no Swift shared libraries (measured: 18 →
# 11 ms to print --help, a third of the demos' start-up to a full screen). Every release target
# uses the same flags, so they share one build.
RELEASE := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: all check check-file-length build demo test test-fast check-platform test-ncurses-shim sanitize fuzz build-examples test-examples bench bench-sidebyside screenshots docs check-docs api-breakage clean

# The standalone packages in Examples/: each depends on this checkout by path and builds in its
# own Examples/<name>/.build (Tessera's modules once per example, about a minute each on 2 cores).
EXAMPLES := $(patsubst %/Package.swift,%,$(wildcard Examples/*/Package.swift))

all: build

check:
	@scripts/check-tools.sh

build: check
	$(SWIFT) build -j $(JOBS)

## demo: release build, then the demo launcher.
demo: check
	$(SWIFT) build $(RELEASE) -j $(JOBS) --product tessera-demos
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/tessera-demos"

## test: every public declaration documented, then build everything (the examples too) and run
## every test (unit, screen, end-to-end in tmux, real terminal in kitty), then each example's own.
## test, test-fast and sanitize run with the expensive self-checks on (TESSERA_SELF_CHECKS=1, see
## SelfChecks in TesseraTerminal); a plain `swift test` of this package has them on too.
## Each example is built once and tested once: the recipes below are shared, not sub-makes.
test: check check-docs check-file-length check-platform test-ncurses-shim
	$(SWIFT) build -j $(JOBS) --build-tests
	$(BUILD_EXAMPLES)
	TESSERA_SELF_CHECKS=1 TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test -j $(JOBS) --skip-build
	$(TEST_EXAMPLES)

## test-fast: the tests that need nothing but Swift and ncurses (unit, property, headless loop,
## screen goldens), anywhere Swift runs: the macOS gate. End-to-end (tmux) and real-terminal
## (kitty, Xvfb) suites are left to `make test`; run here they would skip, saying what they need.
FAST_SUITES ?= TesseraDataTests|TesseraLayoutTests|TesseraTerminalTests|TesseraTests|DemoScreenTests
test-fast: check-platform
	@scripts/check-tools.sh --fast
	$(SWIFT) build -j $(JOBS) --build-tests
	TESSERA_SELF_CHECKS=1 $(SWIFT) test -j $(JOBS) --skip-build --filter '$(FAST_SUITES)'

## check-platform: no Linux-only or private names (Glibc., __sigaction_handler, /proc/,
## _dispatch_, canImport(Glibc)) outside Sources/TesseraTerminal/Platform and the C shims
## (the check's own test first).
check-platform:
	@scripts/tests/test-check-platform-names.sh
	@scripts/check-platform-names.sh

## test-ncurses-shim: the CNcursesw shim built twice, with ncurses 6 features and with the
## branches ncurses 5.7 takes (TESSERA_NCURSES_LEGACY), each run on a pseudo-terminal. Linux.
test-ncurses-shim:
	@scripts/test-ncurses-shim.sh

# Build each package in Examples/ with its tests.
BUILD_EXAMPLES = @set -e; for package in $(EXAMPLES); do \
		echo "build-examples: $$package"; \
		$(SWIFT) build -j $(JOBS) --package-path "$$package" --build-tests; \
	done

# Run each package's tests in Examples/, already built.
TEST_EXAMPLES = @set -e; for package in $(EXAMPLES); do \
		echo "test-examples: $$package"; \
		$(SWIFT) test -j $(JOBS) --package-path "$$package" --skip-build; \
	done

## sanitize: the threaded suites under ThreadSanitizer (Tessera's locks as pthread mutexes, which
## TSan sees: TESSERA_TSAN), then the data, layout and terminal suites under AddressSanitizer.
## Each sanitizer builds in its own folder (.build-tsan, .build-asan); any report fails the run
## (leaks included, but for XCTest's own: scripts/sanitizers/lsan.supp).
TSAN_SUITES ?= DiffableDataSourceThreading|ApplicationSleep|EventLoopTests|EmojiPolicy|MainQueue|InputReaderTests
ASAN_SUITES ?= TesseraDataTests|TesseraLayoutTests|TesseraTerminalTests
sanitize: check
	$(SWIFT) build -j $(JOBS) --build-tests --sanitize=thread -Xswiftc -DTESSERA_TSAN --scratch-path .build-tsan
	TESSERA_SELF_CHECKS=1 TSAN_OPTIONS="halt_on_error=1 $(TSAN_OPTIONS)" TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path --scratch-path .build-tsan)" \
		$(SWIFT) test -j $(JOBS) --skip-build --sanitize=thread -Xswiftc -DTESSERA_TSAN --scratch-path .build-tsan \
		--filter '$(TSAN_SUITES)'
	$(SWIFT) build -j $(JOBS) --build-tests --sanitize=address --scratch-path .build-asan
	TESSERA_SELF_CHECKS=1 ASAN_OPTIONS="halt_on_error=1 $(ASAN_OPTIONS)" LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/sanitizers/lsan.supp" TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path --scratch-path .build-asan)" \
		$(SWIFT) test -j $(JOBS) --skip-build --sanitize=address --scratch-path .build-asan \
		--filter '$(ASAN_SUITES)'

## fuzz: libFuzzer on the input decoder and on snapshot edits + the differ, FUZZ_SECONDS each
## (60 by default), starting from Fuzz/Seeds; coverage-instrumented, under AddressSanitizer, in
## .build-fuzz. A failing input is kept in .build-fuzz/crashes and fails the run. Linux only:
## Apple's toolchains ship no libFuzzer.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= decoder differ
FUZZ_RUNTIME = $(firstword $(wildcard $(dir $(realpath $(shell command -v $(SWIFT))))../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-$(shell uname -m).a))
fuzz: check
	@test -n "$(FUZZ_RUNTIME)" || { echo "make fuzz: no libclang_rt.fuzzer_no_main in this Swift toolchain (Linux toolchains have it)"; exit 1; }
	$(SWIFT) build -c release -j $(JOBS) --product tessera-fuzz --scratch-path .build-fuzz \
		--sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
		-Xswiftc -DTESSERA_FUZZ -Xlinker $(FUZZ_RUNTIME) -Xlinker -lstdc++
	@set -e; bin="$$($(SWIFT) build -c release --show-bin-path --scratch-path .build-fuzz)"; \
	for target in $(FUZZ_TARGETS); do \
		corpus=.build-fuzz/corpus/$$target; mkdir -p $$corpus .build-fuzz/crashes; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		"$$bin/tessera-fuzz" $$target $$corpus Fuzz/Seeds/$$target -max_total_time=$(FUZZ_SECONDS) \
			-print_final_stats=1 -artifact_prefix=.build-fuzz/crashes/$$target- 2> .build-fuzz/$$target.log \
			|| { tail -40 .build-fuzz/$$target.log; exit 1; }; \
		grep -E "^(#[0-9]+ +DONE|Done|stat::number_of_executed_units)" .build-fuzz/$$target.log; \
		grep -E "^#[0-9]+" .build-fuzz/$$target.log | tail -1; \
	done

## build-examples: build each package in Examples/ with its tests (the end-to-end tests run async-list).
build-examples: check
	$(BUILD_EXAMPLES)

## test-examples: in each package in Examples/, `swift build` then `swift test` (its tests use TesseraTesting).
test-examples: build-examples
	$(TEST_EXAMPLES)

## bench: release build of tessera-bench, then every benchmark (BENCH_ARGS="--filter diff --json").
bench: check
	$(SWIFT) build $(RELEASE) -j $(JOBS) --product tessera-bench
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/tessera-bench" $(BENCH_ARGS)

## bench-sidebyside: Tessera's Mountains, fzf and the Textual app on real ptys, interleaved
## (Benchmarks/SideBySide/README.md). SIDEBYSIDE_ARGS="--quick" for a short check,
## "--before OLD/tessera-demos" to measure an older build in the same run.
SIDEBYSIDE_VENV ?= /tmp/textual-venv
bench-sidebyside: check
	command -v fzf >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get install -y -qq fzf; } || { echo "bench-sidebyside needs fzf: sudo apt-get install fzf"; exit 1; }
	[ -x $(SIDEBYSIDE_VENV)/bin/python ] || python3 -m venv $(SIDEBYSIDE_VENV)
	$(SIDEBYSIDE_VENV)/bin/python -c 'import textual' 2>/dev/null || $(SIDEBYSIDE_VENV)/bin/pip install -q textual==8.2.8
	$(SWIFT) build $(RELEASE) -j $(JOBS) --product tessera-demos
	python3 Benchmarks/SideBySide/sidebyside.py --python $(SIDEBYSIDE_VENV)/bin/python \
		--after "$$($(SWIFT) build $(RELEASE) --show-bin-path)/tessera-demos" $(SIDEBYSIDE_ARGS)

## screenshots: the seed demos and three gallery examples in kitty under Xvfb, light-background
## pictures in xterm and rxvt-unicode (white backgrounds), to docs/images/*.png, and animated
## GIFs of updates (real frames, grabbed while the demos run in slow motion).
screenshots:
	@scripts/check-tools.sh --screenshots
	$(SWIFT) build -j $(JOBS) --build-tests
	mkdir -p docs/images
	TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" TESSERA_SCREENSHOTS="$(CURDIR)/docs/images" \
		$(SWIFT) test -j $(JOBS) --skip-build --filter 'Screenshots|LightScreenshots|AnimatedPictures'

## docs: DocC for Tessera and its layers, one combined archive in $(DOCS_DIR)/Tessera.doccarchive,
## offline. Builds the package first, which compiles every snippet the articles show. DocC
## warnings are errors (DOCC_FLAGS= to see them without failing). Not part of `make test`, but
## .ci/run runs it right after: in the same .build, the build is already done and only DocC runs.
## The archive may go outside the checkout (DOCS_DIR=/tmp/tessera-docs), and so may the build
## (SCRATCH_PATH=/tmp/tessera-build), so a read-only checkout can still be documented.
DOCS_DIR ?= .build/docs
SCRATCH_PATH ?=
SCRATCH_FLAGS = $(if $(SCRATCH_PATH),--scratch-path "$(SCRATCH_PATH)")
DOCS_TARGETS = Tessera TesseraLayout TesseraData TesseraTerminal TesseraGeometry TesseraTesting
DOCC_FLAGS ?= --warnings-as-errors
docs: check
	$(SWIFT) build -j $(JOBS) $(SCRATCH_FLAGS)
	mkdir -p "$(DOCS_DIR)"
	$(SWIFT) package $(SCRATCH_FLAGS) --allow-writing-to-directory "$(DOCS_DIR)" generate-documentation \
		$(addprefix --target ,$(DOCS_TARGETS)) --enable-experimental-combined-documentation \
		--disable-indexing --output-path "$(DOCS_DIR)/Tessera.doccarchive" $(DOCC_FLAGS)
	@echo "Open it with: python3 -m http.server --directory $(DOCS_DIR)/Tessera.doccarchive 8000"
	@echo "then http://localhost:8000/documentation/tessera"

## api-breakage: the library products' public API compared with API_BASELINE (a tag, branch or
## commit): SwiftPM builds the baseline in a scratch worktree and lists every removed or changed
## public declaration, failing if there is one. The baseline defaults to the newest release tag,
## else origin/main (a clone), else main. API_ALLOWLIST=file lists breakages made on purpose.
## On a branch, API_BASELINE=$$(git merge-base main HEAD) shows only the branch's own changes.
## The digester counts `package` declarations as API: making one package is not reported.
API_BASELINE ?= $(shell git describe --tags --abbrev=0 2>/dev/null \
	|| (git rev-parse --verify --quiet origin/main >/dev/null && echo origin/main) || echo main)
API_ALLOWLIST ?=
API_PRODUCTS = Tessera TesseraLayout TesseraData TesseraTerminal TesseraGeometry TesseraTesting
api-breakage: check
	@echo "api-breakage: public API against $(API_BASELINE)"
	$(SWIFT) package $(SCRATCH_FLAGS) diagnose-api-breaking-changes "$(API_BASELINE)" \
		$(addprefix --products ,$(API_PRODUCTS)) $(if $(API_ALLOWLIST),--breakage-allowlist-path "$(API_ALLOWLIST)")

## check-file-length: no Swift file in Sources over 330 lines (one concern a file).
check-file-length:
	@scripts/check-file-length.sh

## check-docs: the checker's own fixtures, then every public declaration in Sources has a `///` doc comment.
check-docs:
	@scripts/tests/test-check-doc-comments.sh
	@scripts/check-doc-comments.sh

clean:
	rm -rf .build $(addsuffix /.build,$(EXAMPLES))
