/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_APP_VERSION?: string;
  /** 'false' for a hosted project without image transformations (docs/deployment.md). */
  readonly VITE_IMAGE_TRANSFORMS?: string;
  readonly VITE_ICE_SERVERS?: string;
}
