import { CRM_MESSAGES, NO_DATA_YET } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// The admin pages' messages moved into the `admin` catalogue; in English they stay the contracts' (spec) texts.
it('says in English exactly what the contracts say', () => {
  expect(i18n.t('admin:adminsOnly.message')).toBe(CRM_MESSAGES.staffOnly);
  expect(i18n.t('admin:noDataYet')).toBe(NO_DATA_YET);
  expect(i18n.t('admin:overview.growthNoData')).toBe(`Growth from last month: ${NO_DATA_YET}`);
  expect(i18n.t('admin:overview.responseTimeNoData')).toBe(`Response time: ${NO_DATA_YET}`);
  expect(i18n.t('admin:revenue.growthNoData')).toBe(`Month over month: ${NO_DATA_YET}`);
});
