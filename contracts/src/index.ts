export * from './access';
export * from './event-store';
export * from './http';
export * from './messages';
export * from './shipments';
export * from './shipment-events';
export * from './quoting';
export * from './compliance';
