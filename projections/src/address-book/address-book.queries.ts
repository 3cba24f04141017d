import type { Pool } from 'pg';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';

// ── Reads of the address book: lists, and one entry by id or by its nickname or name (the CLI, bulk upload) ──

interface AddressRow {
  id: string;
  nickname: string;
  address: SavedAddressView['address'];
  default_sender: boolean;
  created_at: Date;
  updated_at: Date;
}
interface PresetRow {
  id: string;
  name: string;
  parcel: ParcelPresetView['parcel'];
  created_at: Date;
  updated_at: Date;
}

const addressView = (r: AddressRow): SavedAddressView => ({
  id: r.id,
  nickname: r.nickname,
  address: r.address,
  defaultSender: r.default_sender,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
const presetView = (r: PresetRow): ParcelPresetView => ({ id: r.id, name: r.name, parcel: r.parcel, createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString() });

const ADDRESSES = `SELECT a.id, a.nickname, a.address, coalesce(d.default_sender_id = a.id, false) AS default_sender, a.created_at, a.updated_at
  FROM saved_addresses a LEFT JOIN address_book_defaults d ON d.owner_id = a.owner_id
  WHERE a.owner_id = $1 AND a.deleted_at IS NULL`;
const PRESETS = 'SELECT id, name, parcel, created_at, updated_at FROM parcel_presets WHERE owner_id = $1 AND deleted_at IS NULL';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account's saved addresses, by nickname. */
export async function listSavedAddresses(pool: Pool, ownerId: string): Promise<SavedAddressView[]> {
  const { rows } = await pool.query<AddressRow>(`${ADDRESSES} ORDER BY lower(a.nickname), a.id`, [ownerId]);
  return rows.map(addressView);
}

/** One saved address of this account, by id or by nickname (letter case aside); null: none, removed, or another account's. */
export async function findSavedAddress(pool: Pool, ownerId: string, ref: string): Promise<SavedAddressView | null> {
  const byId = UUID.test(ref);
  const { rows } = await pool.query<AddressRow>(`${ADDRESSES} AND ${byId ? 'a.id = $2::uuid' : 'lower(a.nickname) = lower(trim($2))'} LIMIT 1`, [ownerId, ref]);
  return rows[0] ? addressView(rows[0]) : null;
}

/** The account's default sender, if it has one. */
export async function findDefaultSender(pool: Pool, ownerId: string): Promise<SavedAddressView | null> {
  const { rows } = await pool.query<AddressRow>(`${ADDRESSES} AND d.default_sender_id = a.id`, [ownerId]);
  return rows[0] ? addressView(rows[0]) : null;
}

/** An account's parcel presets, by name. */
export async function listParcelPresets(pool: Pool, ownerId: string): Promise<ParcelPresetView[]> {
  const { rows } = await pool.query<PresetRow>(`${PRESETS} ORDER BY lower(name), id`, [ownerId]);
  return rows.map(presetView);
}

/** One parcel preset of this account, by id or by name (letter case aside). */
export async function findParcelPreset(pool: Pool, ownerId: string, ref: string): Promise<ParcelPresetView | null> {
  const byId = UUID.test(ref);
  const { rows } = await pool.query<PresetRow>(`${PRESETS} AND ${byId ? 'id = $2::uuid' : 'lower(name) = lower(trim($2))'} LIMIT 1`, [ownerId, ref]);
  return rows[0] ? presetView(rows[0]) : null;
}
