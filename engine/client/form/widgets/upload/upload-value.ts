/**
 * The form value of an upload field is what the seeds store: one address (avatar, filePath) or a
 * list of addresses (hospImg). The widgets work on a list and give back the field's own shape.
 */
export function urlsOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}

/** A list field gets the list ([] when emptied); a single field its one address or undefined. */
export function fieldValueOf(urls: string[], multiple: boolean): string | string[] | undefined {
  if (multiple) return urls;
  return urls[0];
}

/** The name a list shows for a stored file: the last path segment (documents carry their name there). */
export function fileNameOfUrl(url: string): string {
  if (url.startsWith('data:')) return url.slice(5, url.indexOf(';') === -1 ? 20 : url.indexOf(';'));
  const path = url.split(/[?#]/)[0] ?? url;
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
