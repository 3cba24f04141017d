import type { LabelInput } from './label-layout';

// ── A booked two-parcel sandbox shipment, as the label renderers' tests see it ──

export const twoParcelInput: LabelInput = {
  trackingNumber: 'WP1234567890',
  from: { name: 'Anna Schmidt', company: 'Schmidt GmbH', address: 'Hauptstrasse 5', city: 'Berlin', postalCode: '10115', country: 'Germany' },
  to: { name: 'John Carter', address: '350 Fifth Avenue', address2: 'Suite 21', city: 'New York', state: 'NY', postalCode: '10118', country: 'United States' },
  carrierName: 'DHL Express',
  serviceName: 'Express Worldwide',
  serviceLevel: 'express',
  reference: 'SBX-DHL-42',
  sortCode: 'US-JFK',
  routingCode: '2L US 10118',
  route: ['LEJ', 'JFK'],
  bookedOn: '2026-11-27',
  sandbox: true,
  parcels: [{ weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10 }, { weightKg: 0.75 }],
};

export const oneParcelLive: LabelInput = { ...twoParcelInput, sandbox: false, parcels: [{ weightKg: 1.2 }] };
