import * as z from 'zod/mini';

// Built into the zod chunk (vite.config.ts), so it runs right after zod and before any schema is
// built; also the first import of each module that loads zod on use (decision 0031:
// parse-answer, cache-parsers, modal-history, frame-message) and of each micro-app's main.tsx
// (through shell/frames/client.ts). zod otherwise probes `new Function` when it builds its first
// object schema, and the site's CSP (script-src without 'unsafe-eval') reports that as a
// violation even though zod catches the error. Interpreted parsing is plenty fast for the
// browser's few answers. `.client`: the server (which mounts the API in the same process) keeps
// zod's compiled parsers.
z.config({ jitless: true });
