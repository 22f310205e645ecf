import type Anthropic from '@anthropic-ai/sdk';
import { formatBytes } from './truncate.js';
import { type ToolResult, toolError } from './types.js';

export type ImageMediaType = Anthropic.Base64ImageSource['media_type'];

/**
 * The API's bounds on one image: 5 MB of base64 (3.75 MB of file) and 8000 pixels a side. Past them the request
 * itself would be refused and the run would fail, so Read refuses the file instead, with what to do about it.
 */
export const IMAGE_MAX_BYTES = 3_750_000;
export const IMAGE_MAX_SIDE = 8000;

/** The image type a file's first bytes say it is (whatever its extension says), or undefined. */
export function sniffImage(head: Buffer): ImageMediaType | undefined {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** Whether the file starts as a PDF does. */
export function isPdf(head: Buffer): boolean {
  return head.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Width and height from the image's header, or undefined when the header is not a sane one (a broken file). */
export function imageSize(data: Buffer, type: ImageMediaType): { width: number; height: number } | undefined {
  const sane = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
  try {
    switch (type) {
      case 'image/png':
        return data.subarray(12, 16).toString('latin1') === 'IHDR' ? sane(data.readUInt32BE(16), data.readUInt32BE(20)) : undefined;
      case 'image/gif':
        return sane(data.readUInt16LE(6), data.readUInt16LE(8));
      case 'image/webp':
        return webpSize(data);
      case 'image/jpeg':
        return jpegSize(data);
    }
  } catch {
    return undefined;
  }
}

function webpSize(data: Buffer): { width: number; height: number } | undefined {
  const chunk = data.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** The first start-of-frame marker's size (baseline, progressive, lossless: 0xC0–0xCF but DHT, JPG and DAC). */
function jpegSize(data: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

/** Read's result for an image: the picture itself as an image block, and the SDK's FileReadOutput `image` for the transcript. */
export function imageResult(filePath: string, data: Buffer, type: ImageMediaType): ToolResult {
  const size = imageSize(data, type);
  if (!size) return toolError(`${filePath} starts like a ${type.slice(6).toUpperCase()} image but its header is broken, so it was not sent to the model.`);
  const resize = 'Make a smaller copy with Bash (e.g. `convert in.png -resize 1568x1568 /tmp/small.png`, if ImageMagick is installed) and Read that.';
  if (data.length > IMAGE_MAX_BYTES) {
    return toolError(`${filePath} is a ${formatBytes(data.length)} image; images over ${formatBytes(IMAGE_MAX_BYTES)} cannot be sent to the model. ${resize}`);
  }
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE) {
    return toolError(`${filePath} is ${size.width}×${size.height} pixels; images over ${IMAGE_MAX_SIDE} pixels a side cannot be sent to the model. ${resize}`);
  }
  const base64 = data.toString('base64');
  return {
    content: `Image ${filePath} (${type}, ${size.width}×${size.height}, ${formatBytes(data.length)}):`,
    blocks: [{ type: 'image', source: { type: 'base64', media_type: type, data: base64 } }],
    isError: false,
    details: {
      type: 'image',
      file: {
        base64,
        type,
        originalSize: data.length,
        dimensions: { originalWidth: size.width, originalHeight: size.height, displayWidth: size.width, displayHeight: size.height },
      },
    },
  };
}
