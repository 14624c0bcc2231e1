import { describeFunctionFailure } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';
import type { Pose } from '../config/poses';
import type { SelfieResult } from '../model/verification';

/** POST /functions/v1/ai/photo-verification (docs/ai.md, Photo verification): the pose and the live selfie. */
export async function invokeVerification(supabase: AppSupabaseClient, body: { pose: Pose; selfie: string }) {
  const { data, error } = await supabase.functions.invoke<SelfieResult>('ai/photo-verification', { body });
  if (error) return { data: null, error: await describeFunctionFailure(error) };
  return { data, error: null };
}
