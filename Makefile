# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift
# CI machines have 2 cores; let SwiftPM use them both.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=

.PHONY: all check build demo test bench screenshots check-docs clean

all: build

check:
	@scripts/check-tools.sh

build: check
	$(SWIFT) build -j $(JOBS)

## demo: release build, then the demo launcher.
demo: check
	$(SWIFT) build -c release -j $(JOBS) --product tessera-demos
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-demos"

## test: every public declaration documented, then build everything and run every test (unit,
## screen, end-to-end in tmux, real terminal in kitty).
test: check check-docs
	$(SWIFT) build -j $(JOBS) --build-tests
	TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test -j $(JOBS) --skip-build

## bench: release build of tessera-bench, then every benchmark (BENCH_ARGS="--filter diff --json").
bench: check
	$(SWIFT) build -c release -j $(JOBS) --product tessera-bench
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-bench" $(BENCH_ARGS)

## screenshots: the seed demos and three gallery examples in kitty under Xvfb, to docs/images/*.png.
screenshots:
	@scripts/check-tools.sh --screenshots
	$(SWIFT) build -j $(JOBS) --build-tests
	mkdir -p docs/images
	TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" TESSERA_SCREENSHOTS="$(CURDIR)/docs/images" \
		$(SWIFT) test -j $(JOBS) --skip-build --filter Screenshots

## check-docs: the checker's own fixtures, then every public declaration in Sources has a `///` doc comment.
check-docs:
	@scripts/tests/test-check-doc-comments.sh
	@scripts/check-doc-comments.sh

clean:
	rm -rf .build
