import { z } from 'zod';
import {
  ADDRESS_BOOK_LIMITS,
  CreateParcelPresetSchema,
  CreateSavedAddressSchema,
  ParcelPresetViewSchema,
  SavedAddressViewSchema,
  UpdateParcelPresetSchema,
  UpdateSavedAddressSchema,
} from '../address-book';
import { idParam, type ApiRoute } from './route';

// ── Address book and parcel presets (issue 28, item 5): the caller's own; another account's id answers 404 ──

const address = idParam('saved address');
const preset = idParam('parcel preset');
const CHECKED = 'The address is checked as a shipment’s is (country, postal code format, state, phone) and stored the same way (country resolved to its ISO code, phone in E.164).';
const UNIQUE = (what: string, field: string, limit: number) =>
  `A ${what} already used in the account (letter case aside) is refused (400, field \`${field}\`), and so is a ${limit + 1}th entry (400, field \`${what === 'nickname' ? 'addresses' : 'presets'}\`).`;
const Changed = z.object({ id: z.string(), version: z.number().int() }).meta({ id: 'AddressBookChanged' });

export const ADDRESS_BOOK_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/address-book/addresses',
    operationId: 'listSavedAddresses',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'The caller’s saved addresses',
    responses: { 200: { description: 'By nickname; `defaultSender` marks the default sender (at most one).', schema: z.array(SavedAddressViewSchema) } },
  },
  {
    method: 'post',
    path: '/api/address-book/addresses',
    operationId: 'createSavedAddress',
    tag: 'Address book',
    auth: ['shipper'],
    idempotent: true,
    summary: 'Save an address',
    description: `${CHECKED} ${UNIQUE('nickname', 'nickname', ADDRESS_BOOK_LIMITS.addresses)}`,
    body: CreateSavedAddressSchema,
    responses: { 201: { description: 'Saved.', schema: SavedAddressViewSchema } },
  },
  {
    method: 'get',
    path: '/api/address-book/addresses/{id}',
    operationId: 'getSavedAddress',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'One of the caller’s saved addresses',
    params: address,
    responses: { 200: { description: 'The address.', schema: SavedAddressViewSchema } },
  },
  {
    method: 'put',
    path: '/api/address-book/addresses/{id}',
    operationId: 'updateSavedAddress',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'Change a saved address’s nickname, address or default-sender mark',
    description: CHECKED,
    params: address,
    body: UpdateSavedAddressSchema,
    responses: { 200: { description: 'Changed.', schema: Changed } },
  },
  {
    method: 'delete',
    path: '/api/address-book/addresses/{id}',
    operationId: 'deleteSavedAddress',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'Remove a saved address (the default sender too: the account then has none)',
    params: address,
    responses: { 204: { description: 'Removed.' } },
  },
  {
    method: 'get',
    path: '/api/address-book/parcel-presets',
    operationId: 'listParcelPresets',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'The caller’s parcel presets',
    responses: { 200: { description: 'By name.', schema: z.array(ParcelPresetViewSchema) } },
  },
  {
    method: 'post',
    path: '/api/address-book/parcel-presets',
    operationId: 'createParcelPreset',
    tag: 'Address book',
    auth: ['shipper'],
    idempotent: true,
    summary: 'Save a parcel preset',
    description: `The parcel is what a shipment's \`parcels\` entry takes (weight, dimensions, packaging), with the same limits. ${UNIQUE('preset name', 'name', ADDRESS_BOOK_LIMITS.presets)}`,
    body: CreateParcelPresetSchema,
    responses: { 201: { description: 'Saved.', schema: ParcelPresetViewSchema } },
  },
  {
    method: 'get',
    path: '/api/address-book/parcel-presets/{id}',
    operationId: 'getParcelPreset',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'One of the caller’s parcel presets',
    params: preset,
    responses: { 200: { description: 'The preset.', schema: ParcelPresetViewSchema } },
  },
  {
    method: 'put',
    path: '/api/address-book/parcel-presets/{id}',
    operationId: 'updateParcelPreset',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'Change a parcel preset’s name or parcel',
    params: preset,
    body: UpdateParcelPresetSchema,
    responses: { 200: { description: 'Changed.', schema: Changed } },
  },
  {
    method: 'delete',
    path: '/api/address-book/parcel-presets/{id}',
    operationId: 'deleteParcelPreset',
    tag: 'Address book',
    auth: ['shipper'],
    summary: 'Remove a parcel preset',
    params: preset,
    responses: { 204: { description: 'Removed.' } },
  },
];
