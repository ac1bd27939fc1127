import { randomBytes } from 'node:crypto';
import {
  competitionSlugSchema,
  MAX_PHOTO_BYTES,
  megabytes,
  photoSizeProblem,
  photoTypeFor,
  photoTypeOfFile,
  photoTypeProblem,
  photoTypes,
} from '@floorcraft/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import type { PhotoStore } from '../uploads/photo-store';
import type { AccessOptions } from './authenticate';
import { allow, type Allowed } from './guard';
import { knownCompetition } from './known-competition';

export interface UploadRouteOptions extends AccessOptions {
  host: CompetitionHost;
  /** Where photos are kept: files under `DATA_DIR/uploads/`, or PostgreSQL. */
  photos: PhotoStore;
}

type SlugParams = { Params: { slug: string } };
type FileParams = { Params: { slug: string; file: string } };

/** Stored names are random, so they can be cached forever and never guessed or overwritten. */
const STORED_NAME = new RegExp(
  `^[0-9a-f]{32}\\.(${photoTypes.map((type) => type.extension).join('|')})$`,
);

/**
 * Photo uploads (officials' portraits): `POST /api/competitions/:slug/uploads`
 * takes the raw image as the body, for whoever may save an official, and
 * answers with the photo's absolute URL; `GET /uploads/:slug/:file` serves
 * it read-only. Who may upload is checked before the body is read, so a
 * refused caller cannot make the server read 2 MB.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  options: UploadRouteOptions,
): Promise<void> {
  const { host, photos, accounts } = options;

  // Who the screening hook allowed, for the audit entry once the photo is stored.
  const uploaders = new WeakMap<FastifyRequest, Allowed>();

  /** Refuses before the body is read: unknown competition, not allowed, wrong type, too large. */
  const screenUpload = async (request: FastifyRequest<SlugParams>, reply: FastifyReply) => {
    const slug = knownCompetition(host, request.params.slug, reply);
    if (slug === undefined) {
      return reply;
    }
    const allowed = await allow(request, reply, options, slug, 'saveOfficial');
    if (!allowed) {
      return reply;
    }
    uploaders.set(request, allowed);
    const typeProblem = photoTypeProblem(request.headers['content-type']);
    if (typeProblem) {
      return reply.code(415).send({ error: typeProblem });
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    const tooLarge = photoSizeProblem(declared);
    if (tooLarge) {
      return reply.code(413).send({ error: tooLarge });
    }
    return undefined;
  };

  // Its own scope, so the image parsers and the error wording apply to this route only.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      photoTypes.map((type) => type.contentType),
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    // A body sent without a length is only found too large while it is read.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          error: `the photo is larger than ${megabytes(MAX_PHOTO_BYTES)}, the most allowed`,
        });
      }
      throw error;
    });

    scope.post<SlugParams>(
      '/api/competitions/:slug/uploads',
      { onRequest: screenUpload, bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const type = photoTypeFor(request.headers['content-type']);
        const bytes = request.body;
        if (!type || !Buffer.isBuffer(bytes) || bytes.length === 0) {
          return reply.code(400).send({ error: 'the upload is empty: send the image itself' });
        }
        if (!type.matches(bytes)) {
          return reply.code(415).send({
            error: `the file is not a ${type.label} image, though it was sent as ${type.contentType}`,
          });
        }
        const { slug } = request.params;
        const file = `${randomBytes(16).toString('hex')}.${type.extension}`;
        await photos.put(slug, file, { bytes, contentType: type.contentType });
        const address = `/uploads/${slug}/${file}`;
        const uploader = uploaders.get(request);
        await accounts.audit.record({
          competitionSlug: slug,
          actorUserId: uploader?.user?.id,
          actor: uploader?.who ?? '',
          action: 'photo-uploaded',
          target: address,
          ip: request.ip,
          detail: `${type.label}, ${bytes.length} bytes`,
        });
        return reply.code(201).send({
          url: `${options.links.origin}${address}`,
          path: address,
          contentType: type.contentType,
          bytes: bytes.length,
        });
      },
    );
    done();
  });

  app.get<FileParams>('/uploads/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params;
    const type = photoTypeOfFile(file);
    const missing = () => reply.code(404).send({ error: `no upload at /uploads/${slug}/${file}` });
    if (!competitionSlugSchema.safeParse(slug).success || !STORED_NAME.test(file) || !type) {
      return missing();
    }
    const photo = await photos.get(slug, file);
    if (!photo) {
      return missing();
    }
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(photo.bytes);
  });
}
