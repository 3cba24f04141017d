import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { findShipment, findTracking, pageShipmentsOfOwner } from '@waypost/projections';
import type { Page, Shipment, ShipmentListQuery, TrackingResult } from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { ReadScopes } from '../../access/queries/read-scopes';
import { PageCursors, filtersOf } from '../../platform/http/pagination';

/** Read side of shipping: the read models only, never the event store. Staff read every live shipment. */
@Injectable()
export class ShipmentsQueries {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly cursors: PageCursors,
    private readonly scopes: ReadScopes,
  ) {}

  /** The caller's shipments, newest first: the plain array (first page), or a page when paging is asked for. */
  async list(user: RequestUser, query: ShipmentListQuery): Promise<Shipment[] | Page<Shipment>> {
    const request = this.cursors.read<Shipment>({ list: 'shipments', caller: user.id, filters: filtersOf(query) }, query);
    const filters = {
      status: query.status,
      createdFrom: query.created_from === undefined ? undefined : startOf(query.created_from),
      createdTo: query.created_to === undefined ? undefined : endOf(query.created_to),
      originCountry: query.origin_country,
      destinationCountry: query.destination_country,
      carrier: query.carrier,
    };
    return request.answer(await pageShipmentsOfOwner(this.pool, user.id, filters, request.page));
  }

  /** A shipment by id: the caller's own; staff any live one (a test-mode shipment is not found for them). */
  async byId(user: RequestUser, id: string): Promise<Shipment | null> {
    return findShipment(this.pool, id, await this.scopes.ownerScope(user));
  }

  /** A shipment of this owner only (the return portal and its links: staff do not act for the owner there). */
  ofOwner(ownerId: string, id: string): Promise<Shipment | null> {
    return findShipment(this.pool, id, ownerId);
  }

  async tracking(user: RequestUser, trackingNumber: string): Promise<TrackingResult | null> {
    return findTracking(this.pool, trackingNumber, await this.scopes.ownerScope(user));
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** created_from: a date means its first instant (UTC). */
const startOf = (at: string) => (DATE_ONLY.test(at) ? `${at}T00:00:00Z` : at);
/** created_to (exclusive): a date means up to its end, i.e. before the next day (UTC). */
const endOf = (at: string) => {
  if (!DATE_ONLY.test(at)) return at;
  const next = new Date(`${at}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};
