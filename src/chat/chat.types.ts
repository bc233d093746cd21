/** One line of a match's chat. */
export interface ChatMessage {
  readonly matchId: string;
  /** 1, 2, 3… per match. */
  readonly seq: number;
  readonly authorId: string;
  readonly author: string;
  readonly seat: number;
  readonly text: string;
  readonly createdAt: Date;
}
