import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server } from '../fixtures/s3-server.ts';
import { signal } from './cluster.ts';

/** Where the instances keep uploads in the bucket (server/files/s3-file-store.ts). */
const PREFIX = 'files/';

/**
 * The fixture's S3 server (s3rver in a process of its own) with what chaos needs besides: its
 * process, to freeze it (SIGSTOP: connections are accepted by the kernel and never answered, as
 * a stalled store does), and a look at what the bucket holds after the run.
 */
export async function startChaosS3() {
  const s3 = await startS3Server();
  const { pid, directory } = await s3rverProcess();
  const settings = s3.env;
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    },
  });
  return {
    env: s3.env,
    pid,
    freeze: () => signal([pid], 'SIGSTOP'),
    thaw: () => signal([pid], 'SIGCONT'),
    /** Every upload in the bucket: its key, size and when it was written. */
    async objects(): Promise<StoredObject[]> {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.S3_BUCKET,
            Prefix: PREFIX,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          objects.push({
            key: object.Key!.slice(PREFIX.length),
            bytes: object.Size ?? 0,
            writtenAt: object.LastModified ?? new Date(0),
          });
        }
        token = page.NextContinuationToken;
      } while (token);
      return objects;
    },
    /**
     * Multipart uploads begun and neither completed nor aborted (parts held by the store). s3rver
     * does not list them (ListMultipartUploads is not implemented); it keeps each in a folder of
     * its own under the bucket's `._S3rver_uploads`.
     */
    async openMultipartUploads(): Promise<string[]> {
      const folder = path.join(directory, settings.S3_BUCKET, '._S3rver_uploads');
      return readdir(folder).catch(() => []);
    },
    async stop() {
      client.destroy();
      await s3.stop();
    },
  };
}

export type ChaosS3 = Awaited<ReturnType<typeof startChaosS3>>;

export interface StoredObject {
  key: string;
  bytes: number;
  writtenAt: Date;
}

/**
 * The fixture keeps its process to itself: it is our only child running s3rver, and its
 * arguments name its folder.
 */
async function s3rverProcess(): Promise<{ pid: number; directory: string }> {
  const { stdout } = await promisify(execFile)('ps', [
    '-o',
    'pid=,args=',
    '--ppid',
    String(process.pid),
  ]);
  for (const line of stdout.split('\n')) {
    const match = /^\s*(\d+)\s+(.*s3rver.*)$/.exec(line);
    const directory = match ? /--directory (\S+)/.exec(match[2]!)?.[1] : undefined;
    if (match && directory) return { pid: Number(match[1]), directory };
  }
  throw new Error(`no s3rver process among ours:\n${stdout}`);
}
