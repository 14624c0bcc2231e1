import { profileApi } from '@/entities/profile';
import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { photoUploadError } from '../lib/photo-upload-error';
import { PHOTO_BUCKET } from './photo-storage';
import { uploadAndRecordPhoto, type PhotoUpload } from './record-photo';

interface PhotoOfMember {
  me: string;
  photoId: string;
}

// Every change to a photo changes the member's profile (photos, primary first; the card photo).
const memberProfile = (_result: unknown, error: unknown, { me }: { me: string }) =>
  error ? [] : [tags.profile(me)];

export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<null, PhotoUpload>({
      queryFn: (upload) =>
        supabaseQuery((supabase) => uploadAndRecordPhoto(supabase, upload), {
          context: 'Upload photo',
          mapError: photoUploadError,
          map: () => null,
        }),
      invalidatesTags: memberProfile,
    }),
    /** One update: the database clears the flag on the member's other photos in the same statement. */
    setPrimaryPhoto: build.mutation<null, PhotoOfMember>({
      queryFn: ({ photoId }) =>
        supabaseQuery((supabase) => supabase.from('photos').update({ is_primary: true }).eq('id', photoId), {
          context: 'Set primary photo',
          map: () => null,
        }),
      invalidatesTags: memberProfile,
    }),
    /** The record, then its file: a failure in between leaves an unlisted file, never a broken photo. */
    deletePhoto: build.mutation<null, PhotoOfMember>({
      queryFn: ({ photoId }) =>
        supabaseQuery(
          async (supabase) => {
            const deleted = await supabase.from('photos').delete().eq('id', photoId).select('storage_path').maybeSingle();
            if (deleted.error || !deleted.data?.storage_path) return deleted;
            return supabase.storage.from(PHOTO_BUCKET).remove([deleted.data.storage_path]);
          },
          { context: 'Delete photo', map: () => null },
        ),
      invalidatesTags: memberProfile,
    }),
    /** reorder_photos: every photo of the member once, in the new order; shown at once, undone on failure. */
    reorderPhotos: build.mutation<null, { me: string; photoIds: string[] }>({
      queryFn: ({ photoIds }) =>
        supabaseQuery((supabase) => supabase.rpc('reorder_photos', { photo_ids: photoIds }), {
          context: 'Reorder photos',
          map: () => null,
        }),
      async onQueryStarted({ me, photoIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getOwnProfile', me, (profile) => {
            if (!profile) return;
            const rank = (id: string) => photoIds.indexOf(id);
            // The primary photo stays first wherever it is shown.
            profile.photos.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || rank(a.id) - rank(b.id));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: memberProfile,
    }),
  }),
});

export const { useUploadPhotoMutation, useSetPrimaryPhotoMutation, useDeletePhotoMutation, useReorderPhotosMutation } = photosApi;
