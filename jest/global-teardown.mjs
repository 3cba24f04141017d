export default async function globalTeardown() {
  const pg = globalThis.__WAYPOST_EMBEDDED_PG__;
  if (pg) await pg.stop();
}
