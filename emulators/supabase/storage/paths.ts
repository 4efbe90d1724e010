// Object and bucket names from request paths, checked so no name can reach outside its bucket's directory.
import path from 'node:path';
import { invalidKey, StorageHttpError } from './errors';

const MAX_NAME_BYTES = 1024;
// Control characters (NUL included) and backslashes never belong in a key: they confuse file systems and logs.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const BUCKET_ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,62}$/;

export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidKey(raw);
  }
}

/** Bucket ids are plain tokens; one starting with a dot could shadow the stand-in's own `.tmp` directory. */
export function checkBucketId(id: string): string {
  if (!BUCKET_ID_PATTERN.test(id))
    throw new StorageHttpError(400, 'Invalid Input', 'Bucket name invalid', 'InvalidBucketName');
  return id;
}

/** A key is relative, non-empty, with no empty, `.` or `..` segments and no control characters or backslashes. */
export function checkObjectName(name: string): string {
  if (name === '' || Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) throw invalidKey(name);
  if (FORBIDDEN_CHARACTERS.test(name) || name.startsWith('/')) throw invalidKey(name);
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalidKey(name);
  }
  return name;
}

export interface ObjectTarget {
  bucketId: string;
  name: string;
}

/** Splits `<bucket>/<name...>` (still percent-encoded, as in the URL) into a checked bucket id and object name. */
export function parseObjectTarget(rawPath: string): ObjectTarget {
  const slash = rawPath.indexOf('/');
  if (slash <= 0) throw invalidKey(rawPath);
  return {
    bucketId: checkBucketId(decodePathPart(rawPath.slice(0, slash))),
    name: checkObjectName(decodePathPart(rawPath.slice(slash + 1))),
  };
}

/** Where an object's bytes live: `<storageRoot>/<bucket>/<name>`, verified to stay inside the bucket's directory. */
export function objectFilePath(storageRoot: string, target: ObjectTarget): string {
  const bucketDir = path.resolve(storageRoot, target.bucketId);
  const file = path.resolve(bucketDir, ...target.name.split('/'));
  if (!file.startsWith(bucketDir + path.sep)) throw invalidKey(target.name);
  return file;
}
