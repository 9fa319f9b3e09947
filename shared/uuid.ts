/**
 * A UUID of the given RFC 9562 version from 16 bytes (random or hashed): the version and variant
 * bits are set, the rest kept. Written once for the client's request keys (version 4) and the
 * server's ids derived from them (version 8).
 */
export function uuidFromBytes(source: Uint8Array, version: 4 | 8): string {
  const bytes = Uint8Array.from(source.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
