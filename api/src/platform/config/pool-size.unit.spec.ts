import { availableParallelism } from 'node:os';
import { defaultPoolSize, loadConfig } from './config';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores and four, at most 20', () => {
    expect(defaultPoolSize(1)).toBe(6);
    expect(defaultPoolSize(2)).toBe(8);
    expect(defaultPoolSize(8)).toBe(20);
    expect(defaultPoolSize(64)).toBe(20);
  });

  it('is this machine’s default when unset, and what is set otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(defaultPoolSize(availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '30' }).DATABASE_POOL_SIZE).toBe(30);
  });

  it('refuses a size that is not a whole number from 2 to 200 (one connection deadlocks: a transaction may read through the pool)', () => {
    for (const bad of ['1', '0', '201', '2.5', 'Infinity', 'ten']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
