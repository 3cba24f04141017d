import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { findShipment, findTracking, listShipmentsOfOwner } from '@waypost/projections';
import type { Shipment, TrackingResult } from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { isStaff } from '../../platform/auth/permissions';

/** Read side of shipping: the read models only, never the event store. Staff read every shipment. */
@Injectable()
export class ShipmentsQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  list(user: RequestUser): Promise<Shipment[]> {
    return listShipmentsOfOwner(this.pool, user.id);
  }

  byId(user: RequestUser, id: string): Promise<Shipment | null> {
    return findShipment(this.pool, id, isStaff(user) ? null : user.id);
  }

  tracking(user: RequestUser, trackingNumber: string): Promise<TrackingResult | null> {
    return findTracking(this.pool, trackingNumber, isStaff(user) ? null : user.id);
  }
}
