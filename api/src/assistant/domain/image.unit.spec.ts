import { checkImageBase64, checkImageDataUrl, sniffImageType } from './image';

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

describe('uploaded images', () => {
  it('recognises JPEG, PNG, WebP and GIF by their magic bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from(PNG_1x1, 'base64'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('%PDF-1.7', 'latin1'))).toBeNull();
  });

  it('accepts a real image data URL and trusts the bytes over the declared type', () => {
    const ok = checkImageDataUrl(`data:image/png;base64,${PNG_1x1}`);
    expect(ok).toMatchObject({ ok: true, image: { mimeType: 'image/png', bytes: 70 } });
    expect(checkImageDataUrl(`data:image/jpeg;base64,${PNG_1x1}`)).toMatchObject({ ok: true, image: { mimeType: 'image/png' } });
  });

  it('refuses text dressed as an image, non-image types, bad base64 and oversize images', () => {
    expect(checkImageDataUrl(`data:image/png;base64,${Buffer.from('hello world, not an image').toString('base64')}`)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a JPEG, PNG, WebP or GIF/),
    });
    expect(checkImageDataUrl(`data:application/pdf;base64,${b64([0x25, 0x50])}`)).toMatchObject({ ok: false, reason: expect.stringMatching(/only images/) });
    expect(checkImageDataUrl('https://example.com/cat.png')).toMatchObject({ ok: false, reason: expect.stringMatching(/data URL/) });
    expect(checkImageBase64('@@@not base64@@@')).toMatchObject({ ok: false, reason: 'is not valid base64' });
    const big = Buffer.alloc(2048, 0);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    expect(checkImageBase64(big.toString('base64'), 1024)).toMatchObject({ ok: false, reason: expect.stringMatching(/at most/) });
    expect(checkImageBase64(big.toString('base64'), 4096)).toMatchObject({ ok: true, image: { bytes: 2048 } });
  });
});
