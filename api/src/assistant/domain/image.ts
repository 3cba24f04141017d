import { MAX_IMAGE_BYTES, type ImageMimeType } from '@waypost/contracts';

// ── Uploaded images: real image content only (magic bytes), size-limited ─────

export interface CheckedImage {
  mimeType: ImageMimeType;
  bytes: number;
  /** base64 of the decoded bytes, for a data URL to the vision model */
  base64: string;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; reason: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The format the bytes themselves say they are (never the declared type or the file name). */
export function sniffImageType(head: Uint8Array): ImageMimeType | null {
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from(head.subarray(from, to)));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  return null;
}

/** Decodes base64 (whitespace tolerated) and checks size and magic bytes. */
export function checkImageBase64(raw: string, maxBytes = MAX_IMAGE_BYTES): ImageCheck {
  const text = raw.replace(/\s+/g, '');
  if (!text) return { ok: false, reason: 'is empty' };
  if (text.length % 4 === 1 || !BASE64.test(text)) return { ok: false, reason: 'is not valid base64' };
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((text.length * 3) / 4) - padding;
  if (bytes > maxBytes) return { ok: false, reason: `is ${(bytes / 1024 / 1024).toFixed(1)} MB; images may be at most ${maxBytes / 1024 / 1024} MB` };
  const head = Buffer.from(text.slice(0, 24), 'base64');
  const mimeType = sniffImageType(head);
  if (!mimeType) return { ok: false, reason: 'is not a JPEG, PNG, WebP or GIF image' };
  return { ok: true, image: { mimeType, bytes, base64: text } };
}

/** 'data:image/png;base64,....' -> checked image; a declared non-image type is refused. */
export function checkImageDataUrl(dataUrl: string, maxBytes = MAX_IMAGE_BYTES): ImageCheck {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,(.*)$/s.exec(dataUrl.trim());
  if (!match) return { ok: false, reason: 'must be a base64 data URL (data:image/...;base64,...)' };
  const declared = (match[1] ?? '').toLowerCase();
  if (declared && !declared.startsWith('image/')) return { ok: false, reason: `has type ${declared}; only images are accepted` };
  // The bytes decide the format: a .png that is really a JPEG is still an image.
  return checkImageBase64(match[3] ?? '', maxBytes);
}
