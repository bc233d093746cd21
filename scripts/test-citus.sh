#!/usr/bin/env bash
# npm run test:citus: the integration suites that touch the match store, and whole 2–4 player games through the
# API, on a Citus cluster (a coordinator and two workers on loopback, ../shared/citus/). Each suite gets its own
# database on the coordinator, with the citus extension, the workers, and the layout of docs/SCALING.md
# (CLAIM_TEST_DATABASE_URL, test/support/test-database.ts). Needs root (PostgreSQL runs as the user postgres).
# Extra arguments replace the list of suites (e.g. scripts/test-citus.sh test/matches/match-play).
#
# Exit codes (.ci/run gates on them; docs/SCALING.md "Tested"):
#   0    passed, or skipped: this environment cannot host the cluster; one line "test:citus: skipped: <reason>"
#        says why: no ../shared/citus (a lone clone), not root, install.sh could not install packages (no apt-get,
#        or apt-get failed: no package sources or network), or the cluster did not start. CI may run without
#        ../shared or package sources and must not fail for that.
#   1    a test failed (jest's own failure), or Citus did not build from ../shared/citus with its packages present
#   124  cut off: the whole run (install, cluster, suites, races) took longer than CLAIM_CITUS_TIMEOUT seconds
#        (default 2,400: 40 minutes), or it was stopped (SIGTERM/SIGINT)
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
limit="${CLAIM_CITUS_TIMEOUT:-2400}"
skip_env() {
  echo "test:citus: skipped: $*"
  exit 0
}
fail() {
  echo "test:citus: FAILED: $*"
  exit 1
}
citus="${CLAIM_CITUS_DIR:-../shared/citus}"
if [ ! -f "$citus/cluster.sh" ] || [ ! -f "$citus/install.sh" ]; then
  skip_env "no Citus source and scripts at $citus (../shared/citus/ beside the clone; CLAIM_CITUS_DIR to point elsewhere)"
fi
if [ "$(id -u)" != 0 ]; then
  skip_env "$citus/install.sh and cluster.sh need root (apt-get, PostgreSQL as the user postgres)"
fi
port="${CLAIM_CITUS_PORT:-9700}"
dir=$(mktemp -d /tmp/claim-citus-XXXXXX)
chmod 755 "$dir"
stop() { bash "$citus/cluster.sh" stop "$dir/cluster" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT
# A stop from outside (.ci/run's backstop timeout, ^C) is a cut-off: the cluster is stopped by the EXIT trap.
trap 'echo "test:citus: FAILED: stopped (cut off) after $((SECONDS - started)) s"; exit 124' TERM INT
# install.sh (set -e) ends with the code of the step that failed: apt-get's 100 (no package sources, no network,
# a package missing) or 127 (no apt-get: not Debian) is this environment; anything else is the build of Citus from
# the source in ../shared/citus, with its packages installed, failing, which is a failure of the run.
install_rc=0
bash "$citus/install.sh" >"$dir/install.log" 2>&1 || install_rc=$?
case $install_rc in
0) tail -1 "$dir/install.log" ;;
100 | 127)
  tail -5 "$dir/install.log" | sed 's/^/  /'
  skip_env "$citus/install.sh could not install PostgreSQL 15 and Citus's build packages (exit $install_rc: no apt-get or no package sources)"
  ;;
*)
  tail -20 "$dir/install.log" | sed 's/^/  /'
  fail "$citus/install.sh exited $install_rc building Citus (its packages were installed)"
  ;;
esac
if ! url=$(bash "$citus/cluster.sh" start "$dir/cluster" "$port" 2>"$dir/cluster.err" | tail -1) || [ -z "$url" ]; then
  sed 's/^/  /' "$dir/cluster.err"
  for log in "$dir"/cluster/n*/server.log; do [ -f "$log" ] && tail -3 "$log" | sed "s|^|  $log: |"; done
  skip_env "the Citus cluster did not start on ports $port-$((port + 2)) (CLAIM_CITUS_PORT to move it)"
fi
echo "test:citus: Citus coordinator at $url (workers on $((port + 1)) and $((port + 2)))"
cut_off() {
  echo "test:citus: FAILED: cut off after $((SECONDS - started)) s (CLAIM_CITUS_TIMEOUT=$limit)"
  exit 124
}
# Runs jest under the time left of the whole run's CLAIM_CITUS_TIMEOUT: timeout's 124 (or 137 after its
# --kill-after) is a cut-off, any other nonzero code a test failure.
run_jest() {
  local rc=0 n=$((limit - (SECONDS - started)))
  [ "$n" -gt 0 ] || cut_off
  CLAIM_TEST_DATABASE_URL="$url" timeout --kill-after=30 "$n" npx jest "$@" || rc=$?
  case $rc in
  0) ;;
  124 | 137) cut_off ;;
  *) fail "jest exited $rc after $((SECONDS - started)) s" ;;
  esac
}
suites=("$@")
if [ ${#suites[@]} -eq 0 ]; then
  suites=(
    test/database/citus-distribute.e2e-spec.ts
    test/matches/match-play.e2e-spec.ts
    test/matches/match-writes.e2e-spec.ts
    # Group commit with batches per shard (MATCH_WRITE_CITUS_BATCH=shard).
    test/matches/citus-shard-batches.e2e-spec.ts
    test/lobbies/challenges.e2e-spec.ts
    test/lobbies/lobbies.e2e-spec.ts
    test/correspondence/deadlines.e2e-spec.ts
    test/api/shared-rate-limits.e2e-spec.ts
    test/audit/audit-whole-game.e2e-spec.ts
    # Ratings after a game and `claim ratings --recompute`; archive search, profiles and the NDJSON export.
    test/social/ratings.e2e-spec.ts
    test/social/archive.e2e-spec.ts
    test/social/archive-queries.e2e-spec.ts
    # The webhook, mail and push outboxes' delivery.
    test/abuse/webhook-delivery.e2e-spec.ts
    test/notifications/mail.e2e-spec.ts
    test/notifications/push.e2e-spec.ts
    # A whole 4-entrant Swiss, tournaments in export-all/import-all, the backup drill (export-all, import-all).
    test/tournaments/tournaments.e2e-spec.ts
    test/tournaments/tournament-backup.e2e-spec.ts
    test/ops/backup-drill.e2e-spec.ts
    # The computer player, seeks, clubs.
    test/computer/computer.e2e-spec.ts
    test/computer/computer-caps.e2e-spec.ts
    test/social/seeks.e2e-spec.ts
    test/clubs/clubs.e2e-spec.ts
    test/clubs/club-lobbies.e2e-spec.ts
    # The seat gate (every entry fact in one statement), friends' and clubs' games, club chat and club matches, and
    # the webhook outbox against registering and deleting webhooks (a distributed deadlock, retried).
    test/lobbies/seat-gate.e2e-spec.ts
    test/social/friends.e2e-spec.ts
    test/social/friends-only.e2e-spec.ts
    test/social/hidden-history.e2e-spec.ts
    test/clubs/club-chat.e2e-spec.ts
    test/clubs/club-matches.e2e-spec.ts
    test/correspondence/webhooks.e2e-spec.ts
    # Moderation and appeals, fair-play signals, notes, standing orders, the review queue (leased without FOR UPDATE
    # SKIP LOCKED), OAuth, group rematches, reputation, and two server processes starting lobbies and
    # challenges at once (reference-table writers retried when cancelled as a distributed deadlock).
    test/moderation/moderation.e2e-spec.ts
    test/moderation/appeal-notice.e2e-spec.ts
    test/fairplay/fair-play.e2e-spec.ts
    test/notes/notes.e2e-spec.ts
    test/orders/standing-orders.e2e-spec.ts
    test/reviews/review-queue.e2e-spec.ts
    test/auth/oauth.e2e-spec.ts
    test/auth/oauth-limits.e2e-spec.ts
    test/lobbies/group-rematch.e2e-spec.ts
    test/social/reputation.e2e-spec.ts
    test/lobbies/lobby-races.e2e-spec.ts
  )
  races=1
fi
node scripts/prisma-generate.js
# Suites run side by side (CLAIM_CITUS_WORKERS, default 2): each has its own databases on the cluster, and a suite
# spends most of its time waiting on the coordinator's round trips, not on the CPU. Every test is bounded by
# --testTimeout (5 minutes: everything is slower through a coordinator and two workers on one machine) and the whole
# run by CLAIM_CITUS_TIMEOUT seconds from the start (default 40 minutes), so a hung suite ends the run.
# Tests left out, each for a reason docs/SCALING.md ("What does not work") gives:
# - one PostgreSQL's plan for myTurn (an index scan under the Limit); on Citus each shard's part uses that index and
#   the coordinator merges them, which is the plan docs/SCALING.md describes, not the one it expects.
skip='myTurn reads match_turns only through its'
run_jest --maxWorkers="${CLAIM_CITUS_WORKERS:-2}" --testTimeout=300000 "${suites[@]}" \
  --selectProjects integration slow --testNamePattern "^(?!.*($skip)).*\$"
echo "test:citus: integration suites passed in $((SECONDS - started)) s"
if [ -n "${races:-}" ]; then
  # The reliability races (two server instances, 1,000 pairs of identical moves: exactly one of each is played).
  run_jest -c jest.reliability.config.js test/reliability/races.rel-spec.ts --testTimeout=1200000
fi
echo "test:citus: passed in $((SECONDS - started)) s"
