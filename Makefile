# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift
# CI machines have 2 cores; let SwiftPM use them both.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=

.PHONY: all check build demo test build-examples test-examples bench screenshots docs check-docs api-breakage clean

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
	$(SWIFT) build -c release -j $(JOBS) --product tessera-demos
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-demos"

## test: every public declaration documented, then build everything (the examples too) and run
## every test (unit, screen, end-to-end in tmux, real terminal in kitty), then each example's own.
## Each example is built once and tested once: the recipes below are shared, not sub-makes.
test: check check-docs
	$(SWIFT) build -j $(JOBS) --build-tests
	$(BUILD_EXAMPLES)
	TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test -j $(JOBS) --skip-build
	$(TEST_EXAMPLES)

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

## build-examples: build each package in Examples/ with its tests (the end-to-end tests run async-list).
build-examples: check
	$(BUILD_EXAMPLES)

## test-examples: in each package in Examples/, `swift build` then `swift test` (its tests use TesseraTesting).
test-examples: build-examples
	$(TEST_EXAMPLES)

## bench: release build of tessera-bench, then every benchmark (BENCH_ARGS="--filter diff --json").
bench: check
	$(SWIFT) build -c release -j $(JOBS) --product tessera-bench
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-bench" $(BENCH_ARGS)

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
## warnings are errors (DOCC_FLAGS= to see them without failing). Not part of `make test`.
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

## check-docs: the checker's own fixtures, then every public declaration in Sources has a `///` doc comment.
check-docs:
	@scripts/tests/test-check-doc-comments.sh
	@scripts/check-doc-comments.sh

clean:
	rm -rf .build $(addsuffix /.build,$(EXAMPLES))
