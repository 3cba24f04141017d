import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { CliError } from './errors';
import { EXIT } from './exit-codes';
import { answer, type ApiClient } from './http';

// ── The caller's address book, read over the API; an entry named by its id, or by nickname or name (letter case
// aside), as people type them on the command line ──

/** Exit 4, as the API's 404. */
const notFound = (what: string, ref: string, list: string) => new CliError(`No ${what} '${ref}' in your address book`, EXIT.notFound, [`See \`waypost ${list} list\`.`]);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function findSavedAddress(api: ApiClient, ref: string): Promise<SavedAddressView> {
  const list = await answer(api, api.signedIn.GET('/api/address-book/addresses'));
  const found = list.find((a) => a.id === ref) ?? list.find((a) => same(a.nickname, ref));
  if (!found) throw notFound('saved address', ref, 'addresses');
  return found;
}

export async function findParcelPreset(api: ApiClient, ref: string): Promise<ParcelPresetView> {
  const list = await answer(api, api.signedIn.GET('/api/address-book/parcel-presets'));
  const found = list.find((p) => p.id === ref) ?? list.find((p) => same(p.name, ref));
  if (!found) throw notFound('parcel preset', ref, 'presets');
  return found;
}
