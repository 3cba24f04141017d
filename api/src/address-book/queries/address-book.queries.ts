import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { findDefaultSender, findParcelPreset, findSavedAddress, listParcelPresets, listSavedAddresses } from '@waypost/projections';
import { DB } from '../../platform/tokens';

// ── Reads of an account's address book, from its read model. Public surface of the context: the shipment wizard's
// API and a later bulk upload resolve a row's "from address" or "preset" by id or by nickname/name through these. ──

@Injectable()
export class AddressBookQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  addresses(ownerId: string): Promise<SavedAddressView[]> {
    return listSavedAddresses(this.pool, ownerId);
  }

  /** By id or nickname (letter case aside); null when the account has no such address. */
  address(ownerId: string, ref: string): Promise<SavedAddressView | null> {
    return findSavedAddress(this.pool, ownerId, ref);
  }

  defaultSender(ownerId: string): Promise<SavedAddressView | null> {
    return findDefaultSender(this.pool, ownerId);
  }

  presets(ownerId: string): Promise<ParcelPresetView[]> {
    return listParcelPresets(this.pool, ownerId);
  }

  /** By id or name (letter case aside); null when the account has no such preset. */
  preset(ownerId: string, ref: string): Promise<ParcelPresetView | null> {
    return findParcelPreset(this.pool, ownerId, ref);
  }
}
