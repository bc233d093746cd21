"""The hand-written part of the Python client: what the generated ``claim_client`` cannot do alone.

``claim_client`` (generated from openapi.json by ``npm run clients:python``) covers every REST route as a
method. This layer adds the two things a bot needs beyond that, as the TypeScript client does:

* ``Claim.move``: a listed legal move sent as a card play or a decision, with an idempotency key, retried
  with the same key while no answer comes (the server answers a repeat with the first result and never
  plays twice); an answer, even an error, is final.
* ``Claim.updates``: the match's event stream (Server-Sent Events), one update (a dict) per committed event;
  a stream the server ends with ``event: error`` (a revoked token, say) raises ``ClaimError``.
"""

import http.client
import json
import time
import uuid
from urllib.parse import urlencode, urlsplit

import urllib3

import claim_client
from claim_client.rest import ApiException

__all__ = ["Claim", "ClaimError", "RECOVERABLE", "decision_of"]

#: Error codes after which a bot looks at the match again instead of giving up (someone moved first).
RECOVERABLE = frozenset({"VERSION_CONFLICT", "ILLEGAL_MOVE"})


class ClaimError(Exception):
    """An error answer of the server: ``code`` is the stable code of docs/api.md, ``body`` the whole body."""

    def __init__(self, status, body):
        self.status = status
        self.body = body if isinstance(body, dict) else {}
        self.code = self.body.get("code", "INTERNAL_SERVER_ERROR" if status >= 500 else "BAD_REQUEST")
        super().__init__("{} {}: {}".format(status, self.code, self.body.get("message", "")))

    @property
    def retry_after(self):
        """Seconds to wait before trying again, for RATE_LIMITED."""
        return self.body.get("retryAfter", 1)


def _error_of(exception):
    try:
        body = json.loads(exception.body) if exception.body else {}
    except ValueError:
        body = {}
    return ClaimError(exception.status, body)


def decision_of(move):
    """A listed legal move that is not a card play, as the ``decision`` to send for it."""
    models = claim_client
    kind = move.kind
    if kind == "vampire":
        return models.DecisionBody(vampire=models.VampireDecisionBody(activate=move.activate, bury=move.bury))
    if kind == "smash":
        return models.DecisionBody(smash=models.SmashDecisionBody(gnome=move.gnome, victim=move.victim))
    if kind == "skeleton":
        return models.DecisionBody(skeleton=True)
    if kind == "pass":
        return models.DecisionBody(_pass=True)
    if kind == "seer":
        return models.DecisionBody(seer=move.card)
    if kind == "prize":
        return models.DecisionBody(prize=move.card)
    if kind == "discard":
        return models.DecisionBody(discard=move.card)
    raise ValueError("not a decision: {}".format(kind))


class Claim:
    """The generated APIs with one credential (a personal API token or an app's OAuth access token)."""

    def __init__(self, server, token):
        configuration = claim_client.Configuration()
        configuration.host = server.rstrip("/")
        configuration.access_token = token
        # The server's answers are checked by its own OpenAPI tests; nullable fields are not refused here.
        configuration.client_side_validation = False
        self.server = configuration.host
        self._token = token
        self.api_client = claim_client.ApiClient(configuration)
        self.matches = claim_client.MatchesApi(self.api_client)
        self.correspondence = claim_client.CorrespondenceApi(self.api_client)
        self.lobbies = claim_client.LobbiesApi(self.api_client)

    def _call(self, method, *args, **kwargs):
        try:
            return method(*args, **kwargs)
        except ApiException as exception:
            if exception.status:
                raise _error_of(exception) from None
            raise

    def match(self, match_id):
        """The match as the caller may see it (hidden cards stay hidden)."""
        return self._call(self.matches.matches_controller_view, match_id)

    def legal_moves(self, match_id):
        """The caller's legal moves now; empty when it is not their turn."""
        return self._call(self.matches.matches_controller_legal_moves, match_id)

    def my_turns(self):
        """The matches where it is the caller's move, soonest deadline first."""
        return self._call(self.correspondence.correspondence_controller_turns)

    def move(self, match_id, move, expected_version, idempotency_key=None, attempts=3, retry_delay=0.2):
        """Sends a listed legal move at ``expected_version``; the match after it.

        Retried with the same idempotency key while no answer comes. ``ClaimError`` with a code in
        ``RECOVERABLE`` means someone moved first: read the match again.
        """
        key = idempotency_key or "py-{}".format(uuid.uuid4().hex)
        for attempt in range(attempts):
            try:
                if move.kind == "play":
                    body = claim_client.PlayCardRequest(card=move.card, expected_version=expected_version)
                    return self._call(self.matches.matches_controller_play, match_id, body, idempotency_key=key)
                body = claim_client.DecideRequest(decision=decision_of(move), expected_version=expected_version)
                return self._call(self.matches.matches_controller_decide, match_id, body, idempotency_key=key)
            except (ApiException, urllib3.exceptions.HTTPError, OSError):
                # No answer came (an answer is a ClaimError, raised above): the same key again is safe.
                if attempt == attempts - 1:
                    raise
                time.sleep(retry_delay * 2 ** attempt)

    def updates(self, match_id, after=None, timeout=None):
        """The match's updates (dicts with ``event`` and ``match``) after event ``after``, as they commit.

        ``timeout``: seconds to wait for each message (``socket.timeout`` past it); None waits for ever.
        """
        url = urlsplit(self.server)
        connection_class = http.client.HTTPSConnection if url.scheme == "https" else http.client.HTTPConnection
        connection = connection_class(url.hostname, url.port, timeout=timeout)
        query = "?" + urlencode({"after": after}) if after is not None else ""
        try:
            connection.request(
                "GET",
                "{}/api/matches/{}/stream{}".format(url.path.rstrip("/"), match_id, query),
                headers={"authorization": "Bearer " + self._token, "accept": "text/event-stream"},
            )
            response = connection.getresponse()
            if response.status != 200:
                raw = response.read()
                try:
                    body = json.loads(raw) if raw else {}
                except ValueError:
                    body = {}
                raise ClaimError(response.status, body)
            event, data = "message", []
            while True:
                line = response.readline()
                if not line:
                    return
                line = line.decode("utf-8").rstrip("\r\n")
                if line == "":
                    if data:
                        payload = json.loads("\n".join(data))
                        if event == "error":
                            raise ClaimError(200, payload)
                        if event == "message":
                            yield payload
                    event, data = "message", []
                elif line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:"):
                    data.append(line[5:].lstrip(" "))
        finally:
            connection.close()
