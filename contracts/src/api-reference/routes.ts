import type { ApiRoute } from './route';
import { FX_ROUTES } from './routes-fx';
import { OPERATIONS_ROUTES } from './routes-operations';
import { PEOPLE_ROUTES } from './routes-people';
import { SHIPPING_ROUTES } from './routes-shipping';
import { WEBHOOK_ROUTES, WEBHOOKS_TAG } from './routes-webhooks';
import { PROVIDER_ACCOUNT_ROUTES } from './routes-provider-accounts';
import { MANIFEST_ROUTES } from './routes-manifests';
import { ADDRESS_BOOK_ROUTES } from './routes-address-book';
import { PICKUP_ROUTES } from './routes-pickups';
import { RETURN_ROUTES } from './routes-returns';

/** Every route of the API, in the reference's order (tests compare it with the routes Nest registers). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...SHIPPING_ROUTES,
  ...FX_ROUTES,
  ...PEOPLE_ROUTES,
  ...OPERATIONS_ROUTES,
  ...PROVIDER_ACCOUNT_ROUTES,
  ...WEBHOOK_ROUTES,
  ...ADDRESS_BOOK_ROUTES,
  ...MANIFEST_ROUTES,
  ...PICKUP_ROUTES,
  ...RETURN_ROUTES,
];

/** Tags of the reference that say more than their name (shown above their operations). */
export const API_TAGS: readonly { name: string; description: string }[] = [WEBHOOKS_TAG];
