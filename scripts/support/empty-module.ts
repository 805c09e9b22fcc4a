// `server-only` as it is on a server: nothing. For bundles that run on the server outside Next's build
// (scripts/build-push-worker.ts), where the package's default entry would throw.
export {};
