// The only module that reads import.meta.env; Jest maps it to import-meta-env.jest.ts.
export const importMetaEnv = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  appVersion: import.meta.env.VITE_APP_VERSION as string | undefined,
  imageTransforms: import.meta.env.VITE_IMAGE_TRANSFORMS as string | undefined,
  iceServers: import.meta.env.VITE_ICE_SERVERS as string | undefined,
  dev: import.meta.env.DEV,
};
