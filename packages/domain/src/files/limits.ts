import { fileTexts } from '../texts/de/common.ts';

/** Upload limit of spec 001 §9 / 000 §9. */
export const MAX_UPLOAD_BYTES = 12428800;

export interface FileCheck {
  label: string;
  extensions: readonly string[];
  maxBytes?: number;
}

/** Checks a file name and size; returns the German message or null. Content is sniffed on the server. */
export function checkFile(name: string, size: number, check: FileCheck): string | null {
  const max = check.maxBytes ?? MAX_UPLOAD_BYTES;
  const lower = name.toLowerCase();
  if (!check.extensions.some((ext) => lower.endsWith(`.${ext}`))) {
    return fileTexts.wrongExtension(check.label, check.extensions.join(' oder .'));
  }
  if (size > max) return fileTexts.tooLarge(max);
  return null;
}
