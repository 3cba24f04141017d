// Integration tests talk to a real PostgreSQL (and sometimes a broker): give them more than jest's 5 s default.
jest.setTimeout(120_000);
