import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';

/** A path id that cannot name anything is simply not found (and never reaches a uuid cast in SQL). */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly entity: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new DomainError({ code: 'NOT_FOUND', entity: this.entity });
    return value;
  }
}

export const MatchIdPipe = new IdPipe('Match');
