import { shipmentsProjection } from './shipments/shipments.projection';
import { trackingProjection } from './tracking/tracking.projection';
import { inquiriesProjection } from './inquiries/inquiries.projection';
import { adminShipmentsProjection } from './admin-shipments/admin-shipments.projection';
import { adminActivityProjection } from './admin-activity/admin-activity.projection';
import { carrierBookingsProjection } from './carrier-bookings/carrier-bookings.projection';
import { earlyAccessProjection } from './early-access/early-access.projection';
import { autonomyProjection } from './autonomy/autonomy.projection';
import { adminCrisesProjection } from './admin-crises/admin-crises.projection';
import { webhookEndpointsProjection } from './webhook-endpoints/webhook-endpoints.projection';
import { providerAccountsProjection } from './provider-accounts/provider-accounts.projection';
import { addressBookProjection } from './address-book/address-book.projection';
import { manifestsProjection } from './manifests/manifests.projection';
import { pickupsProjection } from './pickups/pickups.projection';
import type { Projection } from './projection';

export * from './projection';
export * from './runner';
export * from './keyset';
export { applyEvents } from './fold';
export * from './shipments/shipments.projection';
export * from './owner-scope';
export * from './shipments/shipments.queries';
export * from './tracking/tracking.projection';
export * from './tracking/tracking.queries';
export * from './admin-crises/admin-crises.projection';
export * from './carrier-bookings/carrier-bookings.projection';
export * from './carrier-bookings/carrier-bookings.queries';
export * from './inquiries/inquiries.projection';
export * from './inquiries/inquiries.queries';
export * from './admin-shipments/admin-shipments.projection';
export * from './admin-shipments/admin-shipments.queries';
export * from './admin-activity/admin-activity.projection';
export * from './admin-activity/admin-activity.queries';
export * from './early-access/early-access.projection';
export * from './early-access/early-access.queries';
export * from './autonomy/autonomy.projection';
export * from './autonomy/autonomy.queries';
export * from './webhook-endpoints/webhook-endpoints.projection';
export * from './webhook-endpoints/webhook-endpoints.queries';
export * from './provider-accounts/provider-accounts.projection';
export * from './provider-accounts/provider-accounts.queries';
export * from './address-book/address-book.projection';
export * from './address-book/address-book.queries';
export * from './manifests/manifests.projection';
export * from './manifests/manifests.queries';
export * from './pickups/pickups.projection';
export * from './pickups/pickups.queries';

/** Every read model, in the order the runner starts them. */
export const ALL_PROJECTIONS: Projection[] = [
  shipmentsProjection as Projection,
  trackingProjection as Projection,
  carrierBookingsProjection as Projection,
  inquiriesProjection as Projection,
  adminShipmentsProjection as Projection,
  adminActivityProjection as Projection,
  earlyAccessProjection as Projection,
  autonomyProjection as Projection,
  adminCrisesProjection as Projection,
  webhookEndpointsProjection as Projection,
  providerAccountsProjection as Projection,
  manifestsProjection as Projection,
  pickupsProjection as Projection,
  addressBookProjection as Projection,
];
