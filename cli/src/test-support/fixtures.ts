import type { Shipment } from '@waypost/contracts';

export const shipmentFixture: Shipment = {
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  trackingNumber: '2PG-2026-000001',
  status: 'in_transit',
  fromAddress: { name: 'Acme GmbH', address: 'Hauptstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10115' },
  toAddress: { name: 'Jo Doe', address: '1 Main St', city: 'Boston', country: 'USA', postalCode: '02110' },
  itemDetails: { description: 'Books', weight: 2.5, value: 120, dimensions: { length: 30, width: 20, height: 10 } },
  estimatedDelivery: '2026-01-08T00:00:00.000Z',
  createdAt: '2026-01-01T09:30:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  version: 2,
  parcels: [
    {
      weight: { value: 2.5, unit: 'kg' },
      dimensions: { length: 30, width: 20, height: 10, unit: 'cm' },
      packaging: 'custom',
      weightKg: 2.5,
      dimensionsCm: { length: 30, width: 20, height: 10 },
    },
  ],
  totalWeightKg: 2.5,
};
