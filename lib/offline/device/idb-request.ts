/** An IndexedDB request as a promise: its result, or its error. */
export function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A transaction's end as a promise: it resolves once every write is committed and rejects on an error or abort. */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Opens a database of one object store (created on first use), runs `work` in one transaction on that
 * store, and resolves with its result once the transaction has committed; the database is closed after.
 */
export async function withObjectStore<T>(databaseName: string, storeName: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const opening = indexedDB.open(databaseName, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
  const database = await idbRequest(opening);
  try {
    const transaction = database.transaction(storeName, mode);
    const done = transactionDone(transaction);
    const result = await work(transaction.objectStore(storeName));
    await done;
    return result;
  } finally {
    database.close();
  }
}
