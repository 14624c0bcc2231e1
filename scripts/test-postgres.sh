#!/usr/bin/env bash
# Runs the server test suite (database, RLS, contract tests) against a throwaway PostgreSQL 15 cluster
# from Debian's postgresql-15 package, instead of PGlite. Needs root (the cluster runs as postgres).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh node --max-semi-space-size=64 --experimental-vm-modules node_modules/jest/bin/jest.js "$@" --selectProjects server
