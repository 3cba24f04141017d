import { Module } from '@nestjs/common';
import { CATALOGUE_MIGRATIONS } from './catalogue.migration';
import { FxController } from './fx.controller';
import { FxRatesStore } from './fx-rates.store';

export { FxRatesStore };

/** Reference data: the static catalogue (queries/) and the ECB reference-rate table quoting and compliance convert with. */
@Module({
  controllers: [FxController],
  providers: [FxRatesStore],
  exports: [FxRatesStore],
})
export class CatalogueModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = CATALOGUE_MIGRATIONS;
}
