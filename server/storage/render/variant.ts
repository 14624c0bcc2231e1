import { createHash } from 'node:crypto';
import type { ObjectRow } from '../objects/object-rows';
import { outputFormat, type OutputChoice } from './output-format';
import type { TransformOptions } from './transform-options';

/** One request for a rendering: the object's place, the transformation and the client's Accept header. */
export interface VariantRequest {
  bucket: string;
  key: string;
  options: TransformOptions;
  accept: string | undefined;
}

/** A rendering of one version of an object, named so that no other version can ever answer for it. */
export interface Variant {
  /** Same for every rendering of one stored version (object id, version, eTag). */
  versionTag: string;
  /** `<versionTag>.<transformation>.<format>`: the file under the object's render folder. */
  fileName: string;
  eTag: string;
  output: OutputChoice;
}

/**
 * The rendering a request asks of an object as its row stands. A replaced object gets a new version
 * (and eTag) with its row, hence a new name: the renderings of the old file are never served again.
 */
export function describeVariant(object: Pick<ObjectRow, 'id' | 'version' | 'metadata'>, request: VariantRequest, sourceType = object.metadata?.mimetype): Variant {
  const output = outputFormat(sourceType, request.options.format, request.accept);
  const versionTag = createHash('sha256')
    .update(`${object.id}\n${object.version ?? ''}\n${object.metadata?.eTag ?? ''}`)
    .digest('hex')
    .slice(0, 24);
  const { width, height, resize, quality } = request.options;
  const name = `${versionTag}.w${width}h${height}-${resize}-q${quality}.${output.format}`;
  return { versionTag, fileName: name, eTag: `"${name}"`, output };
}
