import { z } from 'zod';
import { AddressSchema, type ResolvedAddress } from './addresses';
import { LENGTH_UNITS, PACKAGING_TYPES, ParcelInputSchema, WEIGHT_UNITS, type ParcelInput } from './parcels';

// ── Address book and parcel presets per account (issue 28, item 5) ──
// Stream `address-book-<ownerId>`: one per account, so its limits, unique nicknames and its one default sender are
// decided on one stream. Addresses are stored as the shipment stores them (checked country by country, the country
// resolved to its ISO code); a preset holds exactly the parcel a shipment takes.

export const ADDRESS_BOOK_STREAM_TYPE = 'address-book';
export const addressBookStreamId = (ownerId: string): string => `address-book-${ownerId}`;

/** At most this many saved addresses and parcel presets per account. */
export const ADDRESS_BOOK_LIMITS = { addresses: 500, presets: 100 } as const;

// ── Events ───────────────────────────────────────────────────────────────────
export type SavedAddressAdded = {
  type: 'SavedAddressAdded';
  data: { ownerId: string; addressId: string; nickname: string; address: ResolvedAddress; addedAt: string };
};
export type SavedAddressChanged = {
  type: 'SavedAddressChanged';
  data: { ownerId: string; addressId: string; nickname: string; address: ResolvedAddress; changedAt: string };
};
export type SavedAddressRemoved = { type: 'SavedAddressRemoved'; data: { ownerId: string; addressId: string; removedAt: string } };
/** The account's default sender: one of its addresses, or none (null). */
export type DefaultSenderChosen = { type: 'DefaultSenderChosen'; data: { ownerId: string; addressId: string | null; chosenAt: string } };
export type ParcelPresetAdded = { type: 'ParcelPresetAdded'; data: { ownerId: string; presetId: string; name: string; parcel: ParcelInput; addedAt: string } };
export type ParcelPresetChanged = { type: 'ParcelPresetChanged'; data: { ownerId: string; presetId: string; name: string; parcel: ParcelInput; changedAt: string } };
export type ParcelPresetRemoved = { type: 'ParcelPresetRemoved'; data: { ownerId: string; presetId: string; removedAt: string } };

export type AddressBookEvent = SavedAddressAdded | SavedAddressChanged | SavedAddressRemoved | DefaultSenderChosen | ParcelPresetAdded | ParcelPresetChanged | ParcelPresetRemoved;
export const ADDRESS_BOOK_EVENT_TYPES: AddressBookEvent['type'][] = [
  'SavedAddressAdded',
  'SavedAddressChanged',
  'SavedAddressRemoved',
  'DefaultSenderChosen',
  'ParcelPresetAdded',
  'ParcelPresetChanged',
  'ParcelPresetRemoved',
];

// ── HTTP payloads ────────────────────────────────────────────────────────────
const label = (what: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(60, 'must be at most 60 characters')
    .meta({ description: `The ${what}: unique in the account (letter case aside).` });
const DefaultSender = z.boolean({ error: 'must be true or false' }).meta({ description: 'true: this address becomes the default sender; false: it stops being it.' });

export const CreateSavedAddressSchema = z
  .object({ nickname: label('nickname'), address: AddressSchema, defaultSender: DefaultSender.optional() })
  .strict()
  .meta({ id: 'CreateSavedAddress' });
export type CreateSavedAddressInput = z.infer<typeof CreateSavedAddressSchema>;

export const UpdateSavedAddressSchema = z
  .object({ nickname: label('nickname').optional(), address: AddressSchema.optional(), defaultSender: DefaultSender.optional() })
  .strict()
  .meta({ id: 'UpdateSavedAddress', description: 'Only the fields given change; `address` replaces the whole address.' });
export type UpdateSavedAddressInput = z.infer<typeof UpdateSavedAddressSchema>;

export const CreateParcelPresetSchema = z
  .object({ name: label('preset name'), parcel: ParcelInputSchema })
  .strict()
  .meta({ id: 'CreateParcelPreset' });
export type CreateParcelPresetInput = z.infer<typeof CreateParcelPresetSchema>;

export const UpdateParcelPresetSchema = z
  .object({ name: label('preset name').optional(), parcel: ParcelInputSchema.optional() })
  .strict()
  .meta({ id: 'UpdateParcelPreset', description: 'Only the fields given change; `parcel` replaces the whole parcel.' });
export type UpdateParcelPresetInput = z.infer<typeof UpdateParcelPresetSchema>;

// ── Read side ────────────────────────────────────────────────────────────────
const optionalText = z.string().optional();
export const SavedAddressViewSchema = z
  .object({
    id: z.string(),
    nickname: z.string(),
    address: z.object({
      name: z.string(),
      company: optionalText,
      address: z.string(),
      address2: optionalText,
      city: z.string(),
      state: optionalText,
      country: z.string(),
      countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2, resolved from `country`.' }),
      postalCode: z.string(),
      phone: optionalText.meta({ description: 'E.164.' }),
      email: optionalText,
      residential: z.boolean().optional(),
    }),
    defaultSender: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddressView = z.infer<typeof SavedAddressViewSchema>;

const Sides = z.object({ length: z.number(), width: z.number(), height: z.number() });
export const ParcelPresetViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    parcel: z.object({
      weight: z.object({ value: z.number(), unit: z.enum(WEIGHT_UNITS) }),
      dimensions: Sides.extend({ unit: z.enum(LENGTH_UNITS) }).optional(),
      packaging: z.enum(PACKAGING_TYPES).optional(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ParcelPreset' });
export type ParcelPresetView = z.infer<typeof ParcelPresetViewSchema>;

/** The same nickname or preset name, whatever its letter case and surrounding spaces. */
export const sameLabel = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
