import { ADDRESS_BOOK_LIMITS, sameLabel, type AddressBookEvent, type ParcelInput, type ResolvedAddress } from '@waypost/contracts';

// ── An account's address book (stream address-book-<ownerId>): state, evolve, decide (pure; time comes in) ──
// One stream per account: the limits, the unique nicknames and preset names and the one default sender are all
// decided here. An id of another account's entry is simply not in this stream: it answers as not found.

export interface SavedAddressState {
  nickname: string;
  address: ResolvedAddress;
}
export interface ParcelPresetState {
  name: string;
  parcel: ParcelInput;
}

export interface AddressBookState {
  version: number;
  addresses: Map<string, SavedAddressState>;
  presets: Map<string, ParcelPresetState>;
  defaultSenderId: string | null;
}

export const initialAddressBook = (): AddressBookState => ({ version: 0, addresses: new Map(), presets: new Map(), defaultSenderId: null });

/** Folds one event in; the maps are copied so that a state once returned never changes. */
export function evolveAddressBook(state: AddressBookState, event: AddressBookEvent): AddressBookState {
  const version = state.version + 1;
  switch (event.type) {
    case 'SavedAddressAdded':
    case 'SavedAddressChanged': {
      const addresses = new Map(state.addresses).set(event.data.addressId, { nickname: event.data.nickname, address: event.data.address });
      return { ...state, version, addresses };
    }
    case 'SavedAddressRemoved': {
      const addresses = new Map(state.addresses);
      addresses.delete(event.data.addressId);
      return { ...state, version, addresses, defaultSenderId: state.defaultSenderId === event.data.addressId ? null : state.defaultSenderId };
    }
    case 'DefaultSenderChosen':
      return { ...state, version, defaultSenderId: event.data.addressId };
    case 'ParcelPresetAdded':
    case 'ParcelPresetChanged': {
      const presets = new Map(state.presets).set(event.data.presetId, { name: event.data.name, parcel: event.data.parcel });
      return { ...state, version, presets };
    }
    case 'ParcelPresetRemoved': {
      const presets = new Map(state.presets);
      presets.delete(event.data.presetId);
      return { ...state, version, presets };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const foldAddressBook = (events: readonly { type: string; data: unknown }[]): AddressBookState =>
  events.reduce((s, e) => evolveAddressBook(s, e as AddressBookEvent), initialAddressBook());

// ── Commands ─────────────────────────────────────────────────────────────────
export type AddressBookCommand =
  | { type: 'AddSavedAddress'; data: { ownerId: string; addressId: string; nickname: string; address: ResolvedAddress; defaultSender?: boolean; now: string } }
  | { type: 'ChangeSavedAddress'; data: { ownerId: string; addressId: string; nickname?: string; address?: ResolvedAddress; defaultSender?: boolean; now: string } }
  | { type: 'RemoveSavedAddress'; data: { ownerId: string; addressId: string; now: string } }
  | { type: 'AddParcelPreset'; data: { ownerId: string; presetId: string; name: string; parcel: ParcelInput; now: string } }
  | { type: 'ChangeParcelPreset'; data: { ownerId: string; presetId: string; name?: string; parcel?: ParcelInput; now: string } }
  | { type: 'RemoveParcelPreset'; data: { ownerId: string; presetId: string; now: string } };

/** No such entry in this account's address book (none, removed, or another account's): HTTP 404. */
export class AddressBookEntryNotFoundError extends Error {
  constructor(what: 'Saved address' | 'Parcel preset', id: string) {
    super(`${what} ${id} not found`);
    this.name = 'AddressBookEntryNotFoundError';
  }
}

/** A change the address book refuses (a taken nickname, a full book): HTTP 400 naming the field. */
export class AddressBookInvalidError extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(field: string, message: string) {
    super(`Invalid request: ${field} ${message}`);
    this.name = 'AddressBookInvalidError';
    this.issues = [{ field, message }];
  }
}

const taken = <T>(entries: Map<string, T>, labelOf: (entry: T) => string, label: string, exceptId: string | null): boolean =>
  [...entries].some(([id, entry]) => id !== exceptId && sameLabel(labelOf(entry), label));

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function decideAddressBook(command: AddressBookCommand, state: AddressBookState): AddressBookEvent[] {
  switch (command.type) {
    case 'AddSavedAddress': {
      const { ownerId, addressId, nickname, address, defaultSender, now } = command.data;
      if (state.addresses.has(addressId)) return [];
      if (state.addresses.size >= ADDRESS_BOOK_LIMITS.addresses) {
        throw new AddressBookInvalidError('addresses', `the address book holds at most ${ADDRESS_BOOK_LIMITS.addresses} addresses: remove one first`);
      }
      if (taken(state.addresses, (a) => a.nickname, nickname, null)) throw new AddressBookInvalidError('nickname', `'${nickname}' is already used by another address`);
      const added: AddressBookEvent = { type: 'SavedAddressAdded', data: { ownerId, addressId, nickname, address, addedAt: now } };
      return defaultSender ? [added, { type: 'DefaultSenderChosen', data: { ownerId, addressId, chosenAt: now } }] : [added];
    }
    case 'ChangeSavedAddress': {
      const { ownerId, addressId, defaultSender, now } = command.data;
      const current = state.addresses.get(addressId);
      if (!current) throw new AddressBookEntryNotFoundError('Saved address', addressId);
      const nickname = command.data.nickname ?? current.nickname;
      const address = command.data.address ?? current.address;
      if (taken(state.addresses, (a) => a.nickname, nickname, addressId)) throw new AddressBookInvalidError('nickname', `'${nickname}' is already used by another address`);
      const events: AddressBookEvent[] = [];
      if (nickname !== current.nickname || !sameJson(address, current.address)) {
        events.push({ type: 'SavedAddressChanged', data: { ownerId, addressId, nickname, address, changedAt: now } });
      }
      const isDefault = state.defaultSenderId === addressId;
      if (defaultSender === true && !isDefault) events.push({ type: 'DefaultSenderChosen', data: { ownerId, addressId, chosenAt: now } });
      if (defaultSender === false && isDefault) events.push({ type: 'DefaultSenderChosen', data: { ownerId, addressId: null, chosenAt: now } });
      return events;
    }
    case 'RemoveSavedAddress': {
      const { ownerId, addressId, now } = command.data;
      if (!state.addresses.has(addressId)) throw new AddressBookEntryNotFoundError('Saved address', addressId);
      return [{ type: 'SavedAddressRemoved', data: { ownerId, addressId, removedAt: now } }];
    }
    case 'AddParcelPreset': {
      const { ownerId, presetId, name, parcel, now } = command.data;
      if (state.presets.has(presetId)) return [];
      if (state.presets.size >= ADDRESS_BOOK_LIMITS.presets) {
        throw new AddressBookInvalidError('presets', `the account holds at most ${ADDRESS_BOOK_LIMITS.presets} parcel presets: remove one first`);
      }
      if (taken(state.presets, (p) => p.name, name, null)) throw new AddressBookInvalidError('name', `'${name}' is already used by another preset`);
      return [{ type: 'ParcelPresetAdded', data: { ownerId, presetId, name, parcel, addedAt: now } }];
    }
    case 'ChangeParcelPreset': {
      const { ownerId, presetId, now } = command.data;
      const current = state.presets.get(presetId);
      if (!current) throw new AddressBookEntryNotFoundError('Parcel preset', presetId);
      const name = command.data.name ?? current.name;
      const parcel = command.data.parcel ?? current.parcel;
      if (taken(state.presets, (p) => p.name, name, presetId)) throw new AddressBookInvalidError('name', `'${name}' is already used by another preset`);
      if (name === current.name && sameJson(parcel, current.parcel)) return [];
      return [{ type: 'ParcelPresetChanged', data: { ownerId, presetId, name, parcel, changedAt: now } }];
    }
    case 'RemoveParcelPreset': {
      const { ownerId, presetId, now } = command.data;
      if (!state.presets.has(presetId)) throw new AddressBookEntryNotFoundError('Parcel preset', presetId);
      return [{ type: 'ParcelPresetRemoved', data: { ownerId, presetId, removedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
