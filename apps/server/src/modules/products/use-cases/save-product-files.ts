import {
  AppError,
  IMAGE_CHECK,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_DOCUMENTS,
  type ProductDocumentType,
  productTexts,
} from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { ProductRow } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';

/**
 * Stores the uploaded documents (private, one per type) and images (public) of a product, each checked by content,
 * extension and size; answers the new image ids by name (the caller merges them into the row).
 */
export async function saveProductFiles(
  deps: Deps,
  exec: Executor,
  p: ProductRow,
  files: FormInput['files'],
  ownerUserId: number,
) {
  const images: Record<string, string> = {};
  for (const [field, file] of Object.entries(files)) {
    const isDoc = (PRODUCT_DOCUMENT_TYPES as string[]).includes(field);
    const check = isDoc ? PRODUCT_DOCUMENTS[field as ProductDocumentType] : IMAGE_CHECK;
    if (!/^[^/\\<>:"|?*]{1,200}$/.test(file.filename))
      throw AppError.validation({ [field]: productTexts.wrongFileName });
    let id: string;
    try {
      const saved = await deps.files.save(exec, {
        buffer: file.buffer,
        originalName: file.filename,
        check,
        visibility: isDoc ? 'private' : 'public',
        ownerUserId,
      });
      id = saved.id;
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw AppError.validation({ [field]: err.detail });
      throw err;
    }
    if (isDoc) await repo.saveDocument(exec, p.id, field, id);
    else images[field] = id;
  }
  return images;
}
