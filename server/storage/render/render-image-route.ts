import { lookupObject, type ReadAccess } from '../objects/object-lookup';
import { sendObjectFile } from '../objects/send-object-file';
import type { StorageOperation } from '../storage-request';
import { transformOptions } from './transform-options';

/**
 * GET /render/image/{public|authenticated}/{bucket}/{key}: the image resized and re-encoded as the
 * query asks (what storage-js `getPublicUrl(path, { transform })` and `download(path, { transform })`
 * call). The object is found exactly as the download routes find it, so the same rules decide; the
 * query is checked before anything else, and no transaction is open while the image is rendered.
 */
export function renderImageObject(access: ReadAccess): StorageOperation {
  return async ({ env, req, res, bucket, key, query }) => {
    const options = transformOptions(query);
    const object = await lookupObject(env.ctx, req, bucket, key, access);
    const { file, variant } = await env.images.variantFile({ bucket, key, options, accept: req.headers.accept }, object);
    await sendObjectFile(req, res, object, file, {
      head: false,
      download: query.get('download'),
      representation: {
        contentType: variant.output.contentType,
        eTag: variant.eTag,
        vary: variant.output.negotiated ? 'Accept' : undefined,
      },
    });
  };
}
