# pwtemplate — build, test and run. `make run` and `make test` set up everything they need.

SWIFT   ?= swift
PREFIX  ?= /usr/local
BINARY   = .build/release/pwtemplate
UNAME   := $(shell uname -s)
SUDO    := $(shell [ "$$(id -u)" = "0" ] || echo sudo)

.PHONY: all deps test-deps build release run examples images check test test-integration test-dist test-asan build-asan fuzz docs man dist deb bench install clean

all: build

## deps: install libzip and pkg-config when `pkg-config --exists libzip` fails.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libzip; then \
		exit 0; \
	elif [ "$(UNAME)" = "Darwin" ]; then \
		echo "pwtemplate: libzip not found; installing libzip and pkg-config with Homebrew"; \
		brew install libzip pkg-config; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "pwtemplate: libzip not found; installing libzip-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libzip-dev pkg-config; \
	else \
		echo "pwtemplate: libzip not found; install libzip (with headers) and pkg-config, then retry" >&2; \
		exit 1; \
	fi

## test-deps: tools the tests check our output with (never needed at run time), each install
## one call for what is missing: PyPI (check-jsonschema for the schema tests, sarif-tools for
## SARIF, pre-commit for the hook, pytest, pytest-lsp, Pillow and websocket-client for the
## browser, server and editor tests, PyYAML for packaging), then apt-get (zsh and fish for
## completion, chromium, neovim, curl and nodejs for preview and editor tests — node --check
## reads the preview scripts —, lintian, ruby, shellcheck, dpkg-dev and binutils for packaging).
PIP_TEST_MODULES = check_jsonschema:check-jsonschema sarif:sarif-tools pre_commit:pre-commit pytest:pytest \
	pytest_lsp:pytest-lsp PIL:pillow websocket:websocket-client yaml:pyyaml
APT_TEST_COMMANDS = zsh:zsh fish:fish chromium:chromium nvim:neovim curl:curl node:nodejs \
	$(if $(filter Linux,$(UNAME)),lintian:lintian ruby:ruby shellcheck:shellcheck dpkg-shlibdeps:dpkg-dev readelf:binutils)
test-deps:
	@missing=""; for pair in $(PIP_TEST_MODULES); do \
		python3 -c "import $${pair%%:*}" >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "pwtemplate: installing$$missing (PyPI) for the tests"; \
		python3 -m pip install --quiet $$missing; \
	fi
	@missing=""; for pair in $(APT_TEST_COMMANDS); do \
		command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; \
	done; \
	if [ -n "$$missing" ] && command -v apt-get >/dev/null 2>&1; then \
		echo "pwtemplate: installing$$missing with apt-get for the tests"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	elif [ -n "$$missing" ]; then \
		echo "pwtemplate: warning: the tests need$$missing; install them with your package manager" >&2; \
	fi

## build: debug build.
build: deps
	$(SWIFT) build

## release: optimised build of the pwtemplate binary. On Linux the Swift runtime libraries are
## linked in (--static-swift-stdlib): the loader no longer maps and binds a dozen of them, which
## takes about 1 ms off every run (4.2 -> 3.1 ms for `--version`), what a pre-commit hook pays
## per commit. macOS ships them with the system.
release: deps
	$(SWIFT) build -c release $(if $(filter Linux,$(UNAME)),--static-swift-stdlib)

## run: release build, lint the valid examples and check that Examples/ is in fmt's layout (must pass),
## then show the mistakes gallery.
run: release
	$(BINARY) lint Examples/templates Examples/packed
	$(BINARY) lint --target ios Examples/ios-only
	$(BINARY) fmt --check Examples
	@echo
	@echo "Examples/mistakes/ holds common mistakes on purpose; here is what pwtemplate says about them (not a failure):"
	@echo
	$(BINARY) lint Examples/mistakes || true

## examples: rebuild the packed example archives in Examples/packed with `pwtemplate pack`.
PACKED_EXAMPLES = modal-test-drive sheet-coffee-rewards stories-recipe-week
examples: release
	$(BINARY) pack --force -o Examples/packed/ $(addprefix Examples/templates/,$(PACKED_EXAMPLES))

## images: rebuild docs/images/<type>.png, the `new` scaffold of each display type drawn by
## `preview --offline --png` (iOS, glass, iPhone 16, light) with the headless Chromium on PATH.
IMAGE_TYPES = modal sheet fullscreen banner video pip carousel stories spinwheel scratchcard
IMAGES_WORK = .build/images
images: build
	@rm -rf $(IMAGES_WORK) && mkdir -p $(IMAGES_WORK)/templates docs/images
	@for type in $(IMAGE_TYPES); do \
		.build/debug/pwtemplate new $$type $(IMAGES_WORK)/templates/$$type >/dev/null || exit 1; \
	done
	.build/debug/pwtemplate preview --offline --png --device iphone-16 -o $(IMAGES_WORK)/out $(addprefix $(IMAGES_WORK)/templates/,$(IMAGE_TYPES))
	@for type in $(IMAGE_TYPES); do \
		cp $(IMAGES_WORK)/out/$$type.no-translation.light.png docs/images/$$type.png || exit 1; \
	done
	@echo "images: docs/images/{$$(echo $(IMAGE_TYPES) | tr ' ' ',')}.png"

## test: build every test once under AddressSanitizer and run it (unit, CLI in-process, end to
## end on the ASan-built binary: test-asan), then the integration tests and the packaging tests
## (test-dist: the one release build) with that same binary under test. One build of the suite,
## not a plain one and then an ASan one: the sanitizer finds what a plain run finds, and more.
## The release build runs beside the ASan build (make -j2): most of it is one compiler process
## optimising the lint target on one core, which leaves the other core to the ASan build. The
## Swift suite and the integration tests then run side by side (the browser and language-client
## tests mostly wait on their child processes).
ASAN_BUILD   = .build/asan
ASAN_OPTIONS_TEST = ASAN_OPTIONS=detect_leaks=0
test: deps test-deps
	$(MAKE) -j2 build-asan release
	$(MAKE) -j2 test-asan test-integration TESTED=$(ASAN_BUILD)/debug/pwtemplate
	$(MAKE) test-dist TESTED=$(ASAN_BUILD)/debug/pwtemplate

## check: the Swift suite alone, in the plain debug build (the edit loop; `make test` runs it
## under AddressSanitizer with everything else).
check: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## build-asan: the debug build of everything, tests included, under AddressSanitizer (what
## test-asan runs; its binary is the one `make test` tests end to end).
build-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_BUILD)

## TESTED: the binary test-integration and test-dist test (the plain debug build, which they
## build, unless `make test` names its ASan build).
TESTED ?= .build/debug/pwtemplate

## test-integration: the tests that drive the built binary with real outside parts (headless
## Chromium, an HTTP client, pytest-lsp and Neovim as language clients): pytest over
## Tests/Integration, with PWTEMPLATE naming the binary under test.
test-integration: deps test-deps
	$(if $(filter .build/debug/pwtemplate,$(TESTED)),$(SWIFT) build)
	$(ASAN_OPTIONS_TEST) PWTEMPLATE=$(CURDIR)/$(TESTED) python3 -m pytest -q -p no:cacheprovider Tests/Integration

## test-dist: make dist and make deb (the one release build of `make test`), then the pytest
## files of Tests/Packaging over them: the archive and the .deb (contents, readelf, glibc,
## reproducible bytes, lintian, run from an extracted root), install.sh against the release
## folder served on 127.0.0.1 (good and bad checksums), action.yml, the example workflow, the
## GitLab component and the Homebrew formula. No network.
test-dist: deps test-deps dist $(if $(filter Linux,$(UNAME)),deb)
	$(if $(filter .build/debug/pwtemplate,$(TESTED)),$(SWIFT) build)
	$(ASAN_OPTIONS_TEST) PWTEMPLATE=$(CURDIR)/$(TESTED) PWTEMPLATE_RELEASE=$(CURDIR)/$(BINARY) PWTEMPLATE_DIST=$(CURDIR)/dist \
		python3 -m pytest -q -p no:cacheprovider Tests/Packaging

## test-asan: every Swift test under AddressSanitizer, in its own build folder so the normal
## build stays as it is; the end-to-end tests run the ASan-built binary. XCTest and the Swift
## runtime's globals look like leaks, so leak detection is off. Plain `swift test` runs the same
## suite without the sanitizer. It runs what build-asan built (--skip-build): it never relinks
## the binary the integration tests beside it are running.
test-asan: deps test-deps build-asan
	$(ASAN_OPTIONS_TEST) $(SWIFT) test --skip-build --sanitize=address --scratch-path $(ASAN_BUILD)

## fuzz: build the libFuzzer targets of Fuzz/ and run each for FUZZ_SECONDS (default 60) on
## seeds made from Examples/, Tests/Fixtures/ and the lsp and --serve tests; corpora grow in
## .build/fuzz/corpus. Fails when a target crashes, leaving the input in Fuzz/crashes/<target>/
## (see docs/robustness.md).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= json placeholders archive lint fix lsp http inbox inapp
FUZZ_WORK     = .build/fuzz
# Built product by product: building the whole Fuzz package also compiles pwtemplate's
# executable with -sanitize=fuzzer, whose own main rejects top-level code.
fuzz: deps
	for target in $(FUZZ_TARGETS); do \
		$(SWIFT) build --package-path Fuzz -c release --sanitize=fuzzer --product fuzz-$$target || exit 1; \
	done
	$(SWIFT) build --product pwtemplate
	Fuzz/seed-corpora.sh $(FUZZ_WORK)/seeds .build/debug/pwtemplate
	@failed=""; \
	for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_WORK)/corpus/$$target Fuzz/crashes/$$target; \
		dictionary=$$target; case $$target in lint|fix) dictionary=json;; esac; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
			-dict=Fuzz/Dictionaries/$$dictionary.dict -artifact_prefix=Fuzz/crashes/$$target/ \
			$(FUZZ_WORK)/corpus/$$target $(FUZZ_WORK)/seeds/$$target \
			> $(FUZZ_WORK)/$$target.log 2>&1 || failed="$$failed $$target"; \
		grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)|DONE|SUMMARY|Test unit written' $(FUZZ_WORK)/$$target.log | tail -4; \
	done; \
	if [ -n "$$failed" ]; then \
		echo "fuzz: crashed:$$failed; inputs in Fuzz/crashes/, logs in $(FUZZ_WORK)/<target>.log" >&2; exit 1; \
	fi

## docs: regenerate docs/rules.md from the rule metadata (a test fails when it is stale).
docs: deps
	$(SWIFT) run --quiet pwtemplate rules --format markdown > docs/rules.md.tmp || { rm -f docs/rules.md.tmp; exit 1; }
	mv docs/rules.md.tmp docs/rules.md

## bench: release build, then time pwtemplate against a libzip floor and check-jsonschema on a
## generated corpus of 10,000 templates, and rewrite the measured part of docs/performance.md;
## then print how fast `pwtemplate lsp` publishes diagnostics after a change (lsp-latency.py)
## and how long `preview` takes to write one template's page (preview-time.py).
BENCH_FLOOR = .build/bench-floor
bench: release test-deps
	@if ! command -v hyperfine >/dev/null 2>&1 || [ ! -x /usr/bin/time ]; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "pwtemplate: installing hyperfine and time with apt-get for the benchmark"; \
			$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq hyperfine time >/dev/null; \
		else \
			echo "pwtemplate: make bench needs hyperfine and GNU time at /usr/bin/time" >&2; \
			exit 1; \
		fi; \
	fi
	$(CC) -O2 -o $(BENCH_FLOOR) Benchmarks/floor.c $$(pkg-config --cflags --libs libzip)
	python3 Benchmarks/bench.py --binary $(BINARY) --floor $(BENCH_FLOOR) --repeat $(or $(REPEAT),3) --write docs/performance.md
	python3 Benchmarks/lsp-latency.py --binary $(BINARY)
	python3 Benchmarks/preview-time.py --binary $(BINARY)
	python3 Benchmarks/serve-latency.py --binary $(BINARY)

## man: regenerate packaging/pwtemplate.1 from the help text (a packaging test fails when stale).
man: build
	python3 packaging/manpage.py .build/debug/pwtemplate > packaging/pwtemplate.1.tmp || { rm -f packaging/pwtemplate.1.tmp; exit 1; }
	mv packaging/pwtemplate.1.tmp packaging/pwtemplate.1

## dist: dist/pwtemplate-<version>-<os>-<arch>.tar.gz (stripped release binary, LICENSE, README,
## man page, completions), dist/install.sh and dist/SHA256SUMS; the same bytes every time for a
## build at the same path (SOURCE_DATE_EPOCH: the last commit's time). See docs/install.md.
dist: release
	packaging/dist.sh $(BINARY) dist

## deb: dist/pwtemplate_<version>_<arch>.deb with dpkg-deb, Depends from dpkg-shlibdeps (Linux).
deb: release
	packaging/deb.sh $(BINARY) dist

## install: copy the release binary to $(PREFIX)/bin.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/pwtemplate

clean:
	$(SWIFT) package clean
	rm -rf .build dist
