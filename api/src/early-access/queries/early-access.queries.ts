import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { pageEarlyAccessRequests } from '@waypost/projections';
import type { EarlyAccessEntry, Page, PageQuery } from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import { PageCursors } from '../../platform/http/pagination';

@Injectable()
export class EarlyAccessQueries {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly cursors: PageCursors,
  ) {}

  /** Requests newest first: the plain array (`limit` rows), or a page when paging is asked for. */
  async list(caller: string, query: PageQuery): Promise<EarlyAccessEntry[] | Page<EarlyAccessEntry>> {
    const request = this.cursors.read<EarlyAccessEntry>({ list: 'early-access', caller }, query, { arrayLimit: 500 });
    return request.answer(await pageEarlyAccessRequests(this.pool, request.page));
  }
}
