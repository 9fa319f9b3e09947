/**
 * A stored file's key: a UUID the server made when the upload arrived (upload-route.ts), never
 * text from a person. Both stores name files by it, on disk as a file name and in S3 as part of an
 * object's name, so one rule keeps any other name from reaching outside their folder or prefix.
 */
const FILE_KEY = /^[0-9a-f-]{36}$/;

/** Whether a name found in storage is our key (anything else there is not ours to sweep). */
export function isFileKey(name: string): boolean {
  return FILE_KEY.test(name);
}

/** `key` when it is one of ours; otherwise an error, thrown before anything is read or written. */
export function checkedFileKey(key: string): string {
  if (!FILE_KEY.test(key)) throw new Error(`Not a file key: ${key}`);
  return key;
}
