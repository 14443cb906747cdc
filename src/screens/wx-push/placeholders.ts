/** `{名称}` in a template's content: a name of 1 to 30 characters without braces. */
const PLACEHOLDER = /\{([^{}\s]{1,30})\}/g;

/** The template's placeholders, each once, in order of first use. */
export function placeholdersOf(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The content with each placeholder replaced by its value; an unfilled one stays as written. */
export function fillPlaceholders(content: string, values: Record<string, string | undefined>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === '' ? whole : value;
  });
}
