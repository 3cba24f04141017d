import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { CreateManifestHandler } from './commands/create-manifest.handler';
import { ManifestsController } from './manifests.controller';
import { ManifestsQueries } from './queries/manifests.queries';

// ── Manifests: a shipper's end-of-day list per carrier and date, closing the shipments it lists (issue 28 item 6) ──

@Module({
  imports: [AccessModule],
  controllers: [ManifestsController],
  providers: [CreateManifestHandler, ManifestsQueries],
})
export class ManifestsModule {}
