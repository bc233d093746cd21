import { UserModel } from '../../users/user';
import type { BotListing } from '../computer.service';
import type { BotModel } from './computer.models';

export function toBotModel(bot: BotListing): BotModel {
  return {
    user: UserModel.from(bot.user),
    level: bot.level,
    summary: bot.summary,
    accepts: bot.level === null ? null : { players: [2, 3, 4], anyRules: true, anyTimeControl: true },
  };
}
