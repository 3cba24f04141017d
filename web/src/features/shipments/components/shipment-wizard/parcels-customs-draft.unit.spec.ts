import { CreateShipmentSchema } from '@waypost/contracts';
import { emptyCustomsItem, isInternational, minorDigits, toMinor } from './customs-draft';
import { emptyParcel, itemSizeOfParcel, parcelFromItemSize, parcelsTotalKg, totalWeightText, type ParcelDraft } from './parcels-draft';
import { describeField, emptyDraft, toCreateShipmentRequest, type ShipmentDraft } from './shipment-draft';

// ── Issue 24's parts of the draft: parcels in the shipper's units, customs on an international lane, the rate choice ──

const blank = { company: '', address2: '', state: '', phone: '', email: '', residential: false };
const seed = (): ShipmentDraft => ({
  ...emptyDraft(),
  item: { description: 'Headphones', weight: '1.5', value: '120', length: '30', width: '20', height: '15', aiRecognition: null },
  from: { ...blank, name: 'Ada', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  to: { ...blank, name: 'Grace', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
});
const parcel = (over: Partial<ParcelDraft>): ParcelDraft => ({ ...emptyParcel(), ...over });

describe('the seed payload', () => {
  it('stays exactly the seed one when only the item fields are used, even on an international lane', () => {
    const request = toCreateShipmentRequest(seed());
    expect(request).toEqual({
      fromAddress: { name: 'Ada', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Grace', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
      itemDetails: { description: 'Headphones', weight: 1.5, value: 120, dimensions: { length: 30, width: 20, height: 15 } },
      status: 'pending',
    });
    expect(Object.keys(request)).not.toContain('parcels');
    expect(Object.keys(request)).not.toContain('customs');
    expect(Object.keys(request)).not.toContain('rateSelection');
  });
});

describe('parcels', () => {
  it('are sent in the shipper units; the item weight is their total in kg and its own size is left out', () => {
    const draft = seed();
    draft.parcels = [
      parcel({ weight: '2', weightUnit: 'lb', length: '10', width: '8', height: '4', lengthUnit: 'in', packaging: 'box' }),
      parcel({ weight: '500', weightUnit: 'g' }),
    ];
    const request = toCreateShipmentRequest(draft);
    expect(request.parcels).toEqual([
      { weight: { value: 2, unit: 'lb' }, dimensions: { length: 10, width: 8, height: 4, unit: 'in' }, packaging: 'box' },
      { weight: { value: 500, unit: 'g' } },
    ]);
    // 2 lb = 907.18474 g -> 907 g; + 500 g
    expect(request.itemDetails).toEqual({ description: 'Headphones', weight: 1.407, value: 120 });
    expect(CreateShipmentSchema.safeParse(request).success).toBe(true);
  });

  it('start from the item (kg, cm) when the first one is added', () => {
    expect(parcelFromItemSize(seed().item)).toEqual({ weight: '1.5', weightUnit: 'kg', length: '30', width: '20', height: '15', lengthUnit: 'cm', packaging: '' });
  });

  it('give their total with its unit: kg when units are mixed, the shared unit beside kg otherwise', () => {
    expect(totalWeightText([parcel({ weight: '1.2' }), parcel({ weight: '0.3' })])).toBe('Total weight: 1.5 kg');
    expect(totalWeightText([parcel({ weight: '2', weightUnit: 'lb' }), parcel({ weight: '3', weightUnit: 'lb' })])).toBe('Total weight: 5 lb (2.268 kg)');
    expect(totalWeightText([parcel({ weight: '8', weightUnit: 'oz' }), parcel({ weight: '1', weightUnit: 'kg' })])).toBe('Total weight: 1.227 kg');
    expect(parcelsTotalKg([parcel({ weight: '' }), parcel({ weight: 'abc' }), parcel({ weight: '-1' })])).toBe(0);
  });

  it('go back to the item kg and cm, converted exactly, when the last one is removed', () => {
    expect(itemSizeOfParcel(parcel({ weight: '16', weightUnit: 'oz', length: '10', width: '', height: '2', lengthUnit: 'in' }))).toEqual({
      weight: '0.454',
      length: '25.4',
      width: '',
      height: '5.1',
    });
    expect(itemSizeOfParcel(parcel({ weight: '1.5', length: '30' }))).toEqual({ weight: '1.5', length: '30', width: '', height: '' });
  });

  it('name their fields for people', () => {
    expect(describeField('parcels.0.weight.value')).toBe('Parcel 1 weight');
    expect(describeField('parcels.1.dimensions.height')).toBe('Parcel 2 dimensions height');
    expect(describeField('parcels')).toBe('Parcels');
  });
});

describe('customs', () => {
  const declared = (): ShipmentDraft => {
    const draft = seed();
    draft.customs = {
      contentType: 'merchandise',
      incoterm: 'DDP',
      items: [
        { description: ' Headphones ', quantity: '2', unitValue: '49.99', currency: 'EUR', hsCode: '8518.30', originCountry: 'de', weight: '0.3', weightUnit: 'kg' },
        { description: 'Cable', quantity: '1', unitValue: '5', currency: 'EUR', hsCode: '854442', originCountry: 'CN', weight: '100', weightUnit: 'g' },
      ],
      exporterTaxId: { type: 'EORI', value: 'DE123456789012345' },
      importerTaxId: { type: 'EIN', value: '' },
    };
    return draft;
  };

  it('are sent on an international lane once declared: values in minor units, the tax ids given', () => {
    const request = toCreateShipmentRequest(declared());
    expect(request.customs).toEqual({
      contentType: 'merchandise',
      incoterm: 'DDP',
      items: [
        { description: 'Headphones', quantity: 2, unitValue: { amountMinor: 4999, currency: 'EUR' }, hsCode: '8518.30', originCountry: 'de', weight: { value: 0.3, unit: 'kg' } },
        { description: 'Cable', quantity: 1, unitValue: { amountMinor: 500, currency: 'EUR' }, hsCode: '854442', originCountry: 'CN', weight: { value: 100, unit: 'g' } },
      ],
      exporterTaxIds: [{ type: 'EORI', value: 'DE123456789012345' }],
    });
    expect(CreateShipmentSchema.safeParse(request).success).toBe(true);
  });

  it('are not sent on a domestic lane (country names and codes resolve alike), nor when nothing is declared', () => {
    const domestic = declared();
    domestic.to = { ...domestic.to, country: 'DE', city: 'Munich', postalCode: '80331' };
    expect(toCreateShipmentRequest(domestic).customs).toBeUndefined();
    expect(isInternational('Germany', 'de')).toBe(false);
    expect(isInternational('Deutschland', 'USA')).toBe(true);
    expect(isInternational('Germany', 'Atlantis')).toBe(false);
    const untouched = seed();
    untouched.customs = { ...untouched.customs, incoterm: 'DDP' };
    expect(toCreateShipmentRequest(untouched).customs).toBeUndefined();
  });

  it('count minor units by the currency', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('12.346', 'USD')).toBe(1235);
    expect(toMinor('', 'EUR')).toBe(0);
  });

  it('start a new line in the previous currency, made in the sender country', () => {
    const first = emptyCustomsItem(undefined, 'Germany');
    expect(first).toMatchObject({ currency: 'USD', originCountry: 'DE', quantity: '1' });
    expect(emptyCustomsItem({ ...first, currency: 'EUR', weightUnit: 'lb' }, 'Atlantis')).toMatchObject({ currency: 'EUR', weightUnit: 'lb', originCountry: '' });
  });

  it('name their fields for people', () => {
    expect(describeField('customs.items.0.hsCode')).toBe('Customs item 1 HS code');
    expect(describeField('customs.items.1.unitValue.amountMinor')).toBe('Customs item 2 unit value');
    expect(describeField('customs.items.0.weight.value')).toBe('Customs item 1 weight');
    expect(describeField('customs.exporterTaxIds.0.value')).toBe('Customs exporter tax id');
    expect(describeField('customs.items')).toBe('Customs items');
  });
});

it('asks for manual rate selection only when the shipper chooses a rate', () => {
  const draft = seed();
  draft.rateSelection = 'manual';
  expect(toCreateShipmentRequest(draft).rateSelection).toBe('manual');
  expect(CreateShipmentSchema.safeParse(toCreateShipmentRequest(draft)).success).toBe(true);
});
