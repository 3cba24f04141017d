import { resolveCarrierId, UnknownCarrierError } from './carrier-names';

describe('carrier names', () => {
  it('names carriers the way ops say them', () => {
    expect(resolveCarrierId('dhl')).toBe('dhl-express');
    expect(resolveCarrierId('DHL Express')).toBe('dhl-express');
    expect(resolveCarrierId('ups')).toBe('ups');
    expect(resolveCarrierId('royal mail')).toBe('royal-mail');
    expect(() => resolveCarrierId('acme')).toThrow(UnknownCarrierError);
  });
});
