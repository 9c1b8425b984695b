/**
 * The file name a response's Content-Disposition gives it (`attachment; filename="report.csv"`, or
 * RFC 6266's `filename*=UTF-8''…`, which wins when both are there), or null when it names none.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name, when there is one, still says it.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

// The browser reads the object URL when the download starts; a minute leaves it time to, even slowly.
const objectUrlLifetimeMs = 60_000;

/**
 * Saves a file the page holds in memory (an object URL of a report or a receipt, fetched with the
 * session's token, which a plain link would not carry) under its name, then lets the URL go.
 */
export function saveFile(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), objectUrlLifetimeMs);
}
