/**
 * A supertest body parser that keeps the response as bytes (PDF, PNG, ZPL):
 * `request.get(url).buffer(true).parse(binaryBody)`, then `res.body` is a Buffer.
 */
export const binaryBody = (res: NodeJS.ReadableStream, cb: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
