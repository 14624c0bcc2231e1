import path from 'node:path';

/** The seeded demo members the e2e specs act as (server/db/seed), and their shared password. */
export const DEMO_PASSWORD = 'Ascend-demo1';

export const demoMembers = {
  ava: { email: 'ava@demo.ascend.app', id: 'd0000000-0000-4000-8000-000000000001' },
  noah: { email: 'noah@demo.ascend.app', id: 'd0000000-0000-4000-8000-000000000002' },
  marcus: { email: 'marcus@demo.ascend.app', id: 'd0000000-0000-4000-8000-000000000005' },
  river: { email: 'river@demo.ascend.app', id: 'd0000000-0000-4000-8000-000000000004' },
} as const;

export type DemoMemberName = keyof typeof demoMembers;

/**
 * Where auth.setup.ts saves a member's signed-in browser state (cookies and localStorage, where
 * supabase-js keeps the session). Under test-results/, which every run empties first and git ignores.
 */
export const signedInState = (name: DemoMemberName) => path.join('test-results', '.auth', `${name}.json`);
