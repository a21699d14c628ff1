# Toybox Arena — the README's two commands are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_INSTALLER := $(VENV)/.installed-installer

.PHONY: run test lint bench translations screenshots installer installer-smoke clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

$(STAMP_INSTALLER): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[installer]'
	touch $@

run: $(STAMP_RUN)
	$(VENV)/bin/toybox-arena $(ARGS)

lint: $(STAMP_TEST)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

test: lint
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -q -p no:cacheprovider tests

bench: $(STAMP_TEST)
	@status=0; for b in tests/benchmarks/*.py; do \
	  echo "== $$b"; QT_QPA_PLATFORM=offscreen $(PY) $$b || status=1; \
	done; exit $$status

translations: $(STAMP_TEST)
	$(PY) tools/translations.py

screenshots: $(STAMP_RUN)
	mkdir -p build/screenshots
	for p in catalog squads play tournaments; do \
	  $(VENV)/bin/toybox-arena --screenshot build/screenshots/$$p.png --page $$p --size 1280x800; done

# The one-folder bundle dist/toybox-arena/ and its Linux archive (prints build time and sizes).
installer: $(STAMP_INSTALLER) $(STAMP_RUN)
	$(PY) installer/build.py

# Runs the built bundle as a user would (CI stage after `make test`).
installer-smoke: installer
	$(PY) installer/smoke_test.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .mypy_cache
