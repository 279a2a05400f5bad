import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Opt in to React Router 8 behaviour now, so the upgrade is a version bump. v8_middleware is
  // left off: it changes the loader context API, which we adopt in one go later.
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
