import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '../../../../schema/upload-rules';

/** A file on its way: shown with its progress until it is stored (then it is part of the value). */
export interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
  /** A local preview while the bytes travel. */
  file: File;
}

export interface UploadQueueSettings {
  /** The stored addresses: the form value, the one source of truth for finished files. */
  urls: string[];
  onUrlsChange(urls: string[]): void;
  send(file: File, onProgress: (percent: number) => void): Promise<UploadedFile>;
  /** One file only: a new upload replaces the stored one instead of joining it. */
  replace?: boolean;
}

let uidCounter = 0;

/**
 * The state of an upload field without its view: files being sent (with progress) and the
 * stored addresses. A finished upload joins (or replaces) the value; a failed one leaves the list
 * (its message has been shown); a removed one is forgotten even if its answer arrives later.
 */
export function useUploadQueue({ urls, onUrlsChange, send, replace = false }: UploadQueueSettings) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // The value as last given or set: two uploads finishing in one tick must both land.
  const latest = useRef(urls);
  const changeRef = useRef(onUrlsChange);
  useEffect(() => {
    latest.current = urls;
  }, [urls]);
  useEffect(() => {
    changeRef.current = onUrlsChange;
  }, [onUrlsChange]);
  const live = useRef(new Set<string>());
  useEffect(() => {
    const uids = live.current;
    return () => uids.clear();
  }, []);

  const setUrls = useCallback((next: string[]) => {
    latest.current = next;
    changeRef.current(next);
  }, []);

  const start = useCallback(
    (file: File) => {
      uidCounter += 1;
      const uid = `upload-${uidCounter}`;
      live.current.add(uid);
      setPending((list) => [...list, { uid, name: file.name, percent: 0, file }]);
      const progress = (percent: number) => {
        if (live.current.has(uid)) setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item)));
      };
      send(file, progress)
        .then((stored) => {
          if (live.current.has(uid)) setUrls(replace ? [stored.url] : [...latest.current, stored.url]);
        })
        .catch(() => {
          // The data provider has shown the refusal; the file simply does not join the value.
        })
        .finally(() => {
          live.current.delete(uid);
          setPending((list) => list.filter((item) => item.uid !== uid));
        });
    },
    [send, replace, setUrls],
  );

  const removeStored = useCallback((index: number) => setUrls(latest.current.filter((_url, at) => at !== index)), [setUrls]);

  const cancel = useCallback((uid: string) => {
    live.current.delete(uid);
    setPending((list) => list.filter((item) => item.uid !== uid));
  }, []);

  return { pending, start, removeStored, cancel };
}
