// Typed keys: a t() call with a key that English does not have fails the typecheck (npm run typecheck -w web).
// A new namespace: add its English catalogue here.
import type common from '../locales/en/common.json';
import type formats from '../locales/en/formats.json';
import type accessibility from '../locales/en/accessibility.json';
import type account from '../locales/en/account.json';
import type addressBook from '../locales/en/address-book.json';
import type admin from '../locales/en/admin.json';
import type aiShipping from '../locales/en/ai-shipping.json';
import type assistant from '../locales/en/assistant.json';
import type autonomous from '../locales/en/autonomous.json';
import type compliance from '../locales/en/compliance.json';
import type customerService from '../locales/en/customer-service.json';
import type earlyAccess from '../locales/en/early-access.json';
import type landing from '../locales/en/landing.json';
import type manifests from '../locales/en/manifests.json';
import type pickups from '../locales/en/pickups.json';
import type providerAccounts from '../locales/en/provider-accounts.json';
import type quoting from '../locales/en/quoting.json';
import type returns from '../locales/en/returns.json';
import type shipments from '../locales/en/shipments.json';
import type tour from '../locales/en/tour.json';
import type tracking from '../locales/en/tracking.json';
import type webhooks from '../locales/en/webhooks.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      formats: typeof formats;
      accessibility: typeof accessibility;
      account: typeof account;
      'address-book': typeof addressBook;
      admin: typeof admin;
      'ai-shipping': typeof aiShipping;
      assistant: typeof assistant;
      autonomous: typeof autonomous;
      compliance: typeof compliance;
      'customer-service': typeof customerService;
      'early-access': typeof earlyAccess;
      landing: typeof landing;
      manifests: typeof manifests;
      pickups: typeof pickups;
      'provider-accounts': typeof providerAccounts;
      quoting: typeof quoting;
      returns: typeof returns;
      shipments: typeof shipments;
      tour: typeof tour;
      tracking: typeof tracking;
      webhooks: typeof webhooks;
    };
  }
}
