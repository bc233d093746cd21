// Generated from openapi.json by `npm run clients:gen` (scripts/clients-gen.ts, openapi-typescript): do not edit.

export interface paths {
    "/api/moderation/fair-play/users/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account’s fair-play signals (moderators)
         * @description Moderators only, signed in (a personal token is refused): 403 FORBIDDEN for everyone else.
         */
        get: operations["FairPlayController_ofUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/fair-play/flagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signals over their thresholds (moderators)
         * @description Moderators only, signed in: the flagged signals, strongest first per kind.
         */
        get: operations["FairPlayController_flagged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/same-network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seats playing from the same network
         * @description Which seats’ players use the same network address or device now (BGA’s table warning): pairs of seat numbers, the same for everyone who may watch the match, never an address.
         */
        get: operations["SameNetworkController_sameNetwork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export finished public matches as NDJSON
         * @description One JSON object per line, newest finished first: `{matchId, seedCommitment, headHash, finishedAt, record}` where `record` is the claim-record/1 (R10) that `claim verify` replays. Streams without holding the export in memory; at most `limit` lines (100000), continue with `before` = the last matchId. Filters as for a player's matches.
         */
        get: operations["ArchiveController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished public match
         * @description Its claim-record/1 (R10) with its seed commitment and head hash, without a token, for any finished match whose players let anyone watch.
         */
        get: operations["ArchiveController_record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a finished public match
         * @description Recomputes its seed commitment, hash chain, replay and head from the stored rows, like GraphQL `verifyMatch`, without a token.
         */
        get: operations["ArchiveController_verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s profile
         * @description Like GraphQL `user(username)`.
         */
        get: operations["ArchiveController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s finished public matches
         * @description Newest finished first, a page at a time (`first`, `after`), filtered like GraphQL `archivedMatches`.
         */
        get: operations["ArchiveController_userMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{pool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pool’s leaderboard
         * @description Like GraphQL `leaderboard`.
         */
        get: operations["ArchiveController_leaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/ratings/{pool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s rating history in one pool
         * @description Like GraphQL `ratingHistory`.
         */
        get: operations["ArchiveController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my matches
         * @description Matches the caller plays in, newest first, each as the caller may see it; one page at a time (`first`, `after`), like GraphQL `myMatches`.
         */
        get: operations["MatchesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a match
         * @description The match as the caller may see it (R9): the table, whose turn it is (`table.toAct`), and `version` to send back with a move.
         */
        get: operations["MatchesController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my legal moves
         * @description Every move the caller may make now; empty when it is not their turn or the match is over. `kind` says whether to play or decide.
         */
        get: operations["MatchesController_legalMoves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List match events
         * @description The match log after event `after`, as the caller may see it (R9), oldest first.
         */
        get: operations["MatchesController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play a card
         * @description Plays a card from your hand (R3, R4).
         */
        post: operations["MatchesController_play"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a decision
         * @description Makes the pending decision (Seer, prize, Vampire, smash, Cthulhu discard, Skeleton, pass).
         */
        post: operations["MatchesController_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description Ends the match at once: the other side wins (with 3 players the others share a draw).
         */
        post: operations["MatchesController_resign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abort
         * @description Calls the match off before the first move; nobody wins. 422 ILLEGAL_MOVE (ALREADY_STARTED) after it.
         */
        post: operations["MatchesController_abort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream match events (Server-Sent Events)
         * @description A `text/event-stream` with one message per committed event: `id` is the event's seq, `data` is JSON `{ "event": MatchEvent, "match": Match, "revealed": [MatchEvent] }`, the match as the caller sees it right after that event, and the events hidden from the caller until this one (`revealed`, as in matchUpdated). Events after `after` (or after the Last-Event-ID header, which EventSource sends when it reconnects) come first; without either, only new events are sent. A comment line every 25 s keeps the connection open; it stays open until the client closes it, unless it has to end (its API token was revoked, the session expired, the database stayed away, the server is shutting down): then its last message is `event: error` (without an id) with the error body. An address may hold 100 and an account 20 open streams and graphql-ws connections together (429 RATE_LIMITED beyond). Without a token (a visitor), a match whose players let anyone watch streams the public view of R9; `signed_in` is 401 UNAUTHENTICATED, `nobody` 403 FORBIDDEN.
         */
        get: operations["MatchesController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/story": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell the story of a match
         * @description For each event after `after`, what happened, as the caller may see it (R9): structured entries like GraphQL `matchStory`, or with `format=text` the same in words, one line per entry (English, Dutch or Korean with `lang`). Without a token, the spectator story of a match whose players let anyone watch.
         */
        get: operations["StoryController_tell"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished match's review
         * @description Like GraphQL `matchReview`: each decision judged from what the seat knew and in hindsight, key moments, accuracy, the winning-chance graph (docs/players.md "Reviews"). 409 CONFLICT `MATCH_RUNNING` while the match runs: nothing of a review exists for anyone before the end.
         */
        get: operations["ReviewsController_review"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/review/deep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a deeper review
         * @description Like GraphQL `requestDeepReview`: queues a review with four times the default search, at most 3 a day per account (429 RATE_LIMITED past it). 409 CONFLICT `MATCH_RUNNING` while the match runs: nothing of a review exists for anyone before the end.
         */
        post: operations["ReviewsController_deep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/review/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table as a seat saw it
         * @description Like GraphQL `matchAsSeat`: a finished match right after event `seq` as `seat` saw it then (only what it knew, R9), or every hand open without `seat`. 409 CONFLICT `MATCH_RUNNING` while the match runs: nothing of a review exists for anyone before the end.
         */
        get: operations["ReviewsController_asSeat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/accounts/{username}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on an account (moderators)
         * @description warn, mark/unmark, exclude/include (rated play), suspend/unsuspend, close/reopen, with a reason; logged. 409 when done already (ALREADY_MARKED, NOT_MARKED, ALREADY_SUSPENDED, ACCOUNT_CLOSED…).
         */
        post: operations["ModerationController_moderate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/accounts/{username}/annul": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Annul a marked account's rated results (moderators)
         * @description Every counted rated result, then every rating recomputed from the log without them. 409 NOT_MARKED, NOTHING_TO_ANNUL.
         */
        post: operations["ModerationController_annul"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/accounts/{username}/moderator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke the moderator role (admins)
         * @description With a reason; logged.
         */
        post: operations["ModerationController_setModerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/accounts/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's history (moderators)
         * @description Standing, moderation log, reports, finished matches, co-players (finished matches only), appeals.
         */
        get: operations["ModerationController_account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open appeals (moderators)
         * @description Oldest first.
         */
        get: operations["ModerationController_openAppeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/appeals/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an appeal (moderators)
         * @description upheld or lifted, with a reason; once (409 APPEAL_ANSWERED).
         */
        post: operations["ModerationController_answerAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your moderation
         * @description Your mark, warnings to acknowledge, what you may appeal, your appeals.
         */
        get: operations["ModerationController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/moderation/warnings/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a warning
         * @description 409 NOT_PENDING when acknowledged already.
         */
        post: operations["ModerationController_acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/moderation/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal an action taken on your account
         * @description Once per action (409 ALREADY_APPEALED).
         */
        post: operations["ModerationController_appeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appeals/suspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a suspension (signed out)
         * @description With the suspended account's username and password (docs/fair-play.md#appeals): 401 as for sign-in when wrong or not suspended. Gives no session.
         */
        post: operations["SuspendedAppealController_appeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lobbies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open lobbies
         * @description Lobbies waiting for players, newest first, one page at a time (`first`, `after`), like GraphQL `openLobbies`; `minRating`/`maxRating` keep those whose creator is rated in that range in the lobby’s pool.
         */
        get: operations["LobbiesController_open"];
        put?: never;
        /**
         * Open a lobby
         * @description Opens a lobby with the caller in seat 0. Invalid rule sets fail with 400 BAD_USER_INPUT naming the rule (R2.1, R8.1); an account may own 10 open lobbies (409 CONFLICT TOO_MANY_OPEN_LOBBIES) and play as many matches as its running-games limit allows (409 TOO_MANY_RUNNING_GAMES).
         */
        post: operations["LobbiesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lobbies/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my lobbies
         * @description Lobbies the caller owns or sits in, any status, newest first (at most 200).
         */
        get: operations["LobbiesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lobbies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a lobby
         * @description One lobby; once `status` is `started`, `matchId` names its match.
         */
        get: operations["LobbiesController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lobbies/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a lobby
         * @description Takes the next seat; filling the last one starts the match (`matchId`). 409 CONFLICT: LOBBY_NOT_OPEN, ALREADY_JOINED, LOBBY_FULL, RATING_OUT_OF_RANGE, NOT_A_FRIEND (a friends-only lobby), REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES.
         */
        post: operations["LobbiesController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lobbies/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a lobby
         * @description Gives up the seat; the owner leaving closes the lobby. 409 CONFLICT: LOBBY_NOT_OPEN, NOT_JOINED.
         */
        post: operations["LobbiesController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my challenges
         * @description Challenges the caller sent or received, any status, newest first, one page at a time (`first`, `after`), like GraphQL `myChallenges`.
         */
        get: operations["ChallengesController_mine"];
        put?: never;
        /**
         * Challenge a player
         * @description Invites a player by name to a 2-player match with these rules; the caller will have seat 0. At most 20 pending challenges per account and 3 to one player (409 CONFLICT TOO_MANY_PENDING_CHALLENGES, TOO_MANY_CHALLENGES_TO_PLAYER; BLOCKED; FRIENDS_ONLY when they take challenges from friends only; TOO_MANY_RUNNING_GAMES).
         */
        post: operations["ChallengesController_challenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a challenge
         * @description Accepts a challenge sent to the caller and starts the match (`matchId`). 409 CONFLICT: CHALLENGE_NOT_PENDING, REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES, OPPONENT_TOO_MANY_RUNNING_GAMES.
         */
        post: operations["ChallengesController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a challenge
         * @description Declines a challenge sent to the caller. 409 CONFLICT: CHALLENGE_NOT_PENDING.
         */
        post: operations["ChallengesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a challenge
         * @description Withdraws a challenge the caller sent. 409 CONFLICT: CHALLENGE_NOT_PENDING.
         */
        post: operations["ChallengesController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a rematch
         * @description After a finished 2-player match, challenges the opponent with the same rules and the same time control, or the one the body names (days per move or a time bank, and the switches; an empty body keeps the match’s); if the opponent offered first, this accepts their offer. 409 CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED.
         */
        post: operations["ChallengesController_rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/group-rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rematch offer of a 3- or 4-player match
         * @description Like GraphQL `groupRematch`: for its players; `null` when none was made.
         */
        get: operations["GroupRematchesController_get"];
        put?: never;
        /**
         * Offer or accept the rematch of a 3- or 4-player match
         * @description Like GraphQL `acceptGroupRematch`: when the last seat accepts, the new match starts with the seats rotated by one (`newMatchId`). 409 CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED, BLOCKED.
         */
        post: operations["GroupRematchesController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/group-rematch/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline or cancel the rematch of a 3- or 4-player match
         * @description Like GraphQL `declineGroupRematch`: nobody plays it. 409 CONFLICT: CHALLENGE_NOT_PENDING.
         */
        post: operations["GroupRematchesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/organize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and start a tournament for given players (bulk pairing)
         * @description The caller its organizer; round 1 is paired and its matches begin at once. 400 BAD_USER_INPUT names `entrants` or the setting; nothing is written then. Scope `tournament:write`.
         */
        post: operations["TournamentOrganizerController_organize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a tournament
         * @description No round is paired until it is resumed. Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`. 409: TOURNAMENT_NOT_RUNNING, ALREADY_PAUSED.
         */
        post: operations["TournamentOrganizerController_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a tournament
         * @description A round that finished meanwhile is followed by the next at once. Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`. 409: NOT_PAUSED.
         */
        post: operations["TournamentOrganizerController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a tournament
         * @description No winner, no more rounds; the seed is revealed. Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`. 409: TOURNAMENT_OVER.
         */
        post: operations["TournamentOrganizerController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an entrant
         * @description Before the start they are out; after it they are paired no more and keep their standing. Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`. 409: NOT_JOINED, TOURNAMENT_OVER; 404 (User).
         */
        post: operations["TournamentOrganizerController_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/hand-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a tournament to another organizer
         * @description The player named becomes its organizer. Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`. 400 (a guest, a bot, the organizer); 409: TOURNAMENT_OVER; 404 (User).
         */
        post: operations["TournamentOrganizerController_handOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a tournament (Server-Sent Events)
         * @description A `text/event-stream` with the tournament's whole state each time its log grows, as GraphQL `tournamentUpdated`: `id` is its version, `data` a Tournament as JSON. With `after` (or Last-Event-ID) a newer state comes at once. Counts against the same connection caps as the match stream.
         */
        get: operations["TournamentOrganizerController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournaments
         * @description Newest first, a page at a time, like GraphQL `tournaments`.
         */
        get: operations["TournamentsController_list"];
        put?: never;
        /**
         * Create a tournament
         * @description Open to entries, the caller its organizer. 400 BAD_USER_INPUT names the setting; 403 FORBIDDEN for a club tournament by one who is not the club's owner or an admin; 404 for an unknown club.
         */
        post: operations["TournamentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a tournament
         * @description Settings, entrants, rounds and standings.
         */
        get: operations["TournamentsController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a tournament log
         * @description Its hash-chained event log, one JSON event a line, as `claim tournament verify` reads it (docs/tournaments.md). The seed is in it once the tournament has ended.
         */
        get: operations["TournamentsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a tournament
         * @description During registration, or late into a running Swiss while a round is still to be paired. 409 CONFLICT: TOURNAMENT_NOT_OPEN, ALREADY_JOINED, TOURNAMENT_FULL, RATING_OUT_OF_RANGE, REGISTRATION_NOT_OPEN / REGISTRATION_CLOSED (outside its registration window), NOT_INVITED, NOT_A_CLUB_MEMBER, REPUTATION_TOO_LOW, TOO_MANY_RUNNING_GAMES.
         */
        post: operations["TournamentsController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave or withdraw from a tournament
         * @description Before the start the caller leaves; after it they withdraw (paired no more, still ranked, a game under way played out). 409 CONFLICT: TOURNAMENT_OVER, NOT_JOINED.
         */
        post: operations["TournamentsController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a tournament
         * @description Organizer only (403 FORBIDDEN otherwise): closes registration, commits the seed, pairs round 1 and starts its matches. 409 CONFLICT: TOURNAMENT_NOT_OPEN, TOO_FEW_ENTRANTS.
         */
        post: operations["TournamentsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's tournaments
         * @description Like the `tournaments` field of GraphQL `club`: those limited to the club's members, newest first.
         */
        get: operations["ClubTournamentsController_ofClub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Matches where it is my move
         * @description As GraphQL `myTurn`: soonest deadline first.
         */
        get: operations["CorrespondenceController_turns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/claim-timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the win on time (or skip the seat)
         * @description As GraphQL `claimTimeout`; body `{ "claim": "end" | "skip" }`.
         */
        post: operations["CorrespondenceController_claimTimeout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a pause
         * @description As GraphQL `proposePause`.
         */
        post: operations["CorrespondenceController_proposePause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/pause/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline a proposed pause
         * @description As GraphQL `answerPause`; body `{ "accept": true }`.
         */
        post: operations["CorrespondenceController_answerPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End an agreed pause
         * @description As GraphQL `resumeMatch`.
         */
        post: operations["CorrespondenceController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Come back after being skipped
         * @description As GraphQL `returnToMatch`.
         */
        post: operations["CorrespondenceController_returnToMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My vacation and allowance
         * @description As GraphQL `myVacation`.
         */
        get: operations["CorrespondenceController_vacation"];
        put?: never;
        /**
         * Book a vacation
         * @description As GraphQL `startVacation`.
         */
        post: operations["CorrespondenceController_startVacation"];
        /**
         * End or cancel my vacation
         * @description As GraphQL `endVacation`.
         */
        delete: operations["CorrespondenceController_endVacation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/computer-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play the computer
         * @description Starts a match with the caller in seat 0 and the computer at `level` in the 1–3 other seats; the computer moves as soon as it is due.
         */
        post: operations["ComputerController_play"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/computer-matches/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rematch the computer
         * @description After a finished match against the computer alone, the same match again (rules, time control, seats). 409 CONFLICT: MATCH_NOT_FINISHED.
         */
        post: operations["ComputerController_rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bot directory
         * @description The built-in computer levels first, then third-party bot accounts (at most 200).
         */
        get: operations["ComputerController_bots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Become a bot account
         * @description Marks the caller's account as a bot account, for good: its seats are shown as a bot's everywhere.
         */
        post: operations["ComputerController_becomeBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/replacement-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let the computer take over seats that leave
         * @description A 3–4 player match: asks that the computer take over any other seat that resigns or runs out of time, to the end, instead of the match ending; that seat ranks last (docs/engine.md "Replaced seats"). 422 ILLEGAL_MOVE: REPLACEMENT_NEEDS_MORE_PLAYERS; 409 CONFLICT: ALREADY_REQUESTED.
         */
        post: operations["ComputerController_requestReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/forced-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forced moves played for you: your account
         * @description Whether the server plays your seat's only legal move for you, by default (docs/bots.md).
         */
        get: operations["ForcedMovesController_accountForcedMoves"];
        /**
         * Set forced moves played for you: your account
         * @description Your account's setting; takes effect at each match's next event (docs/bots.md).
         */
        put: operations["ForcedMovesController_setAccountForcedMoves"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/forced-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forced moves played for you: one match
         * @description The setting in effect for your seat in this match, and whether the seat chose it.
         */
        get: operations["ForcedMovesController_matchForcedMoves"];
        /**
         * Set forced moves played for you: one match
         * @description Your seat's choice for this match (null: the account's setting). Turned on while a forced move of yours is due, the server plays it at once.
         */
        put: operations["ForcedMovesController_setMatchForcedMoves"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a match's chat
         * @description Messages after `after`, oldest first, like GraphQL `chatMessages`: for the players, and for spectators as the spectator policy lets them watch (without a token, where the players let anyone watch). Messages of players you blocked are left out.
         */
        get: operations["ChatController_list"];
        put?: never;
        /**
         * Write in a match’s chat
         * @description The match's players only (403 for spectators); trimmed, 1 to 500 characters; counted against the `chat` rate limit (RATE_LIMIT_CHAT), one bucket per account, sessions and personal tokens together.
         */
        post: operations["ChatController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/chat/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say you have read a match’s chat
         * @description Like GraphQL `markChatRead`: your CHAT notice for the match, updated in place while unread, is done; the next message notifies you again. Reading the chat (GET) and writing in it do the same.
         */
        post: operations["ChatController_markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a match's chat (Server-Sent Events)
         * @description A `text/event-stream` with one message per chat message: `id` is its seq, `data` a ChatMessage as JSON. Messages after `after` (or the Last-Event-ID header) come first; without either, only new ones. Messages of players you blocked are left out. Counts against the same connection caps as the match stream; ends with `event: error` when the server must end it.
         */
        get: operations["ChatController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the players I blocked
         * @description Newest first, like GraphQL `blockedUsers`.
         */
        get: operations["ChatController_blocked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Block a player
         * @description They cannot challenge you (409 CONFLICT BLOCKED), and their chat messages and open lobbies are hidden from you; they are not told.
         */
        put: operations["ChatController_block"];
        post?: never;
        /**
         * Unblock a player
         * @description Answers your remaining blocks, whether or not that player was blocked.
         */
        delete: operations["ChatController_unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a player or a chat message
         * @description To the admins, with a reason. A message must be one you can read. One open report per player (and message) per reporter (409 ALREADY_REPORTED), at most 20 open (409 TOO_MANY_OPEN_REPORTS).
         */
        post: operations["ChatController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open reports (admins)
         * @description Admins only, signed in (a personal token is refused): open reports, oldest first.
         */
        get: operations["ChatController_openReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a report (admins)
         * @description With a note; 409 REPORT_RESOLVED if it was.
         */
        post: operations["ChatController_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notes on a match
         * @description Like GraphQL `myNotes`: yours only, the match’s own first, then by move; 403 if you do not play it.
         */
        get: operations["NotesController_mine"];
        put?: never;
        /**
         * Write a private note
         * @description Like GraphQL `addNote`: on the match, or on one of its moves (`moveSeq`); trimmed, 1 to 2000 characters, at most 200 per match (409 TOO_MANY_NOTES). Nobody else learns that it exists.
         */
        post: operations["NotesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/shared-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished match's shared notes
         * @description Like GraphQL `sharedNotes`: what the players shared with the record after the end, for whoever may read the match; none while it runs.
         */
        get: operations["NotesController_shared"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search your notes
         * @description Like GraphQL `searchMyNotes`: your notes on every match containing `text`, case-insensitive.
         */
        get: operations["NotesController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a note’s text
         * @description Like GraphQL `editNote`. 404 for another player's note, exactly as for one that does not exist.
         */
        put: operations["NotesController_edit"];
        post?: never;
        /**
         * Delete a note
         * @description Like GraphQL `deleteNote`. 404 for another player's note, exactly as for one that does not exist.
         */
        delete: operations["NotesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Share a note with the record
         * @description Like GraphQL `shareNote`: once the match is over (409 MATCH_NOT_FINISHED before). 404 for another player's note, exactly as for one that does not exist.
         */
        put: operations["NotesController_share"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/following/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follow a player
         * @description Like GraphQL `follow`: they see it (a FOLLOWED notice, FRIEND_ADDED when they follow you: friends). 409 BLOCKED across a block either way, 409 TOO_MANY_FOLLOWS past 1000; 400 for yourself.
         */
        put: operations["SocialController_follow"];
        post?: never;
        /**
         * Stop following a player
         * @description Like GraphQL `unfollow`; answers whom you follow now, whether or not you followed them.
         */
        delete: operations["SocialController_unfollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom I follow
         * @description Newest first, like GraphQL `following`.
         */
        get: operations["SocialController_following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who follows me
         * @description Newest first, like GraphQL `followers`.
         */
        get: operations["SocialController_followers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My friends
         * @description Players who follow you and whom you follow, by name.
         */
        get: operations["SocialController_friends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenge-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom I take challenges from
         * @description Like GraphQL `challengePolicy`.
         */
        get: operations["SocialController_challengePolicy"];
        /**
         * Take challenges from friends only, or from anyone
         * @description Like GraphQL `setChallengePolicy`: with `friendsOnly`, a player who is not your friend gets 409 FRIENDS_ONLY when challenging you.
         */
        put: operations["SocialController_setChallengePolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Friends online
         * @description Like GraphQL `friendsOnline`: friends who used the server in the last 5 minutes.
         */
        get: operations["SocialController_online"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Friends waiting for a move
         * @description Like GraphQL `friendsWaiting`: friends some match waits for, longest waiting first.
         */
        get: operations["SocialController_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/games/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Friends' games
         * @description Like GraphQL `friendsGames`: friends' newest `running` or `finished` matches as the live list and the archive would show them to you.
         */
        get: operations["SocialController_games"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/relation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where I stand with a player
         * @description Like GraphQL `playerRelation`.
         */
        get: operations["SocialController_relation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clubs
         * @description Like GraphQL `clubs`: the largest first.
         */
        get: operations["ClubsController_list"];
        put?: never;
        /**
         * Create a club
         * @description Like GraphQL `createClub`: you own it. 409 NAME_TAKEN, TOO_MANY_CLUBS; 400 for a bad field.
         */
        post: operations["ClubsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My clubs
         * @description Like GraphQL `myClubs`.
         */
        get: operations["ClubsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My club invitations and requests
         * @description Like GraphQL `myClubInvitations`.
         */
        get: operations["ClubsController_invitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club
         * @description Like GraphQL `club`.
         */
        get: operations["ClubsController_club"];
        put?: never;
        post?: never;
        /**
         * Delete a club
         * @description Like GraphQL `deleteClub` (the owner alone; 403 otherwise).
         */
        delete: operations["ClubsController_delete"];
        options?: never;
        head?: never;
        /**
         * Edit a club
         * @description Like GraphQL `updateClub` (its admins; 403 otherwise).
         */
        patch: operations["ClubsController_update"];
        trace?: never;
    };
    "/api/clubs/{id}/standing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My standing with a club
         * @description Like GraphQL `clubStanding`.
         */
        get: operations["ClubsController_standing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a club
         * @description Like GraphQL `joinClub`: at once if open or invited, a request if by request. 409 INVITATION_ONLY, CLUB_FULL, TOO_MANY_CLUBS.
         */
        post: operations["ClubsController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a club
         * @description Like GraphQL `leaveClub`: leaves, withdraws a request or declines an invitation. 409 OWNER_CANNOT_LEAVE.
         */
        post: operations["ClubsController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's members
         * @description Like GraphQL `clubMembers`: by rating in `pool`.
         */
        get: operations["ClubsController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/games/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's games
         * @description Like GraphQL `clubGames`: the members' matches as the live list and the archive show them to you.
         */
        get: operations["ClubsController_games"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/lobbies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's open lobbies
         * @description Like GraphQL `clubLobbies`: newest first, for its members alone (409 NOT_A_CLUB_MEMBER).
         */
        get: operations["ClubsController_lobbies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's invitations and requests
         * @description Like GraphQL `clubPending` (its admins).
         */
        get: operations["ClubsController_pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's log
         * @description Like GraphQL `clubLog` (its members), newest first.
         */
        get: operations["ClubsController_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/invitations/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Invite a player
         * @description Like GraphQL `inviteToClub` (its admins). 409 ALREADY_MEMBER, BLOCKED.
         */
        put: operations["ClubsController_invite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/requests/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a request to join
         * @description Like GraphQL `answerClubRequest` (its admins). 409 NO_REQUEST.
         */
        post: operations["ClubsController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Like GraphQL `removeClubMember`: a member, or an invitation (its admins; an admin by the owner alone).
         */
        delete: operations["ClubsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members/{username}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's role
         * @description Like GraphQL `setClubRole` (the owner alone). 409 NOT_A_MEMBER.
         */
        put: operations["ClubsController_role"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hand the club on
         * @description Like GraphQL `transferClub` (the owner alone). 409 NOT_A_MEMBER.
         */
        put: operations["ClubsController_transfer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a club's chat
         * @description Messages after `after`, oldest first, like GraphQL `clubChatMessages`: for its members (409 NOT_A_CLUB_MEMBER otherwise). Messages of players you blocked, and lines its admins hid, are left out.
         */
        get: operations["ClubChatController_list"];
        put?: never;
        /**
         * Write in a club’s chat
         * @description Like GraphQL `sendClubChatMessage`: its members only (409 NOT_A_CLUB_MEMBER); trimmed, 1 to 500 characters; counted against the `chat` rate limit (RATE_LIMIT_CHAT), the same bucket as a match's chat.
         */
        post: operations["ClubChatController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/chat/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Hide a line of a club’s chat (its admins)
         * @description Like GraphQL `hideClubChatMessage`: the club's admins and owner (403 otherwise); nobody reads it again, and the club's log says so (MESSAGE_HIDDEN). `hidden` is false if it was hidden already.
         */
        delete: operations["ClubChatController_hide"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a club's chat (Server-Sent Events)
         * @description A `text/event-stream` with one message per chat message, as the match chat stream: `id` is its seq, `data` a ClubChatMessage as JSON. Messages after `after` (or the Last-Event-ID header) come first; without either, only new ones. For members (409 NOT_A_CLUB_MEMBER otherwise); messages of players you blocked are left out.
         */
        get: operations["ClubChatController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's club matches
         * @description Like GraphQL `Club.clubMatches`: the newest first.
         */
        get: operations["ClubMatchesController_ofClub"];
        put?: never;
        /**
         * Challenge another club
         * @description Like GraphQL `challengeClub` (your club's admins; 403 otherwise). 400 for a bad field (a club cannot challenge itself; a sign-up deadline not in the future); 404 Club; 409 TOO_MANY_CLUB_MATCHES.
         */
        post: operations["ClubMatchesController_challenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club match
         * @description Like GraphQL `clubMatch`.
         */
        get: operations["ClubMatchesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-matches/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a challenge to your club
         * @description Like GraphQL `answerClubMatch` (the challenged club's admins). 409 CLUB_MATCH_NOT_PROPOSED, REGISTRATION_CLOSED (accepting after its sign-up deadline).
         */
        post: operations["ClubMatchesController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-matches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call a club match off
         * @description Like GraphQL `cancelClubMatch` (the challenging club's admins). 409 CLUB_MATCH_STARTED.
         */
        post: operations["ClubMatchesController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-matches/{id}/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up for a board
         * @description Like GraphQL `signUpForClubMatch`: the first free board of your club; the last place taken starts every board. 409 CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED (after its sign-up deadline), CLUB_MATCH_SIDE_FULL, NOT_A_CLUB_MEMBER, MEMBER_OF_BOTH_CLUBS, BLOCKED, TOO_MANY_RUNNING_GAMES.
         */
        post: operations["ClubMatchesController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-matches/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a board
         * @description Like GraphQL `withdrawFromClubMatch`, before the boards start. 409 CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED.
         */
        post: operations["ClubMatchesController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/reputation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s reputation
         * @description Like GraphQL `reputation(username)`: how their finished correspondence matches ended for their seat (finished, timed out, without clock penalty, abandoned 3–4 player seats).
         */
        get: operations["ReputationController_reputation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/running-games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My running games and their limit
         * @description Like GraphQL `myRunningGames`. At the limit, opening or joining a lobby and sending or accepting a challenge answer 409 TOO_MANY_RUNNING_GAMES.
         */
        get: operations["RunningGamesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an automatch seek
         * @description Like GraphQL `postSeek`: answers after the next matching wave, `status: matched` with `matchId` when compatible seeks complete a table, else `open` (it waits until `expiresAt`; a later wave that matches it sends a SEEK_MATCHED notice). 409 TOO_MANY_SEEKS (5 open), TOO_MANY_RUNNING_GAMES; 400 as for a lobby.
         */
        post: operations["SeeksController_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seeks/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My seeks
         * @description Newest first (at most 50), like `mySeeks`.
         */
        get: operations["SeeksController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seeks/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel my seek
         * @description Like `cancelSeek`; a matched or expired one stays.
         */
        post: operations["SeeksController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/standing-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your standing orders for a match
         * @description Like GraphQL `myStandingOrders`: yours only; 403 if you do not play the match.
         */
        get: operations["OrdersController_mine"];
        /**
         * Replace your standing orders
         * @description Like GraphQL `setStandingOrders`: the list replaces your active orders (empty: none). 400 for a card or faction not in this match or an answer the condition does not take, 409 TOO_MANY_ORDERS past 20 active orders, 403 if you do not play the match; nothing is stored on an error.
         */
        put: operations["OrdersController_set"];
        /**
         * Add a standing order
         * @description Like GraphQL `addStandingOrder`: after your others; played for you as your own move when it applies. 400 for a card or faction not in this match or an answer the condition does not take, 409 TOO_MANY_ORDERS past 20 active orders, 403 if you do not play the match; nothing is stored on an error.
         */
        post: operations["OrdersController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standing-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a standing order
         * @description Like GraphQL `removeStandingOrder` (also dismisses a fired or dropped one). 404 for another player's order, exactly as for one that does not exist.
         */
        delete: operations["OrdersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/confirm-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm before a card is sent: your account
         * @description Whether the web client asks for a Send after a card is chosen, in days-per-move and in live matches.
         */
        get: operations["ConfirmMovesController_get"];
        /**
         * Set the confirm step
         * @description What the body names changes; the rest stays.
         */
        put: operations["ConfirmMovesController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My signed-in sessions
         * @description Like GraphQL `mySessions`: the sessions that still work, the most recently used first; `current` marks this one. Signed-in sessions only: a personal API token is refused (403).
         */
        get: operations["SessionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of my sessions
         * @description Like GraphQL `revokeSession`: its access token is refused from now on and its open streams are closed; this one too, if named. 404 for an id that is not one of your working sessions. Signed-in sessions only: a personal API token is refused (403).
         */
        delete: operations["SessionsController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else
         * @description Like GraphQL `revokeMySessions`: every session of your account ends, this one too, and their open streams are closed, and every app you authorised through OAuth is signed out (its tokens are refused); the answer is a new session for this client. Personal API tokens are not affected. Signed-in sessions only: a personal API token is refused (403).
         */
        post: operations["SessionsController_revokeAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My personal API tokens
         * @description Like GraphQL `apiTokens`: newest first, revoked ones included; never a secret. Signed-in sessions only: a personal API token is refused (403).
         */
        get: operations["SessionsController_listTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of my personal API tokens
         * @description Like GraphQL `revokeApiToken`: refused from now on, its open streams closed (again is harmless). Signed-in sessions only: a personal API token is refused (403).
         */
        delete: operations["SessionsController_revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream my account’s events (Server-Sent Events)
         * @description One stream per account, for bots and REST clients (like lichess’s /api/stream/event). It opens with one `event: snapshot` message (no id): `data` is `{ "seq": n, "turns": [TurnEntry], "challengesReceived": [Challenge], "challengesSent": [Challenge] }` — the matches where it is your move (as GET /api/turns) and your pending challenges (at most 100 of each), and `seq` the last seq of your notification log when it was read. Then one `event: notification` message per entry of your notification log (as GraphQL `myEvents`): `id` is the entry’s seq, `data` the Notification as JSON. With Last-Event-ID (EventSource sends it when it reconnects) or `after`, every entry after that seq still kept (30 days by default) comes first, in order, once; without either, only entries appended from now on. The snapshot is sent on every connection. A notice may repeat what the snapshot shows: the snapshot is state, notices are events. A comment line every 25 s keeps the connection open. When the stream has to end (token revoked, session ended or expired, server shutting down) its last message is `event: error` (no id) with the error body. Counts against the same limits as match streams and graphql-ws connections (429 RATE_LIMITED beyond). Never a card.
         */
        get: operations["AccountStreamController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link by e-mail
         * @description Body `{ "login": username or e-mail address }`. Always 200 `{ "ok": true }`, whether or not the account exists or has a verified address (nothing is disclosed, by answer or by timing: the request is queued and resolved by the mail worker). The link goes only to a verified address, at most once in 5 minutes per account.
         */
        post: operations["PasswordResetController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a mailed token
         * @description Body `{ "token", "newPassword" }`. The token works once, for 1 hour. Ends every signed-in session of the account, their open streams too (sign in again); personal API tokens keep working. 400 BAD_USER_INPUT (`fields.token`, `fields.newPassword`).
         */
        post: operations["PasswordResetController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a one-time sign-in link by e-mail
         * @description Body `{ "login": username or e-mail address }`: for an owner whose network is locked out after failed logins. Always 200 `{ "ok": true }`, whether or not the account exists or has a verified address (the request is queued and resolved by the mail worker). The link goes only to a verified address, at most once in 5 minutes per account, and works once, for 15 minutes.
         */
        post: operations["SignInLinkController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in-link/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a mailed sign-in token
         * @description Body `{ "token" }`. Works once, within 15 minutes; answers a session token. 400 BAD_USER_INPUT (`fields.token`) for an unknown, used or expired token.
         */
        post: operations["SignInLinkController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my notification log
         * @description Entries after `after`, oldest first, as GraphQL `myNotifications` (and `myEvents(after:)` replays): seqs 1, 2, 3… without gaps, kept 30 days by default. Page on with `after` = the last seq. Never a card.
         */
        get: operations["NotificationsController_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my notification preferences
         * @description What reaches you by e-mail and by push, as GraphQL `notificationPreferences`.
         */
        get: operations["NotificationsController_preferences"];
        /**
         * Set my notification preferences
         * @description All three settings, replacing the current ones, as GraphQL `setNotificationPreferences`. 400 BAD_USER_INPUT for an unknown kind.
         */
        put: operations["NotificationsController_setPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my e-mail address
         * @description As GraphQL `myEmail`, for a signed-in session only (a personal token is refused, 403); 404 NOT_FOUND (`entity` EmailAddress) when you gave none, where GraphQL answers null.
         */
        get: operations["NotificationsController_email"];
        /**
         * Set or change my e-mail address (and resend its verification link)
         * @description As GraphQL `setEmail`, for a signed-in session only: stores the address unverified and mails it a verification link (single use, valid 24 h); until it is followed nothing else is mailed. The same address again resends the link (a fresh one: the earlier link stops working). 400 BAD_USER_INPUT (`fields.address`).
         */
        put: operations["NotificationsController_setEmail"];
        post?: never;
        /**
         * Remove my e-mail address
         * @description As GraphQL `removeEmail`: no more mail. 404 NOT_FOUND (`entity` EmailAddress) when there is none.
         */
        delete: operations["NotificationsController_removeEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an e-mail address with a mailed token
         * @description As GraphQL `verifyEmail` (and the mailed link, GET /api/mail/verify, for a browser): public, by the token alone, counted per address like signing in. 400 BAD_USER_INPUT (`fields.token`) for a used, expired, unknown or superseded token.
         */
        post: operations["NotificationsController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's VAPID public key
         * @description As GraphQL `pushPublicKey`: public; `publicKey` (base64url) is the `applicationServerKey` for pushManager.subscribe().
         */
        get: operations["NotificationsController_vapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my browsers subscribed to Web Push
         * @description As GraphQL `myPushSubscriptions`.
         */
        get: operations["NotificationsController_subscriptions"];
        put?: never;
        /**
         * Subscribe a browser to Web Push
         * @description As GraphQL `addPushSubscription`: its PushSubscription’s endpoint (https) and keys; at most 10 per user; an endpoint already stored moves to you. Which kinds are pushed: PUT /api/me/notification-preferences. 400 BAD_USER_INPUT (`fields.endpoint`, `fields.p256dh`, `fields.auth`).
         */
        post: operations["NotificationsController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsubscribe one of my browsers
         * @description As GraphQL `removePushSubscription`. 404 NOT_FOUND (`entity` PushSubscription) if it is not yours.
         */
        delete: operations["NotificationsController_unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/requests/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An app's pending request
         * @description Like GraphQL `oauthRequest`: who asks, for which scopes, where you will be sent back; 404 once answered or expired. Signed-in sessions only: a token, personal or an app’s, cannot do this (403).
         */
        get: operations["OAuthController_request"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/requests/{uid}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let the app act for you
         * @description Like GraphQL `approveOAuthRequest`: open `redirectTo` in the browser that started the request. Signed-in sessions only: a token, personal or an app’s, cannot do this (403).
         */
        post: operations["OAuthController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/requests/{uid}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse the app
         * @description Like GraphQL `denyOAuthRequest`: the app is sent back `access_denied`. Signed-in sessions only: a token, personal or an app’s, cannot do this (403).
         */
        post: operations["OAuthController_deny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your authorised apps
         * @description Like GraphQL `authorisedApps`: the apps you let act for you, newest first. Signed-in sessions only: a token, personal or an app’s, cannot do this (403).
         */
        get: operations["OAuthController_apps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/apps/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an app's access
         * @description Like GraphQL `revokeAuthorisedApp`: its tokens stop working at once and its open streams end. Signed-in sessions only: a token, personal or an app’s, cannot do this (403).
         */
        post: operations["OAuthController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A match as the caller may see it (R9). */
        Match: {
            /**
             * Format: date-time
             * @description When you may claim the win on time (claimTimeout): the deadline of the seat that is due, if it is an opponent of yours; null otherwise.
             */
            canClaimTimeoutAt?: string | null;
            /** @description Every seat’s clock, in seat order (empty without seats to time). */
            clocks: components["schemas"]["SeatClock"][];
            /**
             * Format: date-time
             * @description When the match started.
             */
            createdAt: string;
            /** @description The rule edition the match is played under, fixed when it starts (docs/engine.md "Rule editions"): `2026-12` for new matches, `2026-11` for those started before editions. */
            edition: string;
            /** @description The entropy the seed was derived from, when the seats could contribute (lobbies and challenges since entropy); null otherwise. */
            entropy?: components["schemas"]["MatchEntropy"] | null;
            /** @description Hash of the newest event in the tamper-evident chain: keep it as a receipt. */
            headHash: string;
            /** @description Match id. */
            id: string;
            /** @description True for a record imported with importMatch, for study: it was not played here, and its seat names are the record’s, not accounts. */
            imported: boolean;
            /** @description The seat whose view the caller gets (R9): their own; null for onlookers, and for a player whose seat the computer took over, from then on (they see what a spectator sees). */
            mySeat?: number | null;
            /** @description The seat that proposed a pause nobody has answered yet. */
            pauseProposedBy?: number | null;
            /** @description True while the match is paused by agreement: no clock runs. */
            paused: boolean;
            /** @description Rated: its players' ratings change when it finishes (docs/players.md#ratings). */
            rated: boolean;
            /** @description A finished rated match: `counted` (it changed ratings), or why it did not: `too_few_moves`, `repeated_opponents`, `computer_opponent`, `annulled` (by a moderator, docs/fair-play.md#moderation; docs/players.md#when-a-rated-game-does-not-count). Null for casual, running and aborted matches. */
            ratedOutcome?: string | null;
            /** @description Seats the computer took over after they resigned or ran out of time (3–4 players, docs/engine.md "Replaced seats"); they rank last. */
            replacedSeats: number[];
            /** @description Seats whose players asked (requestReplacement) that the computer take over a seat that leaves, instead of the match ending. */
            replacementRequestedBy: number[];
            /** @description The result, once the match is over. */
            result?: components["schemas"]["MatchResult"] | null;
            /** @description The rule set. */
            rules: components["schemas"]["Rules"];
            /** @description Players by seat. */
            seats: components["schemas"]["MatchSeat"][];
            /** @description The seed, revealed once the match is over. */
            seed?: string | null;
            /** @description SHA-256 (hex) of the seed's bytes, published at the start (commit–reveal of the shuffle). */
            seedCommitment: string;
            /** @description Who may watch besides its players: `anyone`, `signed_in` or `nobody`. */
            spectators: string;
            /** @description `running`, `finished` or `aborted`. */
            status: string;
            /** @description The table as the caller may see it. */
            table: components["schemas"]["Table"];
            /** @description The time control; null for none. */
            timeControl?: components["schemas"]["TimeControl"] | null;
            /** @description Number of events after the start; send it back as expectedVersion with a move. */
            version: number;
        };
        /** @description One seat’s clock, folded from the match log. Every seat sees every clock: nothing in it is hidden (R9). */
        SeatClock: {
            /** @description Its time bank in seconds as of its last move (bank time controls; while it is due, its time runs down to `deadline`); null with days per move. */
            bankSeconds?: number | null;
            /**
             * Format: date-time
             * @description When its time runs out; null when it is not due, without a time control, or while paused.
             */
            deadline?: string | null;
            /** @description True for the seat that must act now. */
            due: boolean;
            /**
             * Format: date-time
             * @description Since when it is due; null when it is not.
             */
            dueSince?: string | null;
            /** @description Seat number. */
            seat: number;
            /** @description Skipped (3–4 players): the server plays its turns until its player returns. */
            skipped: boolean;
            /** @description Username. */
            username: string;
            /**
             * Format: date-time
             * @description On vacation until then: its clock stands still in this match; null when not on vacation.
             */
            vacationUntil?: string | null;
        };
        /** @description Where the seed of a match whose seats contributed entropy came from (docs/auditing.md "A deal no one can choose"): seed = SHA-256(serverSeed ‖ "claim-entropy" ‖ each seat's contribution). */
        MatchEntropy: {
            /** @description Each seat's contribution (64 hex digits), in seat order; null for a seat that sent none. */
            contributions: (string | null)[];
            /** @description The server seed, revealed once the match is over (R9). */
            serverSeed?: string | null;
            /** @description SHA-256 (hex) of the server seed's bytes, published when the lobby or challenge was created, before any seat contributed. */
            serverSeedCommitment: string;
        };
        /** @description How the match ended. */
        MatchResult: {
            /** @description `play` (played out), `resigned` or `timed_out`. */
            endedBy: string;
            /** @description Faction by faction; empty when the match ended by resignation or time-out. */
            factions: components["schemas"]["FactionResult"][];
            /** @description The seat that resigned or ran out of time. */
            forfeitedSeat?: number | null;
            /** @description Winning seat (team with 4 players), or null for a draw. */
            winner?: number | null;
        };
        /** @description Who won one faction (R3.4). */
        FactionResult: {
            /** @description Faction id. */
            faction: string;
            /** @description Winning seat (team with 4 players), or null when nobody won it. */
            winner?: number | null;
        };
        /** @description A rule set (RULES.md R2). */
        Rules: {
            /** @description Faction ids in canonical order (R2.1). */
            factions: string[];
            /** @description Hero values other than the default 5 (R1). */
            heroValues: components["schemas"]["HeroValue"][];
            /** @description Hero names (R2.2), without the `hero:` prefix. */
            heroes: string[];
            /** @description Number of players, 2 to 4. */
            players: number;
        };
        /** @description A hero whose value the rules set. */
        HeroValue: {
            /** @description Hero name. */
            hero: string;
            /** @description Its value. */
            value: number;
        };
        /** @description A player of a match. */
        MatchSeat: {
            /** @description The seat is played by a bot account: the built-in computer player or a third-party bot. */
            isBot: boolean;
            /** @description Seat number. */
            seat: number;
            /** @description Username. */
            username: string;
        };
        /** @description The table as the viewer may see it (R9): public state plus the viewer's own cards. */
        Table: {
            /** @description A Gelatinous Cube waiting on the table (R7). */
            cube?: components["schemas"]["CubeOnTable"] | null;
            /** @description Cards in the discard pile now. */
            discardPileSize: number;
            /** @description Every card that entered the discard pile, oldest first. A Skeleton take (R7) removes one unseen. */
            discarded: string[];
            /** @description Cards left in the draw pile. */
            drawPileSize: number;
            /** @description The viewer's follower pile; null for onlookers. */
            followerPile?: string[] | null;
            /** @description The viewer's hand; null for onlookers. */
            hand?: string[] | null;
            /** @description The last completed trick. */
            lastTrick?: components["schemas"]["CompletedTrick"] | null;
            /** @description The seat leading the current trick. */
            leader: number;
            /** @description The Moon (R5 Werewolves): `none` or `full`. */
            moon: string;
            /** @description The viewer's own Cthulhu discard while the others still choose (R7). */
            myCthulhuDiscard?: string | null;
            /** @description `one`, `two` or `over`. */
            phase: string;
            /** @description The face-up prize(s) of the current phase-one trick. */
            prizes: string[];
            /** @description How many cards left the game. */
            removedFromGameCount: number;
            /** @description Everything, once the game is over (R9). */
            revealed?: components["schemas"]["RevealedSecrets"] | null;
            /** @description Every seat, in seat order. */
            seats: components["schemas"]["SeatState"][];
            /** @description Trolls set aside (R5 Trolls). */
            setAsideTrolls: string[];
            /** @description Cards taken from the discard pile with the Skeleton. */
            skeletonTakes: number;
            /** @description Who must act now; null when the game is over. */
            toAct?: components["schemas"]["PendingAction"] | null;
            /** @description Cards played to the current trick. */
            trick: components["schemas"]["Play"][];
            /** @description Trick number within the phase. */
            trickNumber: number;
        };
        /** @description A Gelatinous Cube and the card under it, waiting for the next trick's winner (R7). */
        CubeOnTable: {
            /** @description The Cube. */
            cube: string;
            /** @description The led card under it. */
            under: string;
        };
        /** @description The last completed trick (public, R9). */
        CompletedTrick: {
            /** @description `one` or `two`. */
            phase: string;
            /** @description Cards in order of play. */
            plays: components["schemas"]["Play"][];
            /** @description The prize(s) on the table during the trick (phase one). */
            prizes: string[];
            /** @description Seats from first to last (R8.2); empty when a Gelatinous Cube stopped the trick. */
            ranking: number[];
            /** @description Trick number within its phase. */
            trickNumber: number;
            /** @description The winning seat; null after a Gelatinous Cube trick (R7). */
            winner?: number | null;
        };
        /** @description A card played to a trick. */
        Play: {
            /** @description The card. */
            card: string;
            /** @description The seat that played it. */
            seat: number;
        };
        /** @description Everything hidden during play, public once the match is over (R9). */
        RevealedSecrets: {
            /** @description The discard pile as it is, oldest first. */
            discardPile: string[];
            /** @description The draw pile, top first. */
            drawPile: string[];
            /** @description Every follower pile, by seat. */
            followerPiles: string[][];
            /** @description Every hand, by seat. */
            hands: string[][];
            /** @description Cards that left the game unseen. */
            removedFromGame: string[];
            /** @description The 32-byte seed (hex); SHA-256 of its bytes is the match's seedCommitment. */
            seed: string;
        };
        /** @description What everyone sees of one seat (R9), plus what the viewer alone knows of it. */
        SeatState: {
            /** @description The active Vampire (R5 Vampires). */
            activeVampire?: string | null;
            /** @description Cards in the face-down follower pile. */
            followerPileSize: number;
            /** @description Gnomes standing in front of this player (R5 Gnomes). */
            gnomesInFront: string[];
            /** @description Cards in hand. */
            handSize: number;
            /** @description The player is a bot account (the computer player or a third-party bot). */
            isBot: boolean;
            /** @description Cards of this seat's hand or follower pile that the viewer saw through a Seer choice (R5 Seers). */
            knownCards: string[];
            /** @description The face-up score pile. */
            scorePile: string[];
            /** @description Seat number; turn order is seat order. */
            seat: number;
            /** @description Team (4 players: seats 0+2 are team 0, 1+3 team 1); otherwise the seat. */
            team: number;
            /** @description Cards under the active Vampire. */
            underVampire: string[];
            /** @description The player in this seat. */
            username: string;
        };
        /** @description Who must act now, and how (R3.5). Public, except `peeked`. */
        PendingAction: {
            /** @description Prize decisions: whether `top` (the Seer's top card) may be taken. */
            allowTop: boolean;
            /** @description Vampire decisions: the cards collected in this trick (R5 Vampires). */
            collected: string[];
            /** @description Smash decisions: the Giant that smashes (R8.3). */
            giant?: string | null;
            /** @description play, seer, prize, vampire, smash, cthulhu or skeleton. */
            kind: string;
            /** @description Seer decisions: the top card of the draw pile, shown only to the deciding Seer (R5 Seers). */
            peeked?: string | null;
            /** @description Prize decisions: the prizes to choose from (R8.2). */
            prizes: string[];
            /** @description The seat that must act. */
            seat: number;
        };
        /** @description A correspondence time control: days per move or a time bank, and its switches (docs/correspondence.md). */
        TimeControl: {
            /** @description True when the server ends the match by itself at a deadline (2 players, no noAutoTimeout). */
            automaticTimeout: boolean;
            /** @description The time bank; null with days per move. */
            bank?: components["schemas"]["TimeBank"] | null;
            /** @description A fresh allowance of this many days for every move; null with a bank. */
            daysPerMove?: number | null;
            /** @description True when only an opponent’s claim ends the match on time, never the sweep. */
            noAutoTimeout: boolean;
            /** @description True when vacations do not pause this match’s clocks. */
            noVacation: boolean;
        };
        /** @description A time bank: an allowance, extra days after each move, a cap. */
        TimeBank: {
            /** @description Days added after each of your moves. */
            incrementDays: number;
            /** @description Days each player starts with. */
            initialDays: number;
            /** @description The most a bank can hold. */
            maxDays: number;
        };
        /** @description An app you let act for you through OAuth (docs/api.md "Authorise an app"), until you revoke it. */
        AuthorisedApp: {
            /** @description The client id the app gave: its own name for itself, not verified for public clients. */
            clientId: string;
            /**
             * Format: date-time
             * @description When you authorised it.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the authorisation ends by itself (a year after it was given).
             */
            expiresAt?: string | null;
            /** @description The authorisation (grant) id; revoke it with revokeAuthorisedApp. */
            id: string;
            /** @description What you let it do. */
            scopes: components["schemas"]["ApiScope"][];
        };
        /**
         * @description What a personal API token may do. Signed-in sessions (JWT) have every scope.
         * @enum {string}
         */
        ApiScope: "lobby" | "match:play" | "match:read" | "tournament:write";
        /** @description An app's pending request to act for you: what the consent page shows before you answer. */
        OAuthRequest: {
            /** @description Who asks: the client id the app gave (any name for a public client: not verified). */
            clientId: string;
            /** @description A registered client's name; null for a public client. */
            clientName?: string | null;
            /** @description Where you will be sent back, with the code, if you agree (or with an error if not). */
            redirectUri: string;
            /** @description Whether the app is a client registered with this server (it has a secret). */
            registered: boolean;
            /** @description What the app asks to do. */
            scopes: components["schemas"]["ApiScope"][];
            /** @description The request id (the consent page address /authorize/<uid>). */
            uid: string;
        };
        /** @description Where the browser goes next after you answered an OAuthRequest. */
        OAuthAnswer: {
            /** @description Open this address in the same browser that opened the request: the server then sends you on to the app. */
            redirectTo: string;
        };
        /** @description A player decision in R10 notation, flattened: `kind` says which fields apply. */
        Move: {
            /** @description vampire: the Vampire made active, or null to keep the current one. */
            activate?: string | null;
            /** @description vampire: the cards put under the active Vampire. */
            bury: string[];
            /** @description play, discard: the card; prize: the prize taken or `top`; seer: `prize` or `top`. */
            card?: string | null;
            /** @description smash: the Gnome smashed. */
            gnome?: string | null;
            /** @description play, seer, prize, vampire, smash, discard, skeleton or pass. */
            kind: string;
            /** @description The move as R10 JSON, e.g. {"seat":0,"play":"goblins:3"}. */
            notation: string;
            /** @description The acting seat. */
            seat: number;
            /** @description smash: the seat whose Gnome is smashed. */
            victim?: number | null;
        };
        /** @description One entry of the match log as the caller may see it (R9). */
        MatchEvent: {
            /** @description The user who caused the event (null for the server). */
            actorUserId?: string | null;
            /** @description A forced move the server played for the seat (its only legal move, and its player opted in: docs/bots.md). When true, the hash covers `"auto": true` too (docs/auditing.md). */
            auto: boolean;
            /** @description A move one of the seat's standing orders played (docs/correspondence.md "Standing orders"). Shown to the seat's player while the match runs, to everyone once it is over; false for everyone else, as for a move played by hand (R9). Not covered by the hash. */
            byStandingOrder: boolean;
            /**
             * Format: date-time
             * @description When it was stored.
             */
            createdAt: string;
            /** @description SHA-256(prevHash ‖ canonical JSON of {matchId, seq, type, payloadHash, actorUserId, requestId, createdAt}, plus `"auto": true` for a forced move played for the seat), or with `payload` instead of `payloadHash` for events without one (chain format 1); see docs/auditing.md. */
            hash: string;
            /** @description Whether the move is hidden from the caller for now. */
            hidden: boolean;
            /** @description The move; null when hidden from the caller (another player's pending Cthulhu discard, R7). */
            move?: components["schemas"]["Move"] | null;
            /** @description The stored payload as canonical JSON (RFC 8785); null while hidden from the caller. */
            payload?: string | null;
            /** @description SHA-256(salt ‖ payload), hex: what the hash covers instead of the payload (chain format 2), shown also while the payload is hidden. Null for events stored before chain format 2 and for `match_started`. */
            payloadHash?: string | null;
            /** @description Hash of the previous event (chain). */
            prevHash: string;
            /** @description The request that caused it. */
            requestId?: string | null;
            /** @description The secret salt of payloadHash (64 hex digits), shown together with the payload: null while the payload is hidden from the caller (until the Cthulhu reveal, or the match's end), and where payloadHash is null. */
            salt?: string | null;
            /** @description The acting seat. */
            seat?: number | null;
            /** @description Sequence number; 0 is the start. */
            seq: number;
            /** @description `match_started`, `move`, `resigned`, `timed_out`, `aborted`, or a clock event: `seat_skipped`, `seat_returned`, `vacation_started`, `vacation_ended`, `pause_proposed`, `pause_declined`, `paused`, `resumed`. */
            type: string;
        };
        /** @description An open game waiting for players; it starts its match when the last seat fills. */
        Lobby: {
            /** @description Only members of this club see the lobby and may join it (docs/lobbies.md); null for anyone. */
            clubId?: string | null;
            /**
             * Format: date-time
             * @description When the lobby was opened.
             */
            createdAt: string;
            /** @description Days per move for the match; null for none or a time bank. */
            daysPerMove?: number | null;
            /** @description Only the owner's friends see the lobby and may join it (docs/lobbies.md). */
            friendsOnly: boolean;
            /** @description Lobby id. */
            id: string;
            /** @description The match, once started. */
            matchId?: string | null;
            /** @description Entry rating range, upper end: a player rated above it in the lobby's pool may not join; null for none. */
            maxRating?: number | null;
            /** @description Entry rating range, lower end: a player rated below it in the lobby's pool may not join; null for none. */
            minRating?: number | null;
            /** @description Minimum reputation: the share of correspondence games a joiner must have finished, whole percent. */
            minReputation?: number | null;
            /** @description The owner's username (seat 0). */
            owner: string;
            /** @description Seats in all, 2 to 4. */
            players: number;
            /** @description Rated: the players' ratings change when the match finishes. */
            rated: boolean;
            /** @description The rule set the match will use. */
            rules: components["schemas"]["Rules"];
            /** @description Taken seats, in seat order. */
            seats: components["schemas"]["LobbySeat"][];
            /** @description SHA-256 (hex) of the server seed the match seed will be derived from with the seats' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before. */
            seedCommitment?: string | null;
            /** @description Who may watch: `anyone`, `signed_in` or `nobody`. */
            spectators: string;
            /** @description `open` (waiting for players), `started` (the match exists or is being created) or `closed` (the owner left). */
            status: string;
            /** @description The time control for the match; null for none. */
            timeControl?: components["schemas"]["TimeControl"] | null;
        };
        /** @description A player waiting in a lobby; seats follow join order, the owner in seat 0. */
        LobbySeat: {
            /** @description The player is a bot account (docs/bots.md). */
            isBot: boolean;
            /** @description The seat the player will have in the match. */
            seat: number;
            /** @description Username. */
            username: string;
        };
        /** @description A direct invitation to a 2-player match. */
        Challenge: {
            /**
             * Format: date-time
             * @description When it was accepted, declined or cancelled.
             */
            answeredAt?: string | null;
            /** @description Who it is for (seat 1 in the match). */
            challenged: string;
            /** @description Who sent it (seat 0 in the match). */
            challenger: string;
            /**
             * Format: date-time
             * @description When it was sent.
             */
            createdAt: string;
            /** @description Days per move for the match; null for none or a time bank. */
            daysPerMove?: number | null;
            /** @description Challenge id. */
            id: string;
            /** @description The match, once accepted. */
            matchId?: string | null;
            /** @description The finished share (whole percent) the challenged player needs to accept (docs/players.md#reputation); null for none. */
            minReputation?: number | null;
            /** @description Rated: the players' ratings change when the match finishes. */
            rated: boolean;
            /** @description The finished match this is a rematch of. */
            rematchOf?: string | null;
            /** @description The rule set the match will use. */
            rules: components["schemas"]["Rules"];
            /** @description SHA-256 (hex) of the server seed the match seed will be derived from with the seats' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before. */
            seedCommitment?: string | null;
            /** @description Who may watch: `anyone`, `signed_in` or `nobody`. */
            spectators: string;
            /** @description `pending`, `accepted`, `declined` or `cancelled`. */
            status: string;
            /** @description The time control for the match; null for none. */
            timeControl?: components["schemas"]["TimeControl"] | null;
        };
        /** @description A rematch of a finished 3- or 4-player match (docs/correspondence.md "Rematch"): every seat accepts, then the new match starts with the seats rotated by one. */
        GroupRematch: {
            /** @description The finished match. */
            matchId: string;
            /** @description The new match, once every seat accepted. */
            newMatchId?: string | null;
            /** @description Who offered it. */
            offeredBy: string;
            /** @description The finished match's seats, in order. */
            seats: components["schemas"]["GroupRematchSeat"][];
            /** @description SHA-256 (hex) of the server seed the new match's seed will be derived from with every acceptance's entropy contribution, committed on the offer (docs/auditing.md "Matches started without a sit-down"); null for offers from before. */
            seedCommitment?: string | null;
            /** @description `pending`, `accepted` (the new match started), `declined` or `cancelled`. */
            status: string;
        };
        /** @description A seat of the finished match and whether its player accepted. */
        GroupRematchSeat: {
            /** @description Accepted the rematch. */
            accepted: boolean;
            /** @description The seat in the finished match (the player sits one seat on in the new one). */
            seat: number;
            /** @description Its player. */
            username: string;
        };
        /** @description A Swiss, round-robin, knockout or league tournament (docs/tournaments.md). */
        Tournament: {
            /** @description The organizer's actions and the withdrawals, oldest first. */
            actions: components["schemas"]["TournamentAction"][];
            /** @description Knockout: games per tie (best of N); null otherwise. */
            bestOf?: number | null;
            /** @description Knockout: the bracket as far as it goes; empty for the other formats. */
            bracket: components["schemas"]["TournamentBracketRound"][];
            /** @description Entry limited to this club's members; null for none. */
            clubId?: string | null;
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /** @description The round being played (0 before the start). */
            currentRound: number;
            /** @description Days per move in every match; null with a time bank. */
            daysPerMove?: number | null;
            /** @description League: entrants per division; null otherwise. */
            divisionSize?: number | null;
            /** @description Round-robin: every pair meets twice, seats swapped. */
            double: boolean;
            /** @description The entrants: in join order, then (once started) in seed order, late entrants last. */
            entrants: components["schemas"]["TournamentEntrant"][];
            /** @description SHA-256 (hex) of the entropy master seed every table's server seed is derived from, committed when the tournament was created, before any entry (docs/auditing.md "Matches started without a sit-down"); revealed in the log's `tournament_finished` or `tournament_cancelled`. Null for tournaments from before. */
            entropyCommitment?: string | null;
            /** @description Whether a player can enter now: registration is open, or a running Swiss has a round still to pair (late entry), and there is room. */
            entryOpen: boolean;
            /** @description The factions, when chosen instead of a preset (then `preset` is `custom`). */
            factions?: string[] | null;
            /** @description `swiss`, `round_robin`, `knockout` or `league`. */
            format: string;
            /** @description Tournament id. */
            id: string;
            /** @description Entry by invitation: the usernames of the only players who may enter; null for open entry. */
            invited?: string[] | null;
            /** @description At most this many entrants. */
            maxEntrants: number;
            /** @description Entry rating range: the highest rating that may enter; null for none. */
            maxRating?: number | null;
            /** @description Entry rating range: the lowest rating that may enter; null for none. */
            minRating?: number | null;
            /** @description Entry needs at least this share of correspondence games finished, whole percent; null for none. */
            minReputation?: number | null;
            /** @description Its name. */
            name: string;
            /** @description The organizer's username. */
            organizer: string;
            /** @description Paused by its organizer: no new round is paired until resumed. */
            paused: boolean;
            /** @description Players per match: 2, 3 or 4. */
            players: number;
            /** @description The rule preset of every match (R2.1). */
            preset: string;
            /** @description League: promoted and relegated per division; null otherwise. */
            promotion?: number | null;
            /** @description Whether its matches are rated. */
            rated: boolean;
            /**
             * Format: date-time
             * @description Registration closes then (no entries from then on); null: at the start.
             */
            registrationClosesAt?: string | null;
            /**
             * Format: date-time
             * @description Registration opens then; null: at creation.
             */
            registrationOpensAt?: string | null;
            /** @description The rounds paired so far, first to last. */
            roundList: components["schemas"]["TournamentRound"][];
            /** @description Rounds: chosen for a Swiss; seasons of a league; bracket rounds of a knockout and rounds of a round-robin, known once it starts (0 before). */
            rounds: number;
            /** @description Every match's rules: factions, heroes and hero values (R2). */
            rules: components["schemas"]["Rules"];
            /** @description League: days per season; null otherwise. */
            seasonDays?: number | null;
            /**
             * Format: date-time
             * @description League: when the current season ends (unfinished games are then scored as draws); null otherwise.
             */
            seasonEndsAt?: string | null;
            /** @description The seed, revealed when the tournament ends; null before. */
            seed?: string | null;
            /** @description SHA-256 of the seed, published when registration closes (hex); null before. */
            seedCommitment?: string | null;
            /** @description The standings after the finished games. */
            standings: components["schemas"]["TournamentStanding"][];
            /** @description Registration closes and round 1 is paired as the last place (maxEntrants) is taken. */
            startWhenFull: boolean;
            /**
             * Format: date-time
             * @description The server starts the tournament then (given enough entrants); null: the organizer starts it.
             */
            startsAt?: string | null;
            /** @description `registration` (open to entries), `running`, `finished` or `cancelled`. */
            status: string;
            /** @description Every match's time control: days per move or a time bank, and noVacation (docs/correspondence.md). */
            timeControl: components["schemas"]["TimeControl"];
            /** @description The number of events in its log (the export has them all). */
            version: number;
            /** @description An entrant who times out of this many games is withdrawn (0: never). */
            withdrawAfterTimeouts: number;
            /** @description Entrants withdrawn after the start (usernames): paired no more, still ranked. */
            withdrawn: string[];
        };
        /** @description An organizer's action or a withdrawal, as the tournament log records it (docs/tournaments.md). */
        TournamentAction: {
            /**
             * Format: date-time
             * @description When.
             */
            at: string;
            /** @description Who acted: the organizer, or the entrant who withdrew (reason `withdrew`); null when the server withdrew an entrant. */
            by?: string | null;
            /** @description For a removal: `organizer` (removed), `timeouts` (timed out of withdrawAfterTimeouts games) or `withdrew` (left after the start). */
            reason?: string | null;
            /** @description Its event number in the log. */
            seq: number;
            /** @description `tournament_paused`, `tournament_resumed`, `tournament_cancelled`, `entrant_removed` or `organizer_changed`. */
            type: string;
            /** @description The entrant removed, or the new organizer. */
            username?: string | null;
        };
        /** @description A bracket round of a knockout. */
        TournamentBracketRound: {
            /** @description Bracket round, 1 first (the last is the final). */
            round: number;
            /** @description Its ties in bracket order. */
            ties: components["schemas"]["TournamentTie"][];
        };
        /** @description A knockout tie: two players (the higher seed first), or one with a bye. */
        TournamentTie: {
            /** @description Games finished. */
            games: number;
            /** @description The usernames, the higher seed first; one for a bye. */
            players: string[];
            /** @description Game points of each (win 1, draw ½). */
            points: number[];
            /** @description Who goes through; null while undecided. */
            winner?: string | null;
        };
        /** @description A player entered in a tournament. */
        TournamentEntrant: {
            /** @description User id (as the tournament log names the player). */
            userId: string;
            /** @description Username. */
            username: string;
        };
        /** @description A round and its boards. */
        TournamentRound: {
            /** @description Its boards, in board order (a bye last). */
            boards: components["schemas"]["TournamentBoard"][];
            /** @description Round number, 1 first. */
            round: number;
        };
        /** @description A game of a round (two players, seat 0 first) or a bye (one player). */
        TournamentBoard: {
            /** @description League: scored a draw at the season's deadline while its match went on. */
            adjudicated: boolean;
            /** @description Board number in its round, 1 first. */
            board: number;
            /** @description The match; null for a bye. */
            matchId?: string | null;
            /** @description The usernames, seat 0 first; one for a bye. */
            players: string[];
            /** @description Seat 0's result: `win`, `draw` or `loss`; null while it is played and for a bye. */
            result?: string | null;
            /** @description Every seat's result, seat 0 first (tables of 3 or 4 too); null while it is played and for a bye. */
            results?: string[] | null;
        };
        /** @description A line of the standings: points, then Buchholz, then Sonneborn–Berger, then the seed order. */
        TournamentStanding: {
            /** @description Buchholz: the sum of the opponents' points (exact: a multiple of ½). */
            buchholz: number;
            /** @description Byes received. */
            byes: number;
            /** @description League: the division of the current season (1 the top); null otherwise. */
            division?: number | null;
            /** @description Games drawn. */
            draws: number;
            /** @description Games lost. */
            losses: number;
            /** @description Games finished. */
            played: number;
            /** @description Points: a win or a bye 1, a draw ½ (exact: a multiple of ½). */
            points: number;
            /** @description Place, 1 first. */
            rank: number;
            /** @description Sonneborn–Berger: the sum of each result (1, ½, 0) times that opponent's points (a multiple of ¼). */
            sonnebornBerger: number;
            /** @description User id. */
            userId: string;
            /** @description Username. */
            username: string;
            /** @description Games won. */
            wins: number;
        };
        /** @description The story entries of one event of the match log. */
        StoryEvent: {
            /**
             * Format: date-time
             * @description When the event was stored (its createdAt in matchEvents): a match may last days.
             */
            at?: string | null;
            /** @description A move one of the seat's standing orders played, as `byStandingOrder` in matchEvents: shown to the seat's player while the match runs, to everyone once it is over, false otherwise (R9). */
            byStandingOrder: boolean;
            /** @description What happened, in order. */
            entries: components["schemas"]["StoryEntry"][];
            /** @description The event seq (as in matchEvents). */
            seq: number;
        };
        /** @description One thing that happened, as a kind plus parameters, redacted for the caller (R9). */
        StoryEntry: {
            /** @description timedOut, seatSkipped: the seat of the opponent who claimed it; null: the server’s sweep. */
            by?: number | null;
            /** @description The card it is about; null when hidden from the caller. */
            card?: string | null;
            /** @description The cards it is about (public ones only). */
            cards: string[];
            /** @description seerChose: `prize` or `top`. */
            choice?: string | null;
            /** @description A count (players, cards removed, cards discarded). */
            count?: number | null;
            /** @description gameOver: factions won, per side. */
            counts: number[];
            /**
             * Format: date-time
             * @description timedOut, seatSkipped: the deadline the time-out enforced (null in time-outs from before it was recorded).
             */
            deadline?: string | null;
            /** @description trickWon: the led faction (null after a hero lead). */
            faction?: string | null;
            /** @description trickWon: doppelganger, tie, lichKing, fullMoon. */
            flags: string[];
            /** @description True when `card` is hidden from the caller (R9). */
            hidden: boolean;
            /** @description What happened: played, trickWon, drew, moonTurned, gameOver, …, and the clock events vacationStarted, vacationEnded, pauseProposed, pauseDeclined, paused, resumed, seatSkipped, seatReturned, playedForSkipped (docs/web-client.md). */
            kind: string;
            /** @description played: whether the card led the trick. */
            lead: boolean;
            /** @description moonTurned: `none` or `full`. */
            moon?: string | null;
            /** @description A second seat: the victim of a smash, the leader after a Cube. */
            other?: number | null;
            /** @description trickStarted, trickWon: `one` or `two`. */
            phase?: string | null;
            /** @description trickWon: why (highest, lowest, onlyLed, knights, heroLead, warlock, mummy); ends of phases: why. */
            reason?: string | null;
            /** @description gameOver: faction by faction. */
            results: components["schemas"]["StoryFactionResult"][];
            /** @description The seat it is about (the actor, winner, drawer…). */
            seat?: number | null;
            /** @description Seats: a trick ranking, or the seats of revealed Cthulhu discards. */
            seats: number[];
            /** @description gameOver, resigned, timedOut: the winning seat (team with 4 players); null: a draw. */
            side?: number | null;
            /** @description trickStarted, trickWon: the trick number within the phase. */
            trick?: number | null;
            /**
             * Format: date-time
             * @description vacationStarted: until when the seat’s clock stands still.
             */
            until?: string | null;
            /** @description gameOver: the tie-break measure that decided, per side (see `reason`). */
            values: number[];
        };
        /** @description Who won one faction (gameOver entries). */
        StoryFactionResult: {
            /** @description Faction id. */
            faction: string;
            /** @description Winning seat (team with 4 players), or null: nobody. */
            winner?: number | null;
        };
        /** @description The computer’s review of a finished match (docs/players.md "Reviews"). Queued when the match finishes; `decisions` is empty until `status` is `done`. Never served while a match runs (CONFLICT MATCH_RUNNING). */
        MatchReview: {
            /** @description Milliseconds of computing, once done. */
            computeMs?: number | null;
            /** @description Every decision with a choice, in order (forced moves left out). */
            decisions: components["schemas"]["ReviewedDecision"][];
            /** @description `default`, or `deep` (asked for with requestDeepReview). */
            depth: string;
            /**
             * Format: date-time
             * @description When the review was stored; null until done.
             */
            doneAt?: string | null;
            /** @description Indexes into `decisions`: the moves that lost the most, largest first (at most 5). */
            keyMoments: number[];
            /** @description The match reviewed. */
            matchId: string;
            /** @description Each seat's accuracy and winning-chance graph; empty until done. */
            seats: components["schemas"]["ReviewSeat"][];
            /** @description The seed the review was computed with: the same match, depth and seed give the same review. */
            seed?: string | null;
            /** @description `queued`, `running`, `done`, `failed`, or `none` (no review: aborted, no moves, imported). */
            status: string;
        };
        /** @description One decision of a finished match judged by the computer (docs/players.md "Reviews"): from the seat's information set (what it knew then) and in hindsight with every hand open. Values are the chances of the seat's side to win (1 a win, 0.5 a draw). */
        ReviewedDecision: {
            /** @description The best move the review's search found from the seat's view. */
            bestMove: components["schemas"]["Move"];
            /** @description Winning chance after the best move from the seat's view. */
            bestValue: number;
            /** @description The best move with every hand open. */
            hindsightBestMove: components["schemas"]["Move"];
            /** @description Winning chance after the best move in hindsight. */
            hindsightBestValue: number;
            /** @description `exact` (every line played out with all hands open: few cards left in phase two) or `rollouts` (the real deal played out many times). */
            hindsightMethod: string;
            /** @description Winning chance after the move played, every hand open. */
            hindsightPlayedValue: number;
            /** @description bestValue − playedValue: what the move cost by what the seat knew. */
            loss: number;
            /** @description Moves before this one: the table the seat decided at. */
            moveIndex: number;
            /** @description The move played. */
            played: components["schemas"]["Move"];
            /** @description Winning chance after the move played, by what the seat knew. */
            playedValue: number;
            /** @description The seat that decided. */
            seat: number;
            /** @description The seq of the event that recorded the move (matchAt, matchStory). */
            seq: number;
            /** @description Worlds sampled from what the seat knew. */
            worlds: number;
        };
        /** @description A seat's figures in a review. */
        ReviewSeat: {
            /** @description Per cent of those decisions that lost at most 0.05 winning chance by what the seat knew. */
            accuracy: number;
            /** @description Mean loss of winning chance per decision. */
            averageLoss: number;
            /** @description Its winning chance as it saw it after each of its decisions, and the result at the end. */
            chances: components["schemas"]["ChancePoint"][];
            /** @description Decisions with more than one legal move. */
            decisions: number;
            /** @description The seat (0 first). */
            seat: number;
        };
        /** @description A point of the winning-chance graph. */
        ChancePoint: {
            /** @description 0 to 1. */
            chance: number;
            /** @description The seq of the event (the move) the point follows. */
            seq: number;
        };
        /** @description A match where it is your move. */
        TurnEntry: {
            /**
             * Format: date-time
             * @description When your time runs out; null without a time control.
             */
            deadline?: string | null;
            /** @description What is due: play (a card), or the decision to make: seer, prize, vampire, smash, cthulhu or skeleton. */
            due: string;
            /**
             * Format: date-time
             * @description When it became your move.
             */
            dueSince: string;
            /** @description Match id. */
            matchId: string;
            /** @description The other players' names, in seat order. */
            opponents: string[];
            /** @description Your seat. */
            seat: number;
            /** @description The match version: send it as expectedVersion. */
            version: number;
        };
        /** @description Your vacation and the year’s allowance. */
        VacationStatus: {
            /** @description Vacation days a year (CLAIM_VACATION_DAYS_PER_YEAR). */
            allowanceDays: number;
            /** @description Days used or booked this year (UTC). */
            usedDays: number;
            /** @description In force, or else the next one booked. */
            vacation?: components["schemas"]["Vacation"] | null;
        };
        /** @description A vacation: your clocks stand still from startsAt to endsAt. */
        Vacation: {
            /** @description True once it has begun (its events are in your running matches). */
            active: boolean;
            /**
             * Format: date-time
             * @description When it ends, unless ended early.
             */
            endsAt: string;
            /** @description Vacation id. */
            id: string;
            /**
             * Format: date-time
             * @description When it begins (or began).
             */
            startsAt: string;
        };
        /** @description A bot account of the directory: the built-in computer player or a third-party bot. */
        Bot: {
            /** @description What it plays; null for a third-party bot, which says so itself (challenge it, or open a lobby). */
            accepts?: components["schemas"]["BotAccepts"] | null;
            /** @description The built-in computer's level (start a match with playComputer); null for a third-party bot. */
            level?: string | null;
            /** @description How the level plays; null for a third-party bot. */
            summary?: string | null;
            /** @description The account. */
            user: components["schemas"]["User"];
        };
        /** @description What a bot plays. */
        BotAccepts: {
            /** @description Every valid rule set: presets, custom faction lists, heroes (R2). */
            anyRules: boolean;
            /** @description Any time control: days per move (1–14) or none. */
            anyTimeControl: boolean;
            /** @description Numbers of players (R8.1). */
            players: number[];
        };
        /** @description A user account. */
        User: {
            /** @description The built-in computer player's level (`easy`, `medium`, `hard`) for its own accounts; null otherwise. */
            botLevel?: string | null;
            /**
             * Format: date-time
             * @description When the account was created.
             */
            createdAt: string;
            /** @description User id. */
            id: string;
            /** @description A bot account (docs/bots.md): once set, never cleared; its seats are marked as a bot. */
            isBot: boolean;
            /** @description A guest account (docs/players.md "Guests"): made by `createGuest`, without a password; turned into an account by `convertGuest`. */
            isGuest: boolean;
            /** @description What the user may do beyond playing. */
            role: components["schemas"]["UserRole"];
            /** @description Unique regardless of case; stored lower-cased. */
            username: string;
        };
        /**
         * @description What a user may do beyond playing.
         * @enum {string}
         */
        UserRole: "admin" | "moderator" | "player";
        /** @description Forced moves played for you (docs/bots.md): when your seat has exactly one legal move, forced in public (a hand of one card, or a decision with one option), the server plays it at once, marked `auto` in the log. */
        ForcedMovesSetting: {
            /** @description Whether the server plays your forced moves (in this match, or by default). */
            on: boolean;
            /** @description Set for this match by your seat, overriding your account's setting. */
            overridden: boolean;
        };
        /** @description The result of recomputing a stored match: seed commitment, hash chain, replay and head. */
        AuditReport: {
            /** @description Events checked before stopping. */
            eventsChecked: number;
            /** @description The first event whose stored data and recomputation disagree. */
            firstBadSeq?: number | null;
            /** @description The head hash recomputed from the events (compare it with your receipts). */
            headHash?: string | null;
            /** @description Match id. */
            matchId: string;
            /** @description True when every check passed. */
            ok: boolean;
            /** @description What disagrees. */
            reason?: string | null;
        };
        /** @description A player as anyone may see them (docs/players.md#profiles). */
        Profile: {
            /** @description The factions of their rule sets, most played first (three). */
            favouriteFactions: components["schemas"]["FactionCount"][];
            /** @description Games played, won, drawn and lost, per number of players. */
            games: components["schemas"]["PlayedCounts"][];
            /** @description They hide their history: counts and lists hold only the matches they chose to show. */
            historyHidden: boolean;
            /**
             * Format: date-time
             * @description When the account was made.
             */
            memberSince: string;
            /** @description Current ratings, one per pool played. */
            ratings: components["schemas"]["Rating"][];
            /** @description Their newest finished public matches. */
            recentMatches: components["schemas"]["ArchivedMatch"][];
            /** @description A moderator marked the account as having broken the rules (docs/fair-play.md#moderation); lifted on appeal or undone. */
            rulesBroken: boolean;
            /** @description Their username. */
            username: string;
        };
        /** @description How often a faction was in the rule set of a player’s games. */
        FactionCount: {
            /** @description Faction id (R2.1). */
            faction: string;
            /** @description Finished games with this faction in the rule set. */
            games: number;
        };
        /** @description Finished games of one number of players. */
        PlayedCounts: {
            /** @description Drawn (with 3 players also: another player resigned or ran out of time). */
            drawn: number;
            /** @description Lost, resignations and time-outs included. */
            lost: number;
            /** @description Finished games. */
            played: number;
            /** @description 2, 3 or 4. */
            players: number;
            /** @description Won (with 4 players: their team won). */
            won: number;
        };
        /** @description A player's rating in one pool (docs/players.md#ratings): Glicko-2 for `duel`, OpenSkill (Weng-Lin) shown as 60·mu ± 60·sigma for `trio` and `teams`. */
        Rating: {
            /** @description Its deviation: Glicko-2 RD, or 60·sigma. */
            deviation: number;
            /** @description Rated draws in this pool. */
            draws: number;
            /** @description Rated games played in this pool. */
            games: number;
            /** @description Rated losses in this pool, resignations and time-outs included. */
            losses: number;
            /** @description `duel` (2 players), `trio` (3) or `teams` (4, two teams of partners). */
            pool: string;
            /** @description True while the deviation is above 110 (duel) or 150 (trio, teams). */
            provisional: boolean;
            /** @description The rating (1500 to start). */
            rating: number;
            /**
             * Format: date-time
             * @description When it last changed.
             */
            updatedAt: string;
            /** @description The player. */
            username: string;
            /** @description Glicko-2 volatility (duel only). */
            volatility?: number | null;
            /** @description Rated wins in this pool. */
            wins: number;
        };
        /** @description A match as the archive and the live list show it. Read the whole match with `publicMatch` (or `match`), its record with `GET /api/matches/{id}/record`. */
        ArchivedMatch: {
            /**
             * Format: date-time
             * @description When it started.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it finished; null while it runs.
             */
            finishedAt?: string | null;
            /** @description Hash of the last event (docs/auditing.md). */
            headHash: string;
            /** @description Match id. */
            id: string;
            /** @description Rated: it changed its players' ratings. */
            rated: boolean;
            /** @description The rule set (R2). */
            rules: components["schemas"]["Rules"];
            /** @description The seats in order, with their results. */
            seats: components["schemas"]["ArchivedSeat"][];
            /** @description SHA-256 of the seed, published at the start (docs/auditing.md). */
            seedCommitment: string;
            /** @description `running` (the live list) or `finished` (the archive). */
            status: string;
            /** @description Events after the start. */
            version: number;
        };
        /** @description A seat of an archived match and how it ended for it. */
        ArchivedSeat: {
            /** @description `win`, `loss` or `draw`; null while the match runs. */
            result?: string | null;
            /** @description Seat number, 0 first. */
            seat: number;
            /** @description Who played it. */
            username: string;
        };
        /** @description One rating change, from one finished rated match. */
        RatingChange: {
            /**
             * Format: date-time
             * @description When the match finished; null as `matchId` is.
             */
            createdAt?: string | null;
            /** @description The deviation after it. */
            deviationAfter: number;
            /** @description The deviation before the match. */
            deviationBefore: number;
            /** @description The match's head hash the change was computed from (its last event's hash); null as `matchId` is. */
            headHash?: string | null;
            /** @description The match that changed it; null when a player of that match hides their history and you did not play it (docs/players.md#hiding-ones-history). */
            matchId?: string | null;
            /** @description `duel`, `trio` or `teams`. */
            pool: string;
            /** @description The rating after it. */
            ratingAfter: number;
            /** @description The rating before the match. */
            ratingBefore: number;
            /** @description `win`, `loss` or `draw`. */
            result: string;
        };
        /** @description One line of a match's chat, written by one of its players. Messages of players you blocked are never shown to you. */
        ChatMessage: {
            /** @description Who wrote it. */
            author: string;
            /**
             * Format: date-time
             * @description When it was written.
             */
            createdAt: string;
            /** @description The match. */
            matchId: string;
            /** @description The author's seat. */
            seat: number;
            /** @description Its place in the chat: 1, 2, 3… per match. Page and resume with `after`. */
            seq: number;
            /** @description What they wrote: trimmed, 1 to 500 characters, shown as plain text. */
            text: string;
        };
        /** @description A private note on a match or on one of its moves (docs/correspondence.md "Notes"): read by its author alone, unless they shared it after the match ended. */
        Note: {
            /** @description Who wrote it. */
            author: string;
            /** @description The text: trimmed, 1 to 2000 characters, shown as plain text. */
            body: string;
            /**
             * Format: date-time
             * @description When it was written.
             */
            createdAt: string;
            /** @description Note id. */
            id: string;
            /** @description The match. */
            matchId: string;
            /** @description The move's event seq (as in matchEvents and matchStory); null for a note on the whole match. */
            moveSeq?: number | null;
            /** @description Shared with the match's record (possible once the match is over). */
            shared: boolean;
            /**
             * Format: date-time
             * @description When it last changed.
             */
            updatedAt: string;
        };
        /** @description One of your standing orders for a match (docs/correspondence.md "Standing orders"): private to you; no other seat can tell it exists. */
        StandingOrder: {
            /** @description What it plays. */
            answer: components["schemas"]["OrderAnswer"];
            /** @description CARD: the card. */
            card?: string | null;
            /**
             * Format: date-time
             * @description When it was set.
             */
            createdAt: string;
            /** @description LOWEST/HIGHEST (not MUST_FOLLOW): the faction. */
            faction?: string | null;
            /** @description FIRED: the seq of the move event it played. */
            firedSeq?: number | null;
            /** @description Order id. */
            id: string;
            /** @description The match. */
            matchId: string;
            /** @description Its place among your orders: the first that applies plays. */
            position: number;
            /** @description DROPPED: why (the notice to you). */
            reason?: string | null;
            /** @description Waiting, played or dropped. */
            status: components["schemas"]["OrderStatus"];
            /** @description When it applies. */
            when: components["schemas"]["OrderCondition"];
            /** @description LED: the led card. */
            whenCard?: string | null;
            /** @description LED (instead of a card) and MUST_FOLLOW: the faction. */
            whenFaction?: string | null;
        };
        /**
         * @description What a standing order plays: CARD (`card`), LOWEST/HIGHEST (of `faction`; for MUST_FOLLOW, of the led faction), TAKE_PRIZE/TAKE_TOP (SEER), BURY_NOTHING (VAMPIRE: pass), TAKE/LEAVE (SKELETON).
         * @enum {string}
         */
        OrderAnswer: "BURY_NOTHING" | "CARD" | "HIGHEST" | "LEAVE" | "LOWEST" | "TAKE" | "TAKE_PRIZE" | "TAKE_TOP";
        /**
         * @description ACTIVE (waiting), FIRED (played; `firedSeq`), DROPPED (its answer became illegal; `reason`).
         * @enum {string}
         */
        OrderStatus: "ACTIVE" | "DROPPED" | "FIRED";
        /**
         * @description When a standing order applies (docs/correspondence.md "Standing orders"): LED (another seat led `whenCard`, or a card of `whenFaction`), MUST_FOLLOW (the trick is led in `whenFaction` and you hold one), I_LEAD (you lead the trick), SEER, VAMPIRE, SKELETON, CTHULHU (that decision is yours).
         * @enum {string}
         */
        OrderCondition: "CTHULHU" | "I_LEAD" | "LED" | "MUST_FOLLOW" | "SEER" | "SKELETON" | "VAMPIRE";
        /** @description Confirm before a card is sent (docs/correspondence.md): the web client shows the chosen card and a Send button, with undo, before sending. */
        ConfirmMovesSetting: {
            /** @description In days-per-move matches (on by default). */
            correspondence: boolean;
            /** @description In live matches: time banks or no clock (off by default). */
            live: boolean;
        };
        /** @description One of your signed-in sessions (a browser or device you signed in on), as Settings lists it: never its token. */
        SignedInSession: {
            /**
             * Format: date-time
             * @description When you signed in.
             */
            createdAt: string;
            /** @description Whether this is the session the request came with. */
            current: boolean;
            /**
             * Format: date-time
             * @description When it expires by itself (you are then asked to sign in again).
             */
            expiresAt: string;
            /** @description Session id; end it with revokeSession (REST: DELETE /api/me/sessions/{id}). */
            id: string;
            /**
             * Format: date-time
             * @description When it was last used, to the minute.
             */
            lastUsedAt: string;
            /** @description The User-Agent of the browser or program that last used it (at most 300 characters); null until it is first used. */
            userAgent?: string | null;
        };
        /** @description A personal API token, as its owner sees it: never its secret. */
        ApiToken: {
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /** @description The prefix and first characters of the secret, to tell tokens apart. */
            hint: string;
            /** @description Token id; revoke it with revokeApiToken. */
            id: string;
            /**
             * Format: date-time
             * @description When it was last used, to the minute; null if never.
             */
            lastUsedAt?: string | null;
            /** @description What the owner called it, e.g. the bot that uses it. */
            name: string;
            /**
             * Format: date-time
             * @description When it was revoked; a revoked token authenticates nothing.
             */
            revokedAt?: string | null;
            /** @description What the token may do. */
            scopes: components["schemas"]["ApiScope"][];
        };
        /** @description A session: the access token and whom it signs in. */
        AuthPayload: {
            /** @description Send as `Authorization: Bearer <token>`, or as connectionParams.authorization over WebSocket. */
            accessToken: string;
            /** @description The signed-in user. */
            user: components["schemas"]["User"];
        };
        /** @description A player you blocked. */
        BlockedUser: {
            /** @description A bot account. */
            isBot: boolean;
            /**
             * Format: date-time
             * @description Since when.
             */
            since: string;
            /** @description Their name. */
            username: string;
        };
        /** @description A player in one of your lists of follows (docs/players.md "Friends"): whom, and since when. */
        FollowedPlayer: {
            /** @description A bot account. */
            isBot: boolean;
            /**
             * Format: date-time
             * @description Since when the follow (for a friend: the later of the two follows) exists.
             */
            since: string;
            /** @description Their name. */
            username: string;
        };
        /** @description A follow you made, and whether it makes you friends. */
        FollowResult: {
            /** @description They follow you too: you are friends. */
            friends: boolean;
            /** @description A bot account. */
            isBot: boolean;
            /**
             * Format: date-time
             * @description Since when the follow (for a friend: the later of the two follows) exists.
             */
            since: string;
            /** @description Their name. */
            username: string;
        };
        /** @description Where you stand with one player. */
        PlayerRelation: {
            /** @description They follow you. */
            followedBy: boolean;
            /** @description You follow them. */
            following: boolean;
            /** @description Both: friends. */
            friends: boolean;
        };
        /** @description Whom you take challenges and rematch offers from (docs/players.md "Friends"). */
        ChallengePolicy: {
            /** @description Friends only: a player who is not your friend gets CONFLICT FRIENDS_ONLY when challenging you or offering a rematch. */
            friendsOnly: boolean;
        };
        /** @description How a player’s finished correspondence matches ended for their seat (docs/players.md "Reputation"), counted from the match logs. */
        Reputation: {
            /** @description 3–4 player seats left before the end (resigned, timed out, replaced). */
            abandoned: number;
            /** @description Finished without a clock penalty: no deadline of theirs ever passed. */
            clean: number;
            /** @description `clean` of `games`, whole percent; null without games. */
            cleanPercent?: number | null;
            /** @description Seen to the end: neither timed out nor abandoned (a 2-player resignation counts). */
            finished: number;
            /** @description `finished` of `games`, whole percent; null without games. */
            finishedPercent?: number | null;
            /** @description Finished correspondence matches they had a seat in. */
            games: number;
            /** @description Lost on time (or, with 3–4 players, taken over by the computer on time). */
            timedOut: number;
            /** @description `timedOut` of `games`, whole percent; null without games. */
            timedOutPercent?: number | null;
            /** @description The player. */
            username: string;
        };
        /** @description Your matches against people now, and how many you may play at once (docs/players.md "Running games"). */
        RunningGames: {
            /** @description Correspondence matches you saw to the end (each raised the limit by one). */
            finished: number;
            /** @description How many you may play at once: the base, plus one per correspondence match you finished, up to the ceiling; null for no limit. */
            limit?: number | null;
            /** @description Matches against people you play now. */
            running: number;
        };
        /** @description One fair-play signal of one account, computed from finished matches only (docs/fair-play.md). Moderators only. */
        FairPlaySignal: {
            /** @description What an honest account would give (see docs/fair-play.md for each kind). */
            baseline: number;
            /**
             * Format: date-time
             * @description When `claim fairplay --recompute` last computed it.
             */
            computedAt: string;
            /** @description The figures behind the value, as JSON (counts, z-score, band). */
            details: string;
            /** @description At or over the signal’s threshold. */
            flagged: boolean;
            /** @description Finished games the account played in the data the signal was computed from. */
            games: number;
            /** @description Which signal (docs/fair-play.md "Signals"). */
            kind: components["schemas"]["FairPlaySignalKind"];
            /** @description The other account the figure is about (co-play, same address, soft play); null otherwise. */
            partner?: string | null;
            /** @description The account. */
            username: string;
            /** @description The measured figure (see the kind). */
            value: number;
        };
        /**
         * @description What a fair-play signal measures (docs/fair-play.md).
         * @enum {string}
         */
        FairPlaySignalKind: "ASSISTANCE" | "CO_PLAY" | "SAME_ADDRESS" | "SOFT_PLAY";
        /** @description Seats of a match whose players use the same network address or device now (BGA’s table warning). Never an address: only which seats. */
        SameNetworkSeats: {
            /** @description Pairs of seat numbers, each pair in order; empty when no two seats share. */
            pairs: number[][];
        };
        /** @description An automatch seek (docs/lobbies.md "Automatch"): matched with compatible seeks into a match as soon as a table is full. */
        Seek: {
            /**
             * Format: date-time
             * @description When it was posted.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it stops waiting, unmatched.
             */
            expiresAt: string;
            /** @description Seek id. */
            id: string;
            /** @description The match it joined, once matched. */
            matchId?: string | null;
            /** @description Highest rating (in the pool) of a player it is matched with. */
            maxRating?: number | null;
            /** @description Lowest rating (in the pool) of a player it is matched with. */
            minRating?: number | null;
            /** @description Least finished share (whole percent) of a player it is matched with; players without games pass. */
            minReputation?: number | null;
            /** @description Rated; only seeks alike match. */
            rated: boolean;
            /** @description The rule set (players included); only seeks with the same one match. */
            rules: components["schemas"]["Rules"];
            /** @description `open`, `matched` (see `matchId`), `cancelled` or `expired`. */
            status: string;
            /** @description The time control; only equal ones match. */
            timeControl?: components["schemas"]["TimeControl"] | null;
            /** @description Who posted it. */
            username: string;
        };
        /** @description A friend who used the server (a session or a token) in the last 5 minutes. */
        OnlineFriend: {
            /**
             * Format: date-time
             * @description When they were last seen, to the minute.
             */
            seenAt: string;
            /** @description Their name. */
            username: string;
        };
        /** @description A friend some match waits for (one of their seats is due). Names no match. */
        WaitingFriend: {
            /** @description In how many matches a seat of theirs is due. */
            matches: number;
            /**
             * Format: date-time
             * @description Since when the longest of them waits.
             */
            since: string;
            /** @description Their name. */
            username: string;
        };
        /** @description A club (docs/players.md "Clubs"). */
        Club: {
            /** @description How players join. */
            admission: components["schemas"]["ClubAdmission"];
            /** @description The club's club matches on either side, the newest first, at most 20: boards, players, links to their matches and the live score (never a card). */
            clubMatches: components["schemas"]["ClubMatch"][];
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /** @description What it is about, up to 500 characters. */
            description: string;
            /** @description The club, for every club call. */
            id: string;
            /** @description How many members it has (the owner included). */
            members: number;
            /** @description Its name, 3 to 40 characters, unique (any case). */
            name: string;
            /** @description The owner's name. */
            owner: string;
            /** @description The club's tournaments (entry limited to its members), the newest first, at most 50. */
            tournaments: components["schemas"]["Tournament"][];
        };
        /**
         * @description How a player becomes a member (docs/players.md "Clubs").
         * @enum {string}
         */
        ClubAdmission: "invitation" | "open" | "request";
        /** @description A match between two clubs (docs/players.md "Club matches"): N boards, each a 2-player match between a member of each; each club scores the sum of its boards. */
        ClubMatch: {
            /** @description Its boards, by number. */
            board: components["schemas"]["ClubMatchBoard"][];
            /** @description How many boards, 1 to 32. */
            boards: number;
            /** @description The challenging club (seat 0 on every board). */
            clubId: string;
            /** @description The challenging club's name. */
            clubName: string;
            /**
             * Format: date-time
             * @description When it was proposed.
             */
            createdAt: string;
            /** @description The admin who proposed it (null: a deleted account). */
            createdBy?: string | null;
            /**
             * Format: date-time
             * @description When its last board finished.
             */
            finishedAt?: string | null;
            /** @description Boards whose match finished. */
            finishedBoards: number;
            /** @description The club match. */
            id: string;
            /** @description The challenged club (seat 1 on every board). */
            opponentClubId: string;
            /** @description The challenged club's name. */
            opponentName: string;
            /** @description The challenged club's score. */
            opponentScore: number;
            /** @description Rated: the players' ratings change as each board finishes. */
            rated: boolean;
            /** @description The rule set of every board. */
            rules: components["schemas"]["Rules"];
            /** @description The challenging club's score: the sum of its finished boards' points. */
            score: number;
            /**
             * Format: date-time
             * @description When sign-up closes (CONFLICT REGISTRATION_CLOSED from then on): the boards with their two players start, a board with one side alone goes to that side 1 – 0, an empty board is 0 – 0. Null: sign-up stays open until every board has its players.
             */
            signUpClosesAt?: string | null;
            /**
             * Format: date-time
             * @description When its boards started.
             */
            startedAt?: string | null;
            /** @description proposed, declined, cancelled, signup, running, finished. */
            status: string;
            /** @description The time control of every board; null for none. */
            timeControl?: components["schemas"]["TimeControl"] | null;
        };
        /** @description One board of a club match: its two players and a link to its match; never a card (R9: open the match to watch it as anyone may). */
        ClubMatchBoard: {
            /** @description The challenged club's player (seat 1); null while free. */
            away?: string | null;
            /** @description Points of the challenged club: 1, 0.5 or 0 once finished. */
            awayPoints?: number | null;
            /** @description The board, from 1. */
            board: number;
            /** @description Won by forfeit at the sign-up deadline: nobody of one club took this board, so the other scored it 1 – 0 without a match (matchId stays null). False for a board played, not yet decided, or taken by nobody (0 – 0). */
            forfeit: boolean;
            /** @description The challenging club's player (seat 0); null while free. */
            home?: string | null;
            /** @description Points of the challenging club: 1, 0.5 or 0 once finished. */
            homePoints?: number | null;
            /** @description The board's match, once the club match started. */
            matchId?: string | null;
        };
        /** @description A club you belong to, and your role in it. */
        MyClub: {
            /** @description The club. */
            club: components["schemas"]["Club"];
            /** @description Your role in it. */
            role: components["schemas"]["ClubRole"];
        };
        /**
         * @description A member's place in a club.
         * @enum {string}
         */
        ClubRole: "admin" | "member" | "owner";
        /** @description Where a player stands with a club: member (with a role), pending, or neither. */
        ClubStanding: {
            /** @description An invitation or a request waiting; null if none. */
            pending?: (string & components["schemas"]["ClubPendingKind"]) | null;
            /** @description Their role; null if not a member. */
            role?: (string & components["schemas"]["ClubRole"]) | null;
        };
        /**
         * @description What waits for the other side.
         * @enum {string}
         */
        ClubPendingKind: "invited" | "requested";
        /** @description A member on a club's page, with their rating in the pool asked for. */
        ClubMember: {
            /** @description Rated games in the pool. */
            games: number;
            /** @description A bot account. */
            isBot: boolean;
            /**
             * Format: date-time
             * @description When they joined.
             */
            joinedAt: string;
            /** @description Their rating in the pool, rounded; null while they have none. */
            rating?: number | null;
            /** @description Their role. */
            role: components["schemas"]["ClubRole"];
            /** @description Their name. */
            username: string;
        };
        /** @description An invitation or a request to join, waiting for the other side. */
        ClubPending: {
            /** @description Who invited (null for a request). */
            by?: string | null;
            /** @description The club. */
            club: components["schemas"]["Club"];
            /**
             * Format: date-time
             * @description Since when it waits.
             */
            createdAt: string;
            /** @description An invitation or a request. */
            kind: components["schemas"]["ClubPendingKind"];
            /** @description The player invited, or asking. */
            username: string;
        };
        /** @description A line of a club's log: what happened, by whom, to whom. */
        ClubLogEntry: {
            /** @description CREATED, EDITED, JOINED, REQUESTED, INVITED, ACCEPTED, DECLINED, WITHDRAWN, LEFT, REMOVED, PROMOTED, DEMOTED, OWNER_TRANSFERRED, DELETED, MESSAGE_HIDDEN, MATCH_PROPOSED, MATCH_ACCEPTED, MATCH_DECLINED, MATCH_CANCELLED, MATCH_SIGNED_UP, MATCH_WITHDRAWN, MATCH_STARTED, MATCH_FINISHED. */
            action: string;
            /** @description Who did it (null: a deleted account). */
            actor?: string | null;
            /**
             * Format: date-time
             * @description When.
             */
            at: string;
            /** @description The club match a MATCH_* entry is about (see clubMatch). */
            clubMatchId?: string | null;
            /** @description Pass it as `before` for the page after this one. */
            id: string;
            /** @description To whom, for an action on a player. */
            target?: string | null;
        };
        /** @description One line of a club's chat, written by one of its members (docs/players.md "Club chat"). Messages of players you blocked, and lines the club's admins hid, are never shown to you. */
        ClubChatMessage: {
            /** @description Who wrote it. */
            author: string;
            /** @description The club. */
            clubId: string;
            /**
             * Format: date-time
             * @description When it was written.
             */
            createdAt: string;
            /** @description Its place in the chat: 1, 2, 3… per club. Page and resume with `after`. */
            seq: number;
            /** @description What they wrote: trimmed, 1 to 500 characters, shown as plain text. */
            text: string;
        };
        /** @description A report of a player or of a chat message to the admins. */
        Report: {
            /** @description A reported club chat message's club. */
            clubId?: string | null;
            /**
             * Format: date-time
             * @description When it was filed.
             */
            createdAt: string;
            /** @description Report id. */
            id: string;
            /** @description A reported message's match. */
            matchId?: string | null;
            /** @description A reported message's seq in its match's (or club's) chat. */
            messageSeq?: number | null;
            /** @description A reported message as it was written. */
            messageText?: string | null;
            /** @description The reporter's reason. */
            reason: string;
            /** @description The player reported (the author, for a message). */
            reported: string;
            /** @description Who reported. */
            reporter: string;
            /** @description The admin's note. */
            resolution?: string | null;
            /**
             * Format: date-time
             * @description When an admin resolved it.
             */
            resolvedAt?: string | null;
            /** @description The admin who resolved it. */
            resolvedBy?: string | null;
            /** @description `open` or `resolved`. */
            status: string;
        };
        /** @description One entry of the append-only moderation log (docs/fair-play.md#moderation): an action, its undo, an acknowledgement, an annulment, an appeal answer or a role change. Never edited. */
        ModerationEntry: {
            /** @description `warn`, `mark`, `unmark`, `exclude`, `include`, `suspend`, `unsuspend`, `close`, `reopen`, `acknowledge`, `annul`, `appeal_upheld`, `appeal_lifted`, `grant_moderator` or `revoke_moderator`. */
            action: string;
            /** @description Who acted; null for the operator's `claim` tool. */
            actor?: string | null;
            /**
             * Format: date-time
             * @description When.
             */
            createdAt: string;
            /** @description Entry id. */
            id: string;
            /** @description The matches whose rated results an `annul` annulled. */
            matchIds: string[];
            /** @description Why (for a warning: the message the player reads). */
            reason: string;
            /** @description The entry an acknowledgement or appeal answer refers to. */
            refId?: string | null;
            /** @description The account it concerns. */
            username: string;
        };
        /** @description An appeal of a moderation action by its account, and its answer. */
        Appeal: {
            /** @description The answer's reason. */
            answer?: string | null;
            /**
             * Format: date-time
             * @description When it was answered.
             */
            answeredAt?: string | null;
            /** @description The moderator who answered. */
            answeredBy?: string | null;
            /**
             * Format: date-time
             * @description When it was filed.
             */
            createdAt: string;
            /** @description The action appealed. */
            entry: components["schemas"]["ModerationEntry"];
            /** @description Appeal id. */
            id: string;
            /** @description `open`, `upheld` or `lifted`. */
            status: string;
            /** @description What the player wrote. */
            text: string;
            /** @description Who appeals. */
            username: string;
        };
        /** @description Moderators only: one account's standing and history: its moderation log, the reports of it, its finished matches and co-play graph, its appeals. */
        ModerationAccount: {
            /** @description Its appeals, newest first. */
            appeals: components["schemas"]["Appeal"][];
            /** @description Closed. */
            closed: boolean;
            /** @description Accounts it shared finished tables with, most often first (100). */
            coPlayers: components["schemas"]["CoPlayer"][];
            /** @description Its moderation log, newest first. */
            log: components["schemas"]["ModerationEntry"][];
            /** @description Its newest finished matches (100). */
            matches: components["schemas"]["ModeratedMatch"][];
            /** @description Excluded from rated play. */
            ratedExcluded: boolean;
            /** @description Reports of it, open and resolved, newest first. */
            reports: components["schemas"]["Report"][];
            /** @description `player`, `moderator` or `admin`. */
            role: string;
            /** @description Marked as having broken the rules. */
            rulesBroken: boolean;
            /** @description Suspended (no sign-in). */
            suspended: boolean;
            /** @description The account. */
            username: string;
        };
        /** @description An account that shared tables with another in finished matches (never a running one). */
        CoPlayer: {
            /** @description Finished matches at the same table. */
            matches: number;
            /** @description Of those, rated ones. */
            ratedMatches: number;
            /** @description Their name. */
            username: string;
        };
        /** @description One of an account's finished matches, as a moderator sees it: no cards. */
        ModeratedMatch: {
            /**
             * Format: date-time
             * @description When it finished.
             */
            finishedAt: string;
            /** @description The match. */
            matchId: string;
            /** @description Who sat there, by seat. */
            players: string[];
            /** @description Rated. */
            rated: boolean;
            /** @description What it did to ratings (`counted`, `annulled`, …). */
            ratingOutcome?: string | null;
            /** @description The account's result: win, loss or draw. */
            result?: string | null;
        };
        /** @description What moderation concerns you: your mark, warnings to acknowledge, what you may appeal, your appeals. */
        MyModeration: {
            /** @description Actions taken on your account that you may appeal, newest first. */
            appealable: components["schemas"]["ModerationEntry"][];
            /** @description Your appeals and their answers, newest first. */
            appeals: components["schemas"]["Appeal"][];
            /** @description You are excluded from rated play. */
            ratedExcluded: boolean;
            /** @description A moderator marked your account as having broken the rules (shown on your profile). */
            rulesBroken: boolean;
            /** @description Warnings you have not acknowledged yet, oldest first. */
            warnings: components["schemas"]["ModerationEntry"][];
        };
        /** @description Something happened in one of your matches or challenges. Never carries a card (R9): fetch `match` for your view. */
        Notification: {
            /** @description APPEAL_ANSWERED: the appeal (see myModeration). */
            appealId?: string | null;
            /** @description APPEAL_ANSWERED: upheld (the action stands) or lifted. */
            appealVerdict?: string | null;
            /** @description CLUB_MATCH_SIGNUP_CLOSED: your board; null if you did not sign up (an admin told). */
            board?: number | null;
            /** @description CLUB_MATCH_SIGNUP_CLOSED: the boards that started, with a player of each club; 0: it did not go ahead. */
            boardsPlayed?: number | null;
            /** @description Challenge notifications: the challenge. */
            challengeId?: string | null;
            /** @description Challenge notifications: pending, accepted, declined or cancelled. */
            challengeStatus?: string | null;
            /** @description CLUB: INVITED, REQUESTED, ACCEPTED, REMOVED or OWNER. */
            clubEvent?: string | null;
            /** @description CLUB, CLUB_MATCH_SIGNUP_CLOSED: the club (yours, in a club match). */
            clubId?: string | null;
            /** @description CLUB_MATCH_SIGNUP_CLOSED: the club match (see clubMatch). */
            clubMatchId?: string | null;
            /**
             * Format: date-time
             * @description When it happened.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description YOUR_TURN with a time control: when your time runs out.
             */
            deadline?: string | null;
            /** @description CLUB_MATCH_SIGNUP_CLOSED: true when your board went to you by forfeit (nobody of the other club on it), as ClubMatchBoard.forfeit. */
            forfeit?: boolean | null;
            /** @description Challenge notifications: the other player. CHAT: the author. FOLLOWED, FRIEND_ADDED: who followed you. CLUB: who acted. */
            from?: string | null;
            /** @description What happened. */
            kind: components["schemas"]["NotificationKind"];
            /** @description The match, for match notifications and accepted challenges. */
            matchId?: string | null;
            /** @description CHAT: the seq of the latest message in the match's chat (one notice per match stays unread and is updated until you read the chat). */
            messageSeq?: number | null;
            /** @description ORDER_DROPPED: your standing order that was dropped. */
            orderId?: string | null;
            /** @description TOURNAMENT PAIRED: the round. */
            round?: number | null;
            /** @description YOUR_TURN, ORDER_DROPPED: your seat. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat whose event ended the match. CHAT: the author's seat. */
            seat?: number | null;
            /** @description Its place in your notification log: 1, 2, 3… without gaps. Resubscribe with `after` set to the last one you saw. */
            seq: number;
            /** @description TOURNAMENT: PAIRED, FINISHED, CANCELLED, PAUSED, RESUMED, REMOVED or ORGANIZER. */
            tournamentEvent?: string | null;
            /** @description TOURNAMENT: the tournament. */
            tournamentId?: string | null;
            /** @description CLUB_MATCH_SIGNUP_CLOSED: true when the challenge was still unanswered at its deadline and is called off (no sign-up took place: boardsPlayed 0, board null; told to the admins of both clubs); false when a sign-up closed. */
            unanswered?: boolean | null;
            /** @description The match version right after the event (send it as expectedVersion). */
            version?: number | null;
        };
        /**
         * @description What a notification (myEvents, webhooks, e-mail, Web Push) reports.
         * @enum {string}
         */
        NotificationKind: "APPEAL_ANSWERED" | "CHALLENGE_ANSWERED" | "CHAT" | "CLUB" | "CLUB_MATCH_SIGNUP_CLOSED" | "DEADLINE_APPROACHING" | "FOLLOWED" | "FRIEND_ADDED" | "GAME_OVER" | "INVITATION" | "OPPONENT_MOVED" | "ORDER_DROPPED" | "SEEK_MATCHED" | "TOURNAMENT" | "YOUR_TURN";
        /** @description Which notices reach you by e-mail (to your verified address) and by Web Push (to your browsers). */
        NotificationPreferences: {
            /** @description One daily digest mail instead of a mail per notice. Default: false. */
            emailDigest: boolean;
            /** @description Mailed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING. */
            emailKinds: components["schemas"]["NotificationKind"][];
            /** @description Pushed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING, CHAT. */
            pushKinds: components["schemas"]["NotificationKind"][];
        };
        /** @description Your e-mail address; notices are mailed only once it is verified. */
        EmailAddress: {
            /** @description The address, as you gave it. */
            address: string;
            /**
             * Format: date-time
             * @description Null until you follow the link mailed to it.
             */
            verifiedAt?: string | null;
        };
        /** @description A browser that gets your notices by Web Push. */
        PushSubscription: {
            /**
             * Format: date-time
             * @description When the browser subscribed.
             */
            createdAt: string;
            /** @description The push service's endpoint for that browser. */
            endpoint: string;
            /** @description The subscription, for removePushSubscription. */
            id: string;
        };
        /** @description What every REST error answers with: a stable code, a message, and the details of that code. */
        ErrorBody: {
            /**
             * @description Stable error code, the same as GraphQL's `extensions.code`; see docs/api.md.
             * @enum {string}
             */
            code: "BAD_USER_INPUT" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "ILLEGAL_MOVE" | "VERSION_CONFLICT" | "CONFLICT" | "RATE_LIMITED" | "SERVICE_UNAVAILABLE" | "BAD_REQUEST" | "INTERNAL_SERVER_ERROR";
            /** @description What went wrong, for people; may change, so act on `code`. */
            message: string;
            /** @description NOT_FOUND: what was not found, e.g. Match. */
            entity?: string;
            /** @description ILLEGAL_MOVE: one of GAME_OVER, NOT_YOUR_TURN, DECISION_PENDING, NO_DECISION_PENDING, WRONG_DECISION, CARD_NOT_IN_HAND, MUST_FOLLOW_FACTION, CANNOT_PASS, ILLEGAL_CHOICE, ALREADY_STARTED, NOTHING_DUE, NO_TIME_CONTROL, NOT_AN_OPPONENT, TIME_NOT_UP, TIME_UP, CLOCKS_PAUSED, NO_AUTO_TIMEOUT, SEAT_SKIPPED, SKIP_NEEDS_MORE_PLAYERS, NOT_SKIPPED, NO_PAUSE_PROPOSED, PAUSE_PROPOSED, NOT_PAUSED, ALREADY_PAUSED, VACATION_NOT_ALLOWED, NOT_FORCED, REPLACEMENT_NEEDS_MORE_PLAYERS, NOT_REPLACED (docs/api.md); CONFLICT: e.g. LOBBY_FULL. */
            reason?: string;
            /** @description VERSION_CONFLICT: the match's current version; refetch the match and choose again. */
            currentVersion?: number;
            /** @description BAD_USER_INPUT: field name → what is wrong with it. */
            fields?: {
                [key: string]: string[];
            };
            /** @description RATE_LIMITED: seconds to wait before retrying (also in the Retry-After header). */
            retryAfter?: number;
        };
        /** @description A card to play, and the match version it was chosen at. */
        PlayCardRequest: {
            /**
             * @description A card from your hand, in R1 notation.
             * @example goblins:3
             */
            card: string;
            /**
             * @description The match version the move was chosen at (`version` of the match). Required: a move made on a stale view fails with 409 VERSION_CONFLICT and changes nothing.
             * @example 0
             */
            expectedVersion: number;
        };
        /** @description A Vampire decision (R5 Vampires). */
        VampireDecisionBody: {
            /** @description A Vampire collected in this trick to make active, or null to keep the current one. */
            activate?: string | null;
            /** @description Cards collected in this trick to put under the active Vampire. */
            bury: string[];
        };
        /** @description A smash decision (R8.3). */
        SmashDecisionBody: {
            /**
             * @description The Gnome to smash (same value as the Giant).
             * @example gnomes:7
             */
            gnome: string;
            /** @description The seat whose Gnome is smashed. */
            victim: number;
        };
        /** @description A decision (R3.5, R10): set exactly one field, as a legal move lists it. */
        DecisionBody: {
            /**
             * @description Seer choice, 2 players: `prize` or `top`.
             * @enum {string}
             */
            seer?: "prize" | "top";
            /** @description Prize choice, 3–4 players: a prize card, or `top` after a Seer win. */
            prize?: string;
            /** @description Vampire decision (R5 Vampires). */
            vampire?: components["schemas"]["VampireDecisionBody"];
            /** @description Smash decision (R8.3). */
            smash?: components["schemas"]["SmashDecisionBody"];
            /** @description Cthulhu discard (phase two): a card from your hand. */
            discard?: string;
            /** @description Skeleton: `true` takes a random card from the discard pile. */
            skeleton?: boolean;
            /** @description Pass an optional decision (Vampire, Skeleton): `true`. */
            pass?: boolean;
        };
        /** @description A decision, and the match version it was chosen at. */
        DecideRequest: {
            /**
             * @description The decision: set exactly one field, as listed by the legal moves.
             * @example {
             *       "seer": "top"
             *     }
             */
            decision: components["schemas"]["DecisionBody"];
            /**
             * @description The match version the move was chosen at (`version` of the match). Required: a move made on a stale view fails with 409 VERSION_CONFLICT and changes nothing.
             * @example 0
             */
            expectedVersion: number;
        };
        /** @description A moderation action and its reason (docs/fair-play.md "Moderation"). */
        ModerateRequest: {
            /**
             * @description What to do.
             * @enum {string}
             */
            action: "warn" | "mark" | "unmark" | "exclude" | "include" | "suspend" | "unsuspend" | "close" | "reopen";
            /** @description Why, 1 to 2000 characters (a warning: what the player reads). */
            reason: string;
        };
        /** @description A reason, 1 to 2000 characters. */
        ModerationReasonRequest: {
            /** @description Why, 1 to 2000 characters. */
            reason: string;
        };
        /** @description Grant or revoke the moderator role, with a reason. */
        SetModeratorRequest: {
            /** @description Grant (true) or revoke (false). */
            grant: boolean;
            /** @description Why, 1 to 2000 characters. */
            reason: string;
        };
        /** @description A moderator's answer to an appeal. */
        AnswerAppealRequest: {
            /**
             * @description Upheld (the action stands) or lifted (it is undone).
             * @enum {string}
             */
            verdict: "upheld" | "lifted";
            /** @description Why, 1 to 2000 characters: the player reads it. */
            reason: string;
        };
        /** @description An appeal of an action taken on your account. */
        AppealRequest: {
            /**
             * Format: uuid
             * @description The moderation entry appealed.
             */
            entryId: string;
            /** @description Your appeal, 1 to 2000 characters. */
            text: string;
        };
        /** @description A suspended account's appeal, with its credentials (it cannot sign in). */
        SuspendedAppealRequest: {
            /** @description The suspended account. */
            username: string;
            /** @description Its password. */
            password: string;
            /** @description Your appeal, 1 to 2000 characters. */
            text: string;
        };
        /** @description A hero value other than the default 5 (R1). */
        HeroValueBody: {
            /** @description Hero name, e.g. `warlock` (the `hero:` prefix is optional). */
            hero: string;
            /** @description Its value, 0 to 19. */
            value: number;
        };
        /** @description A time bank: an allowance, extra days after each of your moves, and a cap (whole days). */
        TimeBankBody: {
            /** @description Days each player starts with, 1 to 60. */
            initialDays: number;
            /** @description Days added after each of your moves, 0 to 14. */
            incrementDays: number;
            /** @description The most a bank can hold, initialDays to 90. */
            maxDays: number;
        };
        /** @description Rules for a new game: a preset or a custom faction list (R2.1), heroes (R2.2), players (R8.1), time control. */
        GameRulesBody: {
            /**
             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
            factions?: string[] | null;
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description Number of players, 2 (default) to 4 (R8.1). Challenges are for 2. */
            players?: number | null;
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Rated: the players' ratings change when the match finishes. Casual (false) by default. */
            rated?: boolean | null;
            /** @description Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            minRating?: number | null;
            /** @description Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            maxRating?: number | null;
            /** @description Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
            friendsOnly?: boolean | null;
            /**
             * Format: uuid
             * @description Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.
             */
            clubId?: string | null;
            /** @description Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
            minReputation?: number | null;
            /**
             * @description Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.
             * @enum {string|null}
             */
            spectators?: "anyone" | "signed_in" | "nobody" | null;
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
        };
        /** @description Joining a lobby: your entropy contribution, if any. */
        JoinLobbyRequest: {
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
        };
        /** @description A challenge: who to invite, and the rules of the 2-player match. */
        ChallengeRequest: {
            /**
             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
            factions?: string[] | null;
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description Number of players, 2 (default) to 4 (R8.1). Challenges are for 2. */
            players?: number | null;
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Rated: the players' ratings change when the match finishes. Casual (false) by default. */
            rated?: boolean | null;
            /** @description Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            minRating?: number | null;
            /** @description Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            maxRating?: number | null;
            /** @description Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
            friendsOnly?: boolean | null;
            /**
             * Format: uuid
             * @description Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.
             */
            clubId?: string | null;
            /** @description Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
            minReputation?: number | null;
            /**
             * @description Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.
             * @enum {string|null}
             */
            spectators?: "anyone" | "signed_in" | "nobody" | null;
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
            /** @description Who to challenge (a username); the challenger gets seat 0. */
            username: string;
        };
        /** @description A rematch’s own time control (all optional): nothing keeps the finished match’s; otherwise days per move or a time bank, and the switches. */
        RematchRequest: {
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
        };
        /** @description Entering a tournament or accepting a group rematch: your entropy contribution, if any (docs/auditing.md "Matches started without a sit-down"). */
        EntropyContributionRequest: {
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
        };
        /** @description A tournament with its entrants, started at once (docs/tournaments.md "Organizer API"). */
        OrganizeTournamentBody: {
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Its name, 1 to 80 characters. */
            name: string;
            /**
             * @description `swiss`, `round_robin`, `knockout` or `league`.
             * @example swiss
             */
            format: string;
            /**
             * @description The rule preset of every match: `claim` or `claim2` (R2.1), for 2 players; or give `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Instead of a preset: the factions (R2.1); tables of 3 or 4 players need 7. */
            factions?: string[] | null;
            /** @description Players per match: 2 (the default), 3 or 4 (knockout: 2 only). */
            players?: number | null;
            /** @description Days per move in every match, 1 to 14; or give `timeBank`. */
            daysPerMove?: number | null;
            /** @description Entry needs at least this share of correspondence games finished, 1 to 100 percent (as a lobby; 409 REPUTATION_TOO_LOW). */
            minReputation?: number | null;
            /** @description Entry by invitation: the usernames of the only players who may enter, 1 to 64 (409 NOT_INVITED). */
            invited?: string[] | null;
            /** @description Entry limited to this club's members (409 NOT_A_CLUB_MEMBER); only its owner and admins may create one. */
            clubId?: string | null;
            /**
             * Format: date-time
             * @description Registration opens then (409 REGISTRATION_NOT_OPEN before); at creation if left out.
             */
            registrationOpensAt?: string | null;
            /**
             * Format: date-time
             * @description Registration closes then (409 REGISTRATION_CLOSED from then on); in the future, not after startsAt.
             */
            registrationClosesAt?: string | null;
            /**
             * Format: date-time
             * @description Scheduled start: the server starts the tournament then if it has enough entrants; within a year.
             */
            startsAt?: string | null;
            /** @description Rated matches (default false). */
            rated?: boolean | null;
            /** @description Swiss: the number of rounds, 1 to 20. Round-robin: leave out. */
            rounds?: number | null;
            /** @description Round-robin: every pair meets twice, seats swapped. */
            double?: boolean | null;
            /** @description At most this many entrants, 2 to 64. */
            maxEntrants: number;
            /** @description Start as the last place (maxEntrants) is taken, without waiting for the organizer (default false). */
            startWhenFull?: boolean | null;
            /** @description Entry rating range: the lowest rating (0 to 10000) in the pool of the tournament's players per match (unrated: 1500) that may enter; none if left out. */
            minRating?: number | null;
            /** @description Entry rating range: the highest rating that may enter (0 to 10000, not below minRating); none if left out. */
            maxRating?: number | null;
            /** @description Knockout: games per tie, 1, 3, 5 or 7 (default 1). */
            bestOf?: number | null;
            /** @description League: the number of seasons, 1 to 52. */
            seasons?: number | null;
            /** @description League: entrants per division (3 to 16 at 2 players, players + 1 to 8 at tables of 3 or 4). */
            divisionSize?: number | null;
            /** @description League: how many go up and down between neighbouring divisions, 1 to half a division (default 1). */
            promotion?: number | null;
            /** @description League: the length of a season in days, 1 to 365. */
            seasonDays?: number | null;
            /** @description Withdraw an entrant who times out of this many games, 0 for never (default 2). */
            withdrawAfterTimeouts?: number | null;
            /** @description The entrants' usernames: 2 to maxEntrants, each once. */
            entrants: string[];
        };
        /** @description A player, by username. */
        TournamentUsernameBody: {
            /** @description The player. */
            username: string;
        };
        /** @description A new tournament (docs/tournaments.md "Organizing"). */
        CreateTournamentBody: {
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Its name, 1 to 80 characters. */
            name: string;
            /**
             * @description `swiss`, `round_robin`, `knockout` or `league`.
             * @example swiss
             */
            format: string;
            /**
             * @description The rule preset of every match: `claim` or `claim2` (R2.1), for 2 players; or give `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Instead of a preset: the factions (R2.1); tables of 3 or 4 players need 7. */
            factions?: string[] | null;
            /** @description Players per match: 2 (the default), 3 or 4 (knockout: 2 only). */
            players?: number | null;
            /** @description Days per move in every match, 1 to 14; or give `timeBank`. */
            daysPerMove?: number | null;
            /** @description Entry needs at least this share of correspondence games finished, 1 to 100 percent (as a lobby; 409 REPUTATION_TOO_LOW). */
            minReputation?: number | null;
            /** @description Entry by invitation: the usernames of the only players who may enter, 1 to 64 (409 NOT_INVITED). */
            invited?: string[] | null;
            /** @description Entry limited to this club's members (409 NOT_A_CLUB_MEMBER); only its owner and admins may create one. */
            clubId?: string | null;
            /**
             * Format: date-time
             * @description Registration opens then (409 REGISTRATION_NOT_OPEN before); at creation if left out.
             */
            registrationOpensAt?: string | null;
            /**
             * Format: date-time
             * @description Registration closes then (409 REGISTRATION_CLOSED from then on); in the future, not after startsAt.
             */
            registrationClosesAt?: string | null;
            /**
             * Format: date-time
             * @description Scheduled start: the server starts the tournament then if it has enough entrants; within a year.
             */
            startsAt?: string | null;
            /** @description Rated matches (default false). */
            rated?: boolean | null;
            /** @description Swiss: the number of rounds, 1 to 20. Round-robin: leave out. */
            rounds?: number | null;
            /** @description Round-robin: every pair meets twice, seats swapped. */
            double?: boolean | null;
            /** @description At most this many entrants, 2 to 64. */
            maxEntrants: number;
            /** @description Start as the last place (maxEntrants) is taken, without waiting for the organizer (default false). */
            startWhenFull?: boolean | null;
            /** @description Entry rating range: the lowest rating (0 to 10000) in the pool of the tournament's players per match (unrated: 1500) that may enter; none if left out. */
            minRating?: number | null;
            /** @description Entry rating range: the highest rating that may enter (0 to 10000, not below minRating); none if left out. */
            maxRating?: number | null;
            /** @description Knockout: games per tie, 1, 3, 5 or 7 (default 1). */
            bestOf?: number | null;
            /** @description League: the number of seasons, 1 to 52. */
            seasons?: number | null;
            /** @description League: entrants per division (3 to 16 at 2 players, players + 1 to 8 at tables of 3 or 4). */
            divisionSize?: number | null;
            /** @description League: how many go up and down between neighbouring divisions, 1 to half a division (default 1). */
            promotion?: number | null;
            /** @description League: the length of a season in days, 1 to 365. */
            seasonDays?: number | null;
            /** @description Withdraw an entrant who times out of this many games, 0 for never (default 2). */
            withdrawAfterTimeouts?: number | null;
        };
        /** @description What a claim on time asks for. */
        ClaimTimeoutRequest: {
            /**
             * @description `end` (default): the match ends, the other side wins. `skip` (3–4 players): the server plays the seat’s turns until it returns.
             * @enum {string}
             */
            claim?: "end" | "skip";
        };
        /** @description An answer to a proposed pause. */
        AnswerPauseRequest: {
            /** @description true pauses every clock; false declines. */
            accept: boolean;
        };
        /** @description A vacation to book. */
        StartVacationRequest: {
            /** @description Whole days, 1 to the yearly allowance. */
            days: number;
            /**
             * Format: date-time
             * @description A later start (ISO 8601); now when left out.
             */
            startsAt?: string;
        };
        /** @description A match against the computer: rules and time control as for a lobby (`players` 2–4: the caller and 1–3 computer seats), and its level. */
        PlayComputerRequest: {
            /**
             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
            factions?: string[] | null;
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description Number of players, 2 (default) to 4 (R8.1). Challenges are for 2. */
            players?: number | null;
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Rated: the players' ratings change when the match finishes. Casual (false) by default. */
            rated?: boolean | null;
            /** @description Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            minRating?: number | null;
            /** @description Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            maxRating?: number | null;
            /** @description Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
            friendsOnly?: boolean | null;
            /**
             * Format: uuid
             * @description Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.
             */
            clubId?: string | null;
            /** @description Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
            minReputation?: number | null;
            /**
             * @description Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.
             * @enum {string|null}
             */
            spectators?: "anyone" | "signed_in" | "nobody" | null;
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
            /**
             * @description `easy`, `medium` or `hard` (docs/bots.md).
             * @example hard
             */
            level: string;
        };
        /** @description Forced moves played for you (docs/bots.md): your account's setting. */
        ForcedMovesRequest: {
            /**
             * @description Play my forced moves for me.
             * @example true
             */
            on: boolean;
        };
        /** @description Forced moves played for you in one match: your seat's choice, or null for the account's setting. */
        MatchForcedMovesRequest: {
            /** @description On, off, or null for the account's setting. */
            on: boolean | null;
        };
        /** @description A chat message to send. */
        SendChatRequest: {
            /**
             * @description What to say: trimmed, 1 to 500 characters.
             * @example Good luck!
             */
            text: string;
        };
        /** @description A report to the admins: a player (`username`), or a chat message (`matchId`, or `clubId` for a club chat, and `messageSeq`); and why. */
        ReportRequest: {
            /** @description The player to report. */
            username?: string;
            /**
             * Format: uuid
             * @description The reported message's match.
             */
            matchId?: string;
            /**
             * Format: uuid
             * @description The reported club chat message's club (instead of `matchId`).
             */
            clubId?: string;
            /** @description The reported message's seq. */
            messageSeq?: number;
            /** @description Why: 1 to 1000 characters. */
            reason: string;
        };
        /** @description An admin's resolution of a report. */
        ResolveReportRequest: {
            /** @description What was done: 1 to 2000 characters. */
            note: string;
        };
        /** @description A private note to write on a match or one of its moves. */
        AddNoteRequest: {
            /**
             * @description The text: trimmed, 1 to 2000 characters.
             * @example Keep the Seer.
             */
            body: string;
            /** @description The move's event seq (as in /events and /story); omitted: a note on the match. */
            moveSeq?: number | null;
        };
        /** @description A note's new text. */
        EditNoteRequest: {
            /** @description The text: trimmed, 1 to 2000 characters. */
            body: string;
        };
        /** @description Whether a note is shared with the match's record. */
        ShareNoteRequest: {
            /** @description Shared with the record (once the match is over). */
            shared: boolean;
        };
        /** @description Whom you take challenges and rematch offers from. */
        ChallengePolicyBody: {
            /** @description Friends only (true) or anyone (false). */
            friendsOnly: boolean;
        };
        /** @description A new club (docs/players.md "Clubs"). */
        CreateClubBody: {
            /** @description 3 to 40 letters, digits, spaces and . ' & -; unique (any case). */
            name: string;
            /** @description Up to 500 characters. */
            description?: string;
            /**
             * @description How players join.
             * @enum {string}
             */
            admission: "open" | "request" | "invitation";
        };
        /** @description What to change of a club; a field left out stays. */
        UpdateClubBody: {
            /** @description Up to 500 characters. */
            description?: string;
            /**
             * @description How players join.
             * @enum {string}
             */
            admission?: "open" | "request" | "invitation";
        };
        /** @description Accept or decline a request to join. */
        ClubAnswerBody: {
            /** @description true: the player becomes a member; false: the request is declined. */
            accept: boolean;
        };
        /** @description A role to give a member. */
        ClubRoleBody: {
            /**
             * @description `admin` or `member`.
             * @enum {string}
             */
            role: "admin" | "member";
        };
        /** @description Whom to hand the club to. */
        ClubOwnerBody: {
            /** @description A member (any case). */
            username: string;
        };
        /** @description A challenge to another club (docs/players.md "Club matches"): how many boards, and the rules of every board (2 players). */
        ClubMatchRequest: {
            /**
             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
            factions?: string[] | null;
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description Number of players, 2 (default) to 4 (R8.1). Challenges are for 2. */
            players?: number | null;
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Rated: the players' ratings change when the match finishes. Casual (false) by default. */
            rated?: boolean | null;
            /** @description Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            minRating?: number | null;
            /** @description Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            maxRating?: number | null;
            /** @description Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
            friendsOnly?: boolean | null;
            /**
             * Format: uuid
             * @description Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.
             */
            clubId?: string | null;
            /** @description Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
            minReputation?: number | null;
            /**
             * @description Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.
             * @enum {string|null}
             */
            spectators?: "anyone" | "signed_in" | "nobody" | null;
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
            /**
             * Format: uuid
             * @description The club challenged.
             */
            opponentClubId: string;
            /** @description How many boards, 1 to 32. */
            boards: number;
            /**
             * Format: date-time
             * @description The sign-up deadline (409 REGISTRATION_CLOSED for sign-ups from then on; the boards with their two players start then): in the future, within 365 days. Leave out for none.
             */
            signUpClosesAt?: string | null;
        };
        /** @description The answer of the challenged club. */
        ClubMatchAnswerBody: {
            /** @description true: sign-up opens; false: the challenge is declined. */
            accept: boolean;
        };
        /** @description Who signs up or withdraws: yourself, or (an admin) a member of your club. */
        ClubMatchPlayerBody: {
            /** @description A member of your club (its admins); leave out for yourself. */
            username?: string;
        };
        /** @description An automatch seek: the rules and filters of a lobby, and how long it waits. */
        SeekBody: {
            /**
             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.
             * @example claim
             */
            preset?: string | null;
            /** @description Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
            factions?: string[] | null;
            /** @description Heroes to shuffle in (R2.2), e.g. `warlock`. */
            heroes?: string[] | null;
            /** @description Hero values other than 5 (R1). */
            heroValues?: components["schemas"]["HeroValueBody"][] | null;
            /** @description Number of players, 2 (default) to 4 (R8.1). Challenges are for 2. */
            players?: number | null;
            /** @description Correspondence time control: 1 to 14 days per move; null or absent for none. */
            daysPerMove?: number | null;
            /** @description A time bank instead of days per move (docs/correspondence.md). */
            timeBank?: components["schemas"]["TimeBankBody"] | null;
            /** @description No automatic time-out: only an opponent’s claim ends the match on time. */
            noAutoTimeout?: boolean | null;
            /** @description Vacations do not pause this match’s clocks. */
            noVacation?: boolean | null;
            /** @description Rated: the players' ratings change when the match finishes. Casual (false) by default. */
            rated?: boolean | null;
            /** @description Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            minRating?: number | null;
            /** @description Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
            maxRating?: number | null;
            /** @description Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
            friendsOnly?: boolean | null;
            /**
             * Format: uuid
             * @description Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.
             */
            clubId?: string | null;
            /** @description Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
            minReputation?: number | null;
            /**
             * @description Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.
             * @enum {string|null}
             */
            spectators?: "anyone" | "signed_in" | "nobody" | null;
            /** @description Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
            entropy?: string | null;
            /** @description How long it waits unmatched, 1 to 168 hours (default 24). */
            expiresInHours?: number | null;
        };
        /** @description One standing order: a condition and an answer. */
        StandingOrderInput: {
            /**
             * @description When it applies.
             * @enum {string}
             */
            when: "LED" | "MUST_FOLLOW" | "I_LEAD" | "SEER" | "VAMPIRE" | "SKELETON" | "CTHULHU";
            /** @description LED: the led card, e.g. `goblins:3`. */
            whenCard?: string | null;
            /** @description LED (instead of a card) and MUST_FOLLOW: the faction. */
            whenFaction?: string | null;
            /**
             * @description What it plays.
             * @enum {string}
             */
            answer: "CARD" | "LOWEST" | "HIGHEST" | "TAKE_PRIZE" | "TAKE_TOP" | "BURY_NOTHING" | "TAKE" | "LEAVE";
            /** @description CARD: the card to play or discard. */
            card?: string | null;
            /** @description LOWEST/HIGHEST (not MUST_FOLLOW): the faction. */
            faction?: string | null;
        };
        /** @description The full list of your active orders for a match. */
        SetStandingOrdersRequest: {
            /** @description At most 20, first first. */
            orders: components["schemas"]["StandingOrderInput"][];
        };
        /** @description What to change of the confirm step; an omitted field stays. */
        ConfirmMovesRequest: {
            /** @description In days-per-move matches. */
            correspondence?: boolean;
            /** @description In live matches. */
            live?: boolean;
        };
        /** @description Who asks for a reset link. */
        PasswordResetRequest: {
            /** @description Your username or e-mail address. */
            login: string;
        };
        /** @description A mailed reset token and the new password. */
        CompletePasswordResetRequest: {
            /** @description The token of the mailed link. */
            token: string;
            /** @description The new password (the same rules as at registration). */
            newPassword: string;
        };
        /** @description Who asks for a sign-in link. */
        SignInLinkRequest: {
            /** @description Your username or e-mail address. */
            login: string;
        };
        /** @description The token of a mailed sign-in link. */
        UseSignInLinkRequest: {
            /** @description The token of the mailed link. */
            token: string;
        };
        /** @description What reaches you by e-mail and by push: all three settings, replacing the current ones. */
        NotificationPreferencesRequest: {
            /** @description Kinds to mail (to your verified address). */
            emailKinds: ("YOUR_TURN" | "DEADLINE_APPROACHING" | "OPPONENT_MOVED" | "GAME_OVER" | "INVITATION" | "CHALLENGE_ANSWERED" | "CHAT" | "FOLLOWED" | "FRIEND_ADDED" | "TOURNAMENT" | "ORDER_DROPPED" | "CLUB" | "SEEK_MATCHED" | "APPEAL_ANSWERED" | "CLUB_MATCH_SIGNUP_CLOSED")[];
            /** @description Kinds to push (to your subscribed browsers). */
            pushKinds: ("YOUR_TURN" | "DEADLINE_APPROACHING" | "OPPONENT_MOVED" | "GAME_OVER" | "INVITATION" | "CHALLENGE_ANSWERED" | "CHAT" | "FOLLOWED" | "FRIEND_ADDED" | "TOURNAMENT" | "ORDER_DROPPED" | "CLUB" | "SEEK_MATCHED" | "APPEAL_ANSWERED" | "CLUB_MATCH_SIGNUP_CLOSED")[];
            /** @description One daily digest mail instead of a mail per notice. */
            emailDigest: boolean;
        };
        /** @description An e-mail address to set or change (as GraphQL `setEmail`). */
        SetEmailRequest: {
            /**
             * @description An e-mail address, at most 254 characters.
             * @example alice@example.org
             */
            address: string;
        };
        /** @description The token of a mailed verification link (as GraphQL `verifyEmail`). */
        VerifyEmailRequest: {
            /** @description The token of the link in the verification mail. */
            token: string;
        };
        /** @description A browser's PushSubscription, as its toJSON() gives it (as GraphQL `addPushSubscription`). */
        AddPushSubscriptionRequest: {
            /** @description PushSubscription.endpoint (https). */
            endpoint: string;
            /** @description keys.p256dh: the browser’s P-256 public key, base64url. */
            p256dh: string;
            /** @description keys.auth: the 16-byte auth secret, base64url. */
            auth: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    FairPlayController_ofUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Username. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairPlaySignal"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    FairPlayController_flagged: {
        parameters: {
            query?: {
                /** @description One kind; all when absent. */
                kind?: "CO_PLAY" | "SAME_ADDRESS" | "SOFT_PLAY" | "ASSISTANCE";
                /** @description 1 to 200 (default 50). */
                first?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairPlaySignal"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SameNetworkController_sameNetwork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SameNetworkSeats"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_export: {
        parameters: {
            query?: {
                /** @description Matches against (or with) this player. */
                opponent?: string;
                /** @description The player's result (needs a player). */
                result?: "win" | "loss" | "draw";
                /** @description Rated only (`true`) or casual only (`false`). */
                rated?: boolean;
                /** @description Number of players, 2 to 4. */
                players?: number;
                /** @description A faction the rule set has (R2.1), e.g. `goblins`. */
                faction?: string;
                /** @description A hero the rule set has (R2.2), e.g. `cthulhu`. */
                hero?: string;
                /** @description Finished at or after (ISO 8601). */
                from?: string;
                /** @description Finished before (ISO 8601). */
                to?: string;
                /** @description Matches this player played. */
                player?: string;
                /** @description Records at most, 1 to 100000; continue with `before` = the last matchId. */
                limit?: number;
                /** @description Start after this match (the last line of the previous export). */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records, one per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{matchId, seedCommitment, headHash, finishedAt, record}`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditReport"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Username. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_userMatches: {
        parameters: {
            query?: {
                /** @description Matches against (or with) this player. */
                opponent?: string;
                /** @description The player's result (needs a player). */
                result?: "win" | "loss" | "draw";
                /** @description Rated only (`true`) or casual only (`false`). */
                rated?: boolean;
                /** @description Number of players, 2 to 4. */
                players?: number;
                /** @description A faction the rule set has (R2.1), e.g. `goblins`. */
                faction?: string;
                /** @description A hero the rule set has (R2.2), e.g. `cthulhu`. */
                hero?: string;
                /** @description Finished at or after (ISO 8601). */
                from?: string;
                /** @description Finished before (ISO 8601). */
                to?: string;
                /** @description Page size, 1 to 100. */
                first?: number;
                /** @description The id of the last match of the previous page. */
                after?: string;
            };
            header?: never;
            path: {
                /** @description Username. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedMatch"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_leaderboard: {
        parameters: {
            query?: {
                /** @description 1 to 100. */
                first?: number;
                /** @description Places to skip, 0 to 10,000. */
                offset?: number;
                /** @description Include provisional ratings (`true`). */
                provisional?: boolean;
            };
            header?: never;
            path: {
                /** @description Rating pool: 2 players, 3 players, or 4 in teams. */
                pool: "duel" | "trio" | "teams";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArchiveController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Username. */
                name: string;
                /** @description Rating pool: 2 players, 3 players, or 4 in teams. */
                pool: "duel" | "trio" | "teams";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingChange"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_list: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                first?: number;
                /** @description The id of the last match of the previous page; the first page when absent. */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of matches; fewer than `first` on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_legalMoves: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The legal moves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Move"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_events: {
        parameters: {
            query?: {
                /** @description Only events with a greater seq; -1 (the default) lists the whole log. */
                after?: number;
            };
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchEvent"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_play: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended move (1–100 letters, digits, "_", ".", ":" or "-"). A retry with the same key answers with the first result and never plays twice; the same key with a different move is 400. */
                "Idempotency-Key"?: string;
                /** @description Recorded with the event for audit (same characters as Idempotency-Key); a fresh one otherwise. */
                "X-Request-Id"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayCardRequest"];
            };
        };
        responses: {
            /** @description The match as the caller may see it (R9), after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_decide: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended move (1–100 letters, digits, "_", ".", ":" or "-"). A retry with the same key answers with the first result and never plays twice; the same key with a different move is 400. */
                "Idempotency-Key"?: string;
                /** @description Recorded with the event for audit (same characters as Idempotency-Key); a fresh one otherwise. */
                "X-Request-Id"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideRequest"];
            };
        };
        responses: {
            /** @description The match as the caller may see it (R9), after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_resign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended move (1–100 letters, digits, "_", ".", ":" or "-"). A retry with the same key answers with the first result and never plays twice; the same key with a different move is 400. */
                "Idempotency-Key"?: string;
                /** @description Recorded with the event for audit (same characters as Idempotency-Key); a fresh one otherwise. */
                "X-Request-Id"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match as the caller may see it (R9), after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_abort: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per intended move (1–100 letters, digits, "_", ".", ":" or "-"). A retry with the same key answers with the first result and never plays twice; the same key with a different move is 400. */
                "Idempotency-Key"?: string;
                /** @description Recorded with the event for audit (same characters as Idempotency-Key); a fresh one otherwise. */
                "X-Request-Id"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match as the caller may see it (R9), after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MatchesController_stream: {
        parameters: {
            query?: {
                /** @description Only events with a greater seq; -1 (the default) lists the whole log. */
                after?: number;
            };
            header?: {
                /** @description The seq of the last event received; later events are sent first. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    StoryController_tell: {
        parameters: {
            query?: {
                /** @description Only events with a greater seq; -1 (the default) tells the whole match. */
                after?: number;
                /** @description `json` (structured entries, the default) or `text` (one line per entry: the seq, a tab, the sentence). */
                format?: "json" | "text";
                /** @description Language of `text`. */
                lang?: "en" | "nl" | "ko";
            };
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The story. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoryEvent"][];
                    "text/plain": components["schemas"]["StoryEvent"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_review: {
        parameters: {
            query?: {
                /** @description `default` or `deep`; absent: the deep review when done, else the default one. */
                depth?: "default" | "deep";
            };
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review, or where it stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReview"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_deep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deep review, or where it stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReview"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_asSeat: {
        parameters: {
            query: {
                /** @description An event seq, 0 to the match version. */
                seq: number;
                /** @description The seat whose knowledge to show; absent: every hand open. */
                seat?: number;
            };
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match then. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerateRequest"];
            };
        };
        responses: {
            /** @description The log entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntry"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_annul: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReasonRequest"];
            };
        };
        responses: {
            /** @description The log entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntry"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_setModerator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetModeratorRequest"];
            };
        };
        responses: {
            /** @description The log entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntry"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationAccount"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_openAppeals: {
        parameters: {
            query?: {
                /** @description 1 to 200 (default 50). */
                first?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appeals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_answerAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Appeal id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerAppealRequest"];
            };
        };
        responses: {
            /** @description The appeal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Yours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyModeration"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_acknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The warning (its entry id). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntry"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ModerationController_appeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealRequest"];
            };
        };
        responses: {
            /** @description The appeal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SuspendedAppealController_appeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendedAppealRequest"];
            };
        };
        responses: {
            /** @description The appeal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description CONFLICT: the thing acted on is in the wrong state; `reason` says how. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_open: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                first?: number;
                /** @description The id of the last item of the previous page. */
                after?: string;
                /** @description Lowest rating of the lobby's creator in its pool (2 players: duel, 3: trio, 4: teams), 0 to 10000; a creator not yet rated there counts with the pool's starting rating. */
                minRating?: number;
                /** @description Highest rating of the lobby's creator in its pool (2 players: duel, 3: trio, 4: teams), 0 to 10000; a creator not yet rated there counts with the pool's starting rating. */
                maxRating?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobbies, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameRulesBody"];
            };
        };
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobbies, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lobby id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lobby id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JoinLobbyRequest"];
            };
        };
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LobbiesController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lobby id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_mine: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                first?: number;
                /** @description The id of the last item of the previous page. */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengeRequest"];
            };
        };
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JoinLobbyRequest"];
            };
        };
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Challenge id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChallengesController_rematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finished match (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RematchRequest"];
            };
        };
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GroupRematchesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finished 3- or 4-player match (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRematch"] | null;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GroupRematchesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finished 3- or 4-player match (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EntropyContributionRequest"];
            };
        };
        responses: {
            /** @description The rematch offer now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRematch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GroupRematchesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finished 3- or 4-player match (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rematch offer now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRematch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_organize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizeTournamentBody"];
            };
        };
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_pause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentUsernameBody"];
            };
        };
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_handOver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentUsernameBody"];
            };
        };
        responses: {
            /** @description The tournament after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentOrganizerController_stream: {
        parameters: {
            query?: {
                /** @description The version you have: a newer state comes at once (Last-Event-ID wins). */
                after?: number;
            };
            header?: {
                /** @description The version last received. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_list: {
        parameters: {
            query?: {
                /** @description `registration`, `running` or `finished`; any if left out. */
                status?: "registration" | "running" | "finished";
                /** @description Page size, 1 to 50. */
                first?: number;
                /** @description The id of the last tournament of the previous page. */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournaments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentBody"];
            };
        };
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, one per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EntropyContributionRequest"];
            };
        };
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TournamentsController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubTournamentsController_ofClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournaments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_turns: {
        parameters: {
            query?: {
                /** @description At most 500 (default 100). */
                first?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The turns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TurnEntry"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_claimTimeout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimTimeoutRequest"];
            };
        };
        responses: {
            /** @description The match after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_proposePause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_answerPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerPauseRequest"];
            };
        };
        responses: {
            /** @description The match after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_returnToMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_vacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_startVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartVacationRequest"];
            };
        };
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CorrespondenceController_endVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ComputerController_play: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayComputerRequest"];
            };
        };
        responses: {
            /** @description The new match as the caller sees it (R9). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ComputerController_rematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finished match (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new match as the caller sees it (R9). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ComputerController_bots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bot"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ComputerController_becomeBot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ComputerController_requestReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of your running matches (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match as the caller sees it (R9). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ForcedMovesController_accountForcedMoves: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForcedMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ForcedMovesController_setAccountForcedMoves: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForcedMovesRequest"];
            };
        };
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForcedMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ForcedMovesController_matchForcedMoves: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of your matches (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForcedMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ForcedMovesController_setMatchForcedMoves: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of your matches (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchForcedMovesRequest"];
            };
        };
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForcedMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_list: {
        parameters: {
            query?: {
                /** @description Messages after this seq; 0 (the default) from the first. */
                after?: number;
                /** @description Page size, 1 to 200 (default 100). */
                first?: number;
            };
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChatRequest"];
            };
        };
        responses: {
            /** @description The message as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_markRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_stream: {
        parameters: {
            query?: {
                /** @description Send the messages after this seq first (Last-Event-ID wins). */
                after?: number;
            };
            header?: {
                /** @description The seq of the last message received. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_blocked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your blocks now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_openReports: {
        parameters: {
            query?: {
                /** @description 1 to 200 (default 50). */
                first?: number;
                /** @description The id of the last report of the previous page. */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChatController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Report id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReportRequest"];
            };
        };
        responses: {
            /** @description The resolved report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddNoteRequest"];
            };
        };
        responses: {
            /** @description The note as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_shared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_search: {
        parameters: {
            query: {
                /** @description Text the note contains, case-insensitive: 1 to 100 characters. */
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Note id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditNoteRequest"];
            };
        };
        responses: {
            /** @description The note as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Note id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotesController_share: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Note id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareNoteRequest"];
            };
        };
        responses: {
            /** @description The note as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_follow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The follow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowResult"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_unfollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whom you follow now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowedPlayer"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_following: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whom you follow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowedPlayer"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_followers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who follows you. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowedPlayer"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_friends: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your friends. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowedPlayer"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_challengePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengePolicy"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_setChallengePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengePolicyBody"];
            };
        };
        responses: {
            /** @description The policy now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengePolicy"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_online: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Friends online. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineFriend"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_waiting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Friends due. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitingFriend"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_games: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                first?: number;
            };
            header?: never;
            path: {
                /** @description Running or finished. */
                status: "running" | "finished";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedMatch"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SocialController_relation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Username. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The relation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerRelation"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_list: {
        parameters: {
            query?: {
                /** @description A part of the name (any case). */
                search?: string;
                /** @description Page size, 1 to 100. */
                first?: number;
                /** @description How many to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClubBody"];
            };
        };
        responses: {
            /** @description The new club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your clubs and your role in each. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyClub"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_invitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your invitations and requests, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubPending"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_club: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClubBody"];
            };
        };
        responses: {
            /** @description The club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_standing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the player stands with the club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubStanding"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the player stands with the club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubStanding"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether there was anything to leave. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_members: {
        parameters: {
            query?: {
                /** @description The rating pool. */
                pool?: "duel" | "trio" | "teams";
                /** @description Page size, 1 to 500. */
                first?: number;
                /** @description How many to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMember"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_games: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                first?: number;
            };
            header?: never;
            path: {
                /** @description The club. */
                id: string;
                /** @description Running or finished. */
                status: "running" | "finished";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedMatch"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_lobbies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open lobbies of the club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_pending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What waits, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubPending"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_log: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                first?: number;
                /** @description The id of the last entry of the previous page. */
                before?: string;
            };
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubLogEntry"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the player stands with the club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubStanding"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubAnswerBody"];
            };
        };
        responses: {
            /** @description Where the player stands with the club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubStanding"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether anyone was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
                /** @description The player (any case). */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubRoleBody"];
            };
        };
        responses: {
            /** @description Where the player stands with the club now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubStanding"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubsController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubOwnerBody"];
            };
        };
        responses: {
            /** @description The club, with its new owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubChatController_list: {
        parameters: {
            query?: {
                /** @description Messages after this seq; 0 (the default) from the first. */
                after?: number;
                /** @description Page size, 1 to 200 (default 100). */
                first?: number;
            };
            header?: never;
            path: {
                /** @description The club (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubChatMessage"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubChatController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChatRequest"];
            };
        };
        responses: {
            /** @description The message as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubChatMessage"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubChatController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club (a UUID). */
                id: string;
                /** @description The line's seq. */
                seq: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether it was hidden now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hidden: boolean;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubChatController_stream: {
        parameters: {
            query?: {
                /** @description Send the messages after this seq first (Last-Event-ID wins). */
                after?: number;
            };
            header?: {
                /** @description The seq of the last message received. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The club (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_ofClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its club matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMatchRequest"];
            };
        };
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club match. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club match. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMatchAnswerBody"];
            };
        };
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club match. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club match. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMatchPlayerBody"];
            };
        };
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClubMatchesController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club match. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMatchPlayerBody"];
            };
        };
        responses: {
            /** @description The club match now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMatch"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReputationController_reputation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Username. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reputation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reputation"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RunningGamesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Running games and limit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunningGames"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SeeksController_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeekBody"];
            };
        };
        responses: {
            /** @description The seek. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seek"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SeeksController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your seeks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seek"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SeeksController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Seek id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seek. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seek"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrder"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetStandingOrdersRequest"];
            };
        };
        responses: {
            /** @description Your orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrder"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandingOrderInput"];
            };
        };
        responses: {
            /** @description The order as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrder"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Standing order id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ConfirmMovesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ConfirmMovesController_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmMovesRequest"];
            };
        };
        responses: {
            /** @description The setting now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmMovesSetting"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInSession"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SessionsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Session id, from GET /api/me/sessions. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SessionsController_revokeAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new session for this client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthPayload"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SessionsController_listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SessionsController_revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Token id, from GET /api/me/tokens. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AccountStreamController_events: {
        parameters: {
            query?: {
                /** @description Resume after this notification seq (for clients that cannot send Last-Event-ID, which wins when both are given); 0: the whole log still kept. */
                after?: number;
            };
            header?: {
                /** @description The seq of the last notification received; later ones are sent first. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PasswordResetController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PasswordResetController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompletePasswordResetRequest"];
            };
        };
        responses: {
            /** @description The password is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SignInLinkController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInLinkRequest"];
            };
        };
        responses: {
            /** @description Queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SignInLinkController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UseSignInLinkRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session token: send as `Authorization: Bearer <token>`. */
                        accessToken: string;
                        user: {
                            /** Format: uuid */
                            id: string;
                            username: string;
                        };
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_log: {
        parameters: {
            query?: {
                /** @description Entries after this seq; 0 (the default) from the oldest kept. */
                after?: number;
                /** @description At most this many entries, 1 to 500 (default 100). */
                first?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_setPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesRequest"];
            };
        };
        responses: {
            /** @description Your preferences now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_setEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetEmailRequest"];
            };
        };
        responses: {
            /** @description The address, unverified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_removeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description The address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_vapidPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_subscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPushSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A subscription id from GET /api/push/subscriptions. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OAuthController_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request id (the consent page address /authorize/<uid>). */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthRequest"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OAuthController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request id (the consent page address /authorize/<uid>). */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the browser goes next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthAnswer"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OAuthController_deny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request id (the consent page address /authorize/<uid>). */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the browser goes next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthAnswer"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OAuthController_apps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisedApp"][];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OAuthController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The authorisation id (AuthorisedApp.id). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisedApp"];
                };
            };
            /** @description BAD_USER_INPUT: the request is malformed; `fields` says what is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NOT_FOUND: no such match (`entity` says what was not found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
