import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { QuotingController } from './quoting.controller';
import { QUOTE_CLOCK } from './quoting.tokens';

// Real rates ask the carriers context's ProviderRatesQuery on the app's query bus (CqrsModule.forRoot in app.module).
@Module({
  imports: [CatalogueModule],
  controllers: [QuotingController],
  providers: [{ provide: QUOTE_CLOCK, useValue: () => new Date() }],
})
export class QuotingModule {}
