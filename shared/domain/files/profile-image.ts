/**
 * Profile pictures (docs/files.md#profile-pictures): one image the person uploaded, PNG, JPEG, GIF
 * or WebP. SVG is left out on purpose: it is a document that can hold scripts. The type a picture
 * is served with comes from its stored name's extension, never from what a browser declared at
 * upload.
 */
const PROFILE_IMAGE_TYPES = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
} as const;

export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[keyof typeof PROFILE_IMAGE_TYPES];

/** The extensions the upload widget accepts, as Uppy's `allowedFileTypes` and `accept` take them. */
export const PROFILE_IMAGE_EXTENSIONS = Object.keys(PROFILE_IMAGE_TYPES);

export const PROFILE_IMAGE_REFUSED_TEXT =
  'Your profile picture must be a PNG, JPG, GIF or WebP image.';

/** The content type for a stored name, from its extension; null when it is not a picture. */
export function profileImageType(name: string): ProfileImageType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot).toLowerCase();
  return Object.hasOwn(PROFILE_IMAGE_TYPES, extension)
    ? PROFILE_IMAGE_TYPES[extension as keyof typeof PROFILE_IMAGE_TYPES]
    : null;
}

/** How many leading bytes `startsLikeImage` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/**
 * Whether a file's first bytes are those of the type its name claims: a text file renamed to
 * `.png` is not a picture, and is refused rather than shown as a broken image.
 */
export function startsLikeImage(type: ProfileImageType, head: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/gif':
      return ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a');
    case 'image/webp':
      return ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP');
  }
}
