import type { AddressBookEvent, StoredEvent } from '@waypost/contracts';
import { WRITTEN, uuidKey, type BulkColumn, type Projection } from '../projection';

// ── Read model: each account's saved addresses, parcel presets and default sender (issue 28, item 5) ──
// A removed entry keeps its row (deleted_at set) and is no longer listed. The default sender is a row of its own per
// account, so that choosing another one changes one row only.

type Table = 'saved_addresses' | 'parcel_presets' | 'address_book_defaults';

const columns = (list: readonly (readonly [string, string])[]): BulkColumn[] => list.map(([name, type]) => ({ name, type }));

export const addressBookProjection: Projection<Table> = {
  name: 'address-book',
  tables: ['saved_addresses', 'parcel_presets', 'address_book_defaults'],
  eventTypes: ['SavedAddressAdded', 'SavedAddressChanged', 'SavedAddressRemoved', 'DefaultSenderChosen', 'ParcelPresetAdded', 'ParcelPresetChanged', 'ParcelPresetRemoved'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.saved_addresses} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      nickname text NOT NULL,
      address jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS ${t.saved_addresses}_owner ON ${t.saved_addresses} (owner_id, lower(nickname));
    CREATE TABLE IF NOT EXISTS ${t.parcel_presets} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      parcel jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS ${t.parcel_presets}_owner ON ${t.parcel_presets} (owner_id, lower(name));
    CREATE TABLE IF NOT EXISTS ${t.address_book_defaults} (
      owner_id uuid PRIMARY KEY,
      default_sender_id uuid,
      updated_at timestamptz NOT NULL
    );`,
  fold: {
    kind: 'rows',
    columns: {
      saved_addresses: columns([
        ['id', 'uuid'],
        ['owner_id', 'uuid'],
        ['nickname', 'text'],
        ['address', 'jsonb'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
        ['deleted_at', 'timestamptz'],
      ]),
      parcel_presets: columns([
        ['id', 'uuid'],
        ['owner_id', 'uuid'],
        ['name', 'text'],
        ['parcel', 'jsonb'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
        ['deleted_at', 'timestamptz'],
      ]),
      address_book_defaults: columns([
        ['owner_id', 'uuid'],
        ['default_sender_id', 'uuid'],
        ['updated_at', 'timestamptz'],
      ]),
    },
    keys: { saved_addresses: ['id'], parcel_presets: ['id'], address_book_defaults: ['owner_id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & AddressBookEvent;
      if (typeof event.data?.ownerId !== 'string') return true;
      const owner = uuidKey(event.data.ownerId);
      switch (event.type) {
        case 'SavedAddressAdded':
        case 'SavedAddressChanged':
        case 'SavedAddressRemoved': {
          const d = event.data;
          const key = uuidKey(d.addressId);
          const row = rows.get('saved_addresses', key);
          if (row === WRITTEN) return false;
          if (event.type === 'SavedAddressAdded') {
            if (!row)
              rows.add('saved_addresses', key, {
                id: key,
                owner_id: owner,
                nickname: event.data.nickname,
                address: event.data.address,
                created_at: event.data.addedAt,
                updated_at: event.data.addedAt,
                deleted_at: null,
              });
            return true;
          }
          if (!row || row.owner_id !== owner) return true;
          if (event.type === 'SavedAddressChanged') Object.assign(row, { nickname: event.data.nickname, address: event.data.address, updated_at: event.data.changedAt });
          else {
            // the default sender removed: the account has none (as the domain's state says)
            const defaults = rows.get('address_book_defaults', owner);
            if (defaults === WRITTEN) return false;
            Object.assign(row, { deleted_at: event.data.removedAt, updated_at: event.data.removedAt });
            if (defaults && defaults.default_sender_id === key) Object.assign(defaults, { default_sender_id: null, updated_at: event.data.removedAt });
          }
          return true;
        }
        case 'DefaultSenderChosen': {
          const row = rows.get('address_book_defaults', owner);
          if (row === WRITTEN) return false;
          const chosen = event.data.addressId === null ? null : uuidKey(event.data.addressId);
          if (row) Object.assign(row, { default_sender_id: chosen, updated_at: event.data.chosenAt });
          else rows.add('address_book_defaults', owner, { owner_id: owner, default_sender_id: chosen, updated_at: event.data.chosenAt });
          return true;
        }
        case 'ParcelPresetAdded':
        case 'ParcelPresetChanged':
        case 'ParcelPresetRemoved': {
          const key = uuidKey(event.data.presetId);
          const row = rows.get('parcel_presets', key);
          if (row === WRITTEN) return false;
          if (event.type === 'ParcelPresetAdded') {
            if (!row)
              rows.add('parcel_presets', key, {
                id: key,
                owner_id: owner,
                name: event.data.name,
                parcel: event.data.parcel,
                created_at: event.data.addedAt,
                updated_at: event.data.addedAt,
                deleted_at: null,
              });
            return true;
          }
          if (!row || row.owner_id !== owner) return true;
          if (event.type === 'ParcelPresetChanged') Object.assign(row, { name: event.data.name, parcel: event.data.parcel, updated_at: event.data.changedAt });
          else Object.assign(row, { deleted_at: event.data.removedAt, updated_at: event.data.removedAt });
          return true;
        }
      }
      return true;
    },
  },
};
