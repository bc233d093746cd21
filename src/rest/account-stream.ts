import type { AccountMessage } from '../correspondence/account-streams.service';
import { TurnEntryModel } from '../correspondence/api/turn.models';
import { toChallengeModel } from '../lobbies/api/lobby.mapper';
import { toNotificationModel } from '../notifications/api/notification.models';
import type { SseMessage } from './sse';

/**
 * A message of GET /api/stream/events: the snapshot (no id: a client resumes after notices only), then
 * each notice with its log seq as id and the very JSON GraphQL's myEvents sends.
 */
export function accountStreamMessage(message: AccountMessage): SseMessage {
  if (message.kind === 'notice')
    return { id: message.entry.seq, event: 'notification', data: toNotificationModel(message.entry) };
  const { seq, turns, challengesReceived, challengesSent } = message.snapshot;
  return {
    event: 'snapshot',
    data: {
      seq,
      turns: turns.map(TurnEntryModel.from),
      challengesReceived: challengesReceived.map(toChallengeModel),
      challengesSent: challengesSent.map(toChallengeModel),
    },
  };
}
