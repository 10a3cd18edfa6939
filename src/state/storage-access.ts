// The Storage Access API: a widget whose storage is blocked asks the browser for it on the user's
// click; once granted, later visits get it without asking.

type StorageAccessHandle = { localStorage?: Storage; sessionStorage?: Storage };
type AccessDocument = Document & {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: (types?: { localStorage?: boolean; sessionStorage?: boolean }) => Promise<StorageAccessHandle | undefined>;
};

export function storageAccessSupported(doc: Document = document): boolean {
  return typeof (doc as AccessDocument).requestStorageAccess === 'function';
}

/** Storages from the Storage Access API, or undefined (not supported, not granted, or cookies only). */
export async function grantedStorage(doc: Document = document): Promise<{ localStorage: Storage; sessionStorage: Storage } | undefined> {
  const access = doc as AccessDocument;
  if (!access.requestStorageAccess) return undefined;
  try {
    const handle = await access.requestStorageAccess({ localStorage: true, sessionStorage: true });
    if (handle?.localStorage && handle.sessionStorage) return { localStorage: handle.localStorage, sessionStorage: handle.sessionStorage };
  } catch {
    // Not granted (yet): the user may grant it from the notice.
  }
  return undefined;
}
