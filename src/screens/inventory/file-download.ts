import { i18n } from '../../../platform/i18n/i18n';
import { CHANNEL } from '../../../platform/api/http';
import { readToken } from '../../../platform/session/token-cookie';

/** The name a `Content-Disposition` header gives (its UTF-8 form first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** What a refused download says: the envelope's message (a file answer is never JSON). */
export class DownloadRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POSTs to an endpoint that answers a file (seed 002: excel-download with query parameters) with
 * the session's headers, and saves what comes back under the server's file name. A refusal comes
 * back as the usual envelope and is thrown with its message.
 */
export async function downloadEndpointFile(url: string, fallbackName: string): Promise<string> {
  const token = readToken();
  const response = await fetch(url, {
    method: 'POST',
    headers: { channel: CHANNEL, lang: i18n.language === 'en' ? 'en' : 'zh', ...(token ? { token } : {}) },
    credentials: 'same-origin',
  });
  if ((response.headers.get('content-type') ?? '').includes('application/json') || !response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { code?: string; msg?: string };
    throw new DownloadRefused(envelope.code ?? String(response.status), envelope.msg || response.statusText);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
  return fileName;
}
