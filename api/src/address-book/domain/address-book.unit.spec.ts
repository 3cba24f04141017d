import { ADDRESS_BOOK_LIMITS, type AddressBookEvent, type ResolvedAddress } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import {
  AddressBookEntryNotFoundError,
  AddressBookInvalidError,
  decideAddressBook,
  evolveAddressBook,
  foldAddressBook,
  initialAddressBook,
  type AddressBookCommand,
  type AddressBookState,
} from './address-book';

// ── An account's address book as specifications: add, change, remove, the default sender, presets, limits ──

const spec = DeciderSpecification.for<AddressBookCommand, AddressBookState, AddressBookEvent>({
  decide: decideAddressBook,
  evolve: evolveAddressBook,
  initialState: initialAddressBook,
});
const NOW = '2026-11-01T10:00:00.000Z';
const home: ResolvedAddress = { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' };
const shop: ResolvedAddress = { ...home, name: 'Ada Shop', address: '2 Friedrichstraße' };
const added = (addressId: string, nickname: string, address = home): AddressBookEvent => ({
  type: 'SavedAddressAdded',
  data: { ownerId: 'u1', addressId, nickname, address, addedAt: NOW },
});
const chosen = (addressId: string | null): AddressBookEvent => ({ type: 'DefaultSenderChosen', data: { ownerId: 'u1', addressId, chosenAt: NOW } });
const box = { weight: { value: 2, unit: 'kg' as const }, dimensions: { length: 30, width: 20, height: 10, unit: 'cm' as const }, packaging: 'box' as const };
const presetAdded = (presetId: string, name: string): AddressBookEvent => ({ type: 'ParcelPresetAdded', data: { ownerId: 'u1', presetId, name, parcel: box, addedAt: NOW } });

describe('address book decide', () => {
  it('saves an address, and marks it the default sender when asked', () => {
    spec
      .given([])
      .when({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'a1', nickname: 'Home', address: home, now: NOW } })
      .then([added('a1', 'Home')]);
    spec
      .given([])
      .when({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'a1', nickname: 'Home', address: home, defaultSender: true, now: NOW } })
      .then([added('a1', 'Home'), chosen('a1')]);
  });

  it('refuses a nickname already used, whatever its letter case, and a full book', () => {
    spec
      .given([added('a1', 'Home')])
      .when({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'a2', nickname: ' home ', address: shop, now: NOW } })
      .thenThrows(AddressBookInvalidError, /nickname ' home ' is already used/);
    const full = Array.from({ length: ADDRESS_BOOK_LIMITS.addresses }, (_, i) => added(`a${i}`, `N${i}`));
    spec
      .given(full)
      .when({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'new', nickname: 'One more', address: shop, now: NOW } })
      .thenThrows(AddressBookInvalidError, /addresses the address book holds at most 500/);
  });

  it('a retried add (same id) appends nothing', () => {
    spec
      .given([added('a1', 'Home')])
      .when({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'a1', nickname: 'Home', address: home, now: NOW } })
      .thenNothingHappened();
  });

  it('changes nickname and address, moves and clears the default sender, and appends nothing when nothing changes', () => {
    const given = [added('a1', 'Home'), added('a2', 'Shop', shop), chosen('a1')];
    spec
      .given(given)
      .when({ type: 'ChangeSavedAddress', data: { ownerId: 'u1', addressId: 'a2', nickname: 'Store', defaultSender: true, now: NOW } })
      .then([{ type: 'SavedAddressChanged', data: { ownerId: 'u1', addressId: 'a2', nickname: 'Store', address: shop, changedAt: NOW } }, chosen('a2')]);
    spec
      .given(given)
      .when({ type: 'ChangeSavedAddress', data: { ownerId: 'u1', addressId: 'a1', defaultSender: false, now: NOW } })
      .then([chosen(null)]);
    spec
      .given(given)
      .when({ type: 'ChangeSavedAddress', data: { ownerId: 'u1', addressId: 'a1', nickname: 'Home', address: { ...home }, defaultSender: true, now: NOW } })
      .thenNothingHappened();
    spec
      .given(given)
      .when({ type: 'ChangeSavedAddress', data: { ownerId: 'u1', addressId: 'a2', nickname: 'HOME', now: NOW } })
      .thenThrows(AddressBookInvalidError, /already used/);
  });

  it('answers not found for an entry that is not in this book (never added, removed, another account’s)', () => {
    spec
      .given([added('a1', 'Home')])
      .when({ type: 'ChangeSavedAddress', data: { ownerId: 'u1', addressId: 'other', nickname: 'X', now: NOW } })
      .thenThrows(AddressBookEntryNotFoundError, 'Saved address other not found');
    spec
      .given([added('a1', 'Home'), { type: 'SavedAddressRemoved', data: { ownerId: 'u1', addressId: 'a1', removedAt: NOW } }])
      .when({ type: 'RemoveSavedAddress', data: { ownerId: 'u1', addressId: 'a1', now: NOW } })
      .thenThrows(AddressBookEntryNotFoundError);
    spec
      .given([])
      .when({ type: 'RemoveParcelPreset', data: { ownerId: 'u1', presetId: 'p1', now: NOW } })
      .thenThrows(AddressBookEntryNotFoundError, 'Parcel preset p1 not found');
  });

  it('removing the default sender leaves the account with none, and frees the nickname', () => {
    const state = foldAddressBook([added('a1', 'Home'), chosen('a1'), { type: 'SavedAddressRemoved', data: { ownerId: 'u1', addressId: 'a1', removedAt: NOW } }]);
    expect(state.defaultSenderId).toBeNull();
    expect(state.addresses.size).toBe(0);
    expect(decideAddressBook({ type: 'AddSavedAddress', data: { ownerId: 'u1', addressId: 'a9', nickname: 'Home', address: home, now: NOW } }, state)).toHaveLength(1);
  });

  it('saves, renames, refuses and removes parcel presets', () => {
    spec
      .given([])
      .when({ type: 'AddParcelPreset', data: { ownerId: 'u1', presetId: 'p1', name: 'Small box', parcel: box, now: NOW } })
      .then([presetAdded('p1', 'Small box')]);
    spec
      .given([presetAdded('p1', 'Small box')])
      .when({ type: 'AddParcelPreset', data: { ownerId: 'u1', presetId: 'p2', name: 'small BOX', parcel: box, now: NOW } })
      .thenThrows(AddressBookInvalidError, /name 'small BOX' is already used/);
    spec
      .given([presetAdded('p1', 'Small box')])
      .when({ type: 'ChangeParcelPreset', data: { ownerId: 'u1', presetId: 'p1', name: 'Tiny box', now: NOW } })
      .then([{ type: 'ParcelPresetChanged', data: { ownerId: 'u1', presetId: 'p1', name: 'Tiny box', parcel: box, changedAt: NOW } }]);
    spec
      .given([presetAdded('p1', 'Small box')])
      .when({ type: 'ChangeParcelPreset', data: { ownerId: 'u1', presetId: 'p1', parcel: { ...box }, now: NOW } })
      .thenNothingHappened();
    const full = Array.from({ length: ADDRESS_BOOK_LIMITS.presets }, (_, i) => presetAdded(`p${i}`, `P${i}`));
    spec
      .given(full)
      .when({ type: 'AddParcelPreset', data: { ownerId: 'u1', presetId: 'new', name: 'One more', parcel: box, now: NOW } })
      .thenThrows(AddressBookInvalidError, /presets the account holds at most 100/);
    spec
      .given([presetAdded('p1', 'Small box')])
      .when({ type: 'RemoveParcelPreset', data: { ownerId: 'u1', presetId: 'p1', now: NOW } })
      .then([{ type: 'ParcelPresetRemoved', data: { ownerId: 'u1', presetId: 'p1', removedAt: NOW } }]);
  });
});
