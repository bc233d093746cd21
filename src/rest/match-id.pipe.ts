import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../common/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name anything is simply not found (and never reaches a uuid cast in SQL). */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly entity: string) {}

  transform(value: string): string {
    if (!UUID.test(value)) throw new DomainError({ code: 'NOT_FOUND', entity: this.entity });
    return value;
  }
}

export const MatchIdPipe = new IdPipe('Match');
