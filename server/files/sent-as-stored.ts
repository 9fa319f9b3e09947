/**
 * Route options for people's files: sent byte for byte as stored, @fastify/compress leaves them
 * alone. Its stream compression takes any body that begins like gzip or zlib for its own output
 * and sends it raw under the negotiated "Content-Encoding" (br, gzip): a user's .gz file, or about
 * 1 binary file in 1,000 whose first bytes happen to match, reached the browser as a download it
 * could not decode, or unpacked. Files are mostly compressed already anyway.
 */
export const SENT_AS_STORED = { compress: false } as const;
