"""A Claim bot in Python: plays one match to its end with random legal moves, through the REST API.

    pip install ./clients/python
    python examples/python-bot/bot.py --server http://localhost:3000 --token claim_pat_… --match <id>

The token is a personal API token (or an app's OAuth access token) with ``match:read`` and ``match:play``.
Like examples/bot (TypeScript): look at the match, ask for the legal moves, send one with the version it was
chosen at and an idempotency key; when it is not our move, wait for the match's event stream to announce a
new version (or two seconds: the polling fallback). Prints the match's end as one JSON line.
"""

import argparse
import json
import random
import socket
import sys
import time
import uuid

from claim_play import RECOVERABLE, Claim, ClaimError


def play(claim, match_id, rng, log=lambda line: None):
    run = uuid.uuid4().hex[:8]
    moves = 0
    while True:
        match = claim.match(match_id)
        if match.status != "running":
            return {"matchId": match_id, "status": match.status, "seat": match.my_seat, "moves": moves,
                    "result": claim.api_client.sanitize_for_serialization(match.result)}
        legal = claim.legal_moves(match_id)
        if not legal:
            wait_beyond(claim, match_id, match.version)
            continue
        move = rng.choice(legal)
        try:
            # Unique within the match for every player and run: a retry of this very move reuses it.
            claim.move(match_id, move, match.version, idempotency_key="py-{}-{}".format(run, match.version))
            moves += 1
            log("version {}: {}".format(match.version, move.notation))
        except ClaimError as error:
            if error.code == "RATE_LIMITED":
                time.sleep(error.retry_after)
            elif error.code not in RECOVERABLE:
                raise


def wait_beyond(claim, match_id, version, timeout=2.0):
    """Returns once an event after ``version`` is committed, or after ``timeout`` seconds."""
    try:
        for _update in claim.updates(match_id, after=version, timeout=timeout):
            return
    except (socket.timeout, ClaimError, OSError):
        return


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", default="http://localhost:3000")
    parser.add_argument("--token", required=True)
    parser.add_argument("--match", required=True)
    parser.add_argument("--seed", type=int, default=None, help="for the random moves")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    log = (lambda line: print(line, file=sys.stderr)) if args.verbose else (lambda line: None)
    result = play(Claim(args.server, args.token), args.match, random.Random(args.seed), log)
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
