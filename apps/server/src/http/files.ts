import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { invalid } from './errors.ts';

/** What a call that takes one file accepts. */
export interface FileLimits {
  /** The largest file, in bytes. */
  maxBytes: number;
  /** The Content-Types a file may declare (its content is checked by the handler). */
  types: readonly string[];
  /** The field named in error messages ("avatar: ..."). */
  field: string;
}

export interface UploadedFile {
  /** The declared type: the request's Content-Type, or the multipart part's. */
  type: string;
  bytes: Buffer;
}

/**
 * The parsers of a file call, registered in the call's own scope: the raw bytes of one of its
 * types (buffered up to `maxBytes` by Fastify's body limit), or a multipart/form-data form parsed
 * by @fastify/multipart with limits on everything a form can make the server hold: one file of
 * at most `maxBytes`, a few small fields, few parts and headers.
 */
export async function registerFileParsers(scope: FastifyInstance, limits: FileLimits) {
  scope.addContentTypeParser(
    [...limits.types],
    { parseAs: 'buffer', bodyLimit: limits.maxBytes },
    (_req, body, done) => done(null, body),
  );
  await scope.register(multipart, {
    limits: {
      fileSize: limits.maxBytes,
      files: 1,
      fields: 4,
      fieldNameSize: 100,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
}

const tooLarge = () =>
  Object.assign(new Error('file too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });

/** The request's one file, or 1001 naming the field (413 when it is over the limit). */
export async function readUploadedFile(
  req: FastifyRequest,
  limits: FileLimits,
): Promise<UploadedFile> {
  const refused = () =>
    invalid(
      `${limits.field}: 请上传 ${limits.types.join('、')} 文件`,
      `${limits.field}: send one file of type ${limits.types.join(', ')}`,
    );
  let file: UploadedFile | null = null;
  if (req.isMultipart()) {
    try {
      // The first file part wins; fields before it are read and dropped (within the limits).
      const part = await req.file();
      if (part) file = { type: part.mimetype, bytes: await part.toBuffer() };
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
      throw refused();
    }
  } else if (Buffer.isBuffer(req.body)) {
    const header = req.headers['content-type'] ?? '';
    file = { type: header.split(';')[0]!, bytes: req.body };
  }
  if (!file) throw refused();
  file.type = file.type.trim().toLowerCase();
  if (file.bytes.length > limits.maxBytes) throw tooLarge();
  if (!limits.types.includes(file.type)) throw refused();
  return file;
}
