import { DATABASE_LOST_DURING_WRITE, DATABASE_UNAVAILABLE, databaseUnavailable } from './database-unavailable';

const error = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('database unavailable -> 503', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
    ['the database system is starting up', '57P03'],
    ['the database system is shutting down', '57P03'],
    ['sorry, too many clients already', '53300'],
    ['timeout exceeded when trying to connect', undefined],
  ])('not reached (%s): nothing changed, even for a write', (message, code) => {
    expect(databaseUnavailable(error(message, code), 'POST')).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
  });

  it.each([
    ['Connection terminated unexpectedly', undefined],
    ['Connection terminated due to connection timeout', undefined],
    ['terminating connection due to administrator command', '57P01'],
    ['read ECONNRESET', 'ECONNRESET'],
    ['Client has encountered a connection error and is not queryable', undefined],
  ])('lost during a write (%s): may or may not have been saved', (message, code) => {
    expect(databaseUnavailable(error(message, code), 'POST')?.message).toBe(DATABASE_LOST_DURING_WRITE);
    expect(databaseUnavailable(error(message, code), 'GET')?.message).toBe(DATABASE_UNAVAILABLE);
  });

  it('leaves other errors alone', () => {
    expect(databaseUnavailable(error('duplicate key value violates unique constraint', '23505'), 'POST')).toBeNull();
    expect(databaseUnavailable(error('Cannot read properties of undefined'), 'GET')).toBeNull();
    expect(databaseUnavailable('a string', 'GET')).toBeNull();
    expect(databaseUnavailable(null, 'GET')).toBeNull();
  });
});
