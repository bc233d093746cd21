/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ChatMessageFields on ChatMessage {\n    matchId\n    seq\n    author\n    seat\n    text\n    createdAt\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessages($m: ID!, $a: Int!, $f: Int!) {\n    chatMessages(matchId: $m, after: $a, first: $f) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  fragment ClubChatMessageFields on ClubChatMessage {\n    clubId\n    seq\n    author\n    text\n    createdAt\n  }\n": typeof types.ClubChatMessageFieldsFragmentDoc,
    "\n  query ClubChatMessages($c: ID!, $a: Int!, $f: Int!) {\n    clubChatMessages(clubId: $c, after: $a, first: $f) {\n      ...ClubChatMessageFields\n    }\n  }\n": typeof types.ClubChatMessagesDocument,
    "\n  mutation SendClubChat($c: ID!, $t: String!) {\n    sendClubChatMessage(clubId: $c, text: $t) {\n      ...ClubChatMessageFields\n    }\n  }\n": typeof types.SendClubChatDocument,
    "\n  subscription ClubChatAdded($c: ID!, $a: Int) {\n    clubChatMessageAdded(clubId: $c, after: $a) {\n      ...ClubChatMessageFields\n    }\n  }\n": typeof types.ClubChatAddedDocument,
    "\n  mutation HideClubChat($c: ID!, $s: Int!) {\n    hideClubChatMessage(clubId: $c, seq: $s)\n  }\n": typeof types.HideClubChatDocument,
    "\n  mutation SendChat($m: ID!, $t: String!) {\n    sendChatMessage(matchId: $m, text: $t) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatDocument,
    "\n  mutation MarkChatRead($m: ID!) {\n    markChatRead(matchId: $m)\n  }\n": typeof types.MarkChatReadDocument,
    "\n  subscription ChatAdded($m: ID!, $a: Int) {\n    chatMessageAdded(matchId: $m, after: $a) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatAddedDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      username\n    }\n  }\n": typeof types.BlockedUsersDocument,
    "\n  mutation BlockUser($u: String!) {\n    blockUser(username: $u) {\n      username\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($u: String!) {\n    unblockUser(username: $u)\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation Report($i: ReportInput!) {\n    report(input: $i) {\n      id\n    }\n  }\n": typeof types.ReportDocument,
    "\n  fragment ReportFields on Report {\n    id\n    reporter\n    reported\n    matchId\n    clubId\n    messageSeq\n    messageText\n    reason\n    status\n    createdAt\n  }\n": typeof types.ReportFieldsFragmentDoc,
    "\n  query OpenReports($f: Int!, $a: ID) {\n    openReports(first: $f, after: $a) {\n      ...ReportFields\n    }\n  }\n": typeof types.OpenReportsDocument,
    "\n  mutation ResolveReport($id: ID!, $n: String!) {\n    resolveReport(id: $id, note: $n) {\n      ...ReportFields\n    }\n  }\n": typeof types.ResolveReportDocument,
    "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    description\n    admission\n    owner\n    members\n  }\n": typeof types.ClubSummaryFieldsFragmentDoc,
    "\n  query ClubsPage($search: String) {\n    myClubs {\n      role\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    myClubInvitations {\n      kind\n      by\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    clubs(search: $search, first: 50) {\n      ...ClubSummaryFields\n    }\n  }\n": typeof types.ClubsPageDocument,
    "\n  query ClubPage($c: ID!) {\n    club(clubId: $c) {\n      ...ClubSummaryFields\n    }\n    clubStanding(clubId: $c) {\n      role\n      pending\n    }\n    clubMembers(clubId: $c, pool: \"duel\", first: 100) {\n      username\n      role\n      rating\n      games\n    }\n    live: clubGames(clubId: $c, status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: clubGames(clubId: $c, status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n    clubTournaments: club(clubId: $c) {\n      tournaments {\n        id\n        name\n        format\n        status\n      }\n      clubMatches {\n        id\n        clubId\n        clubName\n        opponentClubId\n        opponentName\n        boards\n        status\n        rated\n        score\n        opponentScore\n        finishedBoards\n        signUpClosesAt\n        board {\n          board\n          home\n          away\n          matchId\n          homePoints\n          awayPoints\n          forfeit\n        }\n      }\n    }\n  }\n": typeof types.ClubPageDocument,
    "\n  query ClubLobbies($c: ID!) {\n    clubLobbies(clubId: $c) {\n      id\n      owner\n      players\n      seats {\n        username\n      }\n    }\n  }\n": typeof types.ClubLobbiesDocument,
    "\n  query MyClubNames {\n    myClubs {\n      club {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MyClubNamesDocument,
    "\n  query ClubAdmin($c: ID!) {\n    clubPending(clubId: $c) {\n      username\n      kind\n      by\n    }\n    clubLog(clubId: $c, first: 20) {\n      id\n      at\n      action\n      actor\n      target\n    }\n  }\n": typeof types.ClubAdminDocument,
    "\n  mutation CreateClub($i: CreateClubInput!) {\n    createClub(input: $i) {\n      id\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation JoinClub($c: ID!) {\n    joinClub(clubId: $c) {\n      role\n      pending\n    }\n  }\n": typeof types.JoinClubDocument,
    "\n  mutation LeaveClub($c: ID!) {\n    leaveClub(clubId: $c)\n  }\n": typeof types.LeaveClubDocument,
    "\n  mutation InviteToClub($c: ID!, $u: String!) {\n    inviteToClub(clubId: $c, username: $u) {\n      role\n      pending\n    }\n  }\n": typeof types.InviteToClubDocument,
    "\n  mutation AnswerClubRequest($c: ID!, $u: String!, $a: Boolean!) {\n    answerClubRequest(clubId: $c, username: $u, accept: $a) {\n      role\n    }\n  }\n": typeof types.AnswerClubRequestDocument,
    "\n  mutation RemoveClubMember($c: ID!, $u: String!) {\n    removeClubMember(clubId: $c, username: $u)\n  }\n": typeof types.RemoveClubMemberDocument,
    "\n  mutation SetClubRole($c: ID!, $u: String!, $r: ClubRole!) {\n    setClubRole(clubId: $c, username: $u, role: $r) {\n      role\n    }\n  }\n": typeof types.SetClubRoleDocument,
    "\n  mutation DeleteClub($c: ID!) {\n    deleteClub(clubId: $c)\n  }\n": typeof types.DeleteClubDocument,
    "\n  query FindClub($search: String) {\n    clubs(search: $search, first: 100) {\n      id\n      name\n    }\n  }\n": typeof types.FindClubDocument,
    "\n  mutation ChallengeClub($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {\n    challengeClub(clubId: $c, opponentClubId: $o, boards: $n, input: $i, signUpClosesAt: $d) {\n      id\n    }\n  }\n": typeof types.ChallengeClubDocument,
    "\n  mutation AnswerClubMatch($id: ID!, $a: Boolean!) {\n    answerClubMatch(id: $id, accept: $a) {\n      id\n    }\n  }\n": typeof types.AnswerClubMatchDocument,
    "\n  mutation CancelClubMatch($id: ID!) {\n    cancelClubMatch(id: $id) {\n      id\n    }\n  }\n": typeof types.CancelClubMatchDocument,
    "\n  mutation SignUpForClubMatch($id: ID!, $u: String) {\n    signUpForClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n": typeof types.SignUpForClubMatchDocument,
    "\n  mutation WithdrawFromClubMatch($id: ID!, $u: String) {\n    withdrawFromClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n": typeof types.WithdrawFromClubMatchDocument,
    "\n  fragment NoteFields on Note {\n    id\n    matchId\n    moveSeq\n    body\n    shared\n    author\n    updatedAt\n  }\n": typeof types.NoteFieldsFragmentDoc,
    "\n  fragment GroupRematchFields on GroupRematch {\n    matchId\n    status\n    offeredBy\n    newMatchId\n    seedCommitment\n    seats {\n      seat\n      username\n      accepted\n    }\n  }\n": typeof types.GroupRematchFieldsFragmentDoc,
    "\n  query MyNotes($m: ID!) {\n    myNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n": typeof types.MyNotesDocument,
    "\n  query SharedNotes($m: ID!) {\n    sharedNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n": typeof types.SharedNotesDocument,
    "\n  query SearchMyNotes($text: String!) {\n    searchMyNotes(text: $text) {\n      ...NoteFields\n    }\n  }\n": typeof types.SearchMyNotesDocument,
    "\n  mutation AddNote($m: ID!, $body: String!, $seq: Int) {\n    addNote(matchId: $m, body: $body, moveSeq: $seq) {\n      ...NoteFields\n    }\n  }\n": typeof types.AddNoteDocument,
    "\n  mutation EditNote($id: ID!, $body: String!) {\n    editNote(id: $id, body: $body) {\n      ...NoteFields\n    }\n  }\n": typeof types.EditNoteDocument,
    "\n  mutation ShareNote($id: ID!, $shared: Boolean!) {\n    shareNote(id: $id, shared: $shared) {\n      ...NoteFields\n    }\n  }\n": typeof types.ShareNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  query ConfirmMoves {\n    confirmMoves {\n      correspondence\n      live\n    }\n  }\n": typeof types.ConfirmMovesDocument,
    "\n  mutation SetConfirmMoves($input: ConfirmMovesInput!) {\n    setConfirmMoves(input: $input) {\n      correspondence\n      live\n    }\n  }\n": typeof types.SetConfirmMovesDocument,
    "\n  query GroupRematch($m: ID!) {\n    groupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n": typeof types.GroupRematchDocument,
    "\n  mutation AcceptGroupRematch($m: ID!, $entropy: String) {\n    acceptGroupRematch(matchId: $m, entropy: $entropy) {\n      ...GroupRematchFields\n    }\n  }\n": typeof types.AcceptGroupRematchDocument,
    "\n  mutation DeclineGroupRematch($m: ID!) {\n    declineGroupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n": typeof types.DeclineGroupRematchDocument,
    "\n  query SameNetworkSeats($m: ID!) {\n    sameNetworkSeats(matchId: $m) {\n      pairs\n    }\n  }\n": typeof types.SameNetworkSeatsDocument,
    "\n  mutation CreateGuest {\n    createGuest {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.CreateGuestDocument,
    "\n  mutation ConvertGuest($input: RegisterInput!) {\n    convertGuest(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ConvertGuestDocument,
    "\n  fragment ModerationEntryFields on ModerationEntry {\n    id\n    username\n    actor\n    action\n    reason\n    refId\n    matchIds\n    createdAt\n  }\n": typeof types.ModerationEntryFieldsFragmentDoc,
    "\n  fragment AppealFields on Appeal {\n    id\n    username\n    text\n    status\n    createdAt\n    answeredBy\n    answer\n    answeredAt\n    entry {\n      ...ModerationEntryFields\n    }\n  }\n": typeof types.AppealFieldsFragmentDoc,
    "\n  query MyModeration {\n    myModeration {\n      rulesBroken\n      ratedExcluded\n      warnings {\n        ...ModerationEntryFields\n      }\n      appealable {\n        ...ModerationEntryFields\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n": typeof types.MyModerationDocument,
    "\n  mutation AcknowledgeWarning($id: String!) {\n    acknowledgeWarning(id: $id) {\n      id\n    }\n  }\n": typeof types.AcknowledgeWarningDocument,
    "\n  mutation Appeal($entryId: String!, $text: String!) {\n    appeal(entryId: $entryId, text: $text) {\n      ...AppealFields\n    }\n  }\n": typeof types.AppealDocument,
    "\n  mutation AppealSuspension($username: String!, $password: String!, $text: String!) {\n    appealSuspension(username: $username, password: $password, text: $text) {\n      ...AppealFields\n    }\n  }\n": typeof types.AppealSuspensionDocument,
    "\n  query ModerationAccount($username: String!) {\n    moderationAccount(username: $username) {\n      username\n      role\n      suspended\n      closed\n      rulesBroken\n      ratedExcluded\n      log {\n        ...ModerationEntryFields\n      }\n      reports {\n        id\n        reporter\n        reason\n        status\n        createdAt\n        resolution\n      }\n      matches {\n        matchId\n        finishedAt\n        rated\n        ratingOutcome\n        result\n        players\n      }\n      coPlayers {\n        username\n        matches\n        ratedMatches\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n": typeof types.ModerationAccountDocument,
    "\n  mutation Moderate($username: String!, $action: String!, $reason: String!) {\n    moderate(username: $username, action: $action, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n": typeof types.ModerateDocument,
    "\n  mutation AnnulRatedResults($username: String!, $reason: String!) {\n    annulRatedResults(username: $username, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n": typeof types.AnnulRatedResultsDocument,
    "\n  query OpenAppeals {\n    openAppeals(first: 200) {\n      ...AppealFields\n    }\n  }\n": typeof types.OpenAppealsDocument,
    "\n  mutation AnswerAppeal($id: String!, $verdict: String!, $reason: String!) {\n    answerAppeal(id: $id, verdict: $verdict, reason: $reason) {\n      ...AppealFields\n    }\n  }\n": typeof types.AnswerAppealDocument,
    "\n  fragment RulesFields on Rules {\n    players\n    factions\n    heroes\n    heroValues {\n      hero\n      value\n    }\n  }\n": typeof types.RulesFieldsFragmentDoc,
    "\n  fragment TableFields on Table {\n    phase\n    trickNumber\n    leader\n    drawPileSize\n    discarded\n    discardPileSize\n    skeletonTakes\n    removedFromGameCount\n    moon\n    setAsideTrolls\n    prizes\n    hand\n    followerPile\n    myCthulhuDiscard\n    toAct {\n      kind\n      seat\n      peeked\n      prizes\n      allowTop\n      collected\n      giant\n    }\n    trick {\n      seat\n      card\n    }\n    lastTrick {\n      plays {\n        seat\n        card\n      }\n      prizes\n      ranking\n      winner\n      phase\n      trickNumber\n    }\n    cube {\n      cube\n      under\n    }\n    seats {\n      seat\n      username\n      isBot\n      team\n      handSize\n      followerPileSize\n      scorePile\n      gnomesInFront\n      activeVampire\n      underVampire\n      knownCards\n    }\n    revealed {\n      seed\n      hands\n      followerPiles\n      drawPile\n      removedFromGame\n      discardPile\n    }\n  }\n": typeof types.TableFieldsFragmentDoc,
    "\n  fragment MatchFields on Match {\n    id\n    status\n    version\n    headHash\n    seedCommitment\n    seed\n    entropy {\n      serverSeedCommitment\n      contributions\n      serverSeed\n    }\n    mySeat\n    replacedSeats\n    replacementRequestedBy\n    createdAt\n    rated\n    ratedOutcome\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      isBot\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n      factions {\n        faction\n        winner\n      }\n    }\n    table {\n      ...TableFields\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n": typeof types.MatchFieldsFragmentDoc,
    "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    version\n    mySeat\n    createdAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n    }\n    table {\n      phase\n      trickNumber\n      toAct {\n        kind\n        seat\n      }\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n": typeof types.MatchSummaryFieldsFragmentDoc,
    "\n  fragment MoveFields on Move {\n    seat\n    kind\n    card\n    activate\n    bury\n    gnome\n    victim\n  }\n": typeof types.MoveFieldsFragmentDoc,
    "\n  fragment EventFields on MatchEvent {\n    seq\n    type\n    seat\n    hidden\n    createdAt\n    move {\n      ...MoveFields\n    }\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  fragment StoryFields on StoryEvent {\n    seq\n    at\n    entries {\n      kind\n      seat\n      other\n      card\n      cards\n      seats\n      hidden\n      count\n      reason\n      flags\n      faction\n      moon\n      phase\n      trick\n      choice\n      lead\n      side\n      results {\n        faction\n        winner\n      }\n      counts\n      values\n      deadline\n      by\n      until\n    }\n  }\n": typeof types.StoryFieldsFragmentDoc,
    "\n  fragment LobbyFields on Lobby {\n    id\n    rules {\n      ...RulesFields\n    }\n    owner\n    status\n    players\n    seats {\n      seat\n      username\n    }\n    matchId\n    rated\n    seedCommitment\n    minRating\n    maxRating\n    friendsOnly\n    clubId\n    minReputation\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n": typeof types.LobbyFieldsFragmentDoc,
    "\n  fragment ChallengeFields on Challenge {\n    rated\n    id\n    rules {\n      ...RulesFields\n    }\n    challenger\n    challenged\n    status\n    matchId\n    rematchOf\n    seedCommitment\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n": typeof types.ChallengeFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    user {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestSignInLink($login: String!) {\n    requestSignInLink(login: $login)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n": typeof types.MatchDocument,
    "\n  query MatchAt($id: ID!, $v: Int!) {\n    matchAt(id: $id, version: $v) {\n      ...MatchFields\n    }\n  }\n": typeof types.MatchAtDocument,
    "\n  query MyMatches {\n    myMatches {\n      ...MatchSummaryFields\n    }\n  }\n": typeof types.MyMatchesDocument,
    "\n  query MyTurn {\n    myTurn(first: 200) {\n      matchId\n      seat\n      opponents\n      due\n      version\n      dueSince\n      deadline\n    }\n  }\n": typeof types.MyTurnDocument,
    "\n  query Legal($m: ID!) {\n    legalMoves(matchId: $m) {\n      ...MoveFields\n    }\n  }\n": typeof types.LegalDocument,
    "\n  query Events($m: ID!, $a: Int!) {\n    matchEvents(matchId: $m, after: $a) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsDocument,
    "\n  query Story($m: ID!, $a: Int!) {\n    matchStory(matchId: $m, after: $a) {\n      ...StoryFields\n    }\n  }\n": typeof types.StoryDocument,
    "\n  mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) {\n    playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n": typeof types.PlayDocument,
    "\n  mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) {\n    decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n": typeof types.DecideDocument,
    "\n  mutation Resign($m: ID!) {\n    resign(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": typeof types.ResignDocument,
    "\n  mutation RequestReplacement($m: ID!) {\n    requestReplacement(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": typeof types.RequestReplacementDocument,
    "\n  query ForcedMoves($m: ID) {\n    forcedMoves(matchId: $m) {\n      on\n      overridden\n    }\n  }\n": typeof types.ForcedMovesDocument,
    "\n  mutation SetForcedMoves($on: Boolean!) {\n    setForcedMoves(on: $on) {\n      on\n      overridden\n    }\n  }\n": typeof types.SetForcedMovesDocument,
    "\n  mutation SetMatchForcedMoves($m: ID!, $on: Boolean) {\n    setMatchForcedMoves(matchId: $m, on: $on) {\n      on\n      overridden\n    }\n  }\n": typeof types.SetMatchForcedMovesDocument,
    "\n  mutation SetHistoryHidden($hidden: Boolean!) {\n    setHistoryHidden(hidden: $hidden)\n  }\n": typeof types.SetHistoryHiddenDocument,
    "\n  mutation Abort($m: ID!) {\n    abort(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": typeof types.AbortDocument,
    "\n  mutation ClaimTimeout($m: ID!, $c: TimeoutClaim) {\n    claimTimeout(matchId: $m, claim: $c) {\n      ...MatchFields\n    }\n  }\n": typeof types.ClaimTimeoutDocument,
    "\n  subscription Watch($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        ...EventFields\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n": typeof types.WatchDocument,
    "\n  subscription MyEvents {\n    myEvents {\n      kind\n      matchId\n      seat\n      version\n      deadline\n      challengeId\n      challengeStatus\n      from\n      appealVerdict\n      clubId\n      clubMatchId\n      boardsPlayed\n      board\n      forfeit\n      unanswered\n    }\n  }\n": typeof types.MyEventsDocument,
    "\n  query OpenLobbies($min: Float, $max: Float) {\n    openLobbies(minRating: $min, maxRating: $max) {\n      ...LobbyFields\n    }\n  }\n": typeof types.OpenLobbiesDocument,
    "\n  query MyLobbies {\n    myLobbies {\n      ...LobbyFields\n    }\n  }\n": typeof types.MyLobbiesDocument,
    "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n": typeof types.LobbyDocument,
    "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n": typeof types.CreateLobbyDocument,
    "\n  mutation JoinLobby($id: ID!, $entropy: String) {\n    joinLobby(id: $id, entropy: $entropy) {\n      ...LobbyFields\n    }\n  }\n": typeof types.JoinLobbyDocument,
    "\n  mutation LeaveLobby($id: ID!) {\n    leaveLobby(id: $id) {\n      id\n    }\n  }\n": typeof types.LeaveLobbyDocument,
    "\n  mutation PlayComputer($input: PlayComputerInput!) {\n    playComputer(input: $input) {\n      id\n    }\n  }\n": typeof types.PlayComputerDocument,
    "\n  mutation RematchComputer($matchId: ID!) {\n    rematchComputer(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.RematchComputerDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation AddPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    addPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      id\n      endpoint\n    }\n  }\n": typeof types.AddPushSubscriptionDocument,
    "\n  query MyPushSubscriptions {\n    myPushSubscriptions {\n      id\n      endpoint\n    }\n  }\n": typeof types.MyPushSubscriptionsDocument,
    "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n": typeof types.RemovePushSubscriptionDocument,
    "\n  query MyChallenges {\n    myChallenges {\n      ...ChallengeFields\n    }\n  }\n": typeof types.MyChallengesDocument,
    "\n  mutation Challenge($u: String!, $input: CreateLobbyInput!) {\n    challenge(username: $u, input: $input) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.ChallengeDocument,
    "\n  mutation Accept($id: ID!, $entropy: String) {\n    acceptChallenge(id: $id, entropy: $entropy) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.AcceptDocument,
    "\n  mutation Decline($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.DeclineDocument,
    "\n  mutation Cancel($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.CancelDocument,
    "\n  mutation Rematch($m: ID!, $tc: RematchTimeControlInput) {\n    rematch(matchId: $m, timeControl: $tc) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.RematchDocument,
    "\n  fragment StandingOrderFields on StandingOrder {\n    id\n    position\n    when\n    whenCard\n    whenFaction\n    answer\n    card\n    faction\n    status\n    reason\n    firedSeq\n  }\n": typeof types.StandingOrderFieldsFragmentDoc,
    "\n  query MyStandingOrders($m: ID!) {\n    myStandingOrders(matchId: $m) {\n      ...StandingOrderFields\n    }\n  }\n": typeof types.MyStandingOrdersDocument,
    "\n  mutation AddStandingOrder($m: ID!, $order: StandingOrderInput!) {\n    addStandingOrder(matchId: $m, order: $order) {\n      ...StandingOrderFields\n    }\n  }\n": typeof types.AddStandingOrderDocument,
    "\n  mutation RemoveStandingOrder($id: ID!) {\n    removeStandingOrder(id: $id)\n  }\n": typeof types.RemoveStandingOrderDocument,
    "\n  query ExportMatchRecord($id: ID!) {\n    exportMatch(id: $id)\n  }\n": typeof types.ExportMatchRecordDocument,
    "\n  fragment ArchivedMatchFields on ArchivedMatch {\n    id\n    rated\n    createdAt\n    finishedAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      result\n    }\n  }\n": typeof types.ArchivedMatchFieldsFragmentDoc,
    "\n  query LiveMatches {\n    liveMatches(first: 50) {\n      ...ArchivedMatchFields\n    }\n  }\n": typeof types.LiveMatchesDocument,
    "\n  query PublicMatch($id: ID!) {\n    publicMatch(id: $id) {\n      ...MatchFields\n    }\n  }\n": typeof types.PublicMatchDocument,
    "\n  subscription WatchPublic($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        seq\n        createdAt\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n": typeof types.WatchPublicDocument,
    "\n  query Profile($name: String!) {\n    user(username: $name, recent: 20) {\n      username\n      memberSince\n      historyHidden\n      rulesBroken\n      games {\n        players\n        played\n        won\n        drawn\n        lost\n      }\n      ratings {\n        pool\n        rating\n        deviation\n        provisional\n        games\n      }\n      favouriteFactions {\n        faction\n        games\n      }\n      recentMatches {\n        ...ArchivedMatchFields\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query RatingHistory($name: String!, $pool: String!) {\n    ratingHistory(username: $name, pool: $pool, first: 50) {\n      matchId\n      result\n      ratingBefore\n      ratingAfter\n      createdAt\n    }\n  }\n": typeof types.RatingHistoryDocument,
    "\n  query Leaderboard($pool: String!) {\n    leaderboard(pool: $pool, first: 100, provisional: true) {\n      username\n      rating\n      deviation\n      provisional\n      games\n      wins\n      draws\n      losses\n    }\n  }\n": typeof types.LeaderboardDocument,
    "\n  fragment ReviewMoveFields on Move {\n    seat\n    kind\n    card\n    notation\n  }\n": typeof types.ReviewMoveFieldsFragmentDoc,
    "\n  fragment MatchReviewFields on MatchReview {\n    matchId\n    depth\n    status\n    seed\n    decisions {\n      seq\n      moveIndex\n      seat\n      played {\n        ...ReviewMoveFields\n      }\n      playedValue\n      bestValue\n      bestMove {\n        ...ReviewMoveFields\n      }\n      loss\n      hindsightMethod\n      hindsightPlayedValue\n      hindsightBestValue\n      hindsightBestMove {\n        ...ReviewMoveFields\n      }\n    }\n    keyMoments\n    seats {\n      seat\n      decisions\n      accuracy\n      averageLoss\n      chances {\n        seq\n        chance\n      }\n    }\n  }\n": typeof types.MatchReviewFieldsFragmentDoc,
    "\n  query MatchReview($m: ID!) {\n    matchReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n": typeof types.MatchReviewDocument,
    "\n  mutation RequestDeepReview($m: ID!) {\n    requestDeepReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n": typeof types.RequestDeepReviewDocument,
    "\n  query MatchAsSeat($m: ID!, $s: Int!, $seat: Int) {\n    matchAsSeat(matchId: $m, seq: $s, seat: $seat) {\n      ...MatchFields\n    }\n  }\n": typeof types.MatchAsSeatDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  fragment SignedInSessionFields on SignedInSession {\n    id\n    current\n    userAgent\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": typeof types.SignedInSessionFieldsFragmentDoc,
    "\n  fragment VacationFields on VacationStatus {\n    allowanceDays\n    usedDays\n    vacation {\n      id\n      active\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.VacationFieldsFragmentDoc,
    "\n  query Settings($me: String!) {\n    myEmail {\n      address\n      verifiedAt\n    }\n    notificationPreferences {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n    myVacation {\n      ...VacationFields\n    }\n    apiTokens {\n      ...ApiTokenFields\n    }\n    mySessions {\n      ...SignedInSessionFields\n    }\n    authorisedApps {\n      id\n      clientId\n      scopes\n      createdAt\n    }\n    blockedUsers {\n      username\n      since\n      isBot\n    }\n    forcedMoves {\n      on\n    }\n    confirmMoves {\n      correspondence\n      live\n    }\n    user(username: $me, recent: 1) {\n      historyHidden\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation SetEmail($address: String!) {\n    setEmail(address: $address) {\n      address\n      verifiedAt\n    }\n  }\n": typeof types.SetEmailDocument,
    "\n  mutation RemoveEmail {\n    removeEmail\n  }\n": typeof types.RemoveEmailDocument,
    "\n  mutation SetNotificationPreferences($p: NotificationPreferencesInput!) {\n    setNotificationPreferences(preferences: $p) {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n  }\n": typeof types.SetNotificationPreferencesDocument,
    "\n  mutation StartVacation($days: Int!, $startsAt: DateTime) {\n    startVacation(days: $days, startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n": typeof types.StartVacationDocument,
    "\n  mutation EndVacation {\n    endVacation {\n      ...VacationFields\n    }\n  }\n": typeof types.EndVacationDocument,
    "\n  mutation ChangePassword($current: String!, $next: String!) {\n    changePassword(currentPassword: $current, newPassword: $next) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RevokeMySessions {\n    revokeMySessions {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RevokeMySessionsDocument,
    "\n  query MySessions {\n    mySessions {\n      ...SignedInSessionFields\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation RequestPasswordReset($login: String!) {\n    requestPasswordReset(login: $login)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!) {\n    createApiToken(name: $name, scopes: $scopes) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ProposePause($m: ID!) {\n    proposePause(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": typeof types.ProposePauseDocument,
    "\n  mutation AnswerPause($m: ID!, $accept: Boolean!) {\n    answerPause(matchId: $m, accept: $accept) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": typeof types.AnswerPauseDocument,
    "\n  mutation ResumeMatch($m: ID!) {\n    resumeMatch(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": typeof types.ResumeMatchDocument,
    "\n  mutation RevokeAuthorisedApp($id: ID!) {\n    revokeAuthorisedApp(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeAuthorisedAppDocument,
    "\n  query OAuthRequest($uid: String!) {\n    oauthRequest(uid: $uid) {\n      uid\n      clientId\n      clientName\n      registered\n      redirectUri\n      scopes\n    }\n  }\n": typeof types.OAuthRequestDocument,
    "\n  mutation ApproveOAuthRequest($uid: String!) {\n    approveOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n": typeof types.ApproveOAuthRequestDocument,
    "\n  mutation DenyOAuthRequest($uid: String!) {\n    denyOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n": typeof types.DenyOAuthRequestDocument,
    "\n  fragment FriendGameFields on ArchivedMatch {\n    id\n    status\n    rated\n    finishedAt\n    seats {\n      seat\n      username\n      result\n    }\n  }\n": typeof types.FriendGameFieldsFragmentDoc,
    "\n  query FriendsPage {\n    friends {\n      username\n      since\n    }\n    following {\n      username\n      since\n    }\n    followers {\n      username\n      since\n    }\n    friendsOnline {\n      username\n      seenAt\n    }\n    friendsWaiting {\n      username\n      matches\n      since\n    }\n    live: friendsGames(status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: friendsGames(status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n  }\n": typeof types.FriendsPageDocument,
    "\n  query PlayerRelation($u: String!) {\n    playerRelation(username: $u) {\n      following\n      followedBy\n      friends\n    }\n  }\n": typeof types.PlayerRelationDocument,
    "\n  mutation Follow($u: String!) {\n    follow(username: $u) {\n      username\n      friends\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($u: String!) {\n    unfollow(username: $u)\n  }\n": typeof types.UnfollowDocument,
    "\n  query ChallengePolicy {\n    challengePolicy {\n      friendsOnly\n    }\n  }\n": typeof types.ChallengePolicyDocument,
    "\n  mutation SetChallengePolicy($friendsOnly: Boolean!) {\n    setChallengePolicy(friendsOnly: $friendsOnly) {\n      friendsOnly\n    }\n  }\n": typeof types.SetChallengePolicyDocument,
    "\n  query Reputation($u: String!) {\n    reputation(username: $u) {\n      games\n      finished\n      timedOut\n      abandoned\n      finishedPercent\n      timedOutPercent\n      cleanPercent\n    }\n  }\n": typeof types.ReputationDocument,
    "\n  query MyRunningGames {\n    myRunningGames {\n      running\n      limit\n      finished\n    }\n  }\n": typeof types.MyRunningGamesDocument,
    "\n  mutation PostSeek($input: CreateLobbyInput!) {\n    postSeek(input: $input) {\n      id\n      status\n      matchId\n    }\n  }\n": typeof types.PostSeekDocument,
    "\n  query MySeeks {\n    mySeeks {\n      id\n      status\n      matchId\n      expiresAt\n      rules {\n        players\n      }\n    }\n  }\n": typeof types.MySeeksDocument,
    "\n  mutation CancelSeek($id: ID!) {\n    cancelSeek(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelSeekDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    name\n    format\n    status\n    organizer\n    preset\n    players\n    daysPerMove\n    rated\n    rounds\n    double\n    bestOf\n    divisionSize\n    promotion\n    seasonDays\n    seasonEndsAt\n    maxEntrants\n    entryOpen\n    startWhenFull\n    minRating\n    maxRating\n    minReputation\n    invited\n    clubId\n    registrationOpensAt\n    registrationClosesAt\n    startsAt\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    rules {\n      heroes\n      heroValues {\n        hero\n        value\n      }\n    }\n    withdrawn\n    currentRound\n    seedCommitment\n    entropyCommitment\n    seed\n    version\n    createdAt\n    entrants {\n      userId\n      username\n    }\n    standings {\n      rank\n      username\n      points\n      buchholz\n      sonnebornBerger\n      played\n      wins\n      draws\n      losses\n      byes\n      division\n    }\n    bracket {\n      round\n      ties {\n        players\n        points\n        games\n        winner\n      }\n    }\n    roundList {\n      round\n      boards {\n        board\n        matchId\n        players\n        result\n        results\n        adjudicated\n      }\n    }\n  }\n": typeof types.TournamentFieldsFragmentDoc,
    "\n  query Tournaments($status: String) {\n    tournaments(status: $status, first: 50) {\n      ...TournamentFields\n    }\n  }\n": typeof types.TournamentsDocument,
    "\n  query Tournament($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": typeof types.TournamentDocument,
    "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentFields\n    }\n  }\n": typeof types.CreateTournamentDocument,
    "\n  mutation JoinTournament($id: ID!, $entropy: String) {\n    joinTournament(id: $id, entropy: $entropy) {\n      ...TournamentFields\n    }\n  }\n": typeof types.JoinTournamentDocument,
    "\n  mutation LeaveTournament($id: ID!) {\n    leaveTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": typeof types.LeaveTournamentDocument,
    "\n  mutation StartTournament($id: ID!) {\n    startTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": typeof types.StartTournamentDocument,
    "\n  fragment TournamentOrganizerFields on Tournament {\n    paused\n    withdrawAfterTimeouts\n    withdrawn\n    actions {\n      seq\n      at\n      type\n      by\n      username\n      reason\n    }\n  }\n": typeof types.TournamentOrganizerFieldsFragmentDoc,
    "\n  query TournamentOrganizerView($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.TournamentOrganizerViewDocument,
    "\n  mutation PauseTournament($id: ID!) {\n    pauseTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.PauseTournamentDocument,
    "\n  mutation ResumeTournament($id: ID!) {\n    resumeTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.ResumeTournamentDocument,
    "\n  mutation CancelTournament($id: ID!) {\n    cancelTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.CancelTournamentDocument,
    "\n  mutation RemoveTournamentEntrant($id: ID!, $u: String!) {\n    removeTournamentEntrant(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.RemoveTournamentEntrantDocument,
    "\n  mutation HandOverTournament($id: ID!, $u: String!) {\n    handOverTournament(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.HandOverTournamentDocument,
    "\n  subscription TournamentLive($id: ID!, $after: Int) {\n    tournamentUpdated(id: $id, after: $after) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": typeof types.TournamentLiveDocument,
};
const documents: Documents = {
    "\n  fragment ChatMessageFields on ChatMessage {\n    matchId\n    seq\n    author\n    seat\n    text\n    createdAt\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessages($m: ID!, $a: Int!, $f: Int!) {\n    chatMessages(matchId: $m, after: $a, first: $f) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  fragment ClubChatMessageFields on ClubChatMessage {\n    clubId\n    seq\n    author\n    text\n    createdAt\n  }\n": types.ClubChatMessageFieldsFragmentDoc,
    "\n  query ClubChatMessages($c: ID!, $a: Int!, $f: Int!) {\n    clubChatMessages(clubId: $c, after: $a, first: $f) {\n      ...ClubChatMessageFields\n    }\n  }\n": types.ClubChatMessagesDocument,
    "\n  mutation SendClubChat($c: ID!, $t: String!) {\n    sendClubChatMessage(clubId: $c, text: $t) {\n      ...ClubChatMessageFields\n    }\n  }\n": types.SendClubChatDocument,
    "\n  subscription ClubChatAdded($c: ID!, $a: Int) {\n    clubChatMessageAdded(clubId: $c, after: $a) {\n      ...ClubChatMessageFields\n    }\n  }\n": types.ClubChatAddedDocument,
    "\n  mutation HideClubChat($c: ID!, $s: Int!) {\n    hideClubChatMessage(clubId: $c, seq: $s)\n  }\n": types.HideClubChatDocument,
    "\n  mutation SendChat($m: ID!, $t: String!) {\n    sendChatMessage(matchId: $m, text: $t) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatDocument,
    "\n  mutation MarkChatRead($m: ID!) {\n    markChatRead(matchId: $m)\n  }\n": types.MarkChatReadDocument,
    "\n  subscription ChatAdded($m: ID!, $a: Int) {\n    chatMessageAdded(matchId: $m, after: $a) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatAddedDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      username\n    }\n  }\n": types.BlockedUsersDocument,
    "\n  mutation BlockUser($u: String!) {\n    blockUser(username: $u) {\n      username\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($u: String!) {\n    unblockUser(username: $u)\n  }\n": types.UnblockUserDocument,
    "\n  mutation Report($i: ReportInput!) {\n    report(input: $i) {\n      id\n    }\n  }\n": types.ReportDocument,
    "\n  fragment ReportFields on Report {\n    id\n    reporter\n    reported\n    matchId\n    clubId\n    messageSeq\n    messageText\n    reason\n    status\n    createdAt\n  }\n": types.ReportFieldsFragmentDoc,
    "\n  query OpenReports($f: Int!, $a: ID) {\n    openReports(first: $f, after: $a) {\n      ...ReportFields\n    }\n  }\n": types.OpenReportsDocument,
    "\n  mutation ResolveReport($id: ID!, $n: String!) {\n    resolveReport(id: $id, note: $n) {\n      ...ReportFields\n    }\n  }\n": types.ResolveReportDocument,
    "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    description\n    admission\n    owner\n    members\n  }\n": types.ClubSummaryFieldsFragmentDoc,
    "\n  query ClubsPage($search: String) {\n    myClubs {\n      role\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    myClubInvitations {\n      kind\n      by\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    clubs(search: $search, first: 50) {\n      ...ClubSummaryFields\n    }\n  }\n": types.ClubsPageDocument,
    "\n  query ClubPage($c: ID!) {\n    club(clubId: $c) {\n      ...ClubSummaryFields\n    }\n    clubStanding(clubId: $c) {\n      role\n      pending\n    }\n    clubMembers(clubId: $c, pool: \"duel\", first: 100) {\n      username\n      role\n      rating\n      games\n    }\n    live: clubGames(clubId: $c, status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: clubGames(clubId: $c, status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n    clubTournaments: club(clubId: $c) {\n      tournaments {\n        id\n        name\n        format\n        status\n      }\n      clubMatches {\n        id\n        clubId\n        clubName\n        opponentClubId\n        opponentName\n        boards\n        status\n        rated\n        score\n        opponentScore\n        finishedBoards\n        signUpClosesAt\n        board {\n          board\n          home\n          away\n          matchId\n          homePoints\n          awayPoints\n          forfeit\n        }\n      }\n    }\n  }\n": types.ClubPageDocument,
    "\n  query ClubLobbies($c: ID!) {\n    clubLobbies(clubId: $c) {\n      id\n      owner\n      players\n      seats {\n        username\n      }\n    }\n  }\n": types.ClubLobbiesDocument,
    "\n  query MyClubNames {\n    myClubs {\n      club {\n        id\n        name\n      }\n    }\n  }\n": types.MyClubNamesDocument,
    "\n  query ClubAdmin($c: ID!) {\n    clubPending(clubId: $c) {\n      username\n      kind\n      by\n    }\n    clubLog(clubId: $c, first: 20) {\n      id\n      at\n      action\n      actor\n      target\n    }\n  }\n": types.ClubAdminDocument,
    "\n  mutation CreateClub($i: CreateClubInput!) {\n    createClub(input: $i) {\n      id\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation JoinClub($c: ID!) {\n    joinClub(clubId: $c) {\n      role\n      pending\n    }\n  }\n": types.JoinClubDocument,
    "\n  mutation LeaveClub($c: ID!) {\n    leaveClub(clubId: $c)\n  }\n": types.LeaveClubDocument,
    "\n  mutation InviteToClub($c: ID!, $u: String!) {\n    inviteToClub(clubId: $c, username: $u) {\n      role\n      pending\n    }\n  }\n": types.InviteToClubDocument,
    "\n  mutation AnswerClubRequest($c: ID!, $u: String!, $a: Boolean!) {\n    answerClubRequest(clubId: $c, username: $u, accept: $a) {\n      role\n    }\n  }\n": types.AnswerClubRequestDocument,
    "\n  mutation RemoveClubMember($c: ID!, $u: String!) {\n    removeClubMember(clubId: $c, username: $u)\n  }\n": types.RemoveClubMemberDocument,
    "\n  mutation SetClubRole($c: ID!, $u: String!, $r: ClubRole!) {\n    setClubRole(clubId: $c, username: $u, role: $r) {\n      role\n    }\n  }\n": types.SetClubRoleDocument,
    "\n  mutation DeleteClub($c: ID!) {\n    deleteClub(clubId: $c)\n  }\n": types.DeleteClubDocument,
    "\n  query FindClub($search: String) {\n    clubs(search: $search, first: 100) {\n      id\n      name\n    }\n  }\n": types.FindClubDocument,
    "\n  mutation ChallengeClub($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {\n    challengeClub(clubId: $c, opponentClubId: $o, boards: $n, input: $i, signUpClosesAt: $d) {\n      id\n    }\n  }\n": types.ChallengeClubDocument,
    "\n  mutation AnswerClubMatch($id: ID!, $a: Boolean!) {\n    answerClubMatch(id: $id, accept: $a) {\n      id\n    }\n  }\n": types.AnswerClubMatchDocument,
    "\n  mutation CancelClubMatch($id: ID!) {\n    cancelClubMatch(id: $id) {\n      id\n    }\n  }\n": types.CancelClubMatchDocument,
    "\n  mutation SignUpForClubMatch($id: ID!, $u: String) {\n    signUpForClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n": types.SignUpForClubMatchDocument,
    "\n  mutation WithdrawFromClubMatch($id: ID!, $u: String) {\n    withdrawFromClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n": types.WithdrawFromClubMatchDocument,
    "\n  fragment NoteFields on Note {\n    id\n    matchId\n    moveSeq\n    body\n    shared\n    author\n    updatedAt\n  }\n": types.NoteFieldsFragmentDoc,
    "\n  fragment GroupRematchFields on GroupRematch {\n    matchId\n    status\n    offeredBy\n    newMatchId\n    seedCommitment\n    seats {\n      seat\n      username\n      accepted\n    }\n  }\n": types.GroupRematchFieldsFragmentDoc,
    "\n  query MyNotes($m: ID!) {\n    myNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n": types.MyNotesDocument,
    "\n  query SharedNotes($m: ID!) {\n    sharedNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n": types.SharedNotesDocument,
    "\n  query SearchMyNotes($text: String!) {\n    searchMyNotes(text: $text) {\n      ...NoteFields\n    }\n  }\n": types.SearchMyNotesDocument,
    "\n  mutation AddNote($m: ID!, $body: String!, $seq: Int) {\n    addNote(matchId: $m, body: $body, moveSeq: $seq) {\n      ...NoteFields\n    }\n  }\n": types.AddNoteDocument,
    "\n  mutation EditNote($id: ID!, $body: String!) {\n    editNote(id: $id, body: $body) {\n      ...NoteFields\n    }\n  }\n": types.EditNoteDocument,
    "\n  mutation ShareNote($id: ID!, $shared: Boolean!) {\n    shareNote(id: $id, shared: $shared) {\n      ...NoteFields\n    }\n  }\n": types.ShareNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  query ConfirmMoves {\n    confirmMoves {\n      correspondence\n      live\n    }\n  }\n": types.ConfirmMovesDocument,
    "\n  mutation SetConfirmMoves($input: ConfirmMovesInput!) {\n    setConfirmMoves(input: $input) {\n      correspondence\n      live\n    }\n  }\n": types.SetConfirmMovesDocument,
    "\n  query GroupRematch($m: ID!) {\n    groupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n": types.GroupRematchDocument,
    "\n  mutation AcceptGroupRematch($m: ID!, $entropy: String) {\n    acceptGroupRematch(matchId: $m, entropy: $entropy) {\n      ...GroupRematchFields\n    }\n  }\n": types.AcceptGroupRematchDocument,
    "\n  mutation DeclineGroupRematch($m: ID!) {\n    declineGroupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n": types.DeclineGroupRematchDocument,
    "\n  query SameNetworkSeats($m: ID!) {\n    sameNetworkSeats(matchId: $m) {\n      pairs\n    }\n  }\n": types.SameNetworkSeatsDocument,
    "\n  mutation CreateGuest {\n    createGuest {\n      ...AuthPayloadFields\n    }\n  }\n": types.CreateGuestDocument,
    "\n  mutation ConvertGuest($input: RegisterInput!) {\n    convertGuest(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ConvertGuestDocument,
    "\n  fragment ModerationEntryFields on ModerationEntry {\n    id\n    username\n    actor\n    action\n    reason\n    refId\n    matchIds\n    createdAt\n  }\n": types.ModerationEntryFieldsFragmentDoc,
    "\n  fragment AppealFields on Appeal {\n    id\n    username\n    text\n    status\n    createdAt\n    answeredBy\n    answer\n    answeredAt\n    entry {\n      ...ModerationEntryFields\n    }\n  }\n": types.AppealFieldsFragmentDoc,
    "\n  query MyModeration {\n    myModeration {\n      rulesBroken\n      ratedExcluded\n      warnings {\n        ...ModerationEntryFields\n      }\n      appealable {\n        ...ModerationEntryFields\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n": types.MyModerationDocument,
    "\n  mutation AcknowledgeWarning($id: String!) {\n    acknowledgeWarning(id: $id) {\n      id\n    }\n  }\n": types.AcknowledgeWarningDocument,
    "\n  mutation Appeal($entryId: String!, $text: String!) {\n    appeal(entryId: $entryId, text: $text) {\n      ...AppealFields\n    }\n  }\n": types.AppealDocument,
    "\n  mutation AppealSuspension($username: String!, $password: String!, $text: String!) {\n    appealSuspension(username: $username, password: $password, text: $text) {\n      ...AppealFields\n    }\n  }\n": types.AppealSuspensionDocument,
    "\n  query ModerationAccount($username: String!) {\n    moderationAccount(username: $username) {\n      username\n      role\n      suspended\n      closed\n      rulesBroken\n      ratedExcluded\n      log {\n        ...ModerationEntryFields\n      }\n      reports {\n        id\n        reporter\n        reason\n        status\n        createdAt\n        resolution\n      }\n      matches {\n        matchId\n        finishedAt\n        rated\n        ratingOutcome\n        result\n        players\n      }\n      coPlayers {\n        username\n        matches\n        ratedMatches\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n": types.ModerationAccountDocument,
    "\n  mutation Moderate($username: String!, $action: String!, $reason: String!) {\n    moderate(username: $username, action: $action, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n": types.ModerateDocument,
    "\n  mutation AnnulRatedResults($username: String!, $reason: String!) {\n    annulRatedResults(username: $username, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n": types.AnnulRatedResultsDocument,
    "\n  query OpenAppeals {\n    openAppeals(first: 200) {\n      ...AppealFields\n    }\n  }\n": types.OpenAppealsDocument,
    "\n  mutation AnswerAppeal($id: String!, $verdict: String!, $reason: String!) {\n    answerAppeal(id: $id, verdict: $verdict, reason: $reason) {\n      ...AppealFields\n    }\n  }\n": types.AnswerAppealDocument,
    "\n  fragment RulesFields on Rules {\n    players\n    factions\n    heroes\n    heroValues {\n      hero\n      value\n    }\n  }\n": types.RulesFieldsFragmentDoc,
    "\n  fragment TableFields on Table {\n    phase\n    trickNumber\n    leader\n    drawPileSize\n    discarded\n    discardPileSize\n    skeletonTakes\n    removedFromGameCount\n    moon\n    setAsideTrolls\n    prizes\n    hand\n    followerPile\n    myCthulhuDiscard\n    toAct {\n      kind\n      seat\n      peeked\n      prizes\n      allowTop\n      collected\n      giant\n    }\n    trick {\n      seat\n      card\n    }\n    lastTrick {\n      plays {\n        seat\n        card\n      }\n      prizes\n      ranking\n      winner\n      phase\n      trickNumber\n    }\n    cube {\n      cube\n      under\n    }\n    seats {\n      seat\n      username\n      isBot\n      team\n      handSize\n      followerPileSize\n      scorePile\n      gnomesInFront\n      activeVampire\n      underVampire\n      knownCards\n    }\n    revealed {\n      seed\n      hands\n      followerPiles\n      drawPile\n      removedFromGame\n      discardPile\n    }\n  }\n": types.TableFieldsFragmentDoc,
    "\n  fragment MatchFields on Match {\n    id\n    status\n    version\n    headHash\n    seedCommitment\n    seed\n    entropy {\n      serverSeedCommitment\n      contributions\n      serverSeed\n    }\n    mySeat\n    replacedSeats\n    replacementRequestedBy\n    createdAt\n    rated\n    ratedOutcome\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      isBot\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n      factions {\n        faction\n        winner\n      }\n    }\n    table {\n      ...TableFields\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n": types.MatchFieldsFragmentDoc,
    "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    version\n    mySeat\n    createdAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n    }\n    table {\n      phase\n      trickNumber\n      toAct {\n        kind\n        seat\n      }\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n": types.MatchSummaryFieldsFragmentDoc,
    "\n  fragment MoveFields on Move {\n    seat\n    kind\n    card\n    activate\n    bury\n    gnome\n    victim\n  }\n": types.MoveFieldsFragmentDoc,
    "\n  fragment EventFields on MatchEvent {\n    seq\n    type\n    seat\n    hidden\n    createdAt\n    move {\n      ...MoveFields\n    }\n  }\n": types.EventFieldsFragmentDoc,
    "\n  fragment StoryFields on StoryEvent {\n    seq\n    at\n    entries {\n      kind\n      seat\n      other\n      card\n      cards\n      seats\n      hidden\n      count\n      reason\n      flags\n      faction\n      moon\n      phase\n      trick\n      choice\n      lead\n      side\n      results {\n        faction\n        winner\n      }\n      counts\n      values\n      deadline\n      by\n      until\n    }\n  }\n": types.StoryFieldsFragmentDoc,
    "\n  fragment LobbyFields on Lobby {\n    id\n    rules {\n      ...RulesFields\n    }\n    owner\n    status\n    players\n    seats {\n      seat\n      username\n    }\n    matchId\n    rated\n    seedCommitment\n    minRating\n    maxRating\n    friendsOnly\n    clubId\n    minReputation\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n": types.LobbyFieldsFragmentDoc,
    "\n  fragment ChallengeFields on Challenge {\n    rated\n    id\n    rules {\n      ...RulesFields\n    }\n    challenger\n    challenged\n    status\n    matchId\n    rematchOf\n    seedCommitment\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n": types.ChallengeFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    user {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestSignInLink($login: String!) {\n    requestSignInLink(login: $login)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n": types.MeDocument,
    "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n": types.MatchDocument,
    "\n  query MatchAt($id: ID!, $v: Int!) {\n    matchAt(id: $id, version: $v) {\n      ...MatchFields\n    }\n  }\n": types.MatchAtDocument,
    "\n  query MyMatches {\n    myMatches {\n      ...MatchSummaryFields\n    }\n  }\n": types.MyMatchesDocument,
    "\n  query MyTurn {\n    myTurn(first: 200) {\n      matchId\n      seat\n      opponents\n      due\n      version\n      dueSince\n      deadline\n    }\n  }\n": types.MyTurnDocument,
    "\n  query Legal($m: ID!) {\n    legalMoves(matchId: $m) {\n      ...MoveFields\n    }\n  }\n": types.LegalDocument,
    "\n  query Events($m: ID!, $a: Int!) {\n    matchEvents(matchId: $m, after: $a) {\n      ...EventFields\n    }\n  }\n": types.EventsDocument,
    "\n  query Story($m: ID!, $a: Int!) {\n    matchStory(matchId: $m, after: $a) {\n      ...StoryFields\n    }\n  }\n": types.StoryDocument,
    "\n  mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) {\n    playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n": types.PlayDocument,
    "\n  mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) {\n    decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n": types.DecideDocument,
    "\n  mutation Resign($m: ID!) {\n    resign(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": types.ResignDocument,
    "\n  mutation RequestReplacement($m: ID!) {\n    requestReplacement(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": types.RequestReplacementDocument,
    "\n  query ForcedMoves($m: ID) {\n    forcedMoves(matchId: $m) {\n      on\n      overridden\n    }\n  }\n": types.ForcedMovesDocument,
    "\n  mutation SetForcedMoves($on: Boolean!) {\n    setForcedMoves(on: $on) {\n      on\n      overridden\n    }\n  }\n": types.SetForcedMovesDocument,
    "\n  mutation SetMatchForcedMoves($m: ID!, $on: Boolean) {\n    setMatchForcedMoves(matchId: $m, on: $on) {\n      on\n      overridden\n    }\n  }\n": types.SetMatchForcedMovesDocument,
    "\n  mutation SetHistoryHidden($hidden: Boolean!) {\n    setHistoryHidden(hidden: $hidden)\n  }\n": types.SetHistoryHiddenDocument,
    "\n  mutation Abort($m: ID!) {\n    abort(matchId: $m) {\n      ...MatchFields\n    }\n  }\n": types.AbortDocument,
    "\n  mutation ClaimTimeout($m: ID!, $c: TimeoutClaim) {\n    claimTimeout(matchId: $m, claim: $c) {\n      ...MatchFields\n    }\n  }\n": types.ClaimTimeoutDocument,
    "\n  subscription Watch($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        ...EventFields\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n": types.WatchDocument,
    "\n  subscription MyEvents {\n    myEvents {\n      kind\n      matchId\n      seat\n      version\n      deadline\n      challengeId\n      challengeStatus\n      from\n      appealVerdict\n      clubId\n      clubMatchId\n      boardsPlayed\n      board\n      forfeit\n      unanswered\n    }\n  }\n": types.MyEventsDocument,
    "\n  query OpenLobbies($min: Float, $max: Float) {\n    openLobbies(minRating: $min, maxRating: $max) {\n      ...LobbyFields\n    }\n  }\n": types.OpenLobbiesDocument,
    "\n  query MyLobbies {\n    myLobbies {\n      ...LobbyFields\n    }\n  }\n": types.MyLobbiesDocument,
    "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n": types.LobbyDocument,
    "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n": types.CreateLobbyDocument,
    "\n  mutation JoinLobby($id: ID!, $entropy: String) {\n    joinLobby(id: $id, entropy: $entropy) {\n      ...LobbyFields\n    }\n  }\n": types.JoinLobbyDocument,
    "\n  mutation LeaveLobby($id: ID!) {\n    leaveLobby(id: $id) {\n      id\n    }\n  }\n": types.LeaveLobbyDocument,
    "\n  mutation PlayComputer($input: PlayComputerInput!) {\n    playComputer(input: $input) {\n      id\n    }\n  }\n": types.PlayComputerDocument,
    "\n  mutation RematchComputer($matchId: ID!) {\n    rematchComputer(matchId: $matchId) {\n      id\n    }\n  }\n": types.RematchComputerDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation AddPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    addPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      id\n      endpoint\n    }\n  }\n": types.AddPushSubscriptionDocument,
    "\n  query MyPushSubscriptions {\n    myPushSubscriptions {\n      id\n      endpoint\n    }\n  }\n": types.MyPushSubscriptionsDocument,
    "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n": types.RemovePushSubscriptionDocument,
    "\n  query MyChallenges {\n    myChallenges {\n      ...ChallengeFields\n    }\n  }\n": types.MyChallengesDocument,
    "\n  mutation Challenge($u: String!, $input: CreateLobbyInput!) {\n    challenge(username: $u, input: $input) {\n      ...ChallengeFields\n    }\n  }\n": types.ChallengeDocument,
    "\n  mutation Accept($id: ID!, $entropy: String) {\n    acceptChallenge(id: $id, entropy: $entropy) {\n      ...ChallengeFields\n    }\n  }\n": types.AcceptDocument,
    "\n  mutation Decline($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": types.DeclineDocument,
    "\n  mutation Cancel($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": types.CancelDocument,
    "\n  mutation Rematch($m: ID!, $tc: RematchTimeControlInput) {\n    rematch(matchId: $m, timeControl: $tc) {\n      ...ChallengeFields\n    }\n  }\n": types.RematchDocument,
    "\n  fragment StandingOrderFields on StandingOrder {\n    id\n    position\n    when\n    whenCard\n    whenFaction\n    answer\n    card\n    faction\n    status\n    reason\n    firedSeq\n  }\n": types.StandingOrderFieldsFragmentDoc,
    "\n  query MyStandingOrders($m: ID!) {\n    myStandingOrders(matchId: $m) {\n      ...StandingOrderFields\n    }\n  }\n": types.MyStandingOrdersDocument,
    "\n  mutation AddStandingOrder($m: ID!, $order: StandingOrderInput!) {\n    addStandingOrder(matchId: $m, order: $order) {\n      ...StandingOrderFields\n    }\n  }\n": types.AddStandingOrderDocument,
    "\n  mutation RemoveStandingOrder($id: ID!) {\n    removeStandingOrder(id: $id)\n  }\n": types.RemoveStandingOrderDocument,
    "\n  query ExportMatchRecord($id: ID!) {\n    exportMatch(id: $id)\n  }\n": types.ExportMatchRecordDocument,
    "\n  fragment ArchivedMatchFields on ArchivedMatch {\n    id\n    rated\n    createdAt\n    finishedAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      result\n    }\n  }\n": types.ArchivedMatchFieldsFragmentDoc,
    "\n  query LiveMatches {\n    liveMatches(first: 50) {\n      ...ArchivedMatchFields\n    }\n  }\n": types.LiveMatchesDocument,
    "\n  query PublicMatch($id: ID!) {\n    publicMatch(id: $id) {\n      ...MatchFields\n    }\n  }\n": types.PublicMatchDocument,
    "\n  subscription WatchPublic($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        seq\n        createdAt\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n": types.WatchPublicDocument,
    "\n  query Profile($name: String!) {\n    user(username: $name, recent: 20) {\n      username\n      memberSince\n      historyHidden\n      rulesBroken\n      games {\n        players\n        played\n        won\n        drawn\n        lost\n      }\n      ratings {\n        pool\n        rating\n        deviation\n        provisional\n        games\n      }\n      favouriteFactions {\n        faction\n        games\n      }\n      recentMatches {\n        ...ArchivedMatchFields\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  query RatingHistory($name: String!, $pool: String!) {\n    ratingHistory(username: $name, pool: $pool, first: 50) {\n      matchId\n      result\n      ratingBefore\n      ratingAfter\n      createdAt\n    }\n  }\n": types.RatingHistoryDocument,
    "\n  query Leaderboard($pool: String!) {\n    leaderboard(pool: $pool, first: 100, provisional: true) {\n      username\n      rating\n      deviation\n      provisional\n      games\n      wins\n      draws\n      losses\n    }\n  }\n": types.LeaderboardDocument,
    "\n  fragment ReviewMoveFields on Move {\n    seat\n    kind\n    card\n    notation\n  }\n": types.ReviewMoveFieldsFragmentDoc,
    "\n  fragment MatchReviewFields on MatchReview {\n    matchId\n    depth\n    status\n    seed\n    decisions {\n      seq\n      moveIndex\n      seat\n      played {\n        ...ReviewMoveFields\n      }\n      playedValue\n      bestValue\n      bestMove {\n        ...ReviewMoveFields\n      }\n      loss\n      hindsightMethod\n      hindsightPlayedValue\n      hindsightBestValue\n      hindsightBestMove {\n        ...ReviewMoveFields\n      }\n    }\n    keyMoments\n    seats {\n      seat\n      decisions\n      accuracy\n      averageLoss\n      chances {\n        seq\n        chance\n      }\n    }\n  }\n": types.MatchReviewFieldsFragmentDoc,
    "\n  query MatchReview($m: ID!) {\n    matchReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n": types.MatchReviewDocument,
    "\n  mutation RequestDeepReview($m: ID!) {\n    requestDeepReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n": types.RequestDeepReviewDocument,
    "\n  query MatchAsSeat($m: ID!, $s: Int!, $seat: Int) {\n    matchAsSeat(matchId: $m, seq: $s, seat: $seat) {\n      ...MatchFields\n    }\n  }\n": types.MatchAsSeatDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  fragment SignedInSessionFields on SignedInSession {\n    id\n    current\n    userAgent\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": types.SignedInSessionFieldsFragmentDoc,
    "\n  fragment VacationFields on VacationStatus {\n    allowanceDays\n    usedDays\n    vacation {\n      id\n      active\n      startsAt\n      endsAt\n    }\n  }\n": types.VacationFieldsFragmentDoc,
    "\n  query Settings($me: String!) {\n    myEmail {\n      address\n      verifiedAt\n    }\n    notificationPreferences {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n    myVacation {\n      ...VacationFields\n    }\n    apiTokens {\n      ...ApiTokenFields\n    }\n    mySessions {\n      ...SignedInSessionFields\n    }\n    authorisedApps {\n      id\n      clientId\n      scopes\n      createdAt\n    }\n    blockedUsers {\n      username\n      since\n      isBot\n    }\n    forcedMoves {\n      on\n    }\n    confirmMoves {\n      correspondence\n      live\n    }\n    user(username: $me, recent: 1) {\n      historyHidden\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation SetEmail($address: String!) {\n    setEmail(address: $address) {\n      address\n      verifiedAt\n    }\n  }\n": types.SetEmailDocument,
    "\n  mutation RemoveEmail {\n    removeEmail\n  }\n": types.RemoveEmailDocument,
    "\n  mutation SetNotificationPreferences($p: NotificationPreferencesInput!) {\n    setNotificationPreferences(preferences: $p) {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n  }\n": types.SetNotificationPreferencesDocument,
    "\n  mutation StartVacation($days: Int!, $startsAt: DateTime) {\n    startVacation(days: $days, startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n": types.StartVacationDocument,
    "\n  mutation EndVacation {\n    endVacation {\n      ...VacationFields\n    }\n  }\n": types.EndVacationDocument,
    "\n  mutation ChangePassword($current: String!, $next: String!) {\n    changePassword(currentPassword: $current, newPassword: $next) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RevokeMySessions {\n    revokeMySessions {\n      ...AuthPayloadFields\n    }\n  }\n": types.RevokeMySessionsDocument,
    "\n  query MySessions {\n    mySessions {\n      ...SignedInSessionFields\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.RevokeSessionDocument,
    "\n  mutation RequestPasswordReset($login: String!) {\n    requestPasswordReset(login: $login)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!) {\n    createApiToken(name: $name, scopes: $scopes) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ProposePause($m: ID!) {\n    proposePause(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": types.ProposePauseDocument,
    "\n  mutation AnswerPause($m: ID!, $accept: Boolean!) {\n    answerPause(matchId: $m, accept: $accept) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": types.AnswerPauseDocument,
    "\n  mutation ResumeMatch($m: ID!) {\n    resumeMatch(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n": types.ResumeMatchDocument,
    "\n  mutation RevokeAuthorisedApp($id: ID!) {\n    revokeAuthorisedApp(id: $id) {\n      id\n    }\n  }\n": types.RevokeAuthorisedAppDocument,
    "\n  query OAuthRequest($uid: String!) {\n    oauthRequest(uid: $uid) {\n      uid\n      clientId\n      clientName\n      registered\n      redirectUri\n      scopes\n    }\n  }\n": types.OAuthRequestDocument,
    "\n  mutation ApproveOAuthRequest($uid: String!) {\n    approveOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n": types.ApproveOAuthRequestDocument,
    "\n  mutation DenyOAuthRequest($uid: String!) {\n    denyOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n": types.DenyOAuthRequestDocument,
    "\n  fragment FriendGameFields on ArchivedMatch {\n    id\n    status\n    rated\n    finishedAt\n    seats {\n      seat\n      username\n      result\n    }\n  }\n": types.FriendGameFieldsFragmentDoc,
    "\n  query FriendsPage {\n    friends {\n      username\n      since\n    }\n    following {\n      username\n      since\n    }\n    followers {\n      username\n      since\n    }\n    friendsOnline {\n      username\n      seenAt\n    }\n    friendsWaiting {\n      username\n      matches\n      since\n    }\n    live: friendsGames(status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: friendsGames(status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n  }\n": types.FriendsPageDocument,
    "\n  query PlayerRelation($u: String!) {\n    playerRelation(username: $u) {\n      following\n      followedBy\n      friends\n    }\n  }\n": types.PlayerRelationDocument,
    "\n  mutation Follow($u: String!) {\n    follow(username: $u) {\n      username\n      friends\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($u: String!) {\n    unfollow(username: $u)\n  }\n": types.UnfollowDocument,
    "\n  query ChallengePolicy {\n    challengePolicy {\n      friendsOnly\n    }\n  }\n": types.ChallengePolicyDocument,
    "\n  mutation SetChallengePolicy($friendsOnly: Boolean!) {\n    setChallengePolicy(friendsOnly: $friendsOnly) {\n      friendsOnly\n    }\n  }\n": types.SetChallengePolicyDocument,
    "\n  query Reputation($u: String!) {\n    reputation(username: $u) {\n      games\n      finished\n      timedOut\n      abandoned\n      finishedPercent\n      timedOutPercent\n      cleanPercent\n    }\n  }\n": types.ReputationDocument,
    "\n  query MyRunningGames {\n    myRunningGames {\n      running\n      limit\n      finished\n    }\n  }\n": types.MyRunningGamesDocument,
    "\n  mutation PostSeek($input: CreateLobbyInput!) {\n    postSeek(input: $input) {\n      id\n      status\n      matchId\n    }\n  }\n": types.PostSeekDocument,
    "\n  query MySeeks {\n    mySeeks {\n      id\n      status\n      matchId\n      expiresAt\n      rules {\n        players\n      }\n    }\n  }\n": types.MySeeksDocument,
    "\n  mutation CancelSeek($id: ID!) {\n    cancelSeek(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelSeekDocument,
    "\n  fragment TournamentFields on Tournament {\n    id\n    name\n    format\n    status\n    organizer\n    preset\n    players\n    daysPerMove\n    rated\n    rounds\n    double\n    bestOf\n    divisionSize\n    promotion\n    seasonDays\n    seasonEndsAt\n    maxEntrants\n    entryOpen\n    startWhenFull\n    minRating\n    maxRating\n    minReputation\n    invited\n    clubId\n    registrationOpensAt\n    registrationClosesAt\n    startsAt\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    rules {\n      heroes\n      heroValues {\n        hero\n        value\n      }\n    }\n    withdrawn\n    currentRound\n    seedCommitment\n    entropyCommitment\n    seed\n    version\n    createdAt\n    entrants {\n      userId\n      username\n    }\n    standings {\n      rank\n      username\n      points\n      buchholz\n      sonnebornBerger\n      played\n      wins\n      draws\n      losses\n      byes\n      division\n    }\n    bracket {\n      round\n      ties {\n        players\n        points\n        games\n        winner\n      }\n    }\n    roundList {\n      round\n      boards {\n        board\n        matchId\n        players\n        result\n        results\n        adjudicated\n      }\n    }\n  }\n": types.TournamentFieldsFragmentDoc,
    "\n  query Tournaments($status: String) {\n    tournaments(status: $status, first: 50) {\n      ...TournamentFields\n    }\n  }\n": types.TournamentsDocument,
    "\n  query Tournament($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": types.TournamentDocument,
    "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentFields\n    }\n  }\n": types.CreateTournamentDocument,
    "\n  mutation JoinTournament($id: ID!, $entropy: String) {\n    joinTournament(id: $id, entropy: $entropy) {\n      ...TournamentFields\n    }\n  }\n": types.JoinTournamentDocument,
    "\n  mutation LeaveTournament($id: ID!) {\n    leaveTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": types.LeaveTournamentDocument,
    "\n  mutation StartTournament($id: ID!) {\n    startTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n": types.StartTournamentDocument,
    "\n  fragment TournamentOrganizerFields on Tournament {\n    paused\n    withdrawAfterTimeouts\n    withdrawn\n    actions {\n      seq\n      at\n      type\n      by\n      username\n      reason\n    }\n  }\n": types.TournamentOrganizerFieldsFragmentDoc,
    "\n  query TournamentOrganizerView($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.TournamentOrganizerViewDocument,
    "\n  mutation PauseTournament($id: ID!) {\n    pauseTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.PauseTournamentDocument,
    "\n  mutation ResumeTournament($id: ID!) {\n    resumeTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.ResumeTournamentDocument,
    "\n  mutation CancelTournament($id: ID!) {\n    cancelTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.CancelTournamentDocument,
    "\n  mutation RemoveTournamentEntrant($id: ID!, $u: String!) {\n    removeTournamentEntrant(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.RemoveTournamentEntrantDocument,
    "\n  mutation HandOverTournament($id: ID!, $u: String!) {\n    handOverTournament(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.HandOverTournamentDocument,
    "\n  subscription TournamentLive($id: ID!, $after: Int) {\n    tournamentUpdated(id: $id, after: $after) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n": types.TournamentLiveDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    matchId\n    seq\n    author\n    seat\n    text\n    createdAt\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($m: ID!, $a: Int!, $f: Int!) {\n    chatMessages(matchId: $m, after: $a, first: $f) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubChatMessageFields on ClubChatMessage {\n    clubId\n    seq\n    author\n    text\n    createdAt\n  }\n"): typeof import('./graphql').ClubChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubChatMessages($c: ID!, $a: Int!, $f: Int!) {\n    clubChatMessages(clubId: $c, after: $a, first: $f) {\n      ...ClubChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ClubChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendClubChat($c: ID!, $t: String!) {\n    sendClubChatMessage(clubId: $c, text: $t) {\n      ...ClubChatMessageFields\n    }\n  }\n"): typeof import('./graphql').SendClubChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClubChatAdded($c: ID!, $a: Int) {\n    clubChatMessageAdded(clubId: $c, after: $a) {\n      ...ClubChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ClubChatAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideClubChat($c: ID!, $s: Int!) {\n    hideClubChatMessage(clubId: $c, seq: $s)\n  }\n"): typeof import('./graphql').HideClubChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChat($m: ID!, $t: String!) {\n    sendChatMessage(matchId: $m, text: $t) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').SendChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($m: ID!) {\n    markChatRead(matchId: $m)\n  }\n"): typeof import('./graphql').MarkChatReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatAdded($m: ID!, $a: Int) {\n    chatMessageAdded(matchId: $m, after: $a) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ChatAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers {\n    blockedUsers {\n      username\n    }\n  }\n"): typeof import('./graphql').BlockedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($u: String!) {\n    blockUser(username: $u) {\n      username\n    }\n  }\n"): typeof import('./graphql').BlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($u: String!) {\n    unblockUser(username: $u)\n  }\n"): typeof import('./graphql').UnblockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report($i: ReportInput!) {\n    report(input: $i) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFields on Report {\n    id\n    reporter\n    reported\n    matchId\n    clubId\n    messageSeq\n    messageText\n    reason\n    status\n    createdAt\n  }\n"): typeof import('./graphql').ReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenReports($f: Int!, $a: ID) {\n    openReports(first: $f, after: $a) {\n      ...ReportFields\n    }\n  }\n"): typeof import('./graphql').OpenReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReport($id: ID!, $n: String!) {\n    resolveReport(id: $id, note: $n) {\n      ...ReportFields\n    }\n  }\n"): typeof import('./graphql').ResolveReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    description\n    admission\n    owner\n    members\n  }\n"): typeof import('./graphql').ClubSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubsPage($search: String) {\n    myClubs {\n      role\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    myClubInvitations {\n      kind\n      by\n      club {\n        ...ClubSummaryFields\n      }\n    }\n    clubs(search: $search, first: 50) {\n      ...ClubSummaryFields\n    }\n  }\n"): typeof import('./graphql').ClubsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubPage($c: ID!) {\n    club(clubId: $c) {\n      ...ClubSummaryFields\n    }\n    clubStanding(clubId: $c) {\n      role\n      pending\n    }\n    clubMembers(clubId: $c, pool: \"duel\", first: 100) {\n      username\n      role\n      rating\n      games\n    }\n    live: clubGames(clubId: $c, status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: clubGames(clubId: $c, status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n    clubTournaments: club(clubId: $c) {\n      tournaments {\n        id\n        name\n        format\n        status\n      }\n      clubMatches {\n        id\n        clubId\n        clubName\n        opponentClubId\n        opponentName\n        boards\n        status\n        rated\n        score\n        opponentScore\n        finishedBoards\n        signUpClosesAt\n        board {\n          board\n          home\n          away\n          matchId\n          homePoints\n          awayPoints\n          forfeit\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubLobbies($c: ID!) {\n    clubLobbies(clubId: $c) {\n      id\n      owner\n      players\n      seats {\n        username\n      }\n    }\n  }\n"): typeof import('./graphql').ClubLobbiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubNames {\n    myClubs {\n      club {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').MyClubNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubAdmin($c: ID!) {\n    clubPending(clubId: $c) {\n      username\n      kind\n      by\n    }\n    clubLog(clubId: $c, first: 20) {\n      id\n      at\n      action\n      actor\n      target\n    }\n  }\n"): typeof import('./graphql').ClubAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($i: CreateClubInput!) {\n    createClub(input: $i) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinClub($c: ID!) {\n    joinClub(clubId: $c) {\n      role\n      pending\n    }\n  }\n"): typeof import('./graphql').JoinClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveClub($c: ID!) {\n    leaveClub(clubId: $c)\n  }\n"): typeof import('./graphql').LeaveClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToClub($c: ID!, $u: String!) {\n    inviteToClub(clubId: $c, username: $u) {\n      role\n      pending\n    }\n  }\n"): typeof import('./graphql').InviteToClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerClubRequest($c: ID!, $u: String!, $a: Boolean!) {\n    answerClubRequest(clubId: $c, username: $u, accept: $a) {\n      role\n    }\n  }\n"): typeof import('./graphql').AnswerClubRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClubMember($c: ID!, $u: String!) {\n    removeClubMember(clubId: $c, username: $u)\n  }\n"): typeof import('./graphql').RemoveClubMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubRole($c: ID!, $u: String!, $r: ClubRole!) {\n    setClubRole(clubId: $c, username: $u, role: $r) {\n      role\n    }\n  }\n"): typeof import('./graphql').SetClubRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClub($c: ID!) {\n    deleteClub(clubId: $c)\n  }\n"): typeof import('./graphql').DeleteClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindClub($search: String) {\n    clubs(search: $search, first: 100) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').FindClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeClub($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {\n    challengeClub(clubId: $c, opponentClubId: $o, boards: $n, input: $i, signUpClosesAt: $d) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerClubMatch($id: ID!, $a: Boolean!) {\n    answerClubMatch(id: $id, accept: $a) {\n      id\n    }\n  }\n"): typeof import('./graphql').AnswerClubMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelClubMatch($id: ID!) {\n    cancelClubMatch(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelClubMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpForClubMatch($id: ID!, $u: String) {\n    signUpForClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').SignUpForClubMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawFromClubMatch($id: ID!, $u: String) {\n    withdrawFromClubMatch(id: $id, username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').WithdrawFromClubMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteFields on Note {\n    id\n    matchId\n    moveSeq\n    body\n    shared\n    author\n    updatedAt\n  }\n"): typeof import('./graphql').NoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupRematchFields on GroupRematch {\n    matchId\n    status\n    offeredBy\n    newMatchId\n    seedCommitment\n    seats {\n      seat\n      username\n      accepted\n    }\n  }\n"): typeof import('./graphql').GroupRematchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotes($m: ID!) {\n    myNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').MyNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedNotes($m: ID!) {\n    sharedNotes(matchId: $m) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').SharedNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMyNotes($text: String!) {\n    searchMyNotes(text: $text) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').SearchMyNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNote($m: ID!, $body: String!, $seq: Int) {\n    addNote(matchId: $m, body: $body, moveSeq: $seq) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').AddNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditNote($id: ID!, $body: String!) {\n    editNote(id: $id, body: $body) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').EditNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareNote($id: ID!, $shared: Boolean!) {\n    shareNote(id: $id, shared: $shared) {\n      ...NoteFields\n    }\n  }\n"): typeof import('./graphql').ShareNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"): typeof import('./graphql').DeleteNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmMoves {\n    confirmMoves {\n      correspondence\n      live\n    }\n  }\n"): typeof import('./graphql').ConfirmMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConfirmMoves($input: ConfirmMovesInput!) {\n    setConfirmMoves(input: $input) {\n      correspondence\n      live\n    }\n  }\n"): typeof import('./graphql').SetConfirmMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupRematch($m: ID!) {\n    groupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n"): typeof import('./graphql').GroupRematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGroupRematch($m: ID!, $entropy: String) {\n    acceptGroupRematch(matchId: $m, entropy: $entropy) {\n      ...GroupRematchFields\n    }\n  }\n"): typeof import('./graphql').AcceptGroupRematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineGroupRematch($m: ID!) {\n    declineGroupRematch(matchId: $m) {\n      ...GroupRematchFields\n    }\n  }\n"): typeof import('./graphql').DeclineGroupRematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SameNetworkSeats($m: ID!) {\n    sameNetworkSeats(matchId: $m) {\n      pairs\n    }\n  }\n"): typeof import('./graphql').SameNetworkSeatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGuest {\n    createGuest {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').CreateGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertGuest($input: RegisterInput!) {\n    convertGuest(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').ConvertGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationEntryFields on ModerationEntry {\n    id\n    username\n    actor\n    action\n    reason\n    refId\n    matchIds\n    createdAt\n  }\n"): typeof import('./graphql').ModerationEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppealFields on Appeal {\n    id\n    username\n    text\n    status\n    createdAt\n    answeredBy\n    answer\n    answeredAt\n    entry {\n      ...ModerationEntryFields\n    }\n  }\n"): typeof import('./graphql').AppealFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyModeration {\n    myModeration {\n      rulesBroken\n      ratedExcluded\n      warnings {\n        ...ModerationEntryFields\n      }\n      appealable {\n        ...ModerationEntryFields\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyModerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeWarning($id: String!) {\n    acknowledgeWarning(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcknowledgeWarningDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Appeal($entryId: String!, $text: String!) {\n    appeal(entryId: $entryId, text: $text) {\n      ...AppealFields\n    }\n  }\n"): typeof import('./graphql').AppealDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealSuspension($username: String!, $password: String!, $text: String!) {\n    appealSuspension(username: $username, password: $password, text: $text) {\n      ...AppealFields\n    }\n  }\n"): typeof import('./graphql').AppealSuspensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationAccount($username: String!) {\n    moderationAccount(username: $username) {\n      username\n      role\n      suspended\n      closed\n      rulesBroken\n      ratedExcluded\n      log {\n        ...ModerationEntryFields\n      }\n      reports {\n        id\n        reporter\n        reason\n        status\n        createdAt\n        resolution\n      }\n      matches {\n        matchId\n        finishedAt\n        rated\n        ratingOutcome\n        result\n        players\n      }\n      coPlayers {\n        username\n        matches\n        ratedMatches\n      }\n      appeals {\n        ...AppealFields\n      }\n    }\n  }\n"): typeof import('./graphql').ModerationAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Moderate($username: String!, $action: String!, $reason: String!) {\n    moderate(username: $username, action: $action, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n"): typeof import('./graphql').ModerateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnulRatedResults($username: String!, $reason: String!) {\n    annulRatedResults(username: $username, reason: $reason) {\n      ...ModerationEntryFields\n    }\n  }\n"): typeof import('./graphql').AnnulRatedResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenAppeals {\n    openAppeals(first: 200) {\n      ...AppealFields\n    }\n  }\n"): typeof import('./graphql').OpenAppealsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerAppeal($id: String!, $verdict: String!, $reason: String!) {\n    answerAppeal(id: $id, verdict: $verdict, reason: $reason) {\n      ...AppealFields\n    }\n  }\n"): typeof import('./graphql').AnswerAppealDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RulesFields on Rules {\n    players\n    factions\n    heroes\n    heroValues {\n      hero\n      value\n    }\n  }\n"): typeof import('./graphql').RulesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TableFields on Table {\n    phase\n    trickNumber\n    leader\n    drawPileSize\n    discarded\n    discardPileSize\n    skeletonTakes\n    removedFromGameCount\n    moon\n    setAsideTrolls\n    prizes\n    hand\n    followerPile\n    myCthulhuDiscard\n    toAct {\n      kind\n      seat\n      peeked\n      prizes\n      allowTop\n      collected\n      giant\n    }\n    trick {\n      seat\n      card\n    }\n    lastTrick {\n      plays {\n        seat\n        card\n      }\n      prizes\n      ranking\n      winner\n      phase\n      trickNumber\n    }\n    cube {\n      cube\n      under\n    }\n    seats {\n      seat\n      username\n      isBot\n      team\n      handSize\n      followerPileSize\n      scorePile\n      gnomesInFront\n      activeVampire\n      underVampire\n      knownCards\n    }\n    revealed {\n      seed\n      hands\n      followerPiles\n      drawPile\n      removedFromGame\n      discardPile\n    }\n  }\n"): typeof import('./graphql').TableFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchFields on Match {\n    id\n    status\n    version\n    headHash\n    seedCommitment\n    seed\n    entropy {\n      serverSeedCommitment\n      contributions\n      serverSeed\n    }\n    mySeat\n    replacedSeats\n    replacementRequestedBy\n    createdAt\n    rated\n    ratedOutcome\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      isBot\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n      factions {\n        faction\n        winner\n      }\n    }\n    table {\n      ...TableFields\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n"): typeof import('./graphql').MatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    version\n    mySeat\n    createdAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n    }\n    result {\n      winner\n      endedBy\n      forfeitedSeat\n    }\n    table {\n      phase\n      trickNumber\n      toAct {\n        kind\n        seat\n      }\n    }\n    canClaimTimeoutAt\n    paused\n    pauseProposedBy\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    clocks {\n      seat\n      username\n      due\n      dueSince\n      deadline\n      bankSeconds\n      vacationUntil\n      skipped\n    }\n  }\n"): typeof import('./graphql').MatchSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoveFields on Move {\n    seat\n    kind\n    card\n    activate\n    bury\n    gnome\n    victim\n  }\n"): typeof import('./graphql').MoveFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on MatchEvent {\n    seq\n    type\n    seat\n    hidden\n    createdAt\n    move {\n      ...MoveFields\n    }\n  }\n"): typeof import('./graphql').EventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryFields on StoryEvent {\n    seq\n    at\n    entries {\n      kind\n      seat\n      other\n      card\n      cards\n      seats\n      hidden\n      count\n      reason\n      flags\n      faction\n      moon\n      phase\n      trick\n      choice\n      lead\n      side\n      results {\n        faction\n        winner\n      }\n      counts\n      values\n      deadline\n      by\n      until\n    }\n  }\n"): typeof import('./graphql').StoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LobbyFields on Lobby {\n    id\n    rules {\n      ...RulesFields\n    }\n    owner\n    status\n    players\n    seats {\n      seat\n      username\n    }\n    matchId\n    rated\n    seedCommitment\n    minRating\n    maxRating\n    friendsOnly\n    clubId\n    minReputation\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n"): typeof import('./graphql').LobbyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeFields on Challenge {\n    rated\n    id\n    rules {\n      ...RulesFields\n    }\n    challenger\n    challenged\n    status\n    matchId\n    rematchOf\n    seedCommitment\n    daysPerMove\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    createdAt\n  }\n"): typeof import('./graphql').ChallengeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    user {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n"): typeof import('./graphql').AuthPayloadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($login: String!) {\n    requestSignInLink(login: $login)\n  }\n"): typeof import('./graphql').RequestSignInLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').SignInWithLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      role\n      isGuest\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').MatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchAt($id: ID!, $v: Int!) {\n    matchAt(id: $id, version: $v) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').MatchAtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMatches {\n    myMatches {\n      ...MatchSummaryFields\n    }\n  }\n"): typeof import('./graphql').MyMatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTurn {\n    myTurn(first: 200) {\n      matchId\n      seat\n      opponents\n      due\n      version\n      dueSince\n      deadline\n    }\n  }\n"): typeof import('./graphql').MyTurnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Legal($m: ID!) {\n    legalMoves(matchId: $m) {\n      ...MoveFields\n    }\n  }\n"): typeof import('./graphql').LegalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events($m: ID!, $a: Int!) {\n    matchEvents(matchId: $m, after: $a) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Story($m: ID!, $a: Int!) {\n    matchStory(matchId: $m, after: $a) {\n      ...StoryFields\n    }\n  }\n"): typeof import('./graphql').StoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) {\n    playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').PlayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) {\n    decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').DecideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resign($m: ID!) {\n    resign(matchId: $m) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').ResignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReplacement($m: ID!) {\n    requestReplacement(matchId: $m) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').RequestReplacementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForcedMoves($m: ID) {\n    forcedMoves(matchId: $m) {\n      on\n      overridden\n    }\n  }\n"): typeof import('./graphql').ForcedMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetForcedMoves($on: Boolean!) {\n    setForcedMoves(on: $on) {\n      on\n      overridden\n    }\n  }\n"): typeof import('./graphql').SetForcedMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMatchForcedMoves($m: ID!, $on: Boolean) {\n    setMatchForcedMoves(matchId: $m, on: $on) {\n      on\n      overridden\n    }\n  }\n"): typeof import('./graphql').SetMatchForcedMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHistoryHidden($hidden: Boolean!) {\n    setHistoryHidden(hidden: $hidden)\n  }\n"): typeof import('./graphql').SetHistoryHiddenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Abort($m: ID!) {\n    abort(matchId: $m) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').AbortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimTimeout($m: ID!, $c: TimeoutClaim) {\n    claimTimeout(matchId: $m, claim: $c) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').ClaimTimeoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Watch($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        ...EventFields\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n"): typeof import('./graphql').WatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyEvents {\n    myEvents {\n      kind\n      matchId\n      seat\n      version\n      deadline\n      challengeId\n      challengeStatus\n      from\n      appealVerdict\n      clubId\n      clubMatchId\n      boardsPlayed\n      board\n      forfeit\n      unanswered\n    }\n  }\n"): typeof import('./graphql').MyEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenLobbies($min: Float, $max: Float) {\n    openLobbies(minRating: $min, maxRating: $max) {\n      ...LobbyFields\n    }\n  }\n"): typeof import('./graphql').OpenLobbiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLobbies {\n    myLobbies {\n      ...LobbyFields\n    }\n  }\n"): typeof import('./graphql').MyLobbiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n"): typeof import('./graphql').LobbyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n"): typeof import('./graphql').CreateLobbyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLobby($id: ID!, $entropy: String) {\n    joinLobby(id: $id, entropy: $entropy) {\n      ...LobbyFields\n    }\n  }\n"): typeof import('./graphql').JoinLobbyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveLobby($id: ID!) {\n    leaveLobby(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').LeaveLobbyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayComputer($input: PlayComputerInput!) {\n    playComputer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PlayComputerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RematchComputer($matchId: ID!) {\n    rematchComputer(matchId: $matchId) {\n      id\n    }\n  }\n"): typeof import('./graphql').RematchComputerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): typeof import('./graphql').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    addPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      id\n      endpoint\n    }\n  }\n"): typeof import('./graphql').AddPushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPushSubscriptions {\n    myPushSubscriptions {\n      id\n      endpoint\n    }\n  }\n"): typeof import('./graphql').MyPushSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n"): typeof import('./graphql').RemovePushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChallenges {\n    myChallenges {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').MyChallengesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Challenge($u: String!, $input: CreateLobbyInput!) {\n    challenge(username: $u, input: $input) {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').ChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Accept($id: ID!, $entropy: String) {\n    acceptChallenge(id: $id, entropy: $entropy) {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').AcceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Decline($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').DeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Cancel($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').CancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Rematch($m: ID!, $tc: RematchTimeControlInput) {\n    rematch(matchId: $m, timeControl: $tc) {\n      ...ChallengeFields\n    }\n  }\n"): typeof import('./graphql').RematchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StandingOrderFields on StandingOrder {\n    id\n    position\n    when\n    whenCard\n    whenFaction\n    answer\n    card\n    faction\n    status\n    reason\n    firedSeq\n  }\n"): typeof import('./graphql').StandingOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStandingOrders($m: ID!) {\n    myStandingOrders(matchId: $m) {\n      ...StandingOrderFields\n    }\n  }\n"): typeof import('./graphql').MyStandingOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStandingOrder($m: ID!, $order: StandingOrderInput!) {\n    addStandingOrder(matchId: $m, order: $order) {\n      ...StandingOrderFields\n    }\n  }\n"): typeof import('./graphql').AddStandingOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStandingOrder($id: ID!) {\n    removeStandingOrder(id: $id)\n  }\n"): typeof import('./graphql').RemoveStandingOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMatchRecord($id: ID!) {\n    exportMatch(id: $id)\n  }\n"): typeof import('./graphql').ExportMatchRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArchivedMatchFields on ArchivedMatch {\n    id\n    rated\n    createdAt\n    finishedAt\n    rules {\n      ...RulesFields\n    }\n    seats {\n      seat\n      username\n      result\n    }\n  }\n"): typeof import('./graphql').ArchivedMatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveMatches {\n    liveMatches(first: 50) {\n      ...ArchivedMatchFields\n    }\n  }\n"): typeof import('./graphql').LiveMatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicMatch($id: ID!) {\n    publicMatch(id: $id) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').PublicMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WatchPublic($m: ID!, $a: Int) {\n    matchUpdated(matchId: $m, after: $a) {\n      event {\n        seq\n        createdAt\n      }\n      match {\n        ...MatchFields\n      }\n    }\n  }\n"): typeof import('./graphql').WatchPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($name: String!) {\n    user(username: $name, recent: 20) {\n      username\n      memberSince\n      historyHidden\n      rulesBroken\n      games {\n        players\n        played\n        won\n        drawn\n        lost\n      }\n      ratings {\n        pool\n        rating\n        deviation\n        provisional\n        games\n      }\n      favouriteFactions {\n        faction\n        games\n      }\n      recentMatches {\n        ...ArchivedMatchFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingHistory($name: String!, $pool: String!) {\n    ratingHistory(username: $name, pool: $pool, first: 50) {\n      matchId\n      result\n      ratingBefore\n      ratingAfter\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RatingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leaderboard($pool: String!) {\n    leaderboard(pool: $pool, first: 100, provisional: true) {\n      username\n      rating\n      deviation\n      provisional\n      games\n      wins\n      draws\n      losses\n    }\n  }\n"): typeof import('./graphql').LeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewMoveFields on Move {\n    seat\n    kind\n    card\n    notation\n  }\n"): typeof import('./graphql').ReviewMoveFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchReviewFields on MatchReview {\n    matchId\n    depth\n    status\n    seed\n    decisions {\n      seq\n      moveIndex\n      seat\n      played {\n        ...ReviewMoveFields\n      }\n      playedValue\n      bestValue\n      bestMove {\n        ...ReviewMoveFields\n      }\n      loss\n      hindsightMethod\n      hindsightPlayedValue\n      hindsightBestValue\n      hindsightBestMove {\n        ...ReviewMoveFields\n      }\n    }\n    keyMoments\n    seats {\n      seat\n      decisions\n      accuracy\n      averageLoss\n      chances {\n        seq\n        chance\n      }\n    }\n  }\n"): typeof import('./graphql').MatchReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchReview($m: ID!) {\n    matchReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n"): typeof import('./graphql').MatchReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDeepReview($m: ID!) {\n    requestDeepReview(matchId: $m) {\n      ...MatchReviewFields\n    }\n  }\n"): typeof import('./graphql').RequestDeepReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchAsSeat($m: ID!, $s: Int!, $seat: Int) {\n    matchAsSeat(matchId: $m, seq: $s, seat: $seat) {\n      ...MatchFields\n    }\n  }\n"): typeof import('./graphql').MatchAsSeatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): typeof import('./graphql').ApiTokenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInSessionFields on SignedInSession {\n    id\n    current\n    userAgent\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n"): typeof import('./graphql').SignedInSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VacationFields on VacationStatus {\n    allowanceDays\n    usedDays\n    vacation {\n      id\n      active\n      startsAt\n      endsAt\n    }\n  }\n"): typeof import('./graphql').VacationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings($me: String!) {\n    myEmail {\n      address\n      verifiedAt\n    }\n    notificationPreferences {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n    myVacation {\n      ...VacationFields\n    }\n    apiTokens {\n      ...ApiTokenFields\n    }\n    mySessions {\n      ...SignedInSessionFields\n    }\n    authorisedApps {\n      id\n      clientId\n      scopes\n      createdAt\n    }\n    blockedUsers {\n      username\n      since\n      isBot\n    }\n    forcedMoves {\n      on\n    }\n    confirmMoves {\n      correspondence\n      live\n    }\n    user(username: $me, recent: 1) {\n      historyHidden\n    }\n  }\n"): typeof import('./graphql').SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmail($address: String!) {\n    setEmail(address: $address) {\n      address\n      verifiedAt\n    }\n  }\n"): typeof import('./graphql').SetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEmail {\n    removeEmail\n  }\n"): typeof import('./graphql').RemoveEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreferences($p: NotificationPreferencesInput!) {\n    setNotificationPreferences(preferences: $p) {\n      emailDigest\n      emailKinds\n      pushKinds\n    }\n  }\n"): typeof import('./graphql').SetNotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartVacation($days: Int!, $startsAt: DateTime) {\n    startVacation(days: $days, startsAt: $startsAt) {\n      ...VacationFields\n    }\n  }\n"): typeof import('./graphql').StartVacationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndVacation {\n    endVacation {\n      ...VacationFields\n    }\n  }\n"): typeof import('./graphql').EndVacationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($current: String!, $next: String!) {\n    changePassword(currentPassword: $current, newPassword: $next) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMySessions {\n    revokeMySessions {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').RevokeMySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...SignedInSessionFields\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): typeof import('./graphql').RevokeSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($login: String!) {\n    requestPasswordReset(login: $login)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!) {\n    createApiToken(name: $name, scopes: $scopes) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"): typeof import('./graphql').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposePause($m: ID!) {\n    proposePause(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n"): typeof import('./graphql').ProposePauseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerPause($m: ID!, $accept: Boolean!) {\n    answerPause(matchId: $m, accept: $accept) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n"): typeof import('./graphql').AnswerPauseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMatch($m: ID!) {\n    resumeMatch(matchId: $m) {\n      id\n      paused\n      pauseProposedBy\n    }\n  }\n"): typeof import('./graphql').ResumeMatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAuthorisedApp($id: ID!) {\n    revokeAuthorisedApp(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RevokeAuthorisedAppDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthRequest($uid: String!) {\n    oauthRequest(uid: $uid) {\n      uid\n      clientId\n      clientName\n      registered\n      redirectUri\n      scopes\n    }\n  }\n"): typeof import('./graphql').OAuthRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOAuthRequest($uid: String!) {\n    approveOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n"): typeof import('./graphql').ApproveOAuthRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DenyOAuthRequest($uid: String!) {\n    denyOAuthRequest(uid: $uid) {\n      redirectTo\n    }\n  }\n"): typeof import('./graphql').DenyOAuthRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendGameFields on ArchivedMatch {\n    id\n    status\n    rated\n    finishedAt\n    seats {\n      seat\n      username\n      result\n    }\n  }\n"): typeof import('./graphql').FriendGameFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendsPage {\n    friends {\n      username\n      since\n    }\n    following {\n      username\n      since\n    }\n    followers {\n      username\n      since\n    }\n    friendsOnline {\n      username\n      seenAt\n    }\n    friendsWaiting {\n      username\n      matches\n      since\n    }\n    live: friendsGames(status: \"running\", first: 20) {\n      ...FriendGameFields\n    }\n    finished: friendsGames(status: \"finished\", first: 20) {\n      ...FriendGameFields\n    }\n  }\n"): typeof import('./graphql').FriendsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerRelation($u: String!) {\n    playerRelation(username: $u) {\n      following\n      followedBy\n      friends\n    }\n  }\n"): typeof import('./graphql').PlayerRelationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($u: String!) {\n    follow(username: $u) {\n      username\n      friends\n    }\n  }\n"): typeof import('./graphql').FollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($u: String!) {\n    unfollow(username: $u)\n  }\n"): typeof import('./graphql').UnfollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengePolicy {\n    challengePolicy {\n      friendsOnly\n    }\n  }\n"): typeof import('./graphql').ChallengePolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChallengePolicy($friendsOnly: Boolean!) {\n    setChallengePolicy(friendsOnly: $friendsOnly) {\n      friendsOnly\n    }\n  }\n"): typeof import('./graphql').SetChallengePolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reputation($u: String!) {\n    reputation(username: $u) {\n      games\n      finished\n      timedOut\n      abandoned\n      finishedPercent\n      timedOutPercent\n      cleanPercent\n    }\n  }\n"): typeof import('./graphql').ReputationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRunningGames {\n    myRunningGames {\n      running\n      limit\n      finished\n    }\n  }\n"): typeof import('./graphql').MyRunningGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostSeek($input: CreateLobbyInput!) {\n    postSeek(input: $input) {\n      id\n      status\n      matchId\n    }\n  }\n"): typeof import('./graphql').PostSeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySeeks {\n    mySeeks {\n      id\n      status\n      matchId\n      expiresAt\n      rules {\n        players\n      }\n    }\n  }\n"): typeof import('./graphql').MySeeksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSeek($id: ID!) {\n    cancelSeek(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CancelSeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentFields on Tournament {\n    id\n    name\n    format\n    status\n    organizer\n    preset\n    players\n    daysPerMove\n    rated\n    rounds\n    double\n    bestOf\n    divisionSize\n    promotion\n    seasonDays\n    seasonEndsAt\n    maxEntrants\n    entryOpen\n    startWhenFull\n    minRating\n    maxRating\n    minReputation\n    invited\n    clubId\n    registrationOpensAt\n    registrationClosesAt\n    startsAt\n    timeControl {\n      daysPerMove\n      bank {\n        initialDays\n        incrementDays\n        maxDays\n      }\n      noAutoTimeout\n      noVacation\n      automaticTimeout\n    }\n    rules {\n      heroes\n      heroValues {\n        hero\n        value\n      }\n    }\n    withdrawn\n    currentRound\n    seedCommitment\n    entropyCommitment\n    seed\n    version\n    createdAt\n    entrants {\n      userId\n      username\n    }\n    standings {\n      rank\n      username\n      points\n      buchholz\n      sonnebornBerger\n      played\n      wins\n      draws\n      losses\n      byes\n      division\n    }\n    bracket {\n      round\n      ties {\n        players\n        points\n        games\n        winner\n      }\n    }\n    roundList {\n      round\n      boards {\n        board\n        matchId\n        players\n        result\n        results\n        adjudicated\n      }\n    }\n  }\n"): typeof import('./graphql').TournamentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tournaments($status: String) {\n    tournaments(status: $status, first: 50) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').TournamentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tournament($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').TournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').CreateTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinTournament($id: ID!, $entropy: String) {\n    joinTournament(id: $id, entropy: $entropy) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').JoinTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTournament($id: ID!) {\n    leaveTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').LeaveTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTournament($id: ID!) {\n    startTournament(id: $id) {\n      ...TournamentFields\n    }\n  }\n"): typeof import('./graphql').StartTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentOrganizerFields on Tournament {\n    paused\n    withdrawAfterTimeouts\n    withdrawn\n    actions {\n      seq\n      at\n      type\n      by\n      username\n      reason\n    }\n  }\n"): typeof import('./graphql').TournamentOrganizerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentOrganizerView($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').TournamentOrganizerViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseTournament($id: ID!) {\n    pauseTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').PauseTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeTournament($id: ID!) {\n    resumeTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').ResumeTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTournament($id: ID!) {\n    cancelTournament(id: $id) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').CancelTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTournamentEntrant($id: ID!, $u: String!) {\n    removeTournamentEntrant(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').RemoveTournamentEntrantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverTournament($id: ID!, $u: String!) {\n    handOverTournament(id: $id, username: $u) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').HandOverTournamentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TournamentLive($id: ID!, $after: Int) {\n    tournamentUpdated(id: $id, after: $after) {\n      ...TournamentFields\n      ...TournamentOrganizerFields\n    }\n  }\n"): typeof import('./graphql').TournamentLiveDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
