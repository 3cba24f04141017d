import { Module } from '@nestjs/common';
import { RequestEarlyAccessHandler } from './commands/request-early-access.handler';
import { EarlyAccessQueries } from './queries/early-access.queries';
import { EarlyAccessController } from './early-access.controller';

@Module({
  controllers: [EarlyAccessController],
  providers: [RequestEarlyAccessHandler, EarlyAccessQueries],
})
export class EarlyAccessModule {}
