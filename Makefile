# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift
# CI machines have 2 cores; let SwiftPM use them both.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=

.PHONY: all check build demo test bench clean

all: build

check:
	@scripts/check-tools.sh

build: check
	$(SWIFT) build -j $(JOBS)

## demo: release build, then the demo launcher.
demo: check
	$(SWIFT) build -c release -j $(JOBS) --product tessera-demos
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-demos"

## test: build everything, then every test (unit, screen and end-to-end in tmux).
test: check
	$(SWIFT) build -j $(JOBS) --build-tests
	TESSERA_BIN_DIR="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test -j $(JOBS) --skip-build

## bench: release build of tessera-bench, then every benchmark (BENCH_ARGS="--filter diff --json").
bench: check
	$(SWIFT) build -c release -j $(JOBS) --product tessera-bench
	"$$($(SWIFT) build -c release --show-bin-path)/tessera-bench" $(BENCH_ARGS)

clean:
	rm -rf .build
